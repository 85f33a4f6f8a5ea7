// Kong's jwt plugin (kong/plugins/jwt/handler.lua) for RS256 credentials: the token comes from a header
// (`Bearer <token>`), its `iss` (key_claim_name) names the credential, the header's `alg` must be the
// credential's, the signature must verify with its public key, then exp/nbf (claims_to_verify) and
// maximum_expiration are checked against the clock without leeway. Parsing and verifying is jose's work.
import { createPublicKey, type KeyObject } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  compactVerify,
  decodeJwt,
  decodeProtectedHeader,
  type JWTPayload,
  type ProtectedHeaderParameters,
} from 'jose';
import type { JwtConfig, KongConfig } from './kong-config';
import { hasPlaceholderCredential } from './render-kong-config';

export interface JwtCredential {
  key: string;
  algorithm: 'RS256';
  publicKey: KeyObject;
  consumerUsername: string | undefined;
  consumerCustomId: string | undefined;
}

export type JwtCredentials = ReadonlyMap<string, JwtCredential>;

export type JwtOutcome =
  | { ok: true; credential: JwtCredential }
  | { ok: false; /** For the client. */ detail: string; /** Kong's message, for the log. */ reason: string };

const BEARER = /^\s*[Bb]earer\s+(\S+)\s*$/;

function fail(detail: string, reason: string): JwtOutcome {
  return { ok: false, detail, reason };
}

/** True when an enabled jwt plugin is declared anywhere (globally, on a service or on a route). */
export function usesJwt(config: KongConfig): boolean {
  const plugins = [
    ...config.plugins,
    ...config.services.flatMap((service) => [
      ...service.plugins,
      ...service.routes.flatMap((route) => route.plugins),
    ]),
  ];
  return plugins.some((plugin) => plugin.name === 'jwt' && plugin.enabled);
}

/**
 * Imports the RS256 credentials of the consumers. Throws when the configuration uses the jwt plugin but has
 * no usable credential (still the placeholders of the committed kong.yml, or a key that is not RSA).
 */
export function loadJwtCredentials(config: KongConfig): JwtCredentials {
  const credentials = new Map<string, JwtCredential>();
  if (!usesJwt(config)) {
    return credentials;
  }
  if (hasPlaceholderCredential(config) || (config.consumers ?? []).every((c) => c.jwt_secrets.length === 0)) {
    throw new Error(
      'kong.yml protects routes with the jwt plugin but holds no realm key (only the render placeholders): ' +
        'start the edge with jwtIssuer: { issuer, jwksUrl } or { issuer, publicKeyPem }, or give it a rendered kong.yml',
    );
  }
  for (const consumer of config.consumers ?? []) {
    for (const secret of consumer.jwt_secrets) {
      let publicKey: KeyObject;
      try {
        publicKey = createPublicKey(secret.rsa_public_key);
      } catch (error) {
        throw new Error(
          `jwt credential ${secret.key}: rsa_public_key is not a public key (${(error as Error).message})`,
        );
      }
      if (publicKey.asymmetricKeyType !== 'rsa') {
        throw new Error(`jwt credential ${secret.key}: rsa_public_key is not an RSA key`);
      }
      credentials.set(secret.key, {
        key: secret.key,
        algorithm: secret.algorithm,
        publicKey,
        consumerUsername: consumer.username,
        consumerCustomId: consumer.custom_id,
      });
    }
  }
  return credentials;
}

function retrieveToken(headers: IncomingHttpHeaders, config: JwtConfig): string | string[] | undefined {
  const tokens = new Set<string>();
  for (const name of config.header_names) {
    const raw = headers[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    const match = value === undefined ? null : BEARER.exec(value);
    if (match) {
      tokens.add(match[1]);
    }
  }
  if (tokens.size === 0) {
    return undefined;
  }
  return tokens.size === 1 ? [...tokens][0] : [...tokens];
}

/**
 * Authenticates a request as Kong's jwt plugin does; `nowSeconds` is the clock in whole seconds (ngx.time()).
 * Every failure is a 401 (Kong 3 answers 401 for all of them too).
 */
export async function authenticateJwt(
  headers: IncomingHttpHeaders,
  config: JwtConfig,
  credentials: JwtCredentials,
  nowSeconds: number,
): Promise<JwtOutcome> {
  const token = retrieveToken(headers, config);
  if (token === undefined) {
    return fail('An access token is required (Authorization: Bearer <token>).', 'Unauthorized');
  }
  if (Array.isArray(token)) {
    return fail('Several different access tokens were sent.', 'Multiple tokens provided');
  }

  let header: ProtectedHeaderParameters;
  let claims: JWTPayload;
  try {
    header = decodeProtectedHeader(token);
    claims = decodeJwt(token);
  } catch {
    return fail('The access token is malformed.', 'Bad token');
  }

  const keyName = config.key_claim_name;
  const keyValue = claims[keyName] ?? (header as Record<string, unknown>)[keyName];
  if (typeof keyValue !== 'string') {
    return fail(`The access token has no '${keyName}' claim.`, `No mandatory '${keyName}' in claims`);
  }
  const credential = credentials.get(keyValue);
  if (!credential) {
    return fail(
      `The access token's '${keyName}' is not accepted here.`,
      `No credentials found for given '${keyName}'`,
    );
  }
  if (header.alg !== credential.algorithm) {
    return fail('The access token is not signed with an accepted algorithm.', 'Invalid algorithm');
  }
  try {
    await compactVerify(token, credential.publicKey, { algorithms: [credential.algorithm] });
  } catch {
    return fail('The access token signature is invalid.', 'Invalid signature');
  }

  for (const claim of config.claims_to_verify) {
    const value = claims[claim];
    if (typeof value !== 'number') {
      return fail(`The access token's '${claim}' claim must be a number.`, `${claim} must be a number`);
    }
    if (claim === 'exp' && value <= nowSeconds) {
      return fail('The access token has expired.', 'token expired');
    }
    if (claim === 'nbf' && value > nowSeconds) {
      return fail('The access token is not valid yet.', 'token not valid yet');
    }
  }
  if (config.maximum_expiration > 0) {
    const exp = claims.exp;
    if (typeof exp !== 'number' || exp - nowSeconds > config.maximum_expiration) {
      return fail(
        `The access token may not expire more than ${config.maximum_expiration} s from now.`,
        'exceeds maximum allowed expiration',
      );
    }
  }
  return { ok: true, credential };
}

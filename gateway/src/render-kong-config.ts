// The render step: turns the committed gateway/kong.yml (placeholders, no key) into the file Kong loads, with
// the realm's issuer and RS256 public key in the jwt credential and, optionally, other CORS origins.
// The local edge renders through the same functions at start-up, so it enforces exactly what Kong would.
import { createPublicKey, randomBytes, type JsonWebKey, type KeyObject } from 'node:crypto';
import { isMap, isSeq, parseDocument, Scalar, type Document, type YAMLMap } from 'yaml';
import { normalizeOrigin, parseKongConfig, type KongConfig } from './kong-config';

/** `key` of the jwt credential in the committed kong.yml, replaced by the realm's issuer. */
export const ISSUER_PLACEHOLDER = '__OIDC_ISSUER__';
/** `rsa_public_key` of that credential, replaced by the realm's RS256 public key (PEM). */
export const PUBLIC_KEY_PLACEHOLDER = '__REALM_RS256_PUBLIC_KEY_PEM__';
/** `secret` of that credential (required by decK, unused for RS256), replaced by random bytes. */
export const SECRET_PLACEHOLDER = '__RANDOM_AT_RENDER__';

const MIN_RSA_BITS = 2048;
const DEFAULT_JWKS_TIMEOUT_MS = 5_000;

export class RenderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RenderError';
  }
}

export interface RenderOptions {
  /** The realm's issuer, exactly as in the tokens' `iss`; requires `publicKeyPem`. */
  issuer?: string;
  /** The realm's RS256 public key (SPKI or PKCS#1 PEM, or a certificate); requires `issuer`. */
  publicKeyPem?: string;
  /** Replaces the origins of every cors plugin. */
  origins?: readonly string[];
  /**
   * Adds the service `web` at this URL with a route for `GET`/`HEAD` of every other path: the SPA behind Kong
   * (docker-compose, Helm). The API routes are regular expressions, which Kong tries before this prefix.
   */
  webUpstream?: string;
}

/** Name of the service the render step adds for the SPA (`webUpstream`). */
export const WEB_SERVICE = 'web';

function checkUpstream(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new RenderError(`The web upstream is not a URL: ${JSON.stringify(url)}`);
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.search || parsed.hash) {
    throw new RenderError(`The web upstream must be an http(s) URL without query or fragment: ${url}`);
  }
  return url;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks an issuer: an absolute http(s) URL without query, fragment or credentials. */
export function checkIssuer(issuer: string): string {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new RenderError(`The issuer is not a URL: ${JSON.stringify(issuer)}`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username) {
    throw new RenderError(`The issuer must be an http(s) URL without query or fragment: ${issuer}`);
  }
  return issuer;
}

/** Normalises a public RSA key (PEM) to SPKI PEM; refuses private keys, other key types and short keys. */
export function rsaPublicKeyPem(pem: string): string {
  if (/PRIVATE KEY-----/.test(pem)) {
    throw new RenderError('Refusing a private key: give the realm public key only.');
  }
  let key: KeyObject;
  try {
    key = createPublicKey(pem);
  } catch (error) {
    throw new RenderError(`The public key cannot be read: ${(error as Error).message}`);
  }
  if (key.asymmetricKeyType !== 'rsa') {
    throw new RenderError(`The public key must be an RSA key (RS256), not ${key.asymmetricKeyType}.`);
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_RSA_BITS) {
    throw new RenderError(`The RSA key has ${bits} bits; at least ${MIN_RSA_BITS} are required.`);
  }
  return key.export({ type: 'spki', format: 'pem' }).toString();
}

function checkOrigins(origins: readonly string[]): string[] {
  if (origins.length === 0) {
    throw new RenderError('The list of CORS origins is empty.');
  }
  return [
    ...new Set(
      origins.map((origin) => {
        const normalized = normalizeOrigin(origin.trim());
        if (normalized === undefined) {
          throw new RenderError(
            `Not an exact origin (scheme://host[:port], no *): ${JSON.stringify(origin)}`,
          );
        }
        return normalized;
      }),
    ),
  ];
}

/** The mappings written in a YAML sequence; aliases are skipped (their anchor is visited where declared). */
function mapsOf(node: unknown): YAMLMap[] {
  return isSeq(node) ? node.items.filter((item): item is YAMLMap => isMap(item)) : [];
}

function placeholderCredentials(doc: Document): YAMLMap[] {
  return mapsOf(doc.get('consumers', true))
    .flatMap((consumer) => mapsOf(consumer.get('jwt_secrets', true)))
    .filter((secret) => secret.get('key') === ISSUER_PLACEHOLDER);
}

function corsPlugins(doc: Document): YAMLMap[] {
  const pluginLists: unknown[] = [doc.get('plugins', true)];
  for (const service of mapsOf(doc.get('services', true))) {
    pluginLists.push(service.get('plugins', true));
    for (const route of mapsOf(service.get('routes', true))) {
      pluginLists.push(route.get('plugins', true));
    }
  }
  return pluginLists.flatMap((list) => mapsOf(list)).filter((plugin) => plugin.get('name') === 'cors');
}

/** True when the configuration still holds the placeholder credential of the committed kong.yml. */
export function hasPlaceholderCredential(config: KongConfig): boolean {
  return (config.consumers ?? []).some((consumer) =>
    consumer.jwt_secrets.some(
      (secret) => secret.key === ISSUER_PLACEHOLDER || secret.rsa_public_key === PUBLIC_KEY_PLACEHOLDER,
    ),
  );
}

/**
 * Renders the committed kong.yml text into a deployable one: the placeholder jwt credential gets `issuer` and
 * `publicKeyPem` (normalised to SPKI PEM) and a random unused `secret`; `origins` replace those of every cors
 * plugin. Comments and anchors are kept. The result is checked with parseKongConfig before it is returned.
 */
export function renderKongConfig(text: string, options: RenderOptions, source = 'kong.yml'): string {
  const { issuer, publicKeyPem, origins, webUpstream } = options;
  if ((issuer === undefined) !== (publicKeyPem === undefined)) {
    throw new RenderError('The issuer and the public key are rendered together: give both or neither.');
  }
  const doc = parseDocument(text, { merge: true, prettyErrors: true });
  if (doc.errors.length > 0) {
    throw new RenderError(`${source} is not valid YAML: ${doc.errors[0].message}`);
  }
  if (issuer !== undefined && publicKeyPem !== undefined) {
    checkIssuer(issuer);
    const pem = rsaPublicKeyPem(publicKeyPem);
    const credentials = placeholderCredentials(doc);
    if (credentials.length !== 1) {
      throw new RenderError(
        `${source} must hold exactly one jwt_secrets credential with key ${ISSUER_PLACEHOLDER} (found ${credentials.length}; is it rendered already?)`,
      );
    }
    const [credential] = credentials;
    if (credential.get('rsa_public_key') !== PUBLIC_KEY_PLACEHOLDER) {
      throw new RenderError(`The placeholder credential's rsa_public_key must be ${PUBLIC_KEY_PLACEHOLDER}.`);
    }
    const keyNode = new Scalar(pem);
    keyNode.type = Scalar.BLOCK_LITERAL;
    credential.set('key', issuer);
    credential.set('rsa_public_key', keyNode);
    credential.set('secret', randomBytes(32).toString('base64url'));
  }
  if (origins !== undefined) {
    const normalized = checkOrigins(origins);
    const plugins = corsPlugins(doc);
    if (plugins.length === 0) {
      throw new RenderError(`${source} declares no cors plugin whose origins could be set.`);
    }
    for (const plugin of plugins) {
      const config = plugin.get('config', true);
      if (!isMap(config)) {
        throw new RenderError(`A cors plugin in ${source} has no config mapping to set the origins in.`);
      }
      config.set('origins', doc.createNode(normalized));
    }
  }
  if (webUpstream !== undefined) {
    const services = doc.get('services', true);
    if (!isSeq(services)) throw new RenderError(`${source} has no services list to add the web service to.`);
    if (mapsOf(services).some((service) => service.get('name') === WEB_SERVICE)) {
      throw new RenderError(`${source} already has a service named ${WEB_SERVICE}.`);
    }
    services.add(
      doc.createNode({
        name: WEB_SERVICE,
        url: checkUpstream(webUpstream),
        connect_timeout: 5000,
        read_timeout: 30000,
        write_timeout: 30000,
        retries: 1,
        routes: [
          {
            name: 'web-site',
            protocols: ['http', 'https'],
            methods: ['GET', 'HEAD'],
            paths: ['/'],
            strip_path: false,
            preserve_host: false,
          },
        ],
      }),
    );
  }
  const rendered = [
    ` Rendered from ${source} by @site/gateway (render-kong-config); deploy it, do not commit it.`,
    doc.commentBefore ?? '',
  ]
    .join('\n')
    .trimEnd();
  doc.commentBefore = rendered;
  const output = doc.toString({ lineWidth: 0, flowCollectionPadding: false });
  // The result must be something the edge (and so, as far as it can tell, Kong) accepts.
  parseKongConfig(output, `${source} (rendered)`);
  return output;
}

/** The JWK picked from a JWKS, as PEM. */
export interface SelectedKey {
  publicKeyPem: string;
  kid: string | undefined;
  /** The kids of every RS256 signing key in the set, in order. */
  candidates: readonly (string | undefined)[];
}

/**
 * Picks the RS256 signing key of a JWKS (`kty` RSA, `alg` RS256, `use` sig or absent) and converts it to PEM:
 * the one with `kid` when given, else the first marked `use: sig`, else the first. Kong holds one key per
 * issuer, so only one key can be rendered (see the key rotation procedure in gateway/README.md).
 */
export function selectJwksSigningKey(jwks: unknown, kid?: string): SelectedKey {
  if (!isRecord(jwks) || !Array.isArray(jwks.keys)) {
    throw new RenderError('Not a JWKS: expected an object with a "keys" array.');
  }
  const candidates = jwks.keys
    .filter(isRecord)
    .filter(
      (key) =>
        key.kty === 'RSA' &&
        key.alg === 'RS256' &&
        (key.use === undefined || key.use === 'sig') &&
        typeof key.n === 'string' &&
        typeof key.e === 'string',
    );
  if (candidates.length === 0) {
    throw new RenderError('The JWKS has no RSA key with alg RS256 for signatures.');
  }
  const kidOf = (key: Record<string, unknown>): string | undefined =>
    typeof key.kid === 'string' ? key.kid : undefined;
  let chosen: Record<string, unknown> | undefined;
  if (kid !== undefined) {
    chosen = candidates.find((key) => kidOf(key) === kid);
    if (!chosen) {
      throw new RenderError(
        `The JWKS has no RS256 signing key with kid ${JSON.stringify(kid)} (it has: ${candidates.map(kidOf).join(', ')}).`,
      );
    }
  } else {
    chosen = candidates.find((key) => key.use === 'sig') ?? candidates[0];
  }
  let pem: string;
  try {
    const jwk: JsonWebKey = { kty: 'RSA', n: chosen.n as string, e: chosen.e as string };
    pem = createPublicKey({ key: jwk, format: 'jwk' }).export({ type: 'spki', format: 'pem' }).toString();
  } catch (error) {
    throw new RenderError(`The JWK ${kidOf(chosen) ?? ''} cannot be converted: ${(error as Error).message}`);
  }
  return { publicKeyPem: rsaPublicKeyPem(pem), kid: kidOf(chosen), candidates: candidates.map(kidOf) };
}

/** Fetches a JWKS document (no caching: rendering happens once per deployment or edge start). */
export async function fetchJwks(url: string, timeoutMs = DEFAULT_JWKS_TIMEOUT_MS): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new RenderError(`The JWKS cannot be fetched from ${url}: ${(error as Error).message}`);
  }
  if (!response.ok) {
    throw new RenderError(`The JWKS at ${url} answered ${response.status}.`);
  }
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new RenderError(`The JWKS at ${url} is not JSON.`);
  }
}

/** Where the realm's key comes from: its JWKS, or a PEM file already read. */
export interface IssuerKeySource {
  issuer: string;
  jwksUrl?: string;
  publicKeyPem?: string;
  /** With `jwksUrl`: the kid to render (needed while the realm rotates its keys). */
  kid?: string;
}

/** Resolves the public key to render for an issuer; exactly one of `jwksUrl` and `publicKeyPem`. */
export async function resolveIssuerKey(source: IssuerKeySource): Promise<SelectedKey> {
  checkIssuer(source.issuer);
  if ((source.jwksUrl === undefined) === (source.publicKeyPem === undefined)) {
    throw new RenderError('Give exactly one of a JWKS URL and a public key (PEM) for the issuer.');
  }
  if (source.publicKeyPem !== undefined) {
    if (source.kid !== undefined) {
      throw new RenderError('A kid selects a key of a JWKS; it cannot be combined with a PEM key.');
    }
    return { publicKeyPem: rsaPublicKeyPem(source.publicKeyPem), kid: undefined, candidates: [] };
  }
  return selectJwksSigningKey(await fetchJwks(source.jwksUrl as string), source.kid);
}

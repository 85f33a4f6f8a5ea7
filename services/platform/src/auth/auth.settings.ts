import { z } from 'zod';
import { envVar, urlWithProtocols } from '../config/env';

/** The one realm of the site (ADR 8); the development provider and Keycloak both serve it. */
export const REALM = 'europa-launchpad';
export const SPA_CLIENT_ID = 'site-spa';
export const API_AUDIENCE = 'site-api';

const httpUrl = urlWithProtocols(['http', 'https']);

export const authEnv = {
  PUBLIC_URL: envVar(
    httpUrl.optional(),
    'Origin of the site as browsers see it (default: http://localhost:<PORT>).',
  ),
  OIDC_ISSUER: envVar(
    httpUrl.optional(),
    'Exact issuer of accepted tokens (default: the development provider at PUBLIC_URL/realms/europa-launchpad).',
  ),
  OIDC_AUDIENCE: envVar(z.string().min(1), 'Audience every access token must carry.', {
    default: API_AUDIENCE,
  }),
  OIDC_JWKS_URL: envVar(
    httpUrl.optional(),
    'Signing keys of the issuer (default: <issuer>/protocol/openid-connect/certs).',
  ),
} as const;

/** The identity base URL, realm and client the SPA needs (served as /app-config.json). */
export function spaAuthConfig(settings: AuthSettings, developmentProvider: boolean) {
  const marker = `/realms/${REALM}`;
  const url = settings.issuer.endsWith(marker) ? settings.issuer.slice(0, -marker.length) : settings.issuer;
  // The development provider has no session-status iframe; Keycloak has one.
  return { auth: { url, realm: REALM, clientId: SPA_CLIENT_ID, checkLoginIframe: !developmentProvider } };
}

export interface AuthSettings {
  readonly issuer: string;
  readonly audience: string;
  readonly jwksUrl: string;
}

export function developmentIssuer(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/realms/${REALM}`;
}

export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

export function resolveAuthSettings(config: {
  readonly PUBLIC_URL?: string;
  readonly OIDC_ISSUER?: string;
  readonly OIDC_AUDIENCE: string;
  readonly OIDC_JWKS_URL?: string;
}): AuthSettings {
  const issuer = config.OIDC_ISSUER ?? developmentIssuer(config.PUBLIC_URL ?? DEFAULT_PUBLIC_URL);
  return {
    issuer,
    audience: config.OIDC_AUDIENCE,
    jwksUrl: config.OIDC_JWKS_URL ?? `${issuer}/protocol/openid-connect/certs`,
  };
}

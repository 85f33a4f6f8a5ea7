// The realm file against a real Keycloak (distribution from Maven Central, Java 21+): discovery, the imported
// SPA client, the audience mapper, and the refusals the client's settings promise.
import {
  adminRequest,
  ClientRepresentation,
  DiscoveryDocument,
  getSpaClient,
  KEYCLOAK_REALM,
  RunningKeycloak,
  SPA_CLIENT_ID,
  startKeycloak,
} from '../support/keycloak';

const ADR_ORIGINS = ['http://localhost:8080', 'http://localhost:8000', 'https://europa-launchpad.example'];

describe('Keycloak with the europa-launchpad realm', () => {
  let keycloak: RunningKeycloak;
  let discovery: DiscoveryDocument;

  beforeAll(async () => {
    keycloak = await startKeycloak();
    // The start-up time is worth seeing in CI logs (the first run also downloads and builds Keycloak).
    process.stderr.write(`Keycloak ready after ${(keycloak.startupMs / 1000).toFixed(1)} s\n`);
    const response = await fetch(`${keycloak.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    discovery = (await response.json()) as DiscoveryDocument;
  }, 240_000);

  afterAll(async () => {
    await keycloak?.stop();
  }, 60_000);

  it('publishes the discovery document with the ADR issuer and Keycloak endpoints', () => {
    expect(keycloak.issuer).toBe(`${keycloak.baseUrl}/realms/${KEYCLOAK_REALM}`);
    expect(discovery.issuer).toBe(keycloak.issuer);
    const endpoints = `${keycloak.issuer}/protocol/openid-connect`;
    expect(discovery.authorization_endpoint).toBe(`${endpoints}/auth`);
    expect(discovery.token_endpoint).toBe(`${endpoints}/token`);
    expect(discovery.jwks_uri).toBe(`${endpoints}/certs`);
    expect(discovery.userinfo_endpoint).toBe(`${endpoints}/userinfo`);
    expect(discovery.end_session_endpoint).toBe(`${endpoints}/logout`);
    expect(discovery.code_challenge_methods_supported).toContain('S256');
    expect(discovery.id_token_signing_alg_values_supported).toContain('RS256');
  });

  it('serves an RS256 signing key in the JWKS', async () => {
    const response = await fetch(discovery.jwks_uri);
    expect(response.status).toBe(200);
    const { keys } = (await response.json()) as { keys: { kid: string; alg: string; use: string }[] };
    expect(keys).toEqual(expect.arrayContaining([expect.objectContaining({ alg: 'RS256', use: 'sig' })]));
  });

  it('imported site-spa as a public client with PKCE S256 and exact redirect URIs', async () => {
    const client: ClientRepresentation = await getSpaClient(keycloak);
    expect(client).toMatchObject({
      publicClient: true,
      standardFlowEnabled: true,
      implicitFlowEnabled: false,
      directAccessGrantsEnabled: false,
      serviceAccountsEnabled: false,
    });
    expect(client.attributes?.['pkce.code.challenge.method']).toBe('S256');
    expect([...(client.redirectUris ?? [])].sort()).toEqual(
      ADR_ORIGINS.flatMap((origin) => [`${origin}/auth/callback`, `${origin}/silent-check-sso.html`]).sort(),
    );
    expect([...(client.webOrigins ?? [])].sort()).toEqual([...ADR_ORIGINS].sort());
    expect(client.attributes?.['post.logout.redirect.uris']?.split('##').sort()).toEqual(
      ADR_ORIGINS.map((origin) => `${origin}/`).sort(),
    );
    const scopes = (await (
      await adminRequest(keycloak, `/clients/${client.id}/default-client-scopes`)
    ).json()) as { name: string }[];
    expect(scopes.map((scope) => scope.name)).toEqual(
      expect.arrayContaining(['site-api-audience', 'profile', 'email', 'roles', 'web-origins', 'basic']),
    );
  });

  it('puts site-api into the access token audience (evaluated for alice)', async () => {
    const client = await getSpaClient(keycloak);
    const users = (await (
      await adminRequest(keycloak, '/users?username=alice&exact=true&briefRepresentation=false')
    ).json()) as { id: string; emailVerified: boolean; attributes?: Record<string, string[]> }[];
    expect(users).toHaveLength(1);
    // Fixed in the realm file, so alice has the same `sub` here and in the development provider.
    expect(users[0].id).toBe('f19b0bec-4f63-5b75-ac27-2836c3d093cd');
    expect(users[0].emailVerified).toBe(true);
    expect(users[0].attributes?.development_only).toEqual(['true']);
    const example = (await (
      await adminRequest(
        keycloak,
        `/clients/${client.id}/evaluate-scopes/generate-example-access-token?userId=${users[0].id}&scope=openid`,
      )
    ).json()) as Record<string, unknown>;
    expect(example.iss).toBe(keycloak.issuer);
    expect([example.aud].flat()).toContain('site-api');
    expect(example.azp).toBe(SPA_CLIENT_ID);
    expect(example.preferred_username).toBe('alice');
    expect(example.sub).toBe(users[0].id);
  });

  it('refuses a password grant for site-spa (direct access grants are off)', async () => {
    const response = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        client_id: SPA_CLIENT_ID,
        username: 'alice',
        password: 'alice-dev-password',
        scope: 'openid',
      }),
    });
    expect([400, 401]).toContain(response.status);
    const body = (await response.json()) as { error?: string; access_token?: string };
    expect(body.access_token).toBeUndefined();
    expect(body.error).toBe('unauthorized_client');
  });

  it('refuses an authorization request without a PKCE challenge or with an unregistered redirect URI', async () => {
    const authorize = (params: Record<string, string>) =>
      fetch(`${discovery.authorization_endpoint}?${new URLSearchParams(params)}`, { redirect: 'manual' });
    const base = {
      client_id: SPA_CLIENT_ID,
      response_type: 'code',
      scope: 'openid',
      state: 'state-1',
      redirect_uri: 'http://localhost:8080/auth/callback',
    };

    const withoutPkce = await authorize(base);
    expect(withoutPkce.status).toBe(302);
    const location = new URL(withoutPkce.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:8080/auth/callback');
    expect(location.searchParams.get('error')).toBe('invalid_request');

    const withPkce = {
      ...base,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    };
    expect((await authorize(withPkce)).status).toBe(200); // the login page

    const foreign = await authorize({
      ...withPkce,
      redirect_uri: 'http://localhost:8080/auth/callback/evil',
    });
    expect(foreign.status).toBe(400);
  });

  it('offers self-registration', async () => {
    const response = await fetch(
      `${keycloak.issuer}/protocol/openid-connect/registrations?${new URLSearchParams({
        client_id: SPA_CLIENT_ID,
        response_type: 'code',
        scope: 'openid',
        redirect_uri: 'http://localhost:8080/auth/callback',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      })}`,
    );
    expect(response.status).toBe(200);
  });

  it('addRedirectUri registers a test origin for this run', async () => {
    const origin = 'http://127.0.0.1:41234';
    await keycloak.addRedirectUri(origin);
    await keycloak.addRedirectUri(origin); // idempotent
    const client = await getSpaClient(keycloak);
    expect(client.redirectUris).toEqual(
      expect.arrayContaining([`${origin}/auth/callback`, `${origin}/silent-check-sso.html`]),
    );
    expect(client.redirectUris?.filter((uri) => uri === `${origin}/auth/callback`)).toHaveLength(1);
    expect(client.webOrigins).toContain(origin);
    expect(client.attributes?.['post.logout.redirect.uris']?.split('##')).toContain(`${origin}/`);
    // The ADR's entries are kept.
    expect(client.redirectUris).toContain('https://europa-launchpad.example/auth/callback');
    await expect(keycloak.addRedirectUri('http://127.0.0.1:41234/path')).rejects.toThrow(/origin/);
  });
});

// The realm file's security promises (docs/adr/0008-identity.md), checked without a server. Every check is shown
// to fail on a broken copy of the file, so a later edit cannot quietly weaken the realm.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ProtocolMapper {
  name?: string;
  protocolMapper: string;
  config?: Record<string, string>;
}

interface ClientScope {
  name: string;
  protocol?: string;
  protocolMappers?: ProtocolMapper[];
}

interface Client {
  clientId: string;
  publicClient?: boolean;
  standardFlowEnabled?: boolean;
  implicitFlowEnabled?: boolean;
  directAccessGrantsEnabled?: boolean;
  serviceAccountsEnabled?: boolean;
  redirectUris?: string[];
  webOrigins?: string[];
  attributes?: Record<string, string>;
  defaultClientScopes?: string[];
  optionalClientScopes?: string[];
}

interface User {
  username: string;
  enabled?: boolean;
  emailVerified?: boolean;
  attributes?: Record<string, string[]>;
}

interface Realm {
  realm: string;
  registrationAllowed?: boolean;
  accessTokenLifespan?: number;
  bruteForceProtected?: boolean;
  clients?: Client[];
  clientScopes?: ClientScope[];
  users?: User[];
}

const REALM_NAME = 'europa-launchpad';
const CLIENT_ID = 'site-spa';
const AUDIENCE = 'site-api';
const ADR_ORIGINS = ['http://localhost:8080', 'http://localhost:8000', 'https://europa-launchpad.example'];

const realmFile = join(__dirname, 'realm-europa-launchpad.json');
const realm = JSON.parse(readFileSync(realmFile, 'utf8')) as Realm;

function absoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function checkUris(kind: string, values: string[], problems: string[], originsOnly = false): void {
  for (const value of values) {
    if (value.includes('*')) problems.push(`${kind} '${value}' contains a wildcard`);
    else if (!absoluteHttpUrl(value)) problems.push(`${kind} '${value}' is not an absolute http(s) URL`);
    else if (originsOnly && new URL(value).origin !== value)
      problems.push(`${kind} '${value}' is not an origin`);
  }
}

/** Everything wrong with a realm export, as readable sentences; empty when the realm keeps the ADR's promises. */
function realmProblems(candidate: Realm): string[] {
  const problems: string[] = [];
  if (candidate.realm !== REALM_NAME) problems.push(`realm is '${candidate.realm}', not '${REALM_NAME}'`);
  if (candidate.registrationAllowed !== true) problems.push('registration is off');
  if (candidate.accessTokenLifespan !== 300) {
    problems.push(`access token lifespan is ${candidate.accessTokenLifespan}, not 300`);
  }
  if (candidate.bruteForceProtected !== true) problems.push('brute-force detection is off');

  const client = candidate.clients?.find((entry) => entry.clientId === CLIENT_ID);
  if (!client) return [...problems, `client ${CLIENT_ID} is missing`];

  if (client.publicClient !== true) problems.push(`${CLIENT_ID} is confidential (publicClient is not true)`);
  if (client.standardFlowEnabled !== true) problems.push(`${CLIENT_ID} has the standard flow off`);
  if (client.implicitFlowEnabled !== false) problems.push(`${CLIENT_ID} has the implicit flow on`);
  if (client.directAccessGrantsEnabled !== false) problems.push(`${CLIENT_ID} has direct access grants on`);
  if (client.serviceAccountsEnabled === true) problems.push(`${CLIENT_ID} has service accounts on`);
  if (client.attributes?.['pkce.code.challenge.method'] !== 'S256') {
    problems.push(`${CLIENT_ID} does not require PKCE S256`);
  }

  const redirectUris = client.redirectUris ?? [];
  const webOrigins = client.webOrigins ?? [];
  const postLogout = (client.attributes?.['post.logout.redirect.uris'] ?? '').split('##').filter(Boolean);
  checkUris('redirect URI', redirectUris, problems);
  checkUris('post-logout redirect URI', postLogout, problems);
  checkUris('web origin', webOrigins, problems, true);
  for (const origin of ADR_ORIGINS) {
    for (const path of ['/auth/callback', '/silent-check-sso.html']) {
      if (!redirectUris.includes(`${origin}${path}`))
        problems.push(`redirect URI ${origin}${path} is missing`);
    }
    if (!webOrigins.includes(origin)) problems.push(`web origin ${origin} is missing`);
    if (!postLogout.includes(`${origin}/`)) problems.push(`post-logout redirect URI ${origin}/ is missing`);
  }

  const audienceScopes = (candidate.clientScopes ?? []).filter(
    (scope) =>
      scope.protocol === 'openid-connect' &&
      (scope.protocolMappers ?? []).some(
        (mapper) =>
          mapper.protocolMapper === 'oidc-audience-mapper' &&
          mapper.config?.['included.custom.audience'] === AUDIENCE &&
          mapper.config?.['access.token.claim'] === 'true',
      ),
  );
  if (!audienceScopes.some((scope) => client.defaultClientScopes?.includes(scope.name))) {
    problems.push(`no default client scope of ${CLIENT_ID} has an audience mapper adding ${AUDIENCE}`);
  }

  for (const name of ['alice', 'bob']) {
    const user = candidate.users?.find((entry) => entry.username === name);
    if (user && user.attributes?.development_only?.[0] !== 'true') {
      problems.push(`demo user ${name} is not marked development_only`);
    }
  }
  return problems;
}

type Mutation = (copy: Realm, client: Client, audience: ClientScope) => void;

function broken(mutate: Mutation): Realm {
  const copy = structuredClone(realm);
  const client = copy.clients?.find((entry) => entry.clientId === CLIENT_ID);
  const audience = copy.clientScopes?.find((scope) => scope.name === 'site-api-audience');
  if (!client || !audience) throw new Error('the realm file lost site-spa or site-api-audience');
  mutate(copy, client, audience);
  return copy;
}

describe('realm-europa-launchpad.json', () => {
  it('keeps every promise of ADR 0008', () => {
    expect(realmProblems(realm)).toEqual([]);
  });

  it('has exactly the ADR redirect URIs, web origins and post-logout URIs', () => {
    const client = realm.clients?.find((entry) => entry.clientId === CLIENT_ID);
    expect([...(client?.redirectUris ?? [])].sort()).toEqual(
      ADR_ORIGINS.flatMap((origin) => [`${origin}/auth/callback`, `${origin}/silent-check-sso.html`]).sort(),
    );
    expect([...(client?.webOrigins ?? [])].sort()).toEqual([...ADR_ORIGINS].sort());
    expect(client?.attributes?.['post.logout.redirect.uris']?.split('##').sort()).toEqual(
      ADR_ORIGINS.map((origin) => `${origin}/`).sort(),
    );
  });

  it('marks the demo users as development-only, enabled and verified', () => {
    expect(realm.users?.map((user) => user.username).sort()).toEqual(['alice', 'bob']);
    for (const user of realm.users ?? []) {
      expect(user).toMatchObject({ enabled: true, emailVerified: true });
      expect(user.attributes?.development_only).toEqual(['true']);
    }
  });

  it('contains no comment fields Keycloak would reject', () => {
    expect(readFileSync(realmFile, 'utf8')).not.toMatch(/"_comment/);
  });

  const variants: [string, Mutation, RegExp][] = [
    [
      'a wildcard redirect URI',
      (_r, c) => c.redirectUris?.push('http://localhost:8080/*'),
      /redirect URI .* wildcard/,
    ],
    ['a bare * redirect URI', (_r, c) => (c.redirectUris = ['*']), /redirect URI '\*' contains a wildcard/],
    [
      'a relative redirect URI',
      (_r, c) => c.redirectUris?.push('/auth/callback'),
      /not an absolute http\(s\) URL/,
    ],
    [
      'a custom-scheme redirect URI',
      (_r, c) => c.redirectUris?.push('app://cb'),
      /not an absolute http\(s\) URL/,
    ],
    [
      'a wildcard post-logout URI',
      (_r, c) => ((c.attributes ??= {})['post.logout.redirect.uris'] = '+##http://localhost:8080/*'),
      /post-logout redirect URI .* (wildcard|not an absolute)/,
    ],
    ['a wildcard web origin', (_r, c) => c.webOrigins?.push('*'), /web origin '\*' contains a wildcard/],
    ["Keycloak's '+' web origin", (_r, c) => c.webOrigins?.push('+'), /web origin '\+' is not an absolute/],
    [
      'a web origin with a path',
      (_r, c) => c.webOrigins?.push('http://localhost:8080/x'),
      /is not an origin/,
    ],
    ['a missing ADR redirect URI', (_r, c) => c.redirectUris?.shift(), /redirect URI .* is missing/],
    [
      'no PKCE method',
      (_r, c) => delete c.attributes?.['pkce.code.challenge.method'],
      /does not require PKCE S256/,
    ],
    [
      'PKCE plain',
      (_r, c) => ((c.attributes ??= {})['pkce.code.challenge.method'] = 'plain'),
      /does not require PKCE S256/,
    ],
    ['a confidential client', (_r, c) => (c.publicClient = false), /is confidential/],
    ['the implicit flow', (_r, c) => (c.implicitFlowEnabled = true), /implicit flow on/],
    ['direct access grants', (_r, c) => (c.directAccessGrantsEnabled = true), /direct access grants on/],
    ['an unspecified implicit flow', (_r, c) => delete c.implicitFlowEnabled, /implicit flow on/],
    [
      'the audience scope dropped from the default scopes',
      (_r, c) =>
        (c.defaultClientScopes = c.defaultClientScopes?.filter((name) => name !== 'site-api-audience')),
      /audience mapper adding site-api/,
    ],
    [
      'the audience scope only optional',
      (_r, c) => {
        c.defaultClientScopes = c.defaultClientScopes?.filter((name) => name !== 'site-api-audience');
        c.optionalClientScopes?.push('site-api-audience');
      },
      /audience mapper adding site-api/,
    ],
    [
      'another audience',
      (_r, _c, a) =>
        a.protocolMappers?.forEach((m) => m.config && (m.config['included.custom.audience'] = 'x')),
      /audience mapper adding site-api/,
    ],
    [
      'the audience left out of access tokens',
      (_r, _c, a) =>
        a.protocolMappers?.forEach((m) => m.config && (m.config['access.token.claim'] = 'false')),
      /audience mapper adding site-api/,
    ],
    ['no audience mapper', (_r, _c, a) => (a.protocolMappers = []), /audience mapper adding site-api/],
    [
      'a one-hour access token',
      (r) => (r.accessTokenLifespan = 3600),
      /access token lifespan is 3600, not 300/,
    ],
    ['registration off', (r) => (r.registrationAllowed = false), /registration is off/],
    ['brute-force detection off', (r) => (r.bruteForceProtected = false), /brute-force detection is off/],
    [
      'the client renamed',
      (r) => r.clients?.forEach((c) => (c.clientId = 'spa')),
      /client site-spa is missing/,
    ],
    [
      'an unmarked demo user',
      (r) => r.users?.forEach((u) => delete u.attributes?.development_only),
      /not marked development_only/,
    ],
  ];

  it.each(variants)('fails with %s', (_name, mutate, expected) => {
    const problems = realmProblems(broken(mutate));
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(expected)]));
  });
});

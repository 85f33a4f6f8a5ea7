import { readFileSync } from 'node:fs';

/** What the development provider takes from the Keycloak realm export: the SPA client and the demo users. */
export interface RealmSeed {
  readonly realm: string;
  readonly accessTokenLifespan: number;
  readonly registrationAllowed: boolean;
  readonly client: {
    readonly clientId: string;
    readonly redirectUris: readonly string[];
    readonly postLogoutRedirectUris: readonly string[];
    readonly webOrigins: readonly string[];
  };
  readonly users: readonly SeedUser[];
}

export interface SeedUser {
  readonly id?: string;
  readonly username: string;
  readonly email?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly password?: string;
}

interface RealmExport {
  realm?: string;
  accessTokenLifespan?: number;
  registrationAllowed?: boolean;
  clients?: {
    clientId?: string;
    publicClient?: boolean;
    redirectUris?: string[];
    webOrigins?: string[];
    attributes?: Record<string, string>;
  }[];
  users?: {
    id?: string;
    username?: string;
    email?: string;
    firstName?: string;
    lastName?: string;
    enabled?: boolean;
    credentials?: { type?: string; value?: string }[];
  }[];
}

/** Reads the realm file; fails with a clear message when the SPA client is not in it. */
export function loadRealmSeed(path: string, clientId: string): RealmSeed {
  const realm = JSON.parse(readFileSync(path, 'utf8')) as RealmExport;
  const client = realm.clients?.find((c) => c.clientId === clientId);
  if (!realm.realm || !client) throw new Error(`${path} has no realm with the client ${clientId}`);
  return {
    realm: realm.realm,
    accessTokenLifespan: realm.accessTokenLifespan ?? 300,
    registrationAllowed: realm.registrationAllowed ?? false,
    client: {
      clientId,
      redirectUris: client.redirectUris ?? [],
      // Keycloak keeps several post-logout URIs in one attribute, separated by "##".
      postLogoutRedirectUris: (client.attributes?.['post.logout.redirect.uris'] ?? '')
        .split('##')
        .filter(Boolean),
      webOrigins: client.webOrigins ?? [],
    },
    users: (realm.users ?? [])
      .filter((u) => u.enabled !== false && typeof u.username === 'string')
      .map((u) => ({
        id: u.id,
        username: String(u.username),
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        password: u.credentials?.find((c) => c.type === 'password')?.value,
      })),
  };
}

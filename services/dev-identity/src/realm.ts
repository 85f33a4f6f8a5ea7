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
  readonly bruteForce: BruteForceSettings;
}

/** The realm's brute-force detection, with Keycloak's names and its defaults for a new realm. */
export interface BruteForceSettings {
  readonly bruteForceProtected: boolean;
  readonly permanentLockout: boolean;
  /** With `permanentLockout`: temporary lockouts allowed before the permanent one (0: lock at once). */
  readonly maxTemporaryLockouts: number;
  /** MULTIPLE: the wait grows with each `failureFactor` failures; LINEAR: with each failure past it. */
  readonly bruteForceStrategy: 'MULTIPLE' | 'LINEAR';
  readonly failureFactor: number;
  readonly waitIncrementSeconds: number;
  readonly maxFailureWaitSeconds: number;
  /** Failures further apart than this start the count again. */
  readonly maxDeltaTimeSeconds: number;
  readonly quickLoginCheckMilliSeconds: number;
  readonly minimumQuickLoginWaitSeconds: number;
}

export const KEYCLOAK_BRUTE_FORCE_DEFAULTS: BruteForceSettings = {
  bruteForceProtected: false,
  permanentLockout: false,
  maxTemporaryLockouts: 0,
  bruteForceStrategy: 'MULTIPLE',
  failureFactor: 30,
  waitIncrementSeconds: 60,
  maxFailureWaitSeconds: 900,
  maxDeltaTimeSeconds: 12 * 3600,
  quickLoginCheckMilliSeconds: 1000,
  minimumQuickLoginWaitSeconds: 60,
};

export interface SeedUser {
  readonly id?: string;
  readonly username: string;
  readonly email?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly password?: string;
}

interface RealmExport extends Partial<Record<keyof BruteForceSettings, unknown>> {
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
    bruteForce: bruteForceSettings(realm),
  };
}

function bruteForceSettings(realm: RealmExport): BruteForceSettings {
  const d = KEYCLOAK_BRUTE_FORCE_DEFAULTS;
  const count = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;
  const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
  return {
    bruteForceProtected: flag(realm.bruteForceProtected, d.bruteForceProtected),
    permanentLockout: flag(realm.permanentLockout, d.permanentLockout),
    maxTemporaryLockouts: count(realm.maxTemporaryLockouts, d.maxTemporaryLockouts),
    bruteForceStrategy: realm.bruteForceStrategy === 'LINEAR' ? 'LINEAR' : 'MULTIPLE',
    failureFactor: count(realm.failureFactor, d.failureFactor),
    waitIncrementSeconds: count(realm.waitIncrementSeconds, d.waitIncrementSeconds),
    maxFailureWaitSeconds: count(realm.maxFailureWaitSeconds, d.maxFailureWaitSeconds),
    maxDeltaTimeSeconds: count(realm.maxDeltaTimeSeconds, d.maxDeltaTimeSeconds),
    quickLoginCheckMilliSeconds: count(realm.quickLoginCheckMilliSeconds, d.quickLoginCheckMilliSeconds),
    minimumQuickLoginWaitSeconds: count(realm.minimumQuickLoginWaitSeconds, d.minimumQuickLoginWaitSeconds),
  };
}

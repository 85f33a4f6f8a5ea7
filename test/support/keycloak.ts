import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports';
import { REPO_ROOT } from './processes';

/** Names fixed by docs/adr/0008-identity.md. */
export const KEYCLOAK_REALM = 'europa-launchpad';
export const SPA_CLIENT_ID = 'site-spa';

const RUN_SCRIPT = join(REPO_ROOT, 'infra', 'keycloak', 'run-keycloak.sh');
const OUTPUT_LIMIT = 256 * 1024;

export interface KeycloakOptions {
  /** Port on 127.0.0.1; a free one when omitted. */
  port?: number;
  /** Host in the issuer: 127.0.0.1 (default, the host the browser tests use) or localhost. */
  hostname?: '127.0.0.1' | 'localhost';
  /** How long to wait for the realm (first run also downloads and builds Keycloak). Default 180 s. */
  startTimeoutMs?: number;
}

/** What the admin helpers need: where Keycloak is and the master realm's bootstrap admin. */
export interface KeycloakAdminTarget {
  readonly baseUrl: string;
  readonly adminUser: string;
  readonly adminPassword: string;
}

export interface RunningKeycloak extends KeycloakAdminTarget {
  /** `<baseUrl>/realms/europa-launchpad`, exactly the `iss` of the tokens. */
  readonly issuer: string;
  /** This run's Keycloak home (H2 database, logs); removed by stop(). */
  readonly dataDir: string;
  /** Milliseconds from spawn until the discovery document answered. */
  readonly startupMs: number;
  /** Everything the script and Keycloak printed so far (the last 256 KiB). */
  output(): string;
  /** An access token of the master realm's admin (admin-cli password grant; test admin only). */
  adminToken(): Promise<string>;
  /** Registers `<origin>/auth/callback`, `<origin>/silent-check-sso.html`, `<origin>/` and the web origin. */
  addRedirectUri(origin: string): Promise<void>;
  /** SIGTERM to the whole process group, SIGKILL if it is still there after 20 s; then removes dataDir. */
  stop(): Promise<void>;
}

/** The openid-configuration fields the tests read. */
export interface DiscoveryDocument {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint: string;
  end_session_endpoint: string;
  code_challenge_methods_supported?: string[];
  id_token_signing_alg_values_supported?: string[];
  [key: string]: unknown;
}

/** The part of Keycloak's ClientRepresentation the helpers touch; the rest is sent back unchanged. */
export interface ClientRepresentation {
  id: string;
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
  [key: string]: unknown;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Starts Keycloak with the realm file through infra/keycloak/run-keycloak.sh (own data dir, so every run starts
 * from the realm file) and resolves once the realm's discovery document answers with the expected issuer.
 */
export async function startKeycloak(options: KeycloakOptions = {}): Promise<RunningKeycloak> {
  const port = options.port ?? (await freePort());
  const hostname = options.hostname ?? '127.0.0.1';
  const startTimeoutMs = options.startTimeoutMs ?? 180_000;
  const baseUrl = `http://${hostname}:${port}`;
  const issuer = `${baseUrl}/realms/${KEYCLOAK_REALM}`;
  const discoveryUrl = `http://127.0.0.1:${port}/realms/${KEYCLOAK_REALM}/.well-known/openid-configuration`;
  const adminUser = 'admin';
  const adminPassword = randomBytes(18).toString('base64url');
  const dataDir = await mkdtemp(join(tmpdir(), 'keycloak-test-'));

  const startedAt = Date.now();
  // Arguments as an array, no shell string: nothing from the options is ever parsed by a shell.
  const child = spawn('bash', [RUN_SCRIPT], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      KEYCLOAK_PORT: String(port),
      KEYCLOAK_HOSTNAME: hostname,
      KEYCLOAK_DATA_DIR: dataDir,
      KEYCLOAK_ADMIN_USER: adminUser,
      KEYCLOAK_ADMIN_PASSWORD: adminPassword,
      KEYCLOAK_START_TIMEOUT: String(Math.ceil(startTimeoutMs / 1000)),
    },
    // Its own process group, so stop() reaches bash, kc.sh and the JVM together.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer): void => {
    output += chunk.toString();
    if (output.length > OUTPUT_LIMIT) output = output.slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exitInfo: string | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitInfo = signal ? `signal ${signal}` : `code ${code}`;
      resolve();
    }),
  );
  const pid = child.pid;
  const signalGroup = (signal: NodeJS.Signals): void => {
    if (pid === undefined) return;
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is gone already.
    }
  };
  // Never leave a JVM behind if the test process ends without calling stop().
  const killOnExit = (): void => signalGroup('SIGKILL');
  process.once('exit', killOnExit);

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      process.removeListener('exit', killOnExit);
      if (exitInfo === undefined) {
        signalGroup('SIGTERM');
        let timer: NodeJS.Timeout | undefined;
        const graceful = await Promise.race([
          exited.then(() => true),
          new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), 20_000))),
        ]);
        clearTimeout(timer);
        if (!graceful) {
          signalGroup('SIGKILL');
          await exited;
        }
      }
      // bash waits for kc.sh, which waits for the JVM; this only catches a straggler of the group.
      signalGroup('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };

  let lastProblem = 'no answer yet';
  const probeIssuer = async (): Promise<string | undefined> => {
    try {
      const response = await fetch(discoveryUrl, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return ((await response.json()) as DiscoveryDocument).issuer;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = String(error);
    }
    return undefined;
  };
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (exitInfo !== undefined) {
      await stop();
      throw new Error(`Keycloak exited during start-up (${exitInfo}):\n${output.slice(-8000)}`);
    }
    if (Date.now() >= deadline) {
      await stop();
      throw new Error(
        `Keycloak did not serve ${discoveryUrl} within ${startTimeoutMs} ms (${lastProblem}):\n${output.slice(-8000)}`,
      );
    }
    const answered = await probeIssuer();
    if (answered !== undefined) {
      if (answered === issuer) break;
      await stop();
      throw new Error(`Keycloak answers with issuer ${answered}, expected ${issuer}`);
    }
    await delay(500);
  }
  const startupMs = Date.now() - startedAt;

  const target: KeycloakAdminTarget = { baseUrl, adminUser, adminPassword };
  return {
    issuer,
    baseUrl,
    adminUser,
    adminPassword,
    dataDir,
    startupMs,
    output: () => output,
    adminToken: () => adminToken(target),
    addRedirectUri: (origin: string) => addRedirectUri(target, origin),
    stop,
  };
}

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) {
    throw new Error(`${what} failed: HTTP ${response.status} ${await response.text().catch(() => '')}`);
  }
  return response;
}

/** Admin access token for the master realm (admin-cli password grant: only for the throw-away test admin). */
export async function adminToken(target: KeycloakAdminTarget): Promise<string> {
  const response = await fetch(`${target.baseUrl}/realms/master/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'admin-cli',
      username: target.adminUser,
      password: target.adminPassword,
    }),
  });
  await expectOk(response, 'admin token request');
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error('admin token response without access_token');
  return body.access_token;
}

/** GET or PUT on `<baseUrl>/admin/realms/europa-launchpad<path>` with a fresh admin token. */
export async function adminRequest(
  target: KeycloakAdminTarget,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Response> {
  const token = await adminToken(target);
  const response = await fetch(`${target.baseUrl}/admin/realms/${KEYCLOAK_REALM}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return expectOk(response, `${init.method ?? 'GET'} admin ${path}`);
}

/** The SPA client as the admin API returns it. */
export async function getSpaClient(target: KeycloakAdminTarget): Promise<ClientRepresentation> {
  const response = await adminRequest(target, `/clients?clientId=${encodeURIComponent(SPA_CLIENT_ID)}`);
  const clients = (await response.json()) as ClientRepresentation[];
  const client = clients.find((candidate) => candidate.clientId === SPA_CLIENT_ID);
  if (!client) throw new Error(`client ${SPA_CLIENT_ID} not found in realm ${KEYCLOAK_REALM}`);
  return client;
}

/**
 * Lets a site served on a random port use the realm: adds `<origin>/auth/callback` and
 * `<origin>/silent-check-sso.html` as redirect URIs, `<origin>/` as post-logout redirect and the web origin.
 * `origin` must be a bare origin such as `http://127.0.0.1:41234`. Idempotent.
 */
export async function addRedirectUri(target: KeycloakAdminTarget, origin: string): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    throw new Error(`addRedirectUri expects an origin like http://127.0.0.1:41234, got '${origin}'`);
  }
  if (!/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
    throw new Error(`addRedirectUri expects an origin like http://127.0.0.1:41234, got '${origin}'`);
  }
  const client = await getSpaClient(target);
  const union = (list: string[] | undefined, extra: string[]): string[] => [
    ...new Set([...(list ?? []), ...extra]),
  ];
  const attributes = { ...(client.attributes ?? {}) };
  const postLogout = (attributes['post.logout.redirect.uris'] ?? '').split('##').filter(Boolean);
  attributes['post.logout.redirect.uris'] = union(postLogout, [`${origin}/`]).join('##');
  await adminRequest(target, `/clients/${client.id}`, {
    method: 'PUT',
    body: {
      ...client,
      redirectUris: union(client.redirectUris, [
        `${origin}/auth/callback`,
        `${origin}/silent-check-sso.html`,
      ]),
      webOrigins: union(client.webOrigins, [origin]),
      attributes,
    },
  });
}

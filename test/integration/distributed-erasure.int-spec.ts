import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteStreams, NATS_URL, natsConnection } from '../support/nats';
import { freePort } from '../support/ports';
import { RunningProcess, startNode } from '../support/processes';
import { startTestIssuer, TestIssuer } from '../support/tokens';
import { waitFor } from '../support/wait';

interface Service {
  readonly url: string;
  process: RunningProcess;
  readonly start: () => Promise<void>;
}

interface ErasureStatus {
  status: string;
  services: Record<string, { records: number } | null>;
}

describe('erasure over real NATS when a service is down (distributed mode)', () => {
  let issuer: TestIssuer;
  const services = new Map<string, Service>();
  let headers: Record<string, string>;

  async function service(name: string, env: NodeJS.ProcessEnv): Promise<Service> {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const entry: Service = {
      url,
      process: undefined as unknown as RunningProcess,
      start: async () => {
        entry.process = startNode(`services/${name}/dist/main.js`, { ...env, PORT: String(port) });
        await waitFor(
          async () => ((await fetch(`${url}/health/ready`).catch(() => undefined))?.ok ? true : undefined),
          30_000,
          name,
        );
      },
    };
    await entry.start();
    return entry;
  }

  beforeAll(async () => {
    issuer = await startTestIssuer();
    const nc = await natsConnection();
    await deleteStreams(nc, ['USER_EVENTS', 'ERASURE_CONFIRMATIONS']);
    await nc.drain();
    const env = {
      NATS_URL,
      DATA_DIR: await mkdtemp(join(tmpdir(), 'erasure-')),
      LOG_LEVEL: 'warn',
      OIDC_ISSUER: issuer.issuer,
      OIDC_JWKS_URL: issuer.jwksUrl,
    };
    for (const name of ['profile', 'favourites', 'chat-orchestrator', 'document-ingest']) {
      services.set(name, await service(name, env));
    }
    headers = { authorization: `Bearer ${await issuer.token()}`, 'content-type': 'application/json' };
  }, 120_000);

  afterAll(async () => {
    await Promise.all([...services.values()].map((s) => s.process?.stop()));
    await issuer?.close();
  });

  it("erases a stopped service's data once it is back, and the status reports completion only then", async () => {
    const favourites = services.get('favourites')!;
    const profile = services.get('profile')!;
    const added = await fetch(`${favourites.url}/api/favorites`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        user_id: 'user-1',
        university: { university: 'Aalto University', program: 'Design' },
      }),
    });
    expect(added.status).toBe(200);
    await favourites.process.stop();

    const accepted = await fetch(`${profile.url}/api/users/me`, { method: 'DELETE', headers });
    expect(accepted.status).toBe(202);
    const { status_url } = (await accepted.json()) as { status_url: string };
    const status = async () =>
      (await (await fetch(`${profile.url}${status_url}`, { headers })).json()) as ErasureStatus;

    const partial = await waitFor(
      async () => {
        const current = await status();
        const others = ['profile', 'chat-orchestrator', 'document-ingest'].every(
          (s) => current.services[s] !== null,
        );
        return others ? current : undefined;
      },
      20_000,
      'the running services to confirm',
    );
    expect(partial.status).toBe('pending');
    expect(partial.services.favourites).toBeNull();

    await favourites.start();
    const complete = await waitFor(
      async () => {
        const current = await status();
        return current.status === 'complete' ? current : undefined;
      },
      30_000,
      'the favourites service to confirm',
    );
    expect(complete.services.favourites).toMatchObject({ records: 1 });
    const listed = await fetch(`${favourites.url}/api/favorites?user_id=user-1`, { headers });
    expect(await listed.json()).toEqual([]);
  }, 90_000);
});

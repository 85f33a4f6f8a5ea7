import { NO_DEV_IDENTITY } from './identity';
import type { INestApplication } from '@nestjs/common';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chatOrchestratorService, RetrievalClient } from '@site/chat-orchestrator';
import {
  createServiceApp,
  loadServiceConfig,
  MetricsService,
  NatsWorkQueue,
  WorkQueue,
} from '@site/platform';
import { createStandaloneApp, loadStandaloneConfig } from '@site/standalone';
import { NATS_URL } from './nats';
import { freePort } from './ports';
import { RunningProcess, startNode } from './processes';
import { waitFor } from './wait';

/** A running site, in either mode, with the handles the round-trip tests need. */
export interface RunningSite {
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly retrieval: RetrievalClient;
  readonly workQueue: WorkQueue;
  /** Origin of the development identity provider (distributed mode runs it on its own port). */
  readonly identityOrigin: string;
  stop(): Promise<void>;
}

export interface SiteHarness {
  readonly mode: string;
  /**
   * `env` adds to or overrides the variables the harness sets (e.g. TRUST_PROXY); `args` go to the distributed
   * launcher (e.g. `--replicas planner=2`).
   */
  start(env?: NodeJS.ProcessEnv, args?: string[]): Promise<RunningSite>;
}

async function scratch(): Promise<{ dataDir: string; staticDir: string }> {
  const root = await mkdtemp(join(tmpdir(), 'site-'));
  const staticDir = join(root, 'spa');
  await mkdir(staticDir);
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>test</title>');
  return { dataDir: join(root, 'data'), staticDir };
}

export const standaloneHarness: SiteHarness = {
  mode: 'standalone',
  async start(extraEnv = {}) {
    const { dataDir, staticDir } = await scratch();
    const config = loadStandaloneConfig({
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      ...NO_DEV_IDENTITY,
      PORT: '0',
      ...extraEnv,
    });
    const app = await createStandaloneApp(config);
    await app.listen(0, '127.0.0.1');
    const address = app.getHttpServer().address() as { port: number };
    return {
      baseUrl: `http://127.0.0.1:${address.port}`,
      dataDir,
      retrieval: app.get(RetrievalClient, { strict: false }),
      workQueue: app.get(WorkQueue),
      identityOrigin: NO_DEV_IDENTITY.OIDC_ISSUER.replace(/\/realms\/.*$/, ''),
      stop: () => app.close(),
    };
  },
};

/** Every service as its own process on the real NATS server, behind the local edge, as `npm run start:distributed`. */
export const distributedHarness: SiteHarness = {
  mode: 'distributed',
  async start(extraEnv = {}, args = []) {
    const { dataDir, staticDir } = await scratch();
    const edgePort = await freePort();
    const identityPort = await freePort();
    const env: NodeJS.ProcessEnv = {
      NATS_URL,
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      PORT: String(edgePort),
      // The launcher runs the development identity provider on its own origin, as Keycloak would be.
      IDENTITY_PORT: String(identityPort),
      ...extraEnv,
    };
    for (const name of [
      'PLANNER',
      'FAVOURITES',
      'PROFILE',
      'CHAT_ORCHESTRATOR',
      'DOCUMENT_INGEST',
      'MAILER',
    ]) {
      // a port the caller chose (e.g. to reach a replica directly) is kept
      env[`${name}_PORT`] ??= String(await freePort());
    }
    const launcher: RunningProcess = startNode('services/standalone/dist/distributed.js', env, args);
    const baseUrl = `http://127.0.0.1:${edgePort}`;
    try {
      await waitFor(
        async () => ((await fetch(`${baseUrl}/api/health`)).status === 200 ? true : undefined),
        45_000,
        'every service to be up',
      );
    } catch (error) {
      await launcher.stop();
      throw new Error(`${String(error)}\n${launcher.output()}`);
    }
    // A chat-orchestrator of the test's own, so the test can call its retrieval client; it joins the NATS queue group.
    const chat: INestApplication = await createServiceApp(
      chatOrchestratorService,
      loadServiceConfig(chatOrchestratorService, { NATS_URL, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
    );
    await chat.init();
    const workQueue = new NatsWorkQueue(
      [NATS_URL],
      'round-trip-test',
      { maxAttempts: 3, ackWaitMs: 5000, backoffMs: 100 },
      new MetricsService(),
    );
    return {
      baseUrl,
      dataDir,
      retrieval: chat.get(RetrievalClient, { strict: false }),
      workQueue,
      identityOrigin: `http://localhost:${identityPort}`,
      stop: async () => {
        await workQueue.close();
        await chat.close();
        await launcher.stop();
      },
    };
  },
};

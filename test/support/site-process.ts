import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteMongoEnv } from './mongo';
import { freePort } from './ports';
import { REPO_ROOT, RunningProcess, startNode } from './processes';
import { waitFor } from './wait';

export interface SiteProcess {
  readonly origin: string;
  readonly process: RunningProcess;
  stop(): Promise<void>;
}

/**
 * The built standalone server as a user runs it (`npm start`), on a free port, with its own data folder (and its own
 * MongoDB databases when the suite runs on MongoDB).
 */
export async function startSiteProcess(env: NodeJS.ProcessEnv = {}): Promise<SiteProcess> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = env.DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'site-data-')));
  const server = startNode('services/standalone/dist/main.js', {
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    // a helper building the SPA elsewhere (e.g. several at once) points TEST_STATIC_DIR at its build
    STATIC_DIR: process.env.TEST_STATIC_DIR ?? join(REPO_ROOT, 'frontend', 'dist'),
    LOG_LEVEL: 'warn',
    // on MongoDB (the `mongodb` test project), databases of this data folder's own
    ...siteMongoEnv(dataDir),
    ...env,
  });
  try {
    await waitFor(
      async () => ((await fetch(`${origin}/health/ready`)).ok ? true : undefined),
      30_000,
      'the site',
    );
  } catch (error) {
    await server.stop();
    throw new Error(`${String(error)}\n${server.output()}`);
  }
  return { origin, process: server, stop: () => server.stop() };
}

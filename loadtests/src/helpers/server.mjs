// Starting and observing the built standalone server from benchmark scripts. Loopback only.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Resident memory of a process, in MiB. */
export const rssMiB = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

export const machine = () =>
  `${cpus().length} vCPU ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

/** Spawns the standalone server on a free port with an empty data folder; `ready` resolves with ms to ready. */
export async function startStandalone(prefix = 'bench-', extraEnv = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [join(ROOT, 'services/standalone/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), prefix)),
      ...extraEnv,
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health/ready`)).status === 200) {
        return { child, port, readyMs: performance.now() - started };
      }
    } catch {
      await sleep(20);
    }
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready within the bound');
}

export async function stop(child) {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

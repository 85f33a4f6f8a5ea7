import { ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';

// Not imported from ./processes: jest loads the global setup outside the test sandbox, keep this file standalone.
const REPO_ROOT = join(__dirname, '..', '..');
const SERVER_DIR = join(REPO_ROOT, 'test', 'mongo-server');
const LIB_DIR = join(REPO_ROOT, '.cache', 'mongo-server', 'lib');
const STAMP = join(LIB_DIR, '.pom-sha256');

/** The in-memory MongoDB wire-protocol server of the tests (mongo-java-server), on a free loopback port. */
export interface MongoTestServer {
  readonly url: string;
  stop(): Promise<void>;
}

/** Fetches the server's jars from Maven Central into .cache/mongo-server/lib, once per version of its pom.xml. */
async function fetchLibraries(): Promise<void> {
  const pom = await readFile(join(SERVER_DIR, 'pom.xml'));
  const hash = createHash('sha256').update(pom).digest('hex');
  if ((await readFile(STAMP, 'utf8').catch(() => '')) === hash) return;
  // Fetched beside the folder and moved in whole: another test run may be using the folder meanwhile.
  const staging = `${LIB_DIR}.${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  const mvn = process.platform === 'win32' ? 'mvn.cmd' : 'mvn';
  try {
    await promisify(execFile)(
      mvn,
      [
        '-q',
        '-B',
        '-f',
        join(SERVER_DIR, 'pom.xml'),
        'dependency:copy-dependencies',
        `-DoutputDirectory=${staging}`,
      ],
      { cwd: SERVER_DIR, maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`could not fetch mongo-java-server with Maven (${String(error)})\n${stdout}${stderr}`);
  }
  await writeFile(join(staging, '.pom-sha256'), hash);
  await rm(LIB_DIR, { recursive: true, force: true });
  await rename(staging, LIB_DIR);
}

/** The first line the launcher prints is its port; it exits when its standard input closes. */
function readPort(child: ChildProcess): Promise<number> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      const port = Number(line.trim());
      if (Number.isInteger(port) && port > 0) resolve(port);
      else reject(new Error(`mongo-java-server printed "${line}" instead of its port\n${stderr}`));
    });
    child.once('error', (error) => reject(new Error(`could not run java (${String(error)})`)));
    child.once('exit', (code, signal) =>
      reject(new Error(`mongo-java-server exited (${code ?? signal}) before listening\n${stderr}`)),
    );
  });
}

export async function startMongoTestServer(): Promise<MongoTestServer> {
  await fetchLibraries();
  const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
  const child = spawn(java, ['-cp', join(LIB_DIR, '*'), join(SERVER_DIR, 'MongoServerLauncher.java')], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  try {
    const port = await readPort(child);
    return {
      url: `mongodb://127.0.0.1:${port}`,
      stop: async () => {
        child.stdin?.end();
        await exited;
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

// Helm without a helm binary: test/helm-java/HelmCli.java over helm-java (Helm as a native library, from Maven
// Central), its jars fetched once per version of test/helm-java/pom.xml into .cache/helm-java/lib (as the MongoDB
// server of the integration tests, ADR 18). One JVM runs every job of a check.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const REPO_ROOT = join(__dirname, '..', '..');
const HELM_JAVA_DIR = join(REPO_ROOT, 'test', 'helm-java');
const LIB_DIR = join(REPO_ROOT, '.cache', 'helm-java', 'lib');
const STAMP = join(LIB_DIR, '.pom-sha256');
/** The Kubernetes version the chart is rendered for (its kubeVersion allows 1.27 and later). */
export const KUBE_VERSION = '1.31.0';

async function fetchLibraries(): Promise<void> {
  const pom = await readFile(join(HELM_JAVA_DIR, 'pom.xml'));
  const hash = createHash('sha256').update(pom).digest('hex');
  if ((await readFile(STAMP, 'utf8').catch(() => '')) === hash) return;
  const staging = `${LIB_DIR}.${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  const mvn = process.platform === 'win32' ? 'mvn.cmd' : 'mvn';
  try {
    await run(
      mvn,
      [
        '-q',
        '-B',
        '-f',
        join(HELM_JAVA_DIR, 'pom.xml'),
        'dependency:copy-dependencies',
        `-DoutputDirectory=${staging}`,
      ],
      {
        cwd: HELM_JAVA_DIR,
        maxBuffer: 16 * 1024 * 1024,
      },
    );
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`could not fetch helm-java with Maven (${String(error)})\n${stdout}${stderr}`);
  }
  await writeFile(join(staging, '.pom-sha256'), hash);
  await rm(LIB_DIR, { recursive: true, force: true });
  await rename(staging, LIB_DIR);
}

export type HelmJob =
  | { readonly lint: string }
  | {
      readonly template: string;
      readonly release: string;
      readonly namespace: string;
      readonly valuesFiles: readonly string[];
    };

export interface HelmResult {
  /** Per job: lint messages and whether it passed; template output (manifests) or the error. */
  readonly jobs: readonly { readonly ok: boolean; readonly output: string }[];
}

/** Runs the jobs in one JVM; a lint job's output is its messages, a template job's the rendered manifests. */
export async function runHelm(jobs: readonly HelmJob[]): Promise<HelmResult> {
  await fetchLibraries();
  const dir = await mkdtemp(join(tmpdir(), 'helm-'));
  const args: string[] = [];
  jobs.forEach((job, index) => {
    if ('lint' in job) args.push('lint', job.lint);
    else
      args.push(
        'template',
        job.template,
        job.release,
        job.namespace,
        KUBE_VERSION,
        join(dir, `${index}.yaml`),
        ...job.valuesFiles,
        '--',
      );
  });
  const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
  let stdout: string;
  try {
    ({ stdout } = await run(java, ['-cp', join(LIB_DIR, '*'), join(HELM_JAVA_DIR, 'HelmCli.java'), ...args], {
      maxBuffer: 64 * 1024 * 1024,
    }));
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; code?: number };
    if (failed.code !== 1 || failed.stdout === undefined) {
      throw new Error(`helm-java failed (${String(error)})\n${failed.stdout ?? ''}${failed.stderr ?? ''}`);
    }
    stdout = failed.stdout;
  }
  const lines = stdout.split('\n');
  const results = await Promise.all(
    jobs.map(async (job, index) => {
      if ('lint' in job) {
        const own = lines.filter((line) => line.startsWith(`lint ${job.lint}: `));
        return { ok: own.at(-1)?.endsWith(': passed') ?? false, output: own.join('\n') };
      }
      const out = join(dir, `${index}.yaml`);
      const status = lines.find((line) => line.startsWith(`template ${out}: `)) ?? '';
      const ok = status.endsWith(': passed');
      return { ok, output: ok ? await readFile(out, 'utf8') : stdout.slice(stdout.indexOf(status)) };
    }),
  );
  await rm(dir, { recursive: true, force: true });
  return { jobs: results };
}

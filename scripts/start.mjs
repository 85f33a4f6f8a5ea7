// `npm start`: installs what is missing, builds what is stale, then runs the standalone server (the embedded
// default) or, with --distributed, every service as its own process behind the local edge.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distributed = process.argv.includes('--distributed');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const env = { ...process.env, ONNXRUNTIME_NODE_INSTALL: 'skip' };

function run(args, what) {
  console.log(`> ${what}`);
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`${what} failed`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

if (!existsSync(join(root, 'node_modules', '.package-lock.json')))
  run(['install', '--no-audit', '--no-fund'], 'installing the locked dependencies');
console.log('> checking the sentence model of the document search');
if (spawnSync(npm, ['run', 'install:embedding-model'], { cwd: root, stdio: 'inherit', env }).status !== 0) {
  // the rest of the site works without it
  console.warn(
    'the sentence model is missing: document search is unavailable until `npm run install:embedding-model` succeeds',
  );
}
run(['run', 'build:services'], 'building the services');
const spaBuilt = newestMtime(join(root, 'frontend', 'dist', 'index.html'));
const spaSources = Math.max(
  ...['src', 'public', 'scripts', 'index.html', 'vite.config.ts', 'package.json'].map((p) =>
    newestMtime(join(root, 'frontend', p)),
  ),
);
if (spaBuilt < spaSources) run(['run', 'build:frontend'], 'building the SPA');

const entry = join(root, 'services', 'standalone', 'dist', distributed ? 'distributed.js' : 'main.js');
// The launcher's own arguments (e.g. `npm run start:distributed -- --replicas planner=2`) pass through.
const launcherArgs = process.argv.slice(2).filter((arg) => arg !== '--distributed');
const child = spawn(process.execPath, [entry, ...launcherArgs], { cwd: root, stdio: 'inherit', env });
// Ctrl+C reaches the whole process group; the server shuts down gracefully by itself.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// `npm test`: every check of the project, in order: the sentence model of the document search (installed when
// missing: ADR 23), build, lint and types, unit tests (services, gateway, SPA), the Kong configuration, the
// deployment files (Helm through helm-java needs Java 17+ and Maven: ADR 25), integration
// and contract tests on the real NATS server (the users'-data suites on both stores, MongoDB through an in-memory
// mongo-java-server unless MONGO_URL is set: ADR 18), and browser tests.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const env = { ...process.env, ONNXRUNTIME_NODE_INSTALL: 'skip' };

function natsUrl() {
  return new URL((process.env.NATS_URL ?? 'nats://127.0.0.1:4222').split(',')[0]);
}

function reachable(url) {
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port || 4222) });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** Whether a command is on PATH. */
function onPath(command) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, command)));
}

const steps = [
  [
    'sentence model of the document search (installed when missing)',
    ['run', 'install:embedding-model'],
    { critical: true },
  ],
  ['build (services and SPA)', ['run', 'build'], { critical: true }],
  ['lint and format', ['run', 'lint']],
  ['type-check tests and tooling', ['exec', '--', 'tsc', '-p', 'tsconfig.json']],
  ['unit tests (services, gateway)', ['run', 'test:unit']],
  ['SPA tests (vitest)', ['run', 'test:frontend']],
  ['Kong configuration (deck validate)', ['run', 'validate', '-w', 'gateway']],
  [
    'deployment (Dockerfile, docker-compose.yml, Helm chart, Kong plugin schemas)',
    ['run', 'test:deployment'],
    { needsJava: true },
  ],
  ['integration and contract tests (real NATS, MongoDB)', ['run', 'test:integration'], { needsNats: true }],
  ['browser tests (Chromium)', ['run', 'test:browser'], { needsChromium: true }],
];

/** Runs `npm <args>`, showing its output as it comes and keeping the last part of it. */
function runStep(args) {
  return new Promise((resolve) => {
    const child = spawn(npm, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env });
    let output = '';
    const keep = (chunk, stream) => {
      stream.write(chunk);
      output = (output + chunk.toString()).slice(-KEPT_OUTPUT_CHARS);
    };
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

const KEPT_OUTPUT_CHARS = 2_000_000;
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;
/** Lines that name a failure in jest, vitest, tsc, eslint and prettier output. */
const FAILURE_LINE = /(FAIL|✕|×|●|Error|error|\[warn\]|Unhandled|failed|Timeout|timed out)/;

/** The lines of a step's output that say what failed, with a few lines after each, and the step's last lines. */
function failureExcerpt(output) {
  const lines = output.replace(ANSI, '').split('\n');
  const picked = new Set();
  lines.forEach((line, index) => {
    if (!FAILURE_LINE.test(line) || /"level":\d+/.test(line)) return;
    for (let i = index; i < Math.min(lines.length, index + 6); i += 1) picked.add(i);
  });
  const excerpt = [...picked]
    .sort((a, b) => a - b)
    .slice(0, 300)
    .map((i) => lines[i]);
  return [...excerpt, '…', ...lines.slice(-25)].join('\n');
}

const results = [];
const failures = [];
for (const [name, args, options = {}] of steps) {
  if (options.needsNats && !(await reachable(natsUrl()))) {
    console.error(
      `\n✗ ${name}: no NATS server at ${natsUrl()} (start one: nats-server -js -a 127.0.0.1 -p 4222)`,
    );
    results.push([name, false]);
    continue;
  }
  if (options.needsJava && !(onPath('java') && onPath('mvn'))) {
    console.error(
      `\n✗ ${name}: Helm runs through helm-java: install Java 17+ and Maven (apt-get install -y default-jdk-headless maven)`,
    );
    results.push([name, false]);
    continue;
  }
  if (options.needsChromium && !existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    console.error(`\n✗ ${name}: Chromium is not installed (apt-get install -y chromium)`);
    results.push([name, false]);
    continue;
  }
  console.log(`\n▶ ${name}: npm ${args.join(' ')}`);
  const { ok, output } = await runStep(args);
  results.push([name, ok]);
  if (!ok) failures.push([name, output]);
  if (!ok && options.critical) break;
}

// A CI log keeps only its end: repeat what failed there, so a failure is never hidden above other steps' output.
for (const [name, output] of failures) {
  console.log(`\nWhat failed in "${name}":`);
  console.log(failureExcerpt(output));
}

console.log('\nSummary');
for (const [name, ok] of results) console.log(`  ${ok ? '✓' : '✗'} ${name}`);
const passed = results.filter(([, ok]) => ok).length;
const failed = steps.length - passed;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

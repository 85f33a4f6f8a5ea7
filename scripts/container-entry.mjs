// Entry point of the container image: `docker run <image> <command>`, the command choosing what the container
// runs. It stays PID 1 (the service is imported, not spawned), so SIGTERM reaches the service's own graceful
// shutdown, and Docker's HEALTHCHECK runs this file again as `healthcheck`.
//
//   planner | favourites | profile | chat-orchestrator | document-ingest | mailer   one service (distributed mode)
//   web                  the built SPA and /app-config.json behind Kong
//   standalone           the embedded default: every service and the SPA in one process
//   render-kong-config   gateway/kong.yml rendered with the realm's key (arguments as `npm run render -w gateway`)
//   init-secrets [dir]   random secrets of the compose stack into dir (default /data), those missing only
//   healthcheck          GET /health/ready of the process this container runs (exit 0 when ready)
//
// Secrets may come as files: for each secret variable NAME (SECRET_VARIABLES) that is unset while NAME_FILE is
// set, NAME is read from that file (Docker and compose secrets under /run/secrets); a trailing newline is dropped.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Command → entry file and the port it listens on unless PORT is set (those of gateway/kong.yml's upstreams). */
export const COMMANDS = {
  planner: { entry: 'services/planner/dist/main.js', port: 3001 },
  favourites: { entry: 'services/favourites/dist/main.js', port: 3002 },
  profile: { entry: 'services/profile/dist/main.js', port: 3003 },
  'chat-orchestrator': { entry: 'services/chat-orchestrator/dist/main.js', port: 3004 },
  'document-ingest': { entry: 'services/document-ingest/dist/main.js', port: 3005 },
  mailer: { entry: 'services/mailer/dist/main.js', port: 3006 },
  web: { entry: 'services/standalone/dist/web.js', port: 8080 },
  standalone: { entry: 'services/standalone/dist/main.js', port: 8080 },
  'render-kong-config': { entry: 'gateway/scripts/render-kong-config.mjs' },
  'init-secrets': { run: initSecrets },
};

/**
 * The secrets of the compose stack, made once: each file is written only when missing (atomically), so a restart
 * keeps the passwords the databases were initialised with. Readable by the containers that mount the volume.
 */
export function initSecrets([dir = '/data'] = []) {
  const random = () => randomBytes(32).toString('base64url');
  const write = (name, make) => {
    const path = join(dir, name);
    if (!existsSync(path)) {
      writeFileSync(`${path}.tmp`, make(), { mode: 0o444 });
      renameSync(`${path}.tmp`, path);
      process.stdout.write(`created ${path}\n`);
    }
    return readFileSync(path, 'utf8');
  };
  const mongoPassword = write('mongo-root-password', random);
  write(
    'mongo-url',
    () => `mongodb://root:${encodeURIComponent(mongoPassword)}@mongodb:27017/?authSource=admin`,
  );
  write('keycloak-admin-password', random);
  write('qdrant-api-key', random);
}

/** The variables the services mark secret (a test compares this list with their configuration schemas). */
export const SECRET_VARIABLES = ['MONGO_URL', 'QDRANT_API_KEY', 'SMTP_URL'];

/** Sets each secret variable NAME that is unset from the file NAME_FILE names; returns the names set. */
export function readSecretFiles(env = process.env) {
  const set = [];
  for (const name of SECRET_VARIABLES) {
    const key = `${name}_FILE`;
    const path = env[key];
    if (!path || (env[name] !== undefined && env[name] !== '')) continue;
    try {
      env[name] = readFileSync(path, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      throw new Error(`${key}: cannot read ${path} (${error.code ?? error.message})`);
    }
    set.push(name);
  }
  return set;
}

/** The command PID 1 of this container runs (the healthcheck is a separate process). */
function runningCommand() {
  for (const pid of ['1', ...readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))]) {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const at = argv.findIndex((arg) => arg.endsWith('container-entry.mjs'));
      if (at >= 0 && argv[at + 1] in COMMANDS) return argv[at + 1];
    } catch {
      // a process that ended meanwhile
    }
  }
  return undefined;
}

function healthcheck() {
  const command = runningCommand();
  const port = Number(process.env.PORT || COMMANDS[command]?.port || 8080);
  const req = request({ host: '127.0.0.1', port, path: '/health/ready', timeout: 4000 }, (res) => {
    res.resume();
    process.exit(res.statusCode === 200 ? 0 : 1);
  });
  req.on('timeout', () => req.destroy(new Error('timed out')));
  req.on('error', (error) => {
    process.stderr.write(`not ready: ${error.message}\n`);
    process.exit(1);
  });
  req.end();
}

async function main(argv) {
  const [command, ...args] = argv;
  if (command === 'healthcheck') return healthcheck();
  const target = COMMANDS[command];
  if (target?.run) return target.run(args);
  if (!target) {
    process.stderr.write(
      `Usage: <image> (${[...Object.keys(COMMANDS), 'healthcheck'].join(' | ')}) [arguments]\n`,
    );
    process.exit(2);
  }
  try {
    readSecretFiles();
  } catch (error) {
    process.stderr.write(`Invalid configuration: ${error.message}\n`);
    process.exit(1);
  }
  if (target.port !== undefined && !process.env.PORT) process.env.PORT = String(target.port);
  const entry = join(root, target.entry);
  if (!existsSync(entry)) {
    process.stderr.write(`${entry} is missing: the image was built without it\n`);
    process.exit(1);
  }
  process.argv = [process.argv[0], entry, ...args];
  await import(pathToFileURL(entry).href);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main(process.argv.slice(2));

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KONG_CONFIG_PATH, loadKongConfig } from '@site/gateway';
import { parseDocument } from 'yaml';
import { checkCompose, parseCompose } from './compose-checks';

interface DclintResult {
  messages: { rule: string; message: string }[];
}
// dclint is an ES module package; jest loads its CommonJS build (`require` condition of its exports).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { DCLinter } = require('dclint') as {
  DCLinter: new (config: object) => { lintFiles(paths: string[], recursive: boolean): DclintResult[] };
};

const ROOT = join(__dirname, '..', '..');
const COMPOSE_TEXT = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
const UPSTREAMS = loadKongConfig(KONG_CONFIG_PATH).services.map((service) => service.url);

/** dclint with the repository's settings and its bundled compose schema; the messages of one file. */
function dclint(text: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'compose-'));
  const file = join(dir, 'docker-compose.yml');
  writeFileSync(file, text);
  const settings = JSON.parse(readFileSync(join(ROOT, '.dclintrc.json'), 'utf8')) as { rules: object };
  const linter = new DCLinter({ rules: settings.rules, quiet: false, debug: false, exclude: [] });
  return linter
    .lintFiles([file], false)
    .flatMap((result) => result.messages.map((message) => `${message.rule}: ${message.message}`));
}

/** The compose file with one change made through its YAML document (comments and anchors kept). */
function changed(edit: (doc: ReturnType<typeof parseDocument>) => void): string {
  const doc = parseDocument(COMPOSE_TEXT, { merge: true });
  edit(doc);
  return doc.toString();
}

function problemsOf(text: string): string[] {
  return checkCompose(parseCompose(text), ROOT, UPSTREAMS);
}

describe('docker-compose.yml', () => {
  it('passes dclint (the compose schema and its rules) without a warning', () => {
    expect(dclint(COMPOSE_TEXT)).toEqual([]);
  });

  it('holds together: dependencies, volumes, secrets, each service environment, Kong and the realm', () => {
    expect(problemsOf(COMPOSE_TEXT)).toEqual([]);
  });

  it('brings up the site without a profile and adds Ollama with the chat profile', () => {
    const { services } = parseCompose(COMPOSE_TEXT);
    const withoutProfile = Object.keys(services).filter((name) => !services[name].profiles);
    expect(withoutProfile).toEqual(
      expect.arrayContaining(['kong', 'web', 'keycloak', 'nats', 'mongodb', 'qdrant', 'mailpit', 'planner']),
    );
    expect(services.ollama.profiles).toEqual(['chat']);
    expect(services['ollama-pull'].profiles).toEqual(['chat']);
  });

  it.each([
    ['an unknown key', (doc) => doc.setIn(['services', 'planner', 'dependson'], ['nats'])],
    ['a wrong type', (doc) => doc.setIn(['services', 'nats', 'healthcheck'], 'yes')],
    ['a port on every interface', (doc) => doc.setIn(['services', 'mailpit', 'ports'], ['8025:8025'])],
  ] as [string, (doc: ReturnType<typeof parseDocument>) => void][])('dclint refuses %s', (_, edit) => {
    expect(dclint(changed(edit)).length).toBeGreaterThan(0);
  });

  it.each([
    [
      'a dependency on a missing service',
      (doc) => doc.setIn(['services', 'planner', 'depends_on', 'natz'], { condition: 'service_healthy' }),
      /names natz, which is not a service/,
    ],
    [
      'waiting for health without a healthcheck',
      (doc) => doc.deleteIn(['services', 'nats', 'healthcheck']),
      /waits for nats to be healthy, which has no healthcheck/,
    ],
    [
      'a required dependency on a profile service',
      (doc) => doc.deleteIn(['services', 'chat-orchestrator', 'depends_on', 'ollama', 'required']),
      /requires ollama, which runs only with a profile/,
    ],
    [
      'an undeclared volume',
      (doc) => doc.deleteIn(['volumes', 'mailer-data']),
      /undeclared volume mailer-data/,
    ],
    [
      'a volume nobody mounts',
      (doc) => doc.setIn(['volumes', 'spare'], {}),
      /volumes.spare is declared but never mounted/,
    ],
    [
      'a secret written into the file',
      (doc) => doc.setIn(['services', 'mongodb', 'environment', 'MONGO_INITDB_ROOT_PASSWORD'], 'hunter2'),
      /is a secret written into the file/,
    ],
    [
      'credentials in a URL',
      (doc) =>
        doc.setIn(['services', 'favourites', 'environment', 'MONGO_URL'], 'mongodb://root:pw@mongodb:27017'),
      /holds credentials/,
    ],
    [
      'a secret file on no volume',
      (doc) => doc.setIn(['services', 'profile', 'volumes'], ['profile-data:/data']),
      /\/run\/secrets\/site\/mongo-url is on no mounted volume/,
    ],
    [
      'a variable the service does not read',
      (doc) => doc.setIn(['services', 'planner', 'environment', 'PLANER_THREADS'], '2'),
      /planner does not read PLANER_THREADS/,
    ],
    [
      'a value the service refuses',
      (doc) => doc.setIn(['services', 'mailer', 'environment', 'MAIL_TO'], 'not-an-address'),
      /MAIL_TO="not-an-address" is refused by mailer/,
    ],
    ['a missing NATS_URL', (doc) => doc.deleteIn(['x-service-env', 'NATS_URL']), /planner needs NATS_URL/],
    [
      'a mutable root filesystem',
      (doc) => doc.setIn(['x-site-container', 'read_only'], false),
      /services.web does not run with a read-only root/,
    ],
    [
      'an unpinned image',
      (doc) => doc.setIn(['services', 'nats', 'image'], 'nats:latest'),
      /nats:latest is not pinned/,
    ],
    [
      'Kong with a database',
      (doc) => doc.setIn(['services', 'kong', 'environment', 'KONG_DATABASE'], 'postgres'),
      /DB-less/,
    ],
    [
      'an admin API on every interface',
      (doc) => doc.setIn(['services', 'kong', 'environment', 'KONG_ADMIN_LISTEN'], '0.0.0.0:8001'),
      /admin API on loopback/,
    ],
    [
      'kong.yml mounted writable',
      (doc) =>
        doc.setIn(['services', 'kong-config', 'volumes', 0], './gateway/kong.yml:/app/gateway/kong.yml'),
      /mounts .\/gateway\/kong.yml writable/,
    ],
    [
      'Kong reading another file',
      (doc) =>
        doc.setIn(['services', 'kong', 'environment', 'KONG_DECLARATIVE_CONFIG'], '/opt/kong/other.yml'),
      /reads \/opt\/kong\/other.yml, but kong-config writes \/data\/kong.yml/,
    ],
    [
      'an upstream of kong.yml that is not a service',
      (doc) => doc.deleteIn(['services', 'mailer']),
      /upstream http:\/\/mailer:3006 is not a service/,
    ],
    [
      'another issuer than Keycloak issues',
      (doc) => doc.setIn(['services', 'keycloak', 'environment', 'KC_HOSTNAME'], 'http://localhost:9999'),
      /Keycloak issues http:\/\/localhost:9999\/realms\/europa-launchpad/,
    ],
    [
      'no realm import',
      (doc) => doc.setIn(['services', 'keycloak', 'command'], ['start-dev']),
      /must import the realm/,
    ],
  ] as [string, (doc: ReturnType<typeof parseDocument>) => void, RegExp][])(
    'the cross-checks refuse %s',
    (_, edit, problem) => {
      const problems = problemsOf(changed(edit));
      expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(problem)]));
    },
  );
});

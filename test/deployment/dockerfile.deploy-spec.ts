import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serviceEnvironments } from './service-env';
import { lintDockerfile, lintDockerignore, parseDockerfile } from './dockerfile-lint';

const ROOT = join(__dirname, '..', '..');
const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');

function rulesBroken(text: string): string[] {
  return [...new Set(lintDockerfile(text).map((finding) => finding.rule))];
}

describe('Dockerfile', () => {
  it('passes every rule', () => {
    expect(lintDockerfile(dockerfile)).toEqual([]);
    expect(lintDockerignore(readFileSync(join(ROOT, '.dockerignore'), 'utf8'))).toEqual([]);
  });

  it('joins continuation lines and skips comments', () => {
    const parsed = parseDockerfile('# c\nFROM a:1.2.3 AS b\nRUN x \\\n  && y\n');
    expect(parsed).toEqual([
      { line: 2, keyword: 'FROM', args: 'a:1.2.3 AS b' },
      { line: 3, keyword: 'RUN', args: 'x && y' },
    ]);
  });

  it.each([
    ['an unpinned base image', ['node:20.20.2-bookworm-slim', 'node:20-slim'], 'pinned-base'],
    ['a latest base image', ['node:20.20.2-bookworm-slim', 'node:latest'], 'pinned-base'],
    ['root as the user', ['USER 1000:1000', 'USER root'], 'non-root'],
    ['a user by name', ['USER 1000:1000', 'USER node'], 'numeric-user'],
    ['no user', ['USER 1000:1000', ''], 'non-root'],
    ['no healthcheck', [/HEALTHCHECK[^\n]*\\\n[^\n]*\n/, ''], 'healthcheck'],
    [
      'a shell-form entrypoint',
      [/ENTRYPOINT .*/, 'ENTRYPOINT node /app/scripts/container-entry.mjs'],
      'exec-form',
    ],
    [
      'a password in ENV',
      ['NODE_ENV=production', 'NODE_ENV=production MONGO_PASSWORD=hunter2'],
      'no-secrets',
    ],
    [
      'credentials in a URL',
      ['NODE_ENV=production', 'NODE_ENV=production MONGO_URL=mongodb://u:p@db'],
      'no-secrets',
    ],
    ['a download with ADD', ['COPY . .', 'ADD https://example.org/x.tgz /x.tgz\nCOPY . .'], 'no-add-url'],
    [
      'onnxruntime downloads',
      ['ONNXRUNTIME_NODE_INSTALL=skip \\\n    NPM_CONFIG_UPDATE', 'NPM_CONFIG_UPDATE'],
      'onnxruntime-skip',
    ],
    ['no baked model', [/&& EMBEDDING_MODEL_DIR=.*install:embedding-model \\\n/, ''], 'model-baked'],
  ] as const)('refuses %s', (_, [from, to], rule) => {
    const broken = dockerfile.replace(from, to);
    expect(broken).not.toBe(dockerfile);
    expect(rulesBroken(broken)).toContain(rule);
  });

  it('refuses a single stage', () => {
    expect(
      rulesBroken('FROM node:20.20.2-bookworm-slim\nUSER 1000\nHEALTHCHECK CMD ["x", "/health/ready"]\n'),
    ).toContain('multi-stage');
  });

  it('refuses a .dockerignore that lets node_modules and .env files in', () => {
    expect(lintDockerignore('.git\ndata\n**/dist\n').map((finding) => finding.message)).toEqual([
      '.dockerignore does not leave out node_modules.',
      '.dockerignore does not leave out .env files.',
    ]);
  });
});

describe('the container entry point', () => {
  const entry = join(ROOT, 'scripts', 'container-entry.mjs');
  const evaluate = (code: string, env: NodeJS.ProcessEnv = {}) =>
    execFileSync(
      process.execPath,
      ['--input-type=module', '-e', `import * as e from ${JSON.stringify(entry)};\n${code}`],
      {
        env: { PATH: process.env.PATH, ...env },
        encoding: 'utf8',
      },
    );

  it('reads every variable the services mark secret from NAME_FILE (compose secrets)', () => {
    const secret = [
      ...new Set(
        serviceEnvironments().flatMap(({ env }) => Object.keys(env).filter((name) => env[name].secret)),
      ),
    ];
    expect(JSON.parse(evaluate('console.log(JSON.stringify(e.SECRET_VARIABLES))')).sort()).toEqual(
      secret.sort(),
    );
  });

  it('sets an unset secret from its file, without the trailing newline, and leaves a set one alone', () => {
    const file = join(ROOT, 'test', 'deployment', 'fixtures', 'secret.txt');
    const out = evaluate(
      'e.readSecretFiles(); console.log(JSON.stringify([process.env.MONGO_URL, process.env.SMTP_URL]))',
      {
        MONGO_URL_FILE: file,
        SMTP_URL_FILE: file,
        SMTP_URL: 'smtp://mail:25',
      },
    );
    expect(JSON.parse(out)).toEqual(['mongodb://user:secret@mongodb:27017/site', 'smtp://mail:25']);
  });

  it('stops with one line naming the variable when the file cannot be read', () => {
    expect(() => evaluate('e.readSecretFiles()', { MONGO_URL_FILE: '/nonexistent/secret' })).toThrow(
      /MONGO_URL_FILE: cannot read \/nonexistent\/secret \(ENOENT\)/,
    );
  });
});

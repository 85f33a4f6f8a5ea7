import { createPublicKey, generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK, exportSPKI, generateKeyPair } from 'jose';
import { KONG_CONFIG_PATH } from './index';
import { loadKongConfig, parseKongConfig } from './kong-config';
import { runRenderCli } from './render-cli';
import { createRouter } from './route-matcher';
import {
  hasPlaceholderCredential,
  ISSUER_PLACEHOLDER,
  PUBLIC_KEY_PLACEHOLDER,
  renderKongConfig,
  RenderError,
  SECRET_PLACEHOLDER,
  selectJwksSigningKey,
} from './render-kong-config';

const ISSUER = 'https://id.europa-launchpad.example/realms/europa-launchpad';
const COMMITTED = readFileSync(KONG_CONFIG_PATH, 'utf8');

function pemOfJwk(jwk: Record<string, unknown>): string {
  return createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' })
    .export({ type: 'spki', format: 'pem' })
    .toString();
}

async function rsaJwk(kid: string, extra: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const { publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig', ...extra };
}

function capture(): { io: Parameters<typeof runRenderCli>[1]; out: () => string; err: () => string } {
  let out = '';
  let err = '';
  return {
    io: {
      stdout: { write: (text: string) => (out += text) },
      stderr: { write: (text: string) => (err += text) },
    },
    out: () => out,
    err: () => err,
  };
}

describe('the committed kong.yml', () => {
  it('holds no key, only the placeholders the render step replaces', () => {
    const config = loadKongConfig(KONG_CONFIG_PATH);

    expect(config.consumers).toEqual([
      {
        username: 'site-users',
        custom_id: undefined,
        jwt_secrets: [
          { key: ISSUER_PLACEHOLDER, algorithm: 'RS256', rsa_public_key: PUBLIC_KEY_PLACEHOLDER },
        ],
      },
    ]);
    expect(COMMITTED).toContain(`secret: ${SECRET_PLACEHOLDER}`);
    expect(COMMITTED).not.toMatch(/BEGIN (RSA )?PUBLIC KEY|PRIVATE KEY/);
    expect(hasPlaceholderCredential(config)).toBe(true);
  });
});

describe(renderKongConfig.name, () => {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pkcs1Pem = publicKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const spkiPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

  it('puts the issuer and its public key into the credential, and a random unused secret', () => {
    const rendered = renderKongConfig(COMMITTED, { issuer: ISSUER, publicKeyPem: pkcs1Pem });

    const config = parseKongConfig(rendered);
    const [secret] = config.consumers?.[0].jwt_secrets ?? [];
    expect(secret.key).toBe(ISSUER);
    expect(secret.algorithm).toBe('RS256');
    expect(secret.rsa_public_key).toBe(spkiPem);
    expect(hasPlaceholderCredential(config)).toBe(false);
    for (const placeholder of [ISSUER_PLACEHOLDER, PUBLIC_KEY_PLACEHOLDER, SECRET_PLACEHOLDER]) {
      expect(rendered).not.toContain(placeholder);
    }
    expect(rendered).toMatch(/\n {8}secret: [A-Za-z0-9_-]{43}\n/);
    expect(rendered).not.toBe(renderKongConfig(COMMITTED, { issuer: ISSUER, publicKeyPem: pkcs1Pem }));
  });

  it('changes nothing else: same routes and plugins, anchors and comments kept', () => {
    const rendered = renderKongConfig(COMMITTED, { issuer: ISSUER, publicKeyPem: spkiPem });

    const before = loadKongConfig(KONG_CONFIG_PATH);
    const after = parseKongConfig(rendered);
    expect(after.services).toEqual(before.services);
    expect(after.plugins).toEqual(before.plugins);
    expect(rendered).toContain('- &jwt');
    expect(rendered).toContain('plugins: [*jwt]');
    expect(rendered).toMatch(/^# Rendered from kong\.yml/);
    expect(rendered).toContain('# Kong 3.x DB-less declarative configuration');
  });

  it('replaces the CORS origins when asked', () => {
    const rendered = renderKongConfig(COMMITTED, {
      origins: ['https://www.example.eu', 'HTTP://Localhost:80/'],
    });

    const cors = parseKongConfig(rendered).plugins.find((plugin) => plugin.name === 'cors');
    expect(cors?.config).toMatchObject({ origins: ['https://www.example.eu', 'http://localhost'] });
  });

  it('adds the web service with a GET/HEAD route for every other path when asked', () => {
    const rendered = renderKongConfig(COMMITTED, { webUpstream: 'http://web:8080' });

    const config = parseKongConfig(rendered);
    const web = config.services.at(-1);
    expect(web).toMatchObject({ name: 'web', url: 'http://web:8080' });
    expect(web?.routes).toMatchObject([{ name: 'web-site', methods: ['GET', 'HEAD'], paths: ['/'] }]);
    expect(config.services.slice(0, -1)).toEqual(loadKongConfig(KONG_CONFIG_PATH).services);
    const router = createRouter(config);
    expect(router.match('GET', '/api/favorites')?.service.name).toBe('favourites');
    expect(router.match('GET', '/planner/results')?.service.name).toBe('web');
    expect(router.match('POST', '/planner/results')).toBeUndefined();
  });

  it.each([
    ['an issuer without a key', { issuer: ISSUER }, /both or neither/],
    ['a key without an issuer', { publicKeyPem: 'x' }, /both or neither/],
    ['an issuer that is not a URL', { issuer: 'europa-launchpad', publicKeyPem: 'x' }, /not a URL/],
    ['a wildcard origin', { origins: ['*'] }, /Not an exact origin/],
    ['an origin with a path', { origins: ['https://a.example/app'] }, /Not an exact origin/],
    ['no origins', { origins: [] }, /empty/],
    ['a web upstream that is not a URL', { webUpstream: 'web:8080' }, /web upstream/],
  ])('refuses %s', (_case, options, message) => {
    expect(() => renderKongConfig(COMMITTED, options)).toThrow(message);
  });

  it('refuses a private key, a key that is not RSA and a short RSA key', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey;
    const short = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey;
    const render = (pem: string) => () => renderKongConfig(COMMITTED, { issuer: ISSUER, publicKeyPem: pem });

    expect(render(rsa.export({ type: 'pkcs8', format: 'pem' }).toString())).toThrow(/private key/);
    expect(render(ec.export({ type: 'spki', format: 'pem' }).toString())).toThrow(/RSA key/);
    expect(render(short.export({ type: 'spki', format: 'pem' }).toString())).toThrow(/1024 bits/);
    expect(render('-----BEGIN PUBLIC KEY-----\nnope\n-----END PUBLIC KEY-----\n')).toThrow(RenderError);
  });

  it('refuses a file that is rendered already', () => {
    const rendered = renderKongConfig(COMMITTED, { issuer: ISSUER, publicKeyPem: spkiPem });

    expect(() => renderKongConfig(rendered, { issuer: ISSUER, publicKeyPem: spkiPem })).toThrow(
      /exactly one jwt_secrets credential with key __OIDC_ISSUER__ \(found 0/,
    );
  });
});

describe(selectJwksSigningKey.name, () => {
  it('converts the RS256 signing key to PEM, skipping encryption and other keys', async () => {
    const sig = await rsaJwk('sig-1');
    const { publicKey: ec } = await generateKeyPair('ES256', { extractable: true });
    const jwks = {
      keys: [
        await rsaJwk('enc-1', { use: 'enc', alg: 'RSA-OAEP' }),
        { ...(await exportJWK(ec)), kid: 'ec-1', alg: 'ES256', use: 'sig' },
        sig,
      ],
    };

    const sut = selectJwksSigningKey(jwks);

    expect(sut.kid).toBe('sig-1');
    expect(sut.candidates).toEqual(['sig-1']);
    expect(sut.publicKeyPem).toBe(pemOfJwk(sig));
  });

  it('takes the first key marked use: sig, or the one with the kid asked for', async () => {
    const jwks = {
      keys: [await rsaJwk('no-use', { use: undefined }), await rsaJwk('old'), await rsaJwk('new')],
    };

    expect(selectJwksSigningKey(jwks).kid).toBe('old');
    expect(selectJwksSigningKey(jwks, 'new').kid).toBe('new');
    expect(selectJwksSigningKey(jwks).candidates).toEqual(['no-use', 'old', 'new']);
    expect(() => selectJwksSigningKey(jwks, 'gone')).toThrow(/no RS256 signing key with kid "gone"/);
  });

  it.each([
    [
      'a JWKS with only an encryption key',
      async () => ({ keys: [await rsaJwk('e', { use: 'enc', alg: 'RSA-OAEP' })] }),
    ],
    ['a JWKS with an RSA key for PS256', async () => ({ keys: [await rsaJwk('p', { alg: 'PS256' })] })],
    ['an empty JWKS', async () => ({ keys: [] })],
  ])('refuses %s', async (_case, jwks) => {
    const document = await jwks();

    expect(() => selectJwksSigningKey(document)).toThrow(/no RSA key with alg RS256/);
  });

  it('refuses what is not a JWKS', () => {
    expect(() => selectJwksSigningKey(undefined)).toThrow(/Not a JWKS/);
    expect(() => selectJwksSigningKey({ keys: {} })).toThrow(/Not a JWKS/);
  });
});

describe(runRenderCli.name, () => {
  const dir = mkdtempSync(join(tmpdir(), 'render-cli-'));

  it('renders with a PEM file to --out', async () => {
    const { publicKey } = await generateKeyPair('RS256', { extractable: true });
    const pem = await exportSPKI(publicKey);
    writeFileSync(join(dir, 'realm.pem'), pem);
    const out = join(dir, 'kong.rendered.yml');
    const { io, err } = capture();

    const code = await runRenderCli(
      [
        '--issuer',
        ISSUER,
        '--public-key-file',
        join(dir, 'realm.pem'),
        '--out',
        out,
        '--origins',
        'https://a.example,https://b.example',
      ],
      io,
      KONG_CONFIG_PATH,
    );

    expect(err()).toContain('Rendered');
    expect(code).toBe(0);
    const config = loadKongConfig(out);
    expect(config.consumers?.[0].jwt_secrets[0]).toMatchObject({ key: ISSUER, rsa_public_key: pem });
    expect(config.plugins.find((plugin) => plugin.name === 'cors')?.config).toMatchObject({
      origins: ['https://a.example', 'https://b.example'],
    });
  });

  it('renders the key of a JWKS to stdout and warns when it had to choose', async () => {
    const keys = [await rsaJwk('first'), await rsaJwk('second')];
    const server = http.createServer((_req, res) => res.end(JSON.stringify({ keys })));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;
    try {
      const chosen = capture();
      expect(
        await runRenderCli(['--issuer', ISSUER, '--jwks-url', jwksUrl], chosen.io, KONG_CONFIG_PATH),
      ).toBe(0);
      expect(chosen.err()).toMatch(/2 RS256 signing keys \(first, second\); rendered first.*--kid/);
      expect(parseKongConfig(chosen.out()).consumers?.[0].jwt_secrets[0].rsa_public_key).toBe(
        pemOfJwk(keys[0]),
      );

      const picked = capture();
      expect(
        await runRenderCli(
          ['--issuer', ISSUER, '--jwks-url', jwksUrl, '--kid', 'second'],
          picked.io,
          KONG_CONFIG_PATH,
        ),
      ).toBe(0);
      expect(picked.err()).toBe('');
      expect(parseKongConfig(picked.out()).consumers?.[0].jwt_secrets[0].rsa_public_key).toBe(
        pemOfJwk(keys[1]),
      );
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it.each([
    [['--issuer', ISSUER], 2, /exactly one of --jwks-url and --public-key-file/],
    [['--issuer', ISSUER, '--jwks-url', 'http://x', '--public-key-file', 'y'], 2, /exactly one/],
    [['--unknown'], 2, /Unknown option/],
    [['--issuer', ISSUER, '--public-key-file', '/nonexistent/realm.pem'], 1, /ENOENT/],
  ])('refuses %j with exit code %i', async (argv, expected, message) => {
    const { io, err } = capture();

    expect(await runRenderCli(argv, io, KONG_CONFIG_PATH)).toBe(expected);
    expect(err()).toMatch(message);
  });
});

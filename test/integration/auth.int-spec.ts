import { createHmac } from 'node:crypto';
import { generateKeyPair } from 'jose';
import { SignedInSite, startSignedInSite } from '../support/signed-in-site';
import { TestIssuer, unsignedToken } from '../support/tokens';

describe('token validation in the services', () => {
  let site: SignedInSite;
  let issuer: TestIssuer;
  let baseUrl: string;

  beforeAll(async () => {
    site = await startSignedInSite('auth-');
    ({ issuer, baseUrl } = site);
  });

  afterAll(async () => {
    await site?.close();
  });

  const now = () => Math.floor(Date.now() / 1000);
  const me = (headers: Record<string, string> = {}, query = '') =>
    fetch(`${baseUrl}/api/users/me${query}`, { headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('lets a valid token through and exposes sub and preferred_username', async () => {
    const response = await me(bearer(await issuer.token()));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      sub: 'user-1',
      preferred_username: 'alice',
      email: 'alice@example.org',
      name: null,
    });
  });

  it('answers 401 with a Bearer challenge when the token is missing', async () => {
    const response = await me();
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('accepts a token that expired within the 30 s skew, refuses one that expired before', async () => {
    expect((await me(bearer(await issuer.token({ exp: now() - 10 })))).status).toBe(200);
    expect((await me(bearer(await issuer.token({ exp: now() - 120 })))).status).toBe(401);
  });

  it.each([
    ['not yet valid', async () => issuer.token({ nbf: now() + 120 })],
    ['from another issuer', async () => issuer.token({ iss: 'http://evil.example/realms/europa-launchpad' })],
    ['for another audience', async () => issuer.token({ aud: 'account' })],
    [
      'signed with another key',
      async () => issuer.token({}, { key: (await generateKeyPair('RS256')).privateKey }),
    ],
    [
      'with an unknown key id',
      async () => issuer.token({}, { kid: 'unknown', key: (await generateKeyPair('RS256')).privateKey }),
    ],
    [
      'unsigned (alg none)',
      async () => unsignedToken({ sub: 'user-1', iss: issuer.issuer, aud: 'site-api', exp: now() + 300 }),
    ],
    [
      'HS256 signed with the public key as secret',
      async () => {
        const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
        const body = `${encode({ alg: 'HS256', typ: 'JWT', kid: 'test-key-1' })}.${encode({ sub: 'user-1', iss: issuer.issuer, aud: 'site-api', exp: now() + 300 })}`;
        return `${body}.${createHmac('sha256', issuer.publicKeyPem).update(body).digest('base64url')}`;
      },
    ],
    ['malformed', async () => 'not.a.token'],
  ])('refuses a token %s with 401', async (_case, make) => {
    const response = await me(bearer(await make()));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('ignores a token in the query string or a cookie', async () => {
    const token = await issuer.token();
    expect((await me({}, `?access_token=${token}`)).status).toBe(401);
    expect((await me({ cookie: `access_token=${token}` })).status).toBe(401);
  });

  it('keeps public routes public', async () => {
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
  });

  describe("another user's data", () => {
    const call = async (method: string, path: string, body?: unknown, claims: Record<string, unknown> = {}) =>
      fetch(`${baseUrl}${path}`, {
        method,
        headers: { ...bearer(await issuer.token(claims)), 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    it.each([
      ['GET', '/api/users/profile/user-2', undefined],
      ['PUT', '/api/users/profile', { user_id: 'user-2', email: 'x@example.org' }],
      ['GET', '/api/favorites?user_id=user-2', undefined],
      ['GET', '/api/favorites?user_id=user-1&user_id=user-2', undefined],
      [
        'POST',
        '/api/favorites',
        { user_id: 'user-2', university: { university: 'TU Berlin', program: 'CS' } },
      ],
      ['DELETE', '/api/favorites/user-2?university=TU%20Berlin&program=CS', undefined],
      ['GET', '/api/chats/user/bob', undefined],
      ['DELETE', '/api/chats/bob/chat-1', undefined],
      ['POST', '/set_rag', { user_id: 'bob', enable: true }],
      ['DELETE', '/delete_file', { user_id: 'bob', file_name: 'thesis.pdf' }],
    ])('%s %s with user 1 token answers 403', async (method, path, body) => {
      const response = await call(method, path, body);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'FORBIDDEN' });
    });

    it('lets the same calls through with the caller own ids (sub, or the login name on chat routes)', async () => {
      expect((await call('GET', '/api/users/profile/user-1')).status).not.toBe(403);
      expect((await call('GET', '/api/favorites?user_id=user-1')).status).not.toBe(403);
      expect((await call('GET', '/api/chats/user/alice')).status).not.toBe(403);
      expect((await call('GET', '/api/chats/user/user-1')).status).not.toBe(403);
    });

    it('does not take the login name as an id outside the chat routes', async () => {
      expect((await call('GET', '/api/users/profile/alice')).status).toBe(403);
    });

    // Subject ids are public (the realm file lists the demo users'), so someone could pick one as a login name.
    it("refuses a login name shaped like another user's subject id on the chat and document routes", async () => {
      const aliceSub = 'f19b0bec-4f63-5b75-ac27-2836c3d093cd';
      const mallory = { sub: 'mallory-sub', preferred_username: aliceSub };
      for (const [method, path, body] of [
        ['GET', `/api/chats/user/${aliceSub}`, undefined],
        ['DELETE', `/api/chats/${aliceSub}/chat-1`, undefined],
        ['POST', '/set_rag', { user_id: aliceSub, enable: true }],
        ['DELETE', '/delete_file', { user_id: aliceSub, file_name: 'thesis.pdf' }],
        ['POST', '/api/chats', { user_id: aliceSub, chat_id: 'chat-1', messages: [] }],
      ] as const) {
        const response = await call(method, path, body, mallory);
        expect({ path, status: response.status }).toEqual({ path, status: 403 });
      }
      // The same person may still name themselves by their own subject id.
      expect((await call('GET', '/api/chats/user/mallory-sub', undefined, mallory)).status).not.toBe(403);
    });
  });
});

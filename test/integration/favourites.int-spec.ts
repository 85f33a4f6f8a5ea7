import { SignedInSite, startSignedInSite } from '../support/signed-in-site';

const TU_BERLIN = {
  university: 'Technische Universität Berlin',
  program: 'Computer Science (MSc)',
  country: 'Germany',
  tuition: 'No tuition',
  program_id: 'de-tu-berlin-ma-computer-science',
};

describe('favourites over HTTP (standalone)', () => {
  let site: SignedInSite;
  let baseUrl: string;
  let alice: Record<string, string>;

  beforeAll(async () => {
    site = await startSignedInSite('favourites-http-');
    baseUrl = site.baseUrl;
    alice = await site.headers();
  });

  afterAll(async () => {
    await site?.close();
  });

  const list = async (headers = alice) => fetch(`${baseUrl}/api/favorites?user_id=user-1`, { headers });
  const add = (body: unknown, headers = alice) =>
    fetch(`${baseUrl}/api/favorites`, { method: 'POST', headers, body: JSON.stringify(body) });
  const remove = (university: string, program: string, user = 'user-1') =>
    fetch(
      `${baseUrl}/api/favorites/${user}?university=${encodeURIComponent(university)}&program=${encodeURIComponent(program)}`,
      { method: 'DELETE', headers: alice },
    );

  it('adds a whole recommendation once, lists it, and removes it', async () => {
    expect((await add({ user_id: 'user-1', university: TU_BERLIN })).status).toBe(200);
    const again = await add({
      user_id: 'user-1',
      university: { ...TU_BERLIN, university: 'TECHNISCHE UNIVERSITÄT BERLIN' },
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual([TU_BERLIN]);
    expect(await (await list()).json()).toEqual([TU_BERLIN]);

    expect((await remove(TU_BERLIN.university, TU_BERLIN.program)).status).toBe(204);
    expect(await (await list()).json()).toEqual([]);
  });

  it('answers 404 when removing a favourite that is not there', async () => {
    const response = await remove('Nowhere University', 'Nothing');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'FAVOURITE_NOT_FOUND' });
  });

  it("refuses another user's id with 403 and changes nothing", async () => {
    await add({ user_id: 'user-1', university: TU_BERLIN });
    expect((await add({ user_id: 'user-2', university: TU_BERLIN })).status).toBe(403);
    expect((await remove(TU_BERLIN.university, TU_BERLIN.program, 'user-2')).status).toBe(403);
    expect((await fetch(`${baseUrl}/api/favorites?user_id=user-2`, { headers: alice })).status).toBe(403);
    expect(await (await list()).json()).toEqual([TU_BERLIN]);
    await remove(TU_BERLIN.university, TU_BERLIN.program);
  });

  it('answers 401 without a token', async () => {
    expect((await list({})).status).toBe(401);
  });

  it.each([
    ['no entry', { user_id: 'user-1' }, 'university'],
    [
      'an entry without a program',
      { user_id: 'user-1', university: { university: 'TU Berlin' } },
      'university.program',
    ],
    [
      'a number for the university',
      { user_id: 'user-1', university: { university: 7, program: 'x' } },
      'university.university',
    ],
    [
      'an entry of 30 kB',
      { user_id: 'user-1', university: { ...TU_BERLIN, notes: 'x'.repeat(30_000) } },
      'university',
    ],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_name, body, field) => {
    const response = await add(body);
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fields: Record<string, string> }).fields)).toContain(
      field,
    );
    expect(await (await list()).json()).toEqual([]);
  });

  it('refuses the 501st favourite with 409 and a clear detail', async () => {
    for (let i = 0; i < 500; i += 1) {
      const response = await add({ user_id: 'user-1', university: { university: 'Uni', program: `P${i}` } });
      expect(response.status).toBe(200);
    }
    const response = await add({ user_id: 'user-1', university: { university: 'Uni', program: 'P500' } });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      code: 'FAVOURITES_FULL',
      detail: expect.stringContaining('500'),
    });
    expect(((await (await list()).json()) as unknown[]).length).toBe(500);
  }, 60_000);
});

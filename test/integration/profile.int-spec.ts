import { SignedInSite, startSignedInSite } from '../support/signed-in-site';

const ADA = {
  user_id: 'user-1',
  email: 'ada@example.org',
  display_name: 'Ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  date_of_birth: '1990-12-10',
  address_line1: 'Unter den Linden 1',
  address_line2: '',
  city: 'Berlin',
  state_region: '  ',
  postal_code: '10117',
  country_code: 'de',
  phone: '+49 30 1234567',
  mobile_phone: '',
};

describe('the profile over HTTP (standalone)', () => {
  let site: SignedInSite;
  let baseUrl: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    site = await startSignedInSite('profile-http-');
    baseUrl = site.baseUrl;
    headers = await site.headers({ given_name: 'Alice', family_name: 'Liddell', name: 'Alice L.' });
  });

  afterAll(async () => {
    await site?.close();
  });

  const read = (user = 'user-1') => fetch(`${baseUrl}/api/users/profile/${user}`, { headers });
  const save = (body: unknown) =>
    fetch(`${baseUrl}/api/users/profile`, {
      method: 'PUT',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('answers a user without a profile with an empty one filled from the token', async () => {
    const response = await read();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      user_id: 'user-1',
      email: 'alice@example.org',
      display_name: 'Alice L.',
      first_name: 'Alice',
      last_name: 'Liddell',
      city: null,
      country_code: null,
    });
  });

  it('saves the profile with empty fields as null and the country code upper case, and returns it', async () => {
    const response = await save(ADA);
    expect(response.status).toBe(200);
    const saved = (await response.json()) as Record<string, unknown>;
    expect(saved).toMatchObject({
      address_line2: null,
      state_region: null,
      mobile_phone: null,
      country_code: 'DE',
    });
    expect(await (await read()).json()).toEqual(saved);
  });

  it.each([
    ['an unknown country code', { country_code: 'XZ' }, 'country_code'],
    ['a malformed date of birth', { date_of_birth: '10/12/1990' }, 'date_of_birth'],
    ['the 31st of February', { date_of_birth: '1990-02-31' }, 'date_of_birth'],
    ['a birth date in the future', { date_of_birth: '2999-01-01' }, 'date_of_birth'],
    ['a bad e-mail address', { email: 'ada-at-example' }, 'email'],
    ['letters in the phone number', { phone: 'call me' }, 'phone'],
    ['a number for the city', { city: 42 }, 'city'],
    ['a 300-character first name', { first_name: 'x'.repeat(300) }, 'first_name'],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_name, change, field) => {
    const before = await (await read()).json();
    const response = await save({ ...ADA, ...change });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { code: string; fields: Record<string, string> };
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(problem.fields)).toContain(field);
    expect(await (await read()).json()).toEqual(before);
  });

  it("refuses another user's profile with 403, reading or writing, and changes nothing", async () => {
    const before = await (await read()).json();
    expect((await read('user-2')).status).toBe(403);
    expect((await save({ ...ADA, user_id: 'user-2', city: 'Paris' })).status).toBe(403);
    expect(await (await read()).json()).toEqual(before);
  });

  it('refuses a 10 MB body with 413', async () => {
    const response = await save({ ...ADA, city: 'x'.repeat(10 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('the export of a user’s data (standalone)', () => {
  let site: SignedInSite;
  let baseUrl: string;

  beforeAll(async () => {
    site = await startSignedInSite('export-http-');
    baseUrl = site.baseUrl;
  });

  afterAll(async () => {
    await site?.close();
  });

  it("gathers the user's profile and favourites from every service into one downloadable document", async () => {
    const alice = await site.headers();
    const bob = await site.headers({ sub: 'user-2' });
    const entry = { university: 'Ghent University', program: 'Law', country: 'Belgium' };
    await fetch(`${baseUrl}/api/users/profile`, {
      method: 'PUT',
      headers: alice,
      body: JSON.stringify({ user_id: 'user-1', city: 'Ghent' }),
    });
    await fetch(`${baseUrl}/api/favorites`, {
      method: 'POST',
      headers: alice,
      body: JSON.stringify({ user_id: 'user-1', university: entry }),
    });
    await fetch(`${baseUrl}/api/favorites`, {
      method: 'POST',
      headers: bob,
      body: JSON.stringify({ user_id: 'user-2', university: { university: 'Bob U', program: 'Bob' } }),
    });

    const response = await fetch(`${baseUrl}/api/users/me/export`, { headers: alice });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const document = (await response.json()) as {
      user: { sub: string };
      services: Record<string, Record<string, unknown>>;
    };
    expect(document.user.sub).toBe('user-1');
    expect(Object.keys(document.services).sort()).toEqual([
      'chat-orchestrator',
      'document-ingest',
      'favourites',
      'profile',
    ]);
    expect(document.services.profile?.profile).toMatchObject({ user_id: 'user-1', city: 'Ghent' });
    expect(document.services.favourites?.favourites).toEqual([{ ...entry, saved_at: expect.any(String) }]);
    expect(JSON.stringify(document)).not.toContain('Bob U');
  });

  it('answers 401 without a token', async () => {
    expect((await fetch(`${baseUrl}/api/users/me/export`)).status).toBe(401);
  });
});

describe('the erasure of a user’s data (standalone)', () => {
  let site: SignedInSite;
  let baseUrl: string;

  beforeAll(async () => {
    site = await startSignedInSite('erasure-http-');
    baseUrl = site.baseUrl;
  });

  afterAll(async () => {
    await site?.close();
  });

  it('erases the profile and the favourites of the user only, and reports when every service confirmed', async () => {
    const alice = await site.headers();
    const bob = await site.headers({ sub: 'user-2' });
    for (const [user, headers] of [
      ['user-1', alice],
      ['user-2', bob],
    ] as const) {
      await fetch(`${baseUrl}/api/users/profile`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ user_id: user, city: 'Ghent' }),
      });
      await fetch(`${baseUrl}/api/favorites`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          user_id: user,
          university: { university: 'Ghent University', program: 'Law' },
        }),
      });
    }

    const accepted = await fetch(`${baseUrl}/api/users/me`, { method: 'DELETE', headers: alice });
    expect(accepted.status).toBe(202);
    const erasure = (await accepted.json()) as { erasure_id: string; status: string; status_url: string };
    expect(erasure.status).toBe('pending');

    let status: { status: string; services: Record<string, { records: number } | null> } | undefined;
    for (let i = 0; i < 100 && status?.status !== 'complete'; i += 1) {
      status = (await (
        await fetch(`${baseUrl}${erasure.status_url}`, { headers: alice })
      ).json()) as typeof status;
      if (status?.status !== 'complete') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toMatchObject({
      status: 'complete',
      services: {
        favourites: { records: 1 },
        profile: { records: 1 },
        'chat-orchestrator': { records: 0 },
        'document-ingest': { records: 0 },
      },
    });
    expect(await (await fetch(`${baseUrl}/api/favorites?user_id=user-1`, { headers: alice })).json()).toEqual(
      [],
    );
    expect(
      await (await fetch(`${baseUrl}/api/users/profile/user-1`, { headers: alice })).json(),
    ).toMatchObject({ city: null });
    expect(
      await (await fetch(`${baseUrl}/api/favorites?user_id=user-2`, { headers: bob })).json(),
    ).toHaveLength(1);
    expect(await (await fetch(`${baseUrl}/api/users/profile/user-2`, { headers: bob })).json()).toMatchObject(
      { city: 'Ghent' },
    );

    // another user cannot read this erasure, and a malformed id is a clear 400
    expect((await fetch(`${baseUrl}${erasure.status_url}`, { headers: bob })).status).toBe(404);
    expect((await fetch(`${baseUrl}/api/users/me/erasure/not-a-uuid`, { headers: alice })).status).toBe(400);
  });
});

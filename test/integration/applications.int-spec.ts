import { SignedInSite, startSignedInSite } from '../support/signed-in-site';

const ALICE = { sub: '0b5f2a8e-6a77-4c4b-9d2e-1f0c3a5b7d91', preferred_username: 'alice' };
const BOB = { sub: '7c1d9e40-2b3a-4f5e-8a6b-9c0d1e2f3a4b', preferred_username: 'bob' };
// A username shaped like Alice's subject must never pass as Alice.
const MALLORY = { sub: 'mallory-sub', preferred_username: ALICE.sub };

const PROGRAM = {
  university: 'Technische Universität Berlin',
  program: 'Computer Science (MSc)',
  country: 'Germany',
  link: 'https://www.tu.berlin/en/study',
  program_id: 'de-tu-berlin-ma-computer-science',
  checklist: [
    {
      id: 'language_test',
      kind: 'language_test',
      title: 'Language test',
      due_date: '2027-01-15',
      category: 'preparation',
    },
    {
      id: 'submit',
      kind: 'submit_application',
      title: 'Submit; the application',
      due_date: '2027-03-01',
      category: 'application',
    },
    { id: 'housing', kind: 'housing', title: 'Find housing', due_date: null, category: 'travel' },
  ],
};

interface ApplicationBody {
  id: string;
  status: string;
  history: { status: string; at: string }[];
  notes: string;
  checklist: { id: string; done: boolean; done_at: string | null }[];
}

describe('applications and schedule over HTTP (standalone)', () => {
  let site: SignedInSite;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  let mallory: Record<string, string>;

  beforeAll(async () => {
    site = await startSignedInSite('applications-http-');
    [alice, bob, mallory] = await Promise.all([
      site.headers(ALICE),
      site.headers(BOB),
      site.headers(MALLORY),
    ]);
  });

  afterAll(async () => {
    await site?.close();
  });

  const call = (path: string, headers: Record<string, string>, method = 'GET', body?: unknown) =>
    fetch(`${site.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const listOf = async (headers: Record<string, string>) =>
    (await (await call('/api/applications', headers)).json()) as ApplicationBody[];

  it('creates one application per program, changes status, notes and checklist, and deletes it', async () => {
    const created = await call('/api/applications', alice, 'POST', PROGRAM);
    expect(created.status).toBe(201);
    const application = (await created.json()) as ApplicationBody;
    expect(application).toMatchObject({ status: 'planning', notes: '', history: [{ status: 'planning' }] });
    expect(application.checklist.map((item) => item.done)).toEqual([false, false, false]);

    const again = await call('/api/applications', alice, 'POST', {
      ...PROGRAM,
      university: PROGRAM.university.toUpperCase(),
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'APPLICATION_EXISTS' });

    const submitted = await call(`/api/applications/${application.id}`, alice, 'PATCH', {
      status: 'submitted',
      notes: 'Sent by post',
      checklist: [{ id: 'language_test', done: true }],
    });
    expect(submitted.status).toBe(200);
    const changed = (await submitted.json()) as ApplicationBody;
    expect(changed.history.map((h) => h.status)).toEqual(['planning', 'submitted']);
    expect(changed.notes).toBe('Sent by post');
    expect(changed.checklist[0]).toMatchObject({ done: true, done_at: expect.any(String) });

    const unknownItem = await call(`/api/applications/${application.id}`, alice, 'PATCH', {
      checklist: [{ id: 'nope', done: true }],
    });
    expect(unknownItem.status).toBe(400);
    expect(await listOf(alice)).toEqual([changed]);

    expect((await call(`/api/applications/${application.id}`, alice, 'DELETE')).status).toBe(204);
    expect((await call(`/api/applications/${application.id}`, alice, 'DELETE')).status).toBe(404);
    expect(await listOf(alice)).toEqual([]);
  });

  it.each([
    ['no program', { ...PROGRAM, program: '' }, 'program'],
    ['an unknown status', { status: 'hired' }, 'status'],
    [
      'a date that is not one',
      { ...PROGRAM, checklist: [{ ...PROGRAM.checklist[0], due_date: '2027-13-45' }] },
      'checklist.0.due_date',
    ],
    ['a link that is a script', { ...PROGRAM, link: 'javascript:alert(1)' }, 'link'],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_name, body, field) => {
    const isUpdate = 'status' in body;
    let path = '/api/applications';
    if (isUpdate) {
      const created = (await (
        await call('/api/applications', alice, 'POST', PROGRAM)
      ).json()) as ApplicationBody;
      path = `/api/applications/${created.id}`;
    }
    const response = await call(path, alice, isUpdate ? 'PATCH' : 'POST', body);
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fields: Record<string, string> }).fields)).toContain(
      field,
    );
    for (const application of await listOf(alice)) {
      expect(application.status).toBe('planning');
      await call(`/api/applications/${application.id}`, alice, 'DELETE');
    }
  });

  it("never shows or changes another user's application, whatever id the request names", async () => {
    const mine = (await (await call('/api/applications', alice, 'POST', PROGRAM)).json()) as ApplicationBody;

    for (const headers of [bob, mallory]) {
      expect(await listOf(headers)).toEqual([]);
      expect((await call(`/api/applications?user_id=${ALICE.sub}`, headers)).status).toBe(403);
      expect(
        (await call('/api/applications', headers, 'POST', { ...PROGRAM, user_id: ALICE.sub })).status,
      ).toBe(403);
      expect(
        (await call(`/api/applications/${mine.id}`, headers, 'PATCH', { status: 'withdrawn' })).status,
      ).toBe(404);
      expect(
        (
          await call(`/api/applications/${mine.id}`, headers, 'PATCH', {
            status: 'withdrawn',
            user_id: ALICE.sub,
          })
        ).status,
      ).toBe(403);
      expect((await call(`/api/applications/${mine.id}`, headers, 'DELETE')).status).toBe(404);
      expect((await call(`/api/schedule?user_id=${ALICE.sub}`, headers)).status).toBe(403);
      expect(((await (await call('/api/schedule', headers)).json()) as { events: unknown[] }).events).toEqual(
        [],
      );
    }
    // Bob may start his own application to the same program.
    expect((await call('/api/applications', bob, 'POST', PROGRAM)).status).toBe(201);
    expect(await listOf(alice)).toEqual([mine]);
    await call(`/api/applications/${mine.id}`, alice, 'DELETE');
  });

  it('answers 401 without a token', async () => {
    expect((await call('/api/applications', {})).status).toBe(401);
    expect((await call('/api/schedule/calendar.ics', {})).status).toBe(401);
  });

  it('lists the dated steps, exports them as .ics, and serves a private feed that a revoked token cannot read', async () => {
    const favourite = await call('/api/favorites', alice, 'POST', {
      user_id: ALICE.sub,
      university: { university: 'LMU Munich', program: 'Physics (MSc)', next_deadline: '2027-05-31' },
    });
    expect(favourite.status).toBe(200);
    const response = await call('/api/applications', alice, 'POST', PROGRAM);
    expect(response.status).toBe(201);
    const created = (await response.json()) as ApplicationBody;

    const schedule = (await (await call('/api/schedule?lang=de', alice)).json()) as {
      events: { date: string; title: string; kind: string }[];
    };
    expect(schedule.events.map((e) => [e.date, e.kind])).toEqual([
      ['2027-01-15', 'language_test'],
      ['2027-03-01', 'submit_application'],
      ['2027-05-31', 'deadline'],
    ]);
    expect(schedule.events[2]?.title).toBe('Bewerbungsfrist · Physics (MSc)');

    const file = await call('/api/schedule/calendar.ics', alice);
    expect(file.headers.get('content-type')).toMatch(/^text\/calendar/);
    const ics = await file.text();
    expect(ics).toContain('SUMMARY:Submit\\; the application · Computer Science (MSc)');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);

    const first = (await (await call('/api/schedule/subscription?lang=de', alice, 'POST')).json()) as {
      feed_path: string;
    };
    expect(first.feed_path).toMatch(/^\/api\/schedule\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await (await call('/api/schedule/subscription', alice)).json()).toMatchObject({ active: true });
    const feed = await fetch(`${site.baseUrl}${first.feed_path}`);
    expect(feed.status).toBe(200);
    const feedText = await feed.text();
    expect(feedText).toContain('Bewerbungsfrist');
    expect(feedText).not.toMatch(/DESCRIPTION|URL|tu\.berlin|Sent by/);

    const second = (await (await call('/api/schedule/subscription', alice, 'POST')).json()) as {
      feed_path: string;
    };
    expect((await fetch(`${site.baseUrl}${first.feed_path}`)).status).toBe(404);
    expect((await fetch(`${site.baseUrl}${second.feed_path}`)).status).toBe(200);

    expect((await call('/api/schedule/subscription', alice, 'DELETE')).status).toBe(204);
    const revoked = await fetch(`${site.baseUrl}${second.feed_path}`);
    expect(revoked.status).toBe(404);
    expect(await revoked.json()).toMatchObject({ code: 'CALENDAR_FEED_NOT_FOUND' });
    expect((await fetch(`${site.baseUrl}/api/schedule/feed/${'x'.repeat(43)}.ics`)).status).toBe(404);
    expect(await (await call('/api/schedule/subscription', alice)).json()).toEqual({
      active: false,
      created_at: null,
    });

    const exported = (await (await call('/api/users/me/export', alice)).json()) as Record<string, unknown>;
    expect(JSON.stringify(exported)).toContain(created.id);
    await call(`/api/applications/${created.id}`, alice, 'DELETE');
  });

  it("erases the user's applications and feed with their data, and nobody else's", async () => {
    const mine = (await (await call('/api/applications', alice, 'POST', PROGRAM)).json()) as ApplicationBody;
    const { feed_path } = (await (await call('/api/schedule/subscription', alice, 'POST')).json()) as {
      feed_path: string;
    };
    await call('/api/applications', bob, 'POST', PROGRAM); // 201, or 409 when an earlier test made it
    const bobs = (await listOf(bob)).length;
    expect(bobs).toBe(1);

    const accepted = await call('/api/users/me', alice, 'DELETE');
    expect(accepted.status).toBe(202);
    const { status_url } = (await accepted.json()) as { status_url: string };
    let status: { status: string; services: Record<string, { records: number } | null> } | undefined;
    for (let i = 0; i < 100 && status?.status !== 'complete'; i += 1) {
      status = (await (await call(status_url, alice)).json()) as typeof status;
      if (status?.status !== 'complete') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status?.status).toBe('complete');
    // The application and the subscription, and the favourites earlier tests saved.
    expect(status?.services.favourites?.records).toBeGreaterThanOrEqual(2);
    expect(await listOf(alice)).toEqual([]);
    expect((await fetch(`${site.baseUrl}${feed_path}`)).status).toBe(404);
    expect((await listOf(bob)).length).toBe(bobs);
    expect(mine.id).toBeTruthy();
  });
});

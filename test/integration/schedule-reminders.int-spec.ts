import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReminderService } from '@site/favourites';
import { SignedInSite, startSignedInSite } from '../support/signed-in-site';
import { waitFor } from '../support/wait';

const ALICE = { sub: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b', email: 'alice@example.org' };
const BOB = { sub: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b', email: 'bob@example.org' };
const CAROL = { sub: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', email: 'carol@example.org' };
const NO_MAIL = { sub: '5c4b3a29-1807-4f6e-9d5c-4b3a29180706', email: undefined };
const TIME_ZONE = 'Europe/Berlin';

/** A calendar day `days` from today in the reminder time zone. */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const application = (program: string, dueIn: number | null) => ({
  university: 'Technische Universität München',
  program,
  country: 'Germany',
  checklist: [
    {
      id: 'submit',
      kind: 'submit_application',
      title: `Bewerbung einreichen`,
      due_date: dueIn === null ? null : dayFromToday(dueIn),
      category: 'application',
    },
    { id: 'later', kind: 'visa', title: 'Visum', due_date: dayFromToday(60), category: 'travel' },
    { id: 'past', kind: 'test', title: 'Sprachtest', due_date: dayFromToday(-1), category: 'preparation' },
  ],
});

/** The decoded headers and plain text of an .eml file as nodemailer writes it. */
function readMail(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const decodeWords = (value: string) =>
    value
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
        enc.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            ).toString('utf8'),
      );
  const header = (name: string) => decodeWords(new RegExp(`^${name}: (.*)$`, 'mi').exec(unfolded)?.[1] ?? '');
  const body = rest.join('\n\n');
  const qp = Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
  return { to: header('To'), subject: header('Subject'), text: qp };
}

describe('reminder e-mails (embedded)', () => {
  let dataDir: string;
  let site: SignedInSite | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'reminders-data-'));
  });

  afterAll(async () => {
    await site?.close();
  });

  const start = async () => {
    site = await startSignedInSite('reminders-', { DATA_DIR: dataDir, PUBLIC_URL: 'https://study.example' });
  };
  const call = async (claims: object, path: string, method = 'GET', body?: unknown) =>
    fetch(`${site!.baseUrl}${path}`, {
      method,
      headers: await site!.headers(claims as Record<string, unknown>),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const mails = async () => {
    const dir = join(dataDir, 'mailer', 'outbox');
    const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.eml'));
    return Promise.all(names.map(async (name) => readMail(await readFile(join(dir, name), 'utf8'))));
  };
  const mailsTo = async (address: string) => (await mails()).filter((mail) => mail.to.includes(address));
  const scheduler = () => site!.app.get(ReminderService);

  it('is off by default and refuses bad settings with {detail, code}, storing nothing', async () => {
    await start();
    const initial = await call(ALICE, '/api/schedule/reminders');
    expect(initial.status).toBe(200);
    expect(await initial.json()).toMatchObject({ enabled: false, days_before: 7, email: ALICE.email });

    for (const [body, field] of [
      [{ enabled: true, days_before: 0, language: 'de', time_zone: TIME_ZONE }, 'days_before'],
      [{ enabled: true, days_before: 31, language: 'de', time_zone: TIME_ZONE }, 'days_before'],
      [{ enabled: true, days_before: 2.5, language: 'de', time_zone: TIME_ZONE }, 'days_before'],
      [{ enabled: 'yes', days_before: 3, language: 'de', time_zone: TIME_ZONE }, 'enabled'],
      [{ enabled: true, days_before: 3, language: 'xx', time_zone: TIME_ZONE }, 'language'],
      [{ enabled: true, days_before: 3, language: 'de', time_zone: 'Mars/Olympus' }, 'time_zone'],
    ] as const) {
      const refused = await call(ALICE, '/api/schedule/reminders', 'PUT', body);
      expect(refused.status).toBe(400);
      const answer = (await refused.json()) as {
        detail: string;
        code: string;
        fields?: Record<string, string>;
      };
      expect(answer).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.any(String) });
      expect(JSON.stringify(answer)).toContain(field);
    }
    const noAddress = await call(NO_MAIL, '/api/schedule/reminders', 'PUT', {
      enabled: true,
      days_before: 3,
      language: 'en',
      time_zone: TIME_ZONE,
    });
    expect(noAddress.status).toBe(400);
    expect(await noAddress.json()).toMatchObject({ code: 'REMINDER_EMAIL_MISSING' });
    expect(await (await call(ALICE, '/api/schedule/reminders')).json()).toMatchObject({ enabled: false });
    expect(await (await call(NO_MAIL, '/api/schedule/reminders')).json()).toMatchObject({ enabled: false });
  });

  it('sends one reminder per due item, in the user’s language, once, across runs and a restart', async () => {
    expect((await call(ALICE, '/api/applications', 'POST', application('Informatik (MSc)', 3))).status).toBe(
      201,
    );
    expect((await call(BOB, '/api/applications', 'POST', application('Physik (MSc)', 3))).status).toBe(201);
    const saved = await call(ALICE, '/api/schedule/reminders', 'PUT', {
      enabled: true,
      days_before: 3,
      language: 'de',
      time_zone: TIME_ZONE,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      enabled: true,
      days_before: 3,
      email: ALICE.email,
      language: 'de',
    });

    expect(await scheduler().run()).toEqual({ queued: 1, requeued: 0 });
    const [mail] = await waitFor(
      async () => {
        const found = await mailsTo(ALICE.email);
        return found.length > 0 ? found : undefined;
      },
      20_000,
      'the reminder in the outbox',
    );
    expect(mail!.subject).toMatch(
      /^Erinnerung: Bewerbung einreichen · Informatik \(MSc\) am \d{1,2}\. \S+ \d{4}$/,
    );
    expect(mail!.text).toContain('ist am');
    expect(mail!.text).toContain('https://study.example/schedule');

    expect(await scheduler().run()).toEqual({ queued: 0, requeued: 0 });
    await site!.close();
    site = undefined;
    await start(); // its start-up pass runs before the next one
    expect(await scheduler().run()).toEqual({ queued: 0, requeued: 0 });

    // Carol opts in after the restart: her mail arriving means the queue was worked through
    await call(CAROL, '/api/applications', 'POST', application('Mathematik (MSc)', 1));
    await call(CAROL, '/api/schedule/reminders', 'PUT', {
      enabled: true,
      days_before: 1,
      language: 'ar',
      time_zone: TIME_ZONE,
    });
    expect(await scheduler().run()).toEqual({ queued: 1, requeued: 0 });
    const [carols] = await waitFor(
      async () => {
        const found = await mailsTo(CAROL.email);
        return found.length > 0 ? found : undefined;
      },
      20_000,
      "Carol's reminder",
    );
    expect(carols!.subject).toMatch(/^تذكير: /);

    expect(await mailsTo(ALICE.email)).toHaveLength(1);
    // Bob never switched reminders on: no mail, and his settings and application are as he left them
    expect(await mailsTo(BOB.email)).toHaveLength(0);
    expect(await (await call(BOB, '/api/schedule/reminders')).json()).toMatchObject({ enabled: false });
    expect(await (await call(BOB, '/api/applications')).json()).toHaveLength(1);
    // nor can Bob read or change Alice's settings by naming her
    expect((await call(BOB, `/api/schedule/reminders?user_id=${ALICE.sub}`)).status).toBe(403);
    const asAlice = await call(BOB, '/api/schedule/reminders', 'PUT', {
      user_id: ALICE.sub,
      enabled: false,
      days_before: 1,
      language: 'en',
      time_zone: 'UTC',
    });
    expect(asAlice.status).toBe(403);
    expect(await (await call(ALICE, '/api/schedule/reminders')).json()).toMatchObject({
      enabled: true,
      days_before: 3,
    });
  });

  it('switching off stops further reminders', async () => {
    await call(ALICE, '/api/schedule/reminders', 'PUT', {
      enabled: false,
      days_before: 3,
      language: 'de',
      time_zone: TIME_ZONE,
    });
    await call(ALICE, '/api/applications', 'POST', application('Chemie (MSc)', 2));
    expect(await scheduler().run()).toEqual({ queued: 0, requeued: 0 });
  });

  it("exports the settings and what was sent, and erases them with the user's data, nobody else's", async () => {
    const exported = (await (await call(ALICE, '/api/users/me/export')).json()) as {
      services: { favourites: { reminder_settings: unknown; reminders_sent: unknown[] } };
    };
    expect(exported.services.favourites.reminder_settings).toMatchObject({
      enabled: false,
      days_before: 3,
      email: ALICE.email,
      time_zone: TIME_ZONE,
    });
    expect(exported.services.favourites.reminders_sent).toEqual([
      expect.objectContaining({ date: dayFromToday(3), queued_at: expect.any(String) }),
    ]);

    const accepted = await call(ALICE, '/api/users/me', 'DELETE');
    expect(accepted.status).toBe(202);
    const { status_url } = (await accepted.json()) as { status_url: string };
    await waitFor(
      async () => {
        const status = (await (await call(ALICE, status_url)).json()) as { status: string };
        return status.status === 'complete' ? status : undefined;
      },
      20_000,
      'the erasure',
    );
    const after = (await (await call(ALICE, '/api/users/me/export')).json()) as typeof exported;
    expect(after.services.favourites.reminder_settings).toBeNull();
    expect(after.services.favourites.reminders_sent).toEqual([]);
    expect(await (await call(CAROL, '/api/schedule/reminders')).json()).toMatchObject({
      enabled: true,
      language: 'ar',
    });
    const carols = (await (await call(CAROL, '/api/users/me/export')).json()) as typeof exported;
    expect(carols.services.favourites.reminders_sent).toHaveLength(1);
  });
});

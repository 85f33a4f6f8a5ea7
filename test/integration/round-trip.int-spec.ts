import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MAIL_SEND, MAIL_STREAM } from '@site/platform';
import { distributedHarness, RunningSite, standaloneHarness } from '../support/harness';
import { waitFor } from '../support/wait';

const SERVICES = ['planner', 'favourites', 'profile', 'chat-orchestrator', 'document-ingest', 'mailer'];

describe.each([standaloneHarness, distributedHarness])('round trips over the bus ($mode)', (harness) => {
  let site: RunningSite;

  beforeAll(async () => {
    site = await harness.start();
  }, 90_000);

  afterAll(async () => {
    await site?.stop();
  });

  it('GET /api/health asks every service over the bus and answers 200 with each status', async () => {
    const response = await fetch(`${site.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-correlation-id')).toBeTruthy();
    const body = (await response.json()) as { status: string; services: Record<string, { status: string }> };
    expect(body.status).toBe('ok');
    expect(Object.keys(body.services).sort()).toEqual([...SERVICES].sort());
    for (const service of SERVICES) expect(body.services[service]?.status).toBe('up');
  });

  it('chat-orchestrator asks document-ingest ingest.search and gets an empty result', async () => {
    await expect(
      site.retrieval.search({ user_id: 'user-1', query: 'What is in my thesis?' }),
    ).resolves.toEqual([]);
  });

  it('a request that breaks the ingest.search contract is refused before it is sent', async () => {
    await expect(site.retrieval.search({ user_id: '', query: 'x', top_k: 99 })).rejects.toMatchObject({
      code: 'BUS_CONTRACT_VIOLATION',
      stage: 'request',
    });
  });

  it('the mailer consumes a work item from the mail queue and delivers it', async () => {
    const msgId = `round-trip-${randomUUID()}`;
    await site.workQueue.declareStream(MAIL_STREAM);
    await site.workQueue.publish(
      MAIL_SEND,
      { to: 'office@example.org', subject: 'Round trip', text: `id ${msgId}` },
      { msgId },
    );
    const outbox = join(site.dataDir, 'mailer', 'outbox');
    const file = await waitFor(
      async () => {
        for (const name of await readdir(outbox).catch(() => [] as string[])) {
          if (name.endsWith('.eml') && (await readFile(join(outbox, name), 'utf8')).includes(msgId))
            return name;
        }
        return undefined;
      },
      20_000,
      'the mail file',
    );
    const mail = await readFile(join(outbox, file), 'utf8');
    expect(mail).toContain('Subject: Round trip');
    expect(mail).toContain('To: office@example.org');
  });

  it('an unknown API path answers a JSON 404 and a refused input a JSON 400 naming the fields', async () => {
    const missing = await fetch(`${site.baseUrl}/api/does-not-exist`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
    const refused = await fetch(`${site.baseUrl}/api/send-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ada' }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { email: 'Email is required', subject: 'Subject is required', message: expect.any(String) },
    });
  });

  it('malformed JSON answers 400 MALFORMED_JSON', async () => {
    const response = await fetch(`${site.baseUrl}/api/plan_study_abroad`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"description": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'MALFORMED_JSON' });
  });
});

import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTACT_MESSAGE } from '../support/contact-message';
import { SiteProcess, startSiteProcess } from '../support/site-process';
import { waitFor } from '../support/wait';

describe('the outbox folder people open holds only whole .eml files', () => {
  let dataDir: string;
  let site: SiteProcess | undefined;

  afterEach(async () => {
    await site?.stop();
  });

  it('after a kill -9 mid-write, the next start removes the half-written files, and new mails arrive whole', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'outbox-crash-'));
    const outbox = join(dataDir, 'mailer', 'outbox');
    const scratch = join(dataDir, 'mailer', 'tmp');
    await mkdir(outbox, { recursive: true });
    await mkdir(scratch, { recursive: true });
    // what a process killed while rendering left: in the outbox (versions before mailer/tmp) and in mailer/tmp
    await writeFile(join(outbox, '5f0c2a9d7e3b41c6a8d2e0f19b7c4d3a.eml.31337.tmp'), 'From: half a mail');
    await writeFile(join(scratch, '9a1e4c2b-7d3f-4e5a-8b6c-0d1e2f3a4b5c.tmp'), 'From: half a mail');

    site = await startSiteProcess({ DATA_DIR: dataDir });

    expect(await readdir(outbox)).toEqual([]);
    expect(await readdir(scratch)).toEqual([]);

    const posted = await fetch(`${site.origin}/api/send-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'outbox-crash-0001' },
      body: JSON.stringify(CONTACT_MESSAGE),
    });
    expect(posted.status).toBe(200);
    const names = await waitFor(
      async () => {
        const list = await readdir(outbox);
        return list.length >= 2 ? list : undefined;
      },
      20_000,
      'two mails in the outbox',
    );
    expect(names.filter((name) => !name.endsWith('.eml'))).toEqual([]);
    expect(await readdir(scratch)).toEqual([]);
  });
});

import { BusClient, INGEST_SEARCH } from '@site/platform';
import {
  makeImageOnlyPdf,
  makeTextPdf,
} from '../../services/document-ingest/src/extraction/test-pdf.test-util';
import { SignedInSite, startSignedInSite } from '../support/signed-in-site';
import { waitFor } from '../support/wait';

// Documents on the standalone site: upload (202, then read in the background with the real sentence model),
// the list with status, refusals, search scoped to the user, delete, export and erasure.

const ALICE = { sub: 'alice-sub', preferred_username: 'alice' };
const BOB = { sub: 'bob-sub', preferred_username: 'bob' };

const pages = (facts: string[]) =>
  facts.map((fact) => [fact, 'This page has some more ordinary text about the study.']);

interface Listed {
  file_name: string;
  status: string;
  reason: string | null;
  pages: number | null;
  pages_done: number;
  chunks: number;
  size: number;
}

describe('documents (standalone)', () => {
  let site: SignedInSite;
  let auth: (claims?: Record<string, unknown>) => Promise<Record<string, string>>;

  beforeAll(async () => {
    site = await startSignedInSite('documents-', { UPLOAD_MAX_BYTES: '200000', DOCUMENTS_MAX_FILES: '6' });
    auth = async (claims = ALICE) => ({ authorization: (await site.headers(claims)).authorization! });
  });

  afterAll(async () => {
    await site?.close();
  });

  const upload = async (bytes: Uint8Array, name: string, claims = ALICE, userId?: string) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
    if (userId) form.append('user_id', userId);
    return fetch(`${site.baseUrl}/upload_pdf`, { method: 'POST', headers: await auth(claims), body: form });
  };
  const list = async (claims = ALICE): Promise<Listed[]> =>
    (await fetch(`${site.baseUrl}/api/documents`, { headers: await auth(claims) })).json() as Promise<
      Listed[]
    >;
  const settled = (name: string, claims = ALICE) =>
    waitFor(
      async () => {
        const found = (await list(claims)).find((document) => document.file_name === name);
        return found && ['ready', 'failed'].includes(found.status) ? found : undefined;
      },
      120_000,
      `${name} to be read`,
    );
  const remove = async (name: string, claims = ALICE) =>
    fetch(`${site.baseUrl}/delete_file`, {
      method: 'DELETE',
      headers: { ...(await auth(claims)), 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: claims.preferred_username, file_name: name }),
    });
  const search = (userId: string, query: string, fileNames?: string[]) =>
    site.app
      .get(BusClient)
      .request(INGEST_SEARCH, { user_id: userId, query, file_names: fileNames, top_k: 5 });

  it('takes a PDF with 202, reads it in the background, and finds its passages for its owner only', async () => {
    const alicePdf = await makeTextPdf(
      pages([
        'The library opens at eight in the morning.',
        'The enrolment fee for the winter semester is 312 euros.',
        'Bicycles can be rented at the student union.',
      ]),
    );
    const response = await upload(alicePdf, 'handbook.pdf', ALICE, 'alice');
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({
      file_name: 'handbook.pdf',
      status: 'queued',
      size: alicePdf.length,
    });

    const bobPdf = await makeTextPdf(pages(['Bob keeps his own notes about the harbour cranes of Hamburg.']));
    expect((await upload(bobPdf, 'handbook.pdf', BOB)).status).toBe(202);

    expect(await settled('handbook.pdf')).toMatchObject({
      status: 'ready',
      pages: 3,
      pages_done: 3,
      reason: null,
    });
    expect((await settled('handbook.pdf', BOB)).status).toBe('ready');
    expect((await list()).find((d) => d.file_name === 'handbook.pdf')!.chunks).toBeGreaterThan(0);

    const hits = await search('alice-sub', 'How much is the enrolment fee?');
    expect(hits[0]).toMatchObject({ file_name: 'handbook.pdf', page: 2 });
    expect(hits[0]!.text).toContain('312 euros');
    expect(hits.some((hit) => hit.text.includes('Hamburg'))).toBe(false);
    const bobs = await search('bob-sub', 'enrolment fee harbour cranes');
    expect(bobs.every((hit) => !hit.text.includes('312'))).toBe(true);
    expect(await search('alice-sub', 'enrolment fee', ['other.pdf'])).toEqual([]);
  });

  it('refuses what is not a PDF, other bytes under a name taken, a missing file, another user and no token', async () => {
    const notPdf = await upload(new TextEncoder().encode('just text'), 'notes.pdf');
    expect(notPdf.status).toBe(415);
    expect(await notPdf.json()).toMatchObject({ code: 'INVALID_PDF' });

    const pdf = await makeTextPdf(pages(['A page of text.']));
    const first = await upload(pdf, 'twice.pdf');
    expect(first.status).toBe(202);
    // the same file again is the same document (a retry after a lost answer), not a second one
    const retried = await upload(pdf, 'twice.pdf');
    expect(retried.status).toBe(202);
    const stored = (await first.json()) as { uploaded_at: string };
    expect(await retried.json()).toMatchObject({ file_name: 'twice.pdf', uploaded_at: stored.uploaded_at });
    const second = await upload(await makeTextPdf(pages(['Another page of text.'])), 'twice.pdf');
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({
      code: 'DOCUMENT_EXISTS',
      detail: expect.stringContaining('twice.pdf'),
    });

    const form = new FormData();
    form.append('user_id', 'alice');
    const noFile = await fetch(`${site.baseUrl}/upload_pdf`, {
      method: 'POST',
      headers: await auth(),
      body: form,
    });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toMatchObject({ code: 'FILE_REQUIRED' });

    const foreign = await upload(pdf, 'foreign.pdf', ALICE, 'bob');
    expect(foreign.status).toBe(403);
    expect((await list()).some((d) => d.file_name === 'foreign.pdf')).toBe(false);

    const anonymous = await fetch(`${site.baseUrl}/api/documents`);
    expect(anonymous.status).toBe(401);
  });

  it('refuses a file over UPLOAD_MAX_BYTES with 413 and keeps nothing', async () => {
    const big = new Uint8Array(250_000);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const response = await upload(big, 'big.pdf');
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect((await list()).some((d) => d.file_name === 'big.pdf')).toBe(false);
  });

  it('cleans the name: no path parts, no control characters, always .pdf', async () => {
    const pdf = await makeTextPdf(pages(['Text.']));
    const response = await upload(pdf, '../../etc/Über\u202eplan');
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ file_name: 'Überplan.pdf' });
  });

  it('marks a scanned PDF and a broken one failed with their reason, never ready', async () => {
    expect((await upload(await makeImageOnlyPdf(2), 'scan.pdf')).status).toBe(202);
    const broken = new TextEncoder().encode('%PDF-1.7\nthis is not really a PDF at all');
    expect((await upload(broken, 'broken.pdf')).status).toBe(202);
    expect(await settled('scan.pdf')).toMatchObject({ status: 'failed', reason: 'NO_TEXT_LAYER', chunks: 0 });
    expect(await settled('broken.pdf')).toMatchObject({ status: 'failed', reason: 'INVALID_PDF' });
  });

  it('deletes a document with its passages, idempotently', async () => {
    const pdf = await makeTextPdf(pages(['The dormitory quiet hours start at 22:00 on weekdays.']));
    expect((await upload(pdf, 'rules.pdf')).status).toBe(202);
    await settled('rules.pdf');
    expect((await search('alice-sub', 'quiet hours dormitory', ['rules.pdf'])).length).toBeGreaterThan(0);

    const first = await remove('rules.pdf');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ file_name: 'rules.pdf', deleted: true });
    expect(await (await remove('rules.pdf')).json()).toEqual({ file_name: 'rules.pdf', deleted: false });
    expect((await list()).some((d) => d.file_name === 'rules.pdf')).toBe(false);
    expect(await search('alice-sub', 'quiet hours dormitory', ['rules.pdf'])).toEqual([]);
    // the name is free again
    expect((await upload(pdf, 'rules.pdf')).status).toBe(202);
  });

  it('shows the pages done while it reads, and a delete during the reading stops it', async () => {
    const long = await makeTextPdf(
      Array.from({ length: 100 }, (_, page) =>
        Array.from(
          { length: 20 },
          (_, line) => `Page ${page + 1} line ${line}: students apply for housing before the winter term.`,
        ),
      ),
    );
    expect((await upload(long, 'long.pdf', BOB)).status).toBe(202);

    const midway = await waitFor(
      async () => {
        const found = (await list(BOB)).find((document) => document.file_name === 'long.pdf');
        expect(found?.status).not.toBe('ready');
        return found?.status === 'processing' && found.pages_done > 0 ? found : undefined;
      },
      120_000,
      'long.pdf to be partly read',
    );
    expect(midway.pages).toBe(100);
    expect(midway.pages_done).toBeLessThan(100);

    expect(await (await remove('long.pdf', BOB)).json()).toEqual({ file_name: 'long.pdf', deleted: true });
    expect((await list(BOB)).some((d) => d.file_name === 'long.pdf')).toBe(false);
    // the reader goes on with the next document, and nothing of the deleted one is found
    expect(
      (await upload(await makeTextPdf(pages(['The ferry leaves at noon.'])), 'after.pdf', BOB)).status,
    ).toBe(202);
    expect((await settled('after.pdf', BOB)).status).toBe('ready');
    expect(await search('bob-sub', 'students apply for housing', ['long.pdf'])).toEqual([]);
    expect((await list(BOB)).map((d) => d.file_name).sort()).toEqual(['after.pdf', 'handbook.pdf']);
  });

  it('refuses a document beyond the quota of files (six here) and keeps nothing of it', async () => {
    expect((await list()).length).toBe(6);
    const response = await upload(await makeTextPdf(pages(['One more.'])), 'seventh.pdf');
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'DOCUMENT_QUOTA_FILES' });
    expect((await list()).some((d) => d.file_name === 'seventh.pdf')).toBe(false);
  });
});

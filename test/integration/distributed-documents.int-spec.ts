import { makeTextPdf } from '../../services/document-ingest/src/extraction/test-pdf.test-util';
import { distributedHarness, RunningSite } from '../support/harness';
import { accessTokenFromProvider } from '../support/oidc-client';
import { waitFor } from '../support/wait';

// Distributed mode: a PDF uploaded through the edge is read by the document-ingest process (its own queue on
// JetStream), listed, found by the chat-orchestrator's ingest.search over NATS, exported and deleted.
describe('documents in distributed mode', () => {
  let site: RunningSite;
  let authorization: string;
  let sub: string;

  beforeAll(async () => {
    site = await distributedHarness.start();
    const siteOrigin = `http://localhost:${new URL(site.baseUrl).port}`;
    const token = await accessTokenFromProvider(site.identityOrigin, siteOrigin, 'bob', 'bob-dev-password');
    authorization = `Bearer ${token}`;
    sub = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  }, 90_000);

  afterAll(async () => {
    await site?.stop();
  });

  it('uploads through the edge, reads in the background, and answers ingest.search for the owner', async () => {
    const pdf = await makeTextPdf([
      ['Welcome to the faculty of engineering.'],
      ['The thesis must be submitted by the fifteenth of June, in two printed copies.'],
    ]);
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'thesis-rules.pdf');
    form.append('user_id', 'bob');
    const uploaded = await fetch(`${site.baseUrl}/upload_pdf`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    expect(uploaded.status).toBe(202);

    const ready = await waitFor(
      async () => {
        const response = await fetch(`${site.baseUrl}/api/documents`, { headers: { authorization } });
        const [document] = (await response.json()) as { status: string; pages: number }[];
        return document?.status === 'ready' ? document : undefined;
      },
      120_000,
      'the document to be ready',
    );
    expect(ready.pages).toBe(2);

    const hits = await site.retrieval.search({ user_id: sub, query: 'When is the thesis due?', top_k: 5 });
    expect(hits[0]).toMatchObject({ file_name: 'thesis-rules.pdf', page: 2 });
    expect(await site.retrieval.search({ user_id: 'someone-else', query: 'thesis', top_k: 5 })).toEqual([]);

    const exported = (await (
      await fetch(`${site.baseUrl}/api/users/me/export`, { headers: { authorization } })
    ).json()) as {
      services: Record<string, { documents?: { file_name: string }[] }>;
    };
    expect(JSON.stringify(exported)).toContain('thesis-rules.pdf');

    const deleted = await fetch(`${site.baseUrl}/delete_file`, {
      method: 'DELETE',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: 'bob', file_name: 'thesis-rules.pdf' }),
    });
    expect(await deleted.json()).toEqual({ file_name: 'thesis-rules.pdf', deleted: true });
    expect(await site.retrieval.search({ user_id: sub, query: 'When is the thesis due?', top_k: 5 })).toEqual(
      [],
    );
  }, 180_000);
});

import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LmdbDocumentRepository } from '@site/document-ingest';
import { EmbeddedChunkIndex } from '../../services/document-ingest/src/retrieval/embedded-chunk-index';
import { makeTextPdf } from '../../services/document-ingest/src/extraction/test-pdf.test-util';
import { startSiteProcess } from '../support/site-process';
import { startTestIssuer, TestIssuer } from '../support/tokens';
import { waitFor } from '../support/wait';

// kill -9 of the standalone process while a document waits or is being read: after a restart it ends `ready`, with
// each of its passages indexed exactly once (the index holds as many as the record counts, no more).

const USER = 'crash-user';

function bookPages(count: number): string[][] {
  return Array.from({ length: count }, (_, page) => [
    `Chapter ${page + 1} describes the regulations of the faculty in some detail.`,
    `Rule ${page + 1}.1: students register for examinations at least ${page + 7} days ahead.`,
    `Rule ${page + 1}.2: the examination office answers questions by e-mail within a week.`,
  ]);
}

describe('documents survive kill -9 during ingestion', () => {
  let issuer: TestIssuer;

  beforeAll(async () => {
    issuer = await startTestIssuer();
  });

  afterAll(async () => {
    await issuer?.close();
  });

  it.each([
    ['waiting in the queue', 'queued'],
    ['being read', 'processing'],
  ])(
    'finishes a document killed while %s, each passage indexed once',
    async (_what, killAt) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'documents-crash-'));
      const env = { DATA_DIR: dataDir, OIDC_ISSUER: issuer.issuer, OIDC_JWKS_URL: issuer.jwksUrl };
      const authorization = `Bearer ${await issuer.token({ sub: USER, preferred_username: 'crash' })}`;
      const listed = async (origin: string) => {
        const response = await fetch(`${origin}/api/documents`, { headers: { authorization } });
        return ((await response.json()) as { file_name: string; status: string; chunks: number }[])[0];
      };

      const first = await startSiteProcess(env);
      const form = new FormData();
      form.append(
        'file',
        new Blob([await makeTextPdf(bookPages(40))], { type: 'application/pdf' }),
        'rules.pdf',
      );
      const uploaded = await fetch(`${first.origin}/upload_pdf`, {
        method: 'POST',
        headers: { authorization },
        body: form,
      });
      expect(uploaded.status).toBe(202);
      if (killAt === 'processing') {
        await waitFor(
          async () => ((await listed(first.origin))?.status === 'processing' ? true : undefined),
          60_000,
        );
      }
      first.process.child.kill('SIGKILL');
      await first.process.exited;

      const second = await startSiteProcess(env);
      let chunks: number;
      try {
        const ready = await waitFor(
          async () => {
            const document = await listed(second.origin);
            return document?.status === 'ready' ? document : undefined;
          },
          120_000,
          'the document to be ready after the restart',
        );
        chunks = ready.chunks;
        expect(chunks).toBeGreaterThan(0);
      } finally {
        await second.stop();
      }

      const records = new LmdbDocumentRepository(join(dataDir, 'document-ingest', 'store'));
      const index = new EmbeddedChunkIndex(join(dataDir, 'document-ingest', 'index'));
      try {
        const record = await records.get(USER, 'rules.pdf');
        expect(record).toMatchObject({ status: 'ready', chunks, pages: 40 });
        expect(await index.countFile(USER, 'rules.pdf', record!.modelId!)).toBe(chunks);
        expect(await index.deleteUser(USER)).toBe(chunks);
      } finally {
        await index.close();
        await records.close();
      }
    },
    300_000,
  );
});

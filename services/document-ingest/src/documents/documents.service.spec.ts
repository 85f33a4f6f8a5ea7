import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCUMENT_INGEST_STREAM, loadConfig, type PublishOptions, type PublishResult } from '@site/platform';
import { FakeWorkQueue } from '../../../../test/small/fakes/fake-work-queue';
import { documentIngestEnv } from '../document-ingest.env';
import { makeTextPdf } from '../extraction/test-pdf.test-util';
import type { DocumentReader } from '../ingestion/document-reader.port';
import { LmdbDocumentRepository } from '../repositories/lmdb-document.repository';
import type { ChunkIndex } from '../retrieval/chunk-index.port';
import { LocalDocumentFileStore } from '../storage/local-document-file.store';
import { DocumentsService } from './documents.service';

/** A work queue whose next publishes fail, as NATS does while a stream has no leader. */
class UnavailableQueue extends FakeWorkQueue {
  failures = 0;

  protected override publishRaw(
    subject: string,
    payload: unknown,
    options: PublishOptions,
  ): Promise<PublishResult> {
    if (this.failures > 0) {
      this.failures -= 1;
      return Promise.reject(new Error('no stream leader'));
    }
    return super.publishRaw(subject, payload, options);
  }
}

describe(DocumentsService.name, () => {
  let dir: string;
  let records: LmdbDocumentRepository;
  let files: LocalDocumentFileStore;
  let queue: UnavailableQueue;
  let sut: DocumentsService;
  let pdf: Uint8Array;

  beforeAll(async () => {
    pdf = await makeTextPdf([['Tuition is due in September.']]);
  });

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'documents-service-'));
    records = new LmdbDocumentRepository(join(dir, 'store'));
    files = await LocalDocumentFileStore.open(join(dir, 'files'));
    queue = new UnavailableQueue();
    await queue.declareStream(DOCUMENT_INGEST_STREAM);
    // search and reading are not part of an upload
    sut = new DocumentsService(
      records,
      files,
      {} as ChunkIndex,
      {} as DocumentReader,
      queue,
      loadConfig(documentIngestEnv, {}),
    );
  });

  afterEach(async () => {
    await records.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps nothing of an upload whose reading could not be queued, so the same upload can be retried', async () => {
    queue.failures = 1;

    await expect(sut.upload('alice', { originalName: 'guide.pdf', bytes: pdf })).rejects.toThrow(
      'no stream leader',
    );
    expect(await records.list('alice')).toEqual([]);

    const record = await sut.upload('alice', { originalName: 'guide.pdf', bytes: pdf });
    expect(await files.read('alice', record.uploadId)).toEqual(Buffer.from(pdf));
    expect(queue.published.map((item) => item.msgId)).toEqual([record.uploadId]);
  });

  it('queues a document again when the same file is uploaded while it is still queued', async () => {
    const first = await sut.upload('alice', { originalName: 'guide.pdf', bytes: pdf });
    queue.published.length = 0;

    const again = await sut.upload('alice', { originalName: 'guide.pdf', bytes: pdf });

    expect(again.uploadId).toBe(first.uploadId);
    expect(queue.published.map((item) => item.msgId)).toEqual([first.uploadId]);
    expect(await records.list('alice')).toHaveLength(1);
  });

  it('answers the stored document for the same file once its reading has started, without queueing it again', async () => {
    const first = await sut.upload('alice', { originalName: 'guide.pdf', bytes: pdf });
    await records.update('alice', first.fileName, first.uploadId, {
      status: 'processing',
      updatedAt: new Date().toISOString(),
    });
    queue.published.length = 0;

    const again = await sut.upload('alice', { originalName: 'guide.pdf', bytes: pdf });

    expect(again).toMatchObject({ uploadId: first.uploadId, status: 'processing' });
    expect(queue.published).toEqual([]);
  });

  it('refuses other bytes under a name already taken, and the same file once its reading failed', async () => {
    const first = await sut.upload('alice', { originalName: 'guide.pdf', bytes: pdf });
    const other = await makeTextPdf([['Rent is paid monthly.']]);
    await expect(sut.upload('alice', { originalName: 'guide.pdf', bytes: other })).rejects.toMatchObject({
      code: 'DOCUMENT_EXISTS',
    });

    await records.update('alice', first.fileName, first.uploadId, {
      status: 'failed',
      reason: 'NO_TEXT_LAYER',
      updatedAt: new Date().toISOString(),
    });
    await expect(sut.upload('alice', { originalName: 'guide.pdf', bytes: pdf })).rejects.toMatchObject({
      code: 'DOCUMENT_EXISTS',
    });
  });
});

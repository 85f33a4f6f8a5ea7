import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type DocumentFileStore,
  type DocumentRecord,
  type DocumentRepository,
  GridFsDocumentFileStore,
  LmdbDocumentRepository,
  LocalDocumentFileStore,
  MongooseDocumentRepository,
} from '@site/document-ingest';
import { testDatabasePrefix, testMongoUrl } from '../support/mongo';

// The document service's stores: records (LMDB or MongoDB) and the PDFs' bytes (local disk or GridFS). The
// `embedded` test project runs the suite on LMDB and the disk, the `mongodb` project on MongoDB (ADR 18).

interface Stores {
  records: DocumentRepository;
  files: DocumentFileStore;
  reopen(): Promise<{ records: DocumentRepository; files: DocumentFileStore }>;
  folder?: string;
}

async function embedded(): Promise<Stores> {
  const dir = await mkdtemp(join(tmpdir(), 'documents-'));
  const open = async () => ({
    records: new LmdbDocumentRepository(join(dir, 'store')),
    files: await LocalDocumentFileStore.open(join(dir, 'files')),
  });
  return { ...(await open()), reopen: open, folder: join(dir, 'files') };
}

async function mongo(url: string): Promise<Stores> {
  const dbName = `${testDatabasePrefix()}-document-ingest`;
  const open = async () => {
    const records = await MongooseDocumentRepository.connect(url, dbName);
    return { records, files: new GridFsDocumentFileStore(records.db) };
  };
  return { ...(await open()), reopen: open };
}

const mongoUrl = testMongoUrl();
const QUOTA = { maxFiles: 3, maxBytes: 1000 };

function record(fileName: string, overrides: Partial<DocumentRecord> = {}): DocumentRecord {
  return {
    fileName,
    uploadId: randomUUID(),
    size: 100,
    sha256: 'a'.repeat(64),
    status: 'queued',
    pages: null,
    pagesDone: 0,
    chunks: 0,
    reason: null,
    modelId: null,
    uploadedAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

describe(`Document stores contract: ${mongoUrl ? 'MongoDB (mongoose, GridFS)' : 'embedded (LMDB, disk)'}`, () => {
  let stores: Stores;

  beforeEach(async () => {
    stores = mongoUrl ? await mongo(mongoUrl) : await embedded();
  });

  afterEach(async () => {
    await stores.records.close();
    await stores.files.close();
  });

  describe('records', () => {
    it('lists the user’s documents newest first and leaves out those being deleted', async () => {
      const { records } = stores;
      await records.create('u1', record('a.pdf', { uploadedAt: '2026-11-24T10:00:00.000Z' }), QUOTA);
      await records.create('u1', record('b.pdf', { uploadedAt: '2026-11-24T11:00:00.000Z' }), QUOTA);
      await records.create('u1', record('c.pdf', { status: 'deleting' }), QUOTA);
      expect((await records.list('u1')).map((d) => d.fileName)).toEqual(['b.pdf', 'a.pdf']);
      expect((await records.get('u1', 'c.pdf'))?.status).toBe('deleting');
    });

    it('refuses a name the user already has, and keeps users apart', async () => {
      const { records } = stores;
      const first = record('report.pdf');
      expect(await records.create('u1', first, QUOTA)).toBe('created');
      expect(await records.create('u1', record('report.pdf'), QUOTA)).toBe('exists');
      expect(await records.create('u2', record('report.pdf'), QUOTA)).toBe('created');
      expect((await records.get('u1', 'report.pdf'))?.uploadId).toBe(first.uploadId);
      expect(await records.removeUser('u2')).toBe(1);
      expect(await records.list('u1')).toHaveLength(1);
      expect(await records.list('u2')).toEqual([]);
    });

    it('refuses beyond the quota of files and of bytes, storing nothing', async () => {
      const { records } = stores;
      for (const name of ['1.pdf', '2.pdf', '3.pdf']) await records.create('u1', record(name), QUOTA);
      expect(await records.create('u1', record('4.pdf'), QUOTA)).toBe('too-many-files');
      expect(await records.create('u2', record('big.pdf', { size: 900 }), QUOTA)).toBe('created');
      expect(await records.create('u2', record('more.pdf', { size: 101 }), QUOTA)).toBe('too-many-bytes');
      expect(await records.create('u2', record('fits.pdf', { size: 100 }), QUOTA)).toBe('created');
      expect(await records.get('u1', '4.pdf')).toBeUndefined();
      expect(await records.get('u2', 'more.pdf')).toBeUndefined();
    });

    it('updates only the record of the same upload', async () => {
      const { records } = stores;
      const upload = record('a.pdf');
      await records.create('u1', upload, QUOTA);
      const progress = {
        status: 'processing' as const,
        pages: 10,
        pagesDone: 4,
        updatedAt: '2026-11-24T10:01:00.000Z',
      };
      expect(await records.update('u1', 'a.pdf', upload.uploadId, progress)).toBe(true);
      expect(await records.update('u1', 'a.pdf', randomUUID(), { status: 'ready', updatedAt: 'x' })).toBe(
        false,
      );
      expect(
        await records.update('u1', 'gone.pdf', upload.uploadId, { status: 'ready', updatedAt: 'x' }),
      ).toBe(false);
      expect(await records.get('u1', 'a.pdf')).toEqual({ ...upload, ...progress });
    });

    it('never brings back a record being deleted', async () => {
      const { records } = stores;
      const upload = record('a.pdf');
      await records.create('u1', upload, QUOTA);
      const at = '2026-11-24T10:02:00.000Z';
      expect(
        await records.update('u1', 'a.pdf', upload.uploadId, { status: 'deleting', updatedAt: at }),
      ).toBe(true);
      expect(await records.update('u1', 'a.pdf', upload.uploadId, { status: 'ready', updatedAt: at })).toBe(
        false,
      );
      expect((await records.get('u1', 'a.pdf'))?.status).toBe('deleting');
    });

    it('removes one record and says when there was none', async () => {
      const { records } = stores;
      await records.create('u1', record('a.pdf'), QUOTA);
      expect(await records.remove('u1', 'a.pdf')).toBe(true);
      expect(await records.remove('u1', 'a.pdf')).toBe(false);
    });

    it('finds unfinished work of every user, and keeps all of it across a reopen', async () => {
      const user = randomUUID();
      await stores.records.create(user, record('queued.pdf'), QUOTA);
      await stores.records.create(user, record('busy.pdf', { status: 'processing' }), QUOTA);
      await stores.records.create('other/user', record('busy.pdf', { status: 'processing' }), QUOTA);
      await stores.records.create(user, record('done.pdf', { status: 'ready' }), QUOTA);
      await stores.records.close();
      ({ records: stores.records, files: stores.files } = await stores.reopen());
      const pending = await stores.records.withStatus(['queued', 'processing']);
      const mine = pending.filter((owned) => owned.userId === user).map((owned) => owned.document.fileName);
      expect(mine.sort()).toEqual(['busy.pdf', 'queued.pdf']);
      expect(pending.some((owned) => owned.userId === 'other/user')).toBe(true);
    });
  });

  describe('bytes', () => {
    const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.7\n${text}`);

    it('stores, reads, replaces and removes an upload’s bytes, per user', async () => {
      const { files } = stores;
      const upload = randomUUID();
      await files.put('u1', upload, pdf('one'));
      await files.put('u2', upload, pdf('other user'));
      expect(Buffer.from((await files.read('u1', upload))!).toString()).toBe('%PDF-1.7\none');
      await files.put('u1', upload, pdf('again'));
      expect(Buffer.from((await files.read('u1', upload))!).toString()).toBe('%PDF-1.7\nagain');
      await files.remove('u1', upload);
      await files.remove('u1', upload);
      expect(await files.read('u1', upload)).toBeUndefined();
      expect(await files.read('u2', upload)).toBeDefined();
    });

    it('erases every upload of one user only, and keeps the rest across a reopen', async () => {
      const { files } = stores;
      const kept = randomUUID();
      await files.put('u1', randomUUID(), pdf('a'));
      await files.put('u1', randomUUID(), pdf('b'));
      await files.put('u2', kept, pdf('c'));
      expect(await files.removeUser('u1')).toBe(2);
      expect(await files.removeUser('u1')).toBe(0);
      await stores.records.close();
      ({ records: stores.records, files: stores.files } = await stores.reopen());
      expect(Buffer.from((await stores.files.read('u2', kept))!).toString()).toBe('%PDF-1.7\nc');
    });

    if (!mongoUrl) {
      it('names folders by a hash of the user and never by what the user chose', async () => {
        await stores.files.put('../../etc', randomUUID(), pdf('x'));
        const folders = await readdir(stores.folder!);
        expect(folders).toHaveLength(1);
        expect(folders[0]).toMatch(/^[0-9a-f]{32}$/);
        await expect(stores.files.put('u1', '../escape', pdf('x'))).rejects.toThrow('not an upload id');
      });
    }
  });
});

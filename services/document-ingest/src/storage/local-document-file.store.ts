import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DocumentFileStore } from './document-file.store';

const UPLOAD_ID = /^[0-9a-f-]{36}$/;

/**
 * PDFs on the local disk under `dir`: one folder per user (named by a hash of the subject, so no user-chosen text
 * reaches a path), one file per upload. A file is written under a temporary name, flushed and then renamed, so a
 * crash leaves the old state or the new one; temporary leftovers are removed at start.
 */
export class LocalDocumentFileStore extends DocumentFileStore {
  private constructor(private readonly dir: string) {
    super();
  }

  static async open(dir: string): Promise<LocalDocumentFileStore> {
    await mkdir(dir, { recursive: true });
    const store = new LocalDocumentFileStore(dir);
    await store.removeTemporaryLeftovers();
    return store;
  }

  async put(userId: string, uploadId: string, bytes: Uint8Array): Promise<void> {
    const target = this.filePath(userId, uploadId);
    const folder = this.userFolder(userId);
    await mkdir(folder, { recursive: true });
    const temporary = join(folder, `.${uploadId}.${randomUUID()}.tmp`);
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
    await syncFolder(folder);
  }

  async read(userId: string, uploadId: string): Promise<Uint8Array | undefined> {
    try {
      return await readFile(this.filePath(userId, uploadId));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async remove(userId: string, uploadId: string): Promise<void> {
    await rm(this.filePath(userId, uploadId), { force: true });
  }

  async removeUser(userId: string): Promise<number> {
    const folder = this.userFolder(userId);
    const files = await readdir(folder).catch(() => [] as string[]);
    await rm(folder, { recursive: true, force: true });
    return files.filter((name) => name.endsWith('.pdf')).length;
  }

  async close(): Promise<void> {}

  private userFolder(userId: string): string {
    return join(this.dir, createHash('sha256').update(userId).digest('hex').slice(0, 32));
  }

  private filePath(userId: string, uploadId: string): string {
    if (!UPLOAD_ID.test(uploadId)) throw new Error(`not an upload id: ${uploadId}`);
    return join(this.userFolder(userId), `${uploadId}.pdf`);
  }

  private async removeTemporaryLeftovers(): Promise<void> {
    for (const folder of await readdir(this.dir)) {
      const names = await readdir(join(this.dir, folder)).catch(() => [] as string[]);
      for (const name of names.filter((entry) => entry.endsWith('.tmp'))) {
        await rm(join(this.dir, folder, name), { force: true });
      }
    }
  }
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

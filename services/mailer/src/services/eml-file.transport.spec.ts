import { watch, type FSWatcher } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { EmlFileTransport } from './eml-file.transport';

const MAIL = {
  from: 'Site <no-reply@example.org>',
  to: 'inbox@example.org',
  subject: 'Hello',
  text: 'A message.',
};

describe(EmlFileTransport.name, () => {
  let root: string;
  let outbox: string;
  let scratch: string;
  let sut: EmlFileTransport;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'eml-transport-'));
    outbox = join(root, 'outbox');
    scratch = join(root, 'tmp');
    sut = new EmlFileTransport(outbox, scratch);
  });

  afterEach(() => rm(root, { recursive: true, force: true }));

  /** Every name that appears in the outbox while `action` runs, as inotify reports it. */
  async function namesSeenDuring(action: () => Promise<unknown>, last: string): Promise<string[]> {
    await mkdir(outbox, { recursive: true });
    const seen: string[] = [];
    let watcher: FSWatcher | undefined;
    const lastSeen = new Promise<void>((resolve) => {
      watcher = watch(outbox, (_event, name) => {
        if (!name) return;
        seen.push(name);
        if (name === last) resolve();
      });
    });
    try {
      await action();
      await lastSeen;
    } finally {
      watcher?.close();
    }
    return seen;
  }

  it('writes the mail as <id>.eml, and no other name ever appears in the outbox', async () => {
    await sut.onModuleInit();
    const target = basename(sut.fileFor('mail-1'));

    const seen = await namesSeenDuring(() => sut.send('mail-1', MAIL), target);

    expect(seen.filter((name) => !name.endsWith('.eml'))).toEqual([]);
    expect(await readdir(outbox)).toEqual([target]);
    expect(await readFile(join(outbox, target), 'utf8')).toContain('Subject: Hello');
    expect(await readdir(scratch)).toEqual([]);
  });

  it('removes at start the temporary files a process killed mid-write left, in its folder and in the outbox', async () => {
    await mkdir(outbox, { recursive: true });
    await mkdir(scratch, { recursive: true });
    await writeFile(join(outbox, 'kept.eml'), 'a delivered mail');
    await writeFile(join(outbox, '0123abcd.eml.4242.tmp'), 'half a mail (older versions wrote here)');
    await writeFile(join(scratch, '0123abcd.eml.4242.tmp'), 'half a mail');

    await sut.onModuleInit();

    expect(await readdir(outbox)).toEqual(['kept.eml']);
    expect(await readdir(scratch)).toEqual([]);
  });

  it('sends a mail id once: a second send finds the file and delivers nothing', async () => {
    await sut.onModuleInit();

    expect(await sut.send('mail-2', MAIL)).toEqual({ delivered: true });
    expect(await sut.send('mail-2', MAIL)).toEqual({ delivered: false });
    expect(await readdir(outbox)).toEqual([basename(sut.fileFor('mail-2'))]);
  });
});

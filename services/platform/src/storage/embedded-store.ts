import { mkdirSync } from 'node:fs';
import { open, type Database, type RootDatabase } from 'lmdb';

export type { Database } from 'lmdb';

/**
 * Opens the embedded store of one service under its data folder: LMDB, safe across processes and crashes.
 * `overlappingSync` is off so that a write's promise resolves only once the commit is flushed to disk: a write
 * acknowledged to a client survives `kill -9` and a power cut alike.
 */
export function openEmbeddedStore(dir: string): RootDatabase {
  mkdirSync(dir, { recursive: true });
  return open({ path: dir, overlappingSync: false, compression: false });
}

/** A named sub-database of values encoded with msgpack (structured clones of plain JSON values). */
export function openTable<V>(root: RootDatabase, name: string): Database<V, string> {
  return root.openDB<V, string>({ name, encoding: 'msgpack' });
}

/** Keys of one owner sort together: `<owner>\u0000<key>`; this is the range that holds them all. */
export function ownerRange(owner: string): { start: string; end: string } {
  return { start: `${owner}\u0000`, end: `${owner}\u0001` };
}

export function ownerKey(owner: string, key: string): string {
  return `${owner}\u0000${key}`;
}

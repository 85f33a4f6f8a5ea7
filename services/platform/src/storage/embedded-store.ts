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

/**
 * Keys of one owner sort together: `<owner, percent-encoded>/<key>`. Percent-encoding never yields "/", so no
 * owner's range can reach into another's, and "0" is the character right after "/". (A NUL separator looked
 * natural but LMDB's key encoding misses keys of 64 characters and more in such ranges.)
 */
export function ownerRange(owner: string): { start: string; end: string } {
  const prefix = encodeURIComponent(owner);
  return { start: `${prefix}/`, end: `${prefix}0` };
}

export function ownerKey(owner: string, key: string): string {
  return `${encodeURIComponent(owner)}/${key}`;
}

/**
 * Moves records stored under the first key format (`<owner>\u0000<key>`) to `ownerKey`; `keyOf` tells a record's
 * own key, from which the owner is recovered. Runs once at start-up; returns how many records moved.
 */
export function migrateLegacyOwnerKeys<V>(table: Database<V, string>, keyOf: (value: V) => string): number {
  return table.transactionSync(() => {
    let moved = 0;
    for (const { key, value } of [...table.getRange()]) {
      if (typeof key !== 'string' || !key.includes('\u0000')) continue;
      const own = keyOf(value);
      if (!key.endsWith(`\u0000${own}`)) continue;
      const owner = key.slice(0, key.length - own.length - 1);
      void table.put(ownerKey(owner, own), value);
      void table.remove(key);
      moved += 1;
    }
    return moved;
  });
}

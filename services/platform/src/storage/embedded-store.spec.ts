import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateLegacyOwnerKeys, openEmbeddedStore, openTable, ownerKey, ownerRange } from './embedded-store';

describe('owner keys of the embedded store', () => {
  const root = openEmbeddedStore(mkdtempSync(join(tmpdir(), 'owner-keys-')));
  afterAll(() => root.close());

  it("finds every key of an owner, long ones too, and none of another owner's", async () => {
    const table = openTable<{ owner: string }>(root, 'ranges');
    const owners = [
      '0f8fad5b-d9cb-469f-a165-70867728950e',
      '0f8fad5b-d9cb-469f-a165-70867728950e/x',
      'a b',
      'ü',
    ];
    const keys = [
      'short',
      'x'.repeat(300),
      'university of vienna|economics (bsc) with a long name',
      '\u0000z',
    ];
    for (const owner of owners) for (const key of keys) await table.put(ownerKey(owner, key), { owner });
    for (const owner of owners) {
      const found = [...table.getRange(ownerRange(owner))];
      expect(found).toHaveLength(keys.length);
      expect(found.every(({ value }) => value.owner === owner)).toBe(true);
    }
  });

  it('moves records of the first key format to the current one, once', async () => {
    const table = openTable<{ key: string }>(root, 'legacy');
    const long = 'university of vienna|economics and social sciences (bsc)';
    await table.put(`user-1\u0000${long}`, { key: long });
    await table.put('user-1\u0000tu wien|informatics', { key: 'tu wien|informatics' });
    expect(migrateLegacyOwnerKeys(table, (v) => v.key)).toBe(2);
    expect(migrateLegacyOwnerKeys(table, (v) => v.key)).toBe(0);
    expect([...table.getRange(ownerRange('user-1'))].map(({ value }) => value.key).sort()).toEqual([
      'tu wien|informatics',
      long,
    ]);
  });
});

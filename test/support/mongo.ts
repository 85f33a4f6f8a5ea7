import { createHash, randomUUID } from 'node:crypto';
import mongoose from 'mongoose';

/**
 * Database names of the tests on MongoDB. The services name their databases `<db>-<service>` after the database
 * MONGO_URL names (`serviceDatabaseName`), so each site of a test gets its own `<db>`, and this file drops what
 * the tests of a file created once they are done (a developer's MongoDB keeps nothing of the tests).
 */
const prefixes = new Set<string>();

/** MONGO_URL when the suite runs on MongoDB (the `mongodb` test project), else undefined. */
export function testMongoUrl(): string | undefined {
  return process.env.MONGO_URL || undefined;
}

/** `url` naming the database `db` (replacing any it names), query options kept. */
export function withDatabase(url: string, db: string): string {
  const parts = /^(mongodb(?:\+srv)?:\/\/[^/?]*)(?:\/[^?]*)?(\?.*)?$/.exec(url);
  if (!parts) throw new Error(`not a MongoDB URL: ${url}`);
  return `${parts[1]}/${encodeURIComponent(db)}${parts[2] ?? ''}`;
}

/** A database-name prefix of the tests, registered for dropping; derived from `seed` when given. */
export function testDatabasePrefix(seed?: string): string {
  const id = seed ? createHash('sha256').update(seed).digest('hex').slice(0, 12) : randomUUID().slice(0, 12);
  const prefix = `site-test-${id}`;
  prefixes.add(prefix);
  return prefix;
}

/**
 * The MONGO_URL of a site whose data lives in `dataDir` when the suite runs on MongoDB, else nothing (the
 * embedded store in `dataDir`). A restart with the same data folder finds the same databases, as on disk.
 */
export function siteMongoEnv(dataDir: string): { MONGO_URL?: string } {
  const url = testMongoUrl();
  return url ? { MONGO_URL: withDatabase(url, testDatabasePrefix(dataDir)) } : {};
}

/** Drops every database of the prefixes handed out so far (after a test file on MongoDB); answers how many. */
export async function dropTestDatabases(): Promise<number> {
  const url = testMongoUrl();
  if (!url || prefixes.size === 0) return 0;
  const connection = await mongoose.createConnection(url, { serverSelectionTimeoutMS: 5000 }).asPromise();
  try {
    const { databases } = await connection.db!.admin().listDatabases({ nameOnly: true });
    const ours = databases.filter(({ name }) =>
      [...prefixes].some((prefix) => name.startsWith(`${prefix}-`)),
    );
    for (const { name } of ours) await connection.useDb(name, { useCache: false }).dropDatabase();
    prefixes.clear();
    return ours.length;
  } finally {
    await connection.close();
  }
}

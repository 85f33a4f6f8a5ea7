import { MongoClient } from 'mongodb';
import { startMongoTestServer, type MongoTestServer } from '../support/mongo-server';

const ROUNDS = 40;
const INSERTS_PER_ROUND = 300;

/**
 * The test MongoDB itself: two services sharing it build indexes while the other inserts (GridFS creates its chunk
 * index on a bucket's first write). mongo-java-server's memory backend answered such an insert "Unknown error: null"
 * (a ConcurrentModificationException), which the services rightly report as a 500 and a scale-out test then failed.
 * MongoDB accepts both; so must the double.
 */
describe('the MongoDB test server', () => {
  let server: MongoTestServer;
  const clients: MongoClient[] = [];

  beforeAll(async () => {
    server = await startMongoTestServer();
  }, 120_000);

  afterAll(async () => {
    for (const client of clients) await client.close();
    await server?.stop();
  });

  it('accepts inserts on one connection while another builds a unique index on the same collection', async () => {
    const [inserting, indexing] = [new MongoClient(server.url), new MongoClient(server.url)];
    clients.push(inserting, indexing);
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const name = `chunks${round}`;
      const inserts = Array.from({ length: INSERTS_PER_ROUND }, (_, n) =>
        inserting
          .db('race')
          .collection(name)
          .insertOne({ files_id: n, n: 0, data: 'x'.repeat(1000) }),
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
      const index = indexing.db('race').collection(name).createIndex({ files_id: 1, n: 1 }, { unique: true });
      for (const result of await Promise.allSettled([...inserts, index]))
        if (result.status === 'rejected') failures.push(`round ${round}: ${String(result.reason)}`);
    }
    expect(failures).toEqual([]);
    expect(await inserting.db('race').collection('chunks0').countDocuments()).toBe(INSERTS_PER_ROUND);
  }, 120_000);
});

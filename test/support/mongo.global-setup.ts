import { MongoTestServer, startMongoTestServer } from './mongo-server';

declare global {
  var mongoTestServer: MongoTestServer | undefined;
}

/**
 * The MongoDB of the `mongodb` test project: the server MONGO_URL points to, else an in-memory mongo-java-server
 * started here. Without either (no Java or Maven), every suite of that project fails with the reason: the MongoDB
 * adapters must not go untested silently.
 */
export default async function setUpMongo(): Promise<void> {
  if (process.env.MONGO_URL) {
    process.env.SITE_TEST_MONGO_URL = process.env.MONGO_URL;
    return;
  }
  try {
    globalThis.mongoTestServer = await startMongoTestServer();
    process.env.SITE_TEST_MONGO_URL = globalThis.mongoTestServer.url;
  } catch (error) {
    process.env.SITE_TEST_MONGO_ERROR =
      'The MongoDB runs need Java 17+ and Maven (mvn) on PATH to start mongo-java-server, ' +
      `or MONGO_URL pointing to a MongoDB: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** Stops the mongo-java-server that the global setup started, if it started one. */
export default async function tearDownMongo(): Promise<void> {
  await globalThis.mongoTestServer?.stop();
}

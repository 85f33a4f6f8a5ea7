import { dropTestDatabases } from './mongo';

// After the suites of a file on MongoDB have stopped their sites: drop the databases they created. Every suite of
// the `mongodb` project stores data, so none found means a site ignored MONGO_URL and used the embedded store.
afterAll(async () => {
  if ((await dropTestDatabases()) === 0) {
    throw new Error('the suites of this file stored nothing in MongoDB: a site ignored MONGO_URL');
  }
});

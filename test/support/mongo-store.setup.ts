// Every suite of the `mongodb` project runs with MONGO_URL set to the MongoDB of the global setup.
if (process.env.SITE_TEST_MONGO_ERROR) throw new Error(process.env.SITE_TEST_MONGO_ERROR);
if (!process.env.SITE_TEST_MONGO_URL)
  throw new Error('no MongoDB: test/support/mongo.global-setup.ts did not run');
process.env.MONGO_URL = process.env.SITE_TEST_MONGO_URL;

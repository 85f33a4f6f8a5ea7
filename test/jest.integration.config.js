// Integration and contract tests: real NATS (NATS_URL, default nats://127.0.0.1:4222), real processes.
// They spawn the built services: run `npm run build:services` first (`npm test` does).
//
// Two projects: `embedded` runs every suite on the embedded stores; `mongodb` runs the suites of the users'-data
// stores again on MongoDB: at MONGO_URL when it is set, else on an in-memory mongo-java-server that its global setup
// starts (Java 17+ and Maven; ADR 18).
const path = require('node:path');
const preset = require('../jest.preset');

const rootDir = path.join(__dirname, '..');
const suites = {
  ...preset,
  rootDir,
  roots: ['<rootDir>/test/integration', '<rootDir>/test/contract'],
  testMatch: ['**/*.int-spec.ts', '**/*.contract-spec.ts'],
};

module.exports = {
  testTimeout: 60_000,
  projects: [
    {
      ...suites,
      displayName: 'embedded',
      setupFiles: ['<rootDir>/test/support/embedded-store.setup.ts'],
    },
    {
      ...suites,
      displayName: 'mongodb',
      testMatch: [
        '**/test/contract/favourite-repository.contract-spec.ts',
        '**/test/contract/profile-repository.contract-spec.ts',
        '**/test/contract/document-repository.contract-spec.ts',
        '**/test/contract/chat-repository.contract-spec.ts',
        '**/test/contract/application-repository.contract-spec.ts',
        '**/test/integration/favourites.int-spec.ts',
        '**/test/integration/applications.int-spec.ts',
        '**/test/integration/chat-two-users.int-spec.ts',
        '**/test/integration/profile.int-spec.ts',
        '**/test/integration/durability.int-spec.ts',
      ],
      globalSetup: '<rootDir>/test/support/mongo.global-setup.ts',
      globalTeardown: '<rootDir>/test/support/mongo.global-teardown.ts',
      setupFiles: ['<rootDir>/test/support/mongo-store.setup.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/mongo-store.after-env.ts'],
    },
  ],
};

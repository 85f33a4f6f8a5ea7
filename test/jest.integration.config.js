// Integration and contract tests: real NATS (NATS_URL, default nats://127.0.0.1:4222), real processes.
// They spawn the built services: run `npm run build:services` first (`npm test` does).
const path = require('node:path');
const preset = require('../jest.preset');

module.exports = {
  ...preset,
  rootDir: path.join(__dirname, '..'),
  roots: ['<rootDir>/test/integration', '<rootDir>/test/contract'],
  testMatch: ['**/*.int-spec.ts', '**/*.contract-spec.ts'],
  testTimeout: 60_000,
};

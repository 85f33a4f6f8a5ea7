// Deployment checks (one step of `npm test`, no Docker engine, no cluster): the Dockerfile's rules, the compose
// file against the compose schema and its cross-references, the Helm chart linted and rendered by Helm (through
// helm-java) with every manifest checked against the Kubernetes schemas, and kong.yml's plugin configurations
// against Kong's. Each check also runs on purpose-broken copies, which it must refuse.
const path = require('node:path');
const preset = require('../jest.preset');

module.exports = {
  ...preset,
  rootDir: path.join(__dirname, '..'),
  roots: ['<rootDir>/test/deployment'],
  testMatch: ['**/*.deploy-spec.ts'],
  testTimeout: 120_000,
};

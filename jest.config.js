// Unit tests: *.spec.ts beside the code, fast, no servers.
const preset = require('./jest.preset');

module.exports = {
  ...preset,
  rootDir: __dirname,
  roots: ['<rootDir>/services', '<rootDir>/gateway', '<rootDir>/infra'],
  testMatch: ['**/src/**/*.spec.ts', '**/infra/**/*.spec.ts'],
};

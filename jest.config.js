// Unit tests: *.spec.ts beside the code, fast, no servers.
const preset = require('./jest.preset');

module.exports = {
  ...preset,
  rootDir: __dirname,
  roots: ['<rootDir>/services', '<rootDir>/gateway'],
  testMatch: ['**/src/**/*.spec.ts'],
};

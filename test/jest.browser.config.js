// Browser tests: playwright-core drives Debian's Chromium against the standalone server (built SPA and API).
const path = require('node:path');
const preset = require('../jest.preset');

module.exports = {
  ...preset,
  rootDir: path.join(__dirname, '..'),
  roots: ['<rootDir>/test/browser'],
  testMatch: ['**/*.browser-spec.ts'],
  testTimeout: 120_000,
};

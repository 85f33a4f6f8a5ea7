// Shared jest settings: TypeScript through swc (keeps Nest decorator metadata), workspace packages mapped to their sources.
const path = require('node:path');
const fs = require('node:fs');

const swcConfig = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
delete swcConfig.$schema;

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest', { ...swcConfig, swcrc: false }] },
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper: {
    '^@site/gateway$': path.join(__dirname, 'gateway/src/index.ts'),
    '^@site/([a-z-]+)$': path.join(__dirname, 'services/$1/src/index.ts'),
  },
};

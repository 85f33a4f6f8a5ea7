// Shared jest settings: TypeScript through swc (keeps Nest decorator metadata), workspace packages mapped to their sources.
const path = require('node:path');
const fs = require('node:fs');

const swcConfig = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
delete swcConfig.$schema;

const swcTransform = ['@swc/jest', { ...swcConfig, swcrc: false }];

module.exports = {
  testEnvironment: 'node',
  // PDF.js (through unpdf) is an ES module only: jest loads it as CommonJS, compiled by swc like the sources.
  transform: { '^.+\\.ts$': swcTransform, '^.+/unpdf/dist/pdfjs\\.mjs$': swcTransform },
  transformIgnorePatterns: ['/node_modules/(?!unpdf/dist/pdfjs\\.mjs$)'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper: {
    '^unpdf/pdfjs$': path.join(__dirname, 'node_modules/unpdf/dist/pdfjs.mjs'),
    '^@site/gateway$': path.join(__dirname, 'gateway/src/index.ts'),
    '^@site/([a-z-]+)$': path.join(__dirname, 'services/$1/src/index.ts'),
  },
};

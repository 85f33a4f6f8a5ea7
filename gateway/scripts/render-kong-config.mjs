#!/usr/bin/env node
// Renders a deployable kong.yml from gateway/kong.yml: `npm run render -w gateway -- --help`.
// The logic lives in src/render-kong-config.ts (shared with the local edge) and runs from the compiled dist/:
// build it first (`npm run build:services` at the repository root).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const gatewayDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

const compiled = join(gatewayDir, 'dist', 'render-cli.js');
if (!existsSync(compiled)) {
  process.stderr.write(
    `${compiled} is missing: run \`npm run build:services\` at the repository root first.\n`,
  );
  process.exit(2);
}
const cli = require(compiled);

process.exitCode = await cli.runRenderCli(
  process.argv.slice(2),
  { stdout: process.stdout, stderr: process.stderr },
  join(gatewayDir, 'kong.yml'),
);

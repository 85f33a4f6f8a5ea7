// Writes brotli (.br) and gzip (.gz) copies of the built SPA's text files beside them, so the server sends
// compressed files without compressing at request time. Usage: node scripts/precompress.mjs [dist]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.svg',
]);
const MIN_SIZE = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.has(extname(entry.name)) && statSync(path).size >= MIN_SIZE) yield path;
  }
}

const root = process.argv[2] ?? 'dist';
let count = 0;
for (const path of files(root)) {
  const data = readFileSync(path);
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in ${root}`);

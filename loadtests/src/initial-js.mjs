// The JavaScript a page loads before any interaction, script by script, as gzip and brotli bytes on the wire.
// Opens each page of the standalone server in a fresh Debian Chromium, waits until the network is idle, then asks
// the server for every script again with one encoding at a time (the browser itself only says brotli).
// Needs `npm run build` first. Loopback only.
// Usage: node loadtests/src/initial-js.mjs [--list] [/ /contact …]
import { request } from 'node:http';
import { chromium } from 'playwright-core';
import { machine, startStandalone, stop } from './helpers/server.mjs';

const list = process.argv.includes('--list');
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const pages = paths.length > 0 ? paths : ['/'];

/** Bytes of the body the server sends for `url` when the client accepts `encoding` (tiny files go uncompressed). */
const encodedBytes = (url, encoding) =>
  new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const sent = response.headers['content-encoding'];
      if (sent !== undefined && sent !== encoding)
        reject(new Error(`${url}: asked for ${encoding}, got ${sent ?? 'identity'}`));
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });

async function scriptsLoadedBy(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.add(req.url());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return [...scripts];
}

const kib = (bytes) => (bytes / 1024).toFixed(1);

const { child: server, port } = await startStandalone('initial-js-');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
console.log(`machine: ${machine()}, date: ${new Date().toISOString().slice(0, 10)}`);
try {
  for (const path of pages) {
    const scripts = await scriptsLoadedBy(browser, `http://localhost:${port}${path}`);
    const rows = [];
    for (const script of scripts) {
      rows.push({
        script: new URL(script).pathname,
        gzip: await encodedBytes(script, 'gzip'),
        br: await encodedBytes(script, 'br'),
      });
    }
    rows.sort((a, b) => b.gzip - a.gzip);
    if (list) for (const row of rows) console.log(`  ${kib(row.gzip).padStart(7)} KiB gzip  ${row.script}`);
    const total = (key) => rows.reduce((sum, row) => sum + row[key], 0);
    console.log(
      `${path}: ${rows.length} scripts, ${kib(total('gzip'))} KiB gzip (${(total('gzip') / 1000).toFixed(1)} kB), ${kib(total('br'))} KiB brotli`,
    );
  }
} finally {
  await browser.close();
  await stop(server);
}

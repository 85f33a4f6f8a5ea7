// The JavaScript a page loads before any interaction, script by script, as gzip and brotli bytes on the wire.
// Opens each page of the standalone server in a fresh Debian Chromium, waits until the network is idle, then asks
// the server for every script again with one encoding at a time (the browser itself only says brotli).
// Needs `npm run build` first. Loopback only.
// Usage: node loadtests/src/initial-js.mjs [--list] [/ /contact …]
import { encodedBytes, launchBrowser, scriptsLoadedBy } from './helpers/page-scripts.mjs';
import { machine, startStandalone, stop } from './helpers/server.mjs';

const list = process.argv.includes('--list');
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const pages = paths.length > 0 ? paths : ['/'];

const kib = (bytes) => (bytes / 1024).toFixed(1);

const { child: server, port } = await startStandalone('initial-js-');
const browser = await launchBrowser();
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

// Lighthouse (performance and accessibility) on pages of the standalone server, in Debian's Chromium, with
// Lighthouse's default mobile settings (simulated slow 4G, 4x CPU slowdown). Each page is measured RUNS times and
// the median reported, with the JavaScript the page loads before any interaction (bytes on the wire, i.e.
// compressed). Loopback only. Needs `npm run build` first. Pages are opened at localhost, the origin the
// development identity provider is published at, so the silent sign-in check stays same-site.
// With --desktop, Lighthouse's desktop settings (simulated fast network, no CPU slowdown).
// Usage: node loadtests/src/lighthouse.mjs [--runs 3] [--desktop] [/ /contact …]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { encodedBytes, launchBrowser, scriptsLoadedBy } from './helpers/page-scripts.mjs';
import { machine, startStandalone, stop } from './helpers/server.mjs';

const at = process.argv.indexOf('--runs');
const runs = at === -1 ? 3 : Number(process.argv[at + 1]);
const paths = process.argv.slice(2).filter((arg, i, all) => arg.startsWith('/') && all[i - 1] !== '--runs');
const pages = paths.length > 0 ? paths : ['/'];
const desktop = process.argv.includes('--desktop');
const desktopConfig = desktop
  ? (await import('lighthouse/core/config/desktop-config.js')).default
  : undefined;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const { child: server, port } = await startStandalone('lighthouse-');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/** Bytes on the wire (brotli) of the scripts a page loads before any interaction, measured in a fresh browser. */
async function initialScriptBytes(url) {
  const browser = await launchBrowser();
  try {
    const sizes = [];
    for (const script of await scriptsLoadedBy(browser, url)) sizes.push(await encodedBytes(script, 'br'));
    return sizes.reduce((sum, size) => sum + size, 0);
  } finally {
    await browser.close();
  }
}

console.log(`machine: ${machine()}`);
console.log(
  `date: ${new Date().toISOString().slice(0, 10)}, runs per page: ${runs}, ${desktop ? 'desktop' : 'mobile'} settings`,
);
try {
  for (const path of pages) {
    const scores = { performance: [], accessibility: [], lcp: [], tbt: [] };
    for (let run = 0; run < runs; run += 1) {
      const { lhr } = await lighthouse(
        `http://localhost:${port}${path}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        },
        desktopConfig,
      );
      if (lhr.runtimeError) console.log(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      scores.performance.push(Math.round(lhr.categories.performance.score * 100));
      scores.accessibility.push(Math.round(lhr.categories.accessibility.score * 100));
      scores.lcp.push(lhr.audits['largest-contentful-paint'].numericValue);
      scores.tbt.push(lhr.audits['total-blocking-time'].numericValue);
      const failed = Object.values(lhr.audits).filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 1 &&
          lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id),
      );
      if (run === 0 && failed.length > 0) {
        console.log(`${path} accessibility findings: ${failed.map((audit) => audit.id).join(', ')}`);
      }
    }
    console.log(
      `${path}: performance ${median(scores.performance)} (${scores.performance.join(', ')}), accessibility ${median(scores.accessibility)}, LCP ${(median(scores.lcp) / 1000).toFixed(2)} s, TBT ${median(scores.tbt).toFixed(0)} ms, initial JS ${((await initialScriptBytes(`http://localhost:${port}${path}`)) / 1024) | 0} KiB compressed`,
    );
  }
} finally {
  await chrome.kill();
  await stop(server);
}

// The scripts a page loads before any interaction, and their size on the wire. Loopback only.
import { request } from 'node:http';
import { chromium } from 'playwright-core';

export const launchBrowser = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });

/** URLs of every script `url` loads in a fresh browser context until the network is idle. */
export async function scriptsLoadedBy(browser, url) {
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

/** Bytes of the body the server sends for `url` when the client accepts `encoding` (tiny files go uncompressed). */
export const encodedBytes = (url, encoding) =>
  new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const sent = response.headers['content-encoding'];
      if (sent !== undefined && sent !== encoding)
        reject(new Error(`${url}: asked for ${encoding}, got ${sent}`));
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });

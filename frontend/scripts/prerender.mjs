// Puts the planner's first view, rendered at build time, into dist/index.html (ADR 16): the page paints before
// its JavaScript has loaded, and the browser then renders the same view over it. The styles of the site, the app
// and the planner route are inlined: the first paint waits for no other file. The code is deliberately not
// preloaded: the entry (src/main.tsx) fetches it once the first view is painted, so it does not compete with the
// page for a slow connection.
// Needs `vite build` (with its manifest) and the SSR build of src/prerender.tsx in .prerender/.
// Usage: node scripts/prerender.mjs [dist]
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = resolve(process.argv[2] ?? 'dist');
const ROUTE_MODULE = 'src/app/routes/planner.tsx';
/** The app's code, which the entry imports once the first view has been painted. */
const APP_MODULE = 'src/bootstrap.tsx';

// Ant Design and React pick their production behaviour (and class names) from NODE_ENV, like the browser build.
process.env.NODE_ENV = 'production';
const { prerender, firstViewScript } = await import(pathToFileURL(resolve('.prerender/prerender.js')).href);
const page = await prerender('http://localhost/');

const manifestPath = join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** The chunk of `key` and every chunk it imports statically, each once. */
function staticChunks(key, seen = new Map()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.set(key, chunk);
  for (const imported of chunk.imports ?? []) staticChunks(imported, seen);
  return seen;
}

let html = readFileSync(join(dist, 'index.html'), 'utf8');
const chunks = [...staticChunks(APP_MODULE, staticChunks(ROUTE_MODULE)).values()];
const linked = (file) => html.includes(`/${file}"`);
const chunkStyles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter((file) => !linked(file));

// The entry's stylesheet links become <style> elements; the app's and the route's follow, then Ant Design's.
const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;
const entryStyles = [...html.matchAll(STYLESHEET)].map((match) => match[1]);
html = html.replace(STYLESHEET, '');
const inline = (file) => `<style>${readFileSync(join(dist, file), 'utf8').trim()}</style>`;
const styles = [...entryStyles, ...chunkStyles];
const head = [...styles.map(inline), page.styles].join('\n    ');

// Runs before the first paint: the prerendered view is English, light and the planner's; anyone else gets an
// empty root and the site's own title (as without prerendering) until the app renders.
const siteTitle = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const keepOrClear = firstViewScript(siteTitle);

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
html = html
  .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>\n    ${head}`)
  .replace('<div id="root"></div>', `<div id="root">${page.html}</div>\n    <script>${keepOrClear}</script>`);
if (!html.includes(page.html)) throw new Error('index.html has no empty <div id="root"></div> to fill');
writeFileSync(join(dist, 'index.html'), html);
// The manifest is for this script only; the server need not publish it.
rmSync(join(dist, '.vite'), { recursive: true, force: true });
console.log(
  `prerendered ${ROUTE_MODULE} into ${join(dist, 'index.html')} (${styles.length} stylesheets inlined)`,
);

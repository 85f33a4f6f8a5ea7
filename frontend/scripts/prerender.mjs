// Puts the planner's first view, rendered at build time, into dist/index.html (ADR 16): the page paints before
// its JavaScript has loaded, and the browser then renders the same view over it. Also links the planner route's
// styles and code from the head, so they load with the entry instead of after it.
// Needs `vite build` (with its manifest) and the SSR build of src/prerender.tsx in .prerender/.
// Usage: node scripts/prerender.mjs [dist]
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = resolve(process.argv[2] ?? 'dist');
const ROUTE_MODULE = 'src/app/routes/planner.tsx';
/** The paths whose first view is the planner (the router's index route and its own path). */
const PLANNER_PATHS = /^\/(llm_openapi_studyplanner\/?)?$/;
/** Languages other than English: a visitor who picked one sees the app's own first render, not the English view. */
const OTHER_LANGUAGES = ['de', 'pt', 'es', 'fr', 'tr', 'pl', 'ko', 'zh', 'ar'];

// Ant Design and React pick their production behaviour (and class names) from NODE_ENV, like the browser build.
process.env.NODE_ENV = 'production';
const { prerender } = await import(pathToFileURL(resolve('.prerender/prerender.js')).href);
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
const route = [...staticChunks(ROUTE_MODULE).values()];
const linked = (file) => html.includes(`/${file}"`);
const styles = [...new Set(route.flatMap((chunk) => chunk.css ?? []))].filter((file) => !linked(file));
const scripts = route.map((chunk) => chunk.file).filter((file) => !linked(file));
const head = [
  ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  page.styles,
].join('\n    ');

// Runs before the first paint: the prerendered view is English, light and the planner's; anyone else gets an
// empty root (as without prerendering) until the app renders.
const keepOrClear = `(function () {
  var keep = ${PLANNER_PATHS}.test(location.pathname);
  try {
    var language = (localStorage.getItem('language') || 'en').split('-')[0].toLowerCase();
    if (${JSON.stringify(OTHER_LANGUAGES)}.indexOf(language) >= 0 || localStorage.getItem('theme') === 'dark') keep = false;
  } catch (e) {}
  if (!keep) document.getElementById('root').textContent = '';
})();`;

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
html = html
  .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
  .replace('</head>', `  ${head}\n  </head>`)
  .replace('<div id="root"></div>', `<div id="root">${page.html}</div>\n    <script>${keepOrClear}</script>`);
if (!html.includes(page.html)) throw new Error('index.html has no empty <div id="root"></div> to fill');
writeFileSync(join(dist, 'index.html'), html);
// The manifest is for this script only; the server need not publish it.
rmSync(join(dist, '.vite'), { recursive: true, force: true });
console.log(
  `prerendered ${ROUTE_MODULE} into ${join(dist, 'index.html')} (${styles.length} styles, ${scripts.length} scripts linked)`,
);

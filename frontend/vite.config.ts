import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/** The flag images (SVG files) of country-flag-icons, which its package exports do not list. */
const FLAG_IMAGES_DIR = join(
  dirname(createRequire(import.meta.url).resolve('country-flag-icons/package.json')),
  '3x2',
);

const RC_COMPONENT = /[\\/]node_modules[\\/]@rc-component[\\/]/;

/** The standalone server (`npm start` at the repository root) that answers the SPA's same-origin calls. */
const DEV_BACKEND = 'http://127.0.0.1:8080';

/** Paths the browser calls on its own origin; the dev and preview servers forward them to the backend. */
const PROXIED_PATHS = [
  '/api',
  '/set_rag',
  '/chat_with_file',
  '/upload_pdf',
  '/delete_file',
  '/realms',
  // The runtime configuration (identity provider URL) comes from the server, as in production.
  '/app-config.json',
];

const proxy = Object.fromEntries(
  PROXIED_PATHS.map((path): [string, ProxyOptions] => [path, { target: DEV_BACKEND }]),
);

export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: { tsconfigPaths: true, alias: { 'flag-images': FLAG_IMAGES_DIR } },
  // The build-time render of the first view (src/prerender.tsx) runs in Node with everything bundled.
  ssr: { noExternal: true },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // for scripts/prerender.mjs, which links the planner route's chunks from index.html
    manifest: true,
    rolldownOptions: {
      // Ant Design's @rc-component packages are plain modules but do not say so (no `sideEffects` in their
      // package.json), so whole modules stayed in the bundle for one import each (ADR 16).
      treeshake: { moduleSideEffects: (id) => (RC_COMPONENT.test(id) ? false : undefined) },
    },
  },
});

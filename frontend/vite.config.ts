import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

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
  resolve: { tsconfigPaths: true },
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});

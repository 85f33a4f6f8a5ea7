/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin (or path prefix) of the API, set at build time. Empty means the SPA's own origin. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface Window {
  /** Optional runtime configuration, injected by the server before the bundle loads. */
  __APP_CONFIG__?: { apiBase?: string };
}

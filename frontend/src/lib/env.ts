import { z } from 'zod/mini';

// zod/mini ships without error messages ("Invalid input" only); the English ones name what was wrong in
// configuration and response errors. Here because this module runs before anything else parses.
z.config(z.locales.en());

/**
 * The SPA's configuration, validated once when the bundle starts.
 *
 * The API base comes from the runtime setting `window.__APP_CONFIG__.apiBase` (set by the server
 * that serves the bundle), else from `VITE_API_BASE` at build time, else it is empty: the API is
 * on the SPA's own origin.
 */
const apiBase = z.pipe(
  z.pipe(
    z.string().check(z.trim()),
    z.union([z.literal(''), z.string().check(z.regex(/^\/(?!\/)/)), z.url({ protocol: /^https?$/ })], {
      error: 'must be empty, a path starting with "/", or an absolute http(s) URL',
    }),
  ),
  z.transform((value: string) => value.replace(/\/+$/, '')),
);

const envSchema = z.object({
  API_BASE: z._default(apiBase, ''),
  MODE: z.string(),
  DEV: z.boolean(),
});

export type Env = z.infer<typeof envSchema>;

const runtimeConfigSchema = z.optional(z.object({ apiBase: z.optional(z.string()) }));

export type EnvSource = {
  buildEnv: { VITE_API_BASE?: string; MODE: string; DEV: boolean };
  runtimeConfig?: unknown;
};

export function parseEnv({ buildEnv, runtimeConfig }: EnvSource): Env {
  const runtime = runtimeConfigSchema.safeParse(runtimeConfig);
  if (!runtime.success) {
    throw new Error(`Invalid window.__APP_CONFIG__:\n${z.prettifyError(runtime.error)}`);
  }
  const result = envSchema.safeParse({
    API_BASE: runtime.data?.apiBase ?? buildEnv.VITE_API_BASE,
    MODE: buildEnv.MODE,
    DEV: buildEnv.DEV,
  });
  if (!result.success) {
    throw new Error(`Invalid SPA configuration:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

export const env: Env = parseEnv({
  buildEnv: import.meta.env,
  runtimeConfig: typeof window === 'undefined' ? undefined : window.__APP_CONFIG__,
});

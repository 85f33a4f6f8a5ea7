import { z } from 'zod';

/**
 * The SPA's configuration, validated once when the bundle starts.
 *
 * The API base comes from the runtime setting `window.__APP_CONFIG__.apiBase` (set by the server
 * that serves the bundle), else from `VITE_API_BASE` at build time, else it is empty: the API is
 * on the SPA's own origin.
 */
const apiBase = z
  .string()
  .trim()
  .pipe(
    z.union([z.literal(''), z.string().regex(/^\/(?!\/)/), z.url({ protocol: /^https?$/ })], {
      error: 'must be empty, a path starting with "/", or an absolute http(s) URL',
    }),
  )
  .transform((value) => value.replace(/\/+$/, ''));

const envSchema = z.object({
  API_BASE: apiBase.default(''),
  MODE: z.string(),
  DEV: z.boolean(),
});

export type Env = z.infer<typeof envSchema>;

const runtimeConfigSchema = z.object({ apiBase: z.string().optional() }).optional();

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

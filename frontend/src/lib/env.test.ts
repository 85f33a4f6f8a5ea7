import { describe, expect, it } from 'vitest';

import { parseEnv } from '@/lib/env';

const buildEnv = { MODE: 'test', DEV: false };

describe(parseEnv.name, () => {
  it('defaults to the same origin', () => {
    expect(parseEnv({ buildEnv }).API_BASE).toBe('');
  });

  it('takes VITE_API_BASE and drops a trailing slash', () => {
    expect(parseEnv({ buildEnv: { ...buildEnv, VITE_API_BASE: 'https://api.example.eu/' } }).API_BASE).toBe(
      'https://api.example.eu',
    );
  });

  it('prefers the runtime setting over the build-time one', () => {
    const env = parseEnv({
      buildEnv: { ...buildEnv, VITE_API_BASE: 'https://build.example.eu' },
      runtimeConfig: { apiBase: '/backend' },
    });
    expect(env.API_BASE).toBe('/backend');
  });

  it.each(['ftp://files.example.eu', '//evil.example', 'api.example.eu'])('refuses %s', (value) => {
    expect(() => parseEnv({ buildEnv: { ...buildEnv, VITE_API_BASE: value } })).toThrow(/API_BASE/);
  });

  it('refuses a malformed runtime setting', () => {
    expect(() => parseEnv({ buildEnv, runtimeConfig: { apiBase: 42 } })).toThrow(/__APP_CONFIG__/);
  });
});

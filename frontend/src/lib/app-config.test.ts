import { describe, expect, it, vi } from 'vitest';

import { loadAppConfig } from '@/lib/app-config';

const origin = 'https://europa-launchpad.example';
const fallback = {
  auth: { url: origin, realm: 'europa-launchpad', clientId: 'site-spa', checkLoginIframe: false },
};

const answer = (body: string, status = 200) => vi.fn(async () => new Response(body, { status }));

describe(loadAppConfig.name, () => {
  it('reads the identity provider from /app-config.json', async () => {
    const fetch = answer(
      JSON.stringify({
        auth: { url: 'https://id.example.eu/', realm: 'europa-launchpad', clientId: 'site-spa' },
      }),
    );

    const config = await loadAppConfig({ fetch, origin });

    expect(config.auth).toEqual({
      url: 'https://id.example.eu',
      realm: 'europa-launchpad',
      clientId: 'site-spa',
      checkLoginIframe: true,
    });
    expect(fetch).toHaveBeenCalledWith(new URL('/app-config.json', origin), expect.anything());
  });

  it('turns the session iframe off when the provider has none', async () => {
    const fetch = answer(
      JSON.stringify({
        auth: { url: origin, realm: 'europa-launchpad', clientId: 'site-spa', checkLoginIframe: false },
      }),
    );
    expect((await loadAppConfig({ fetch, origin })).auth.checkLoginIframe).toBe(false);
  });

  it('falls back to the site origin when the file is missing', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    expect(await loadAppConfig({ fetch: answer('not found', 404), origin })).toEqual(fallback);
  });

  it('falls back, with a warning, when the server cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });

    expect(await loadAppConfig({ fetch, origin })).toEqual(fallback);
    expect(warn).toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '<!doctype html>'],
    ['no auth', '{}'],
    ['a relative URL', '{"auth":{"url":"/id","realm":"r","clientId":"c"}}'],
    ['a non-web URL', '{"auth":{"url":"javascript:alert(1)","realm":"r","clientId":"c"}}'],
    ['an empty realm', '{"auth":{"url":"https://id.example.eu","realm":"","clientId":"c"}}'],
  ])('reports a file with %s and falls back', async (_case, body) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(await loadAppConfig({ fetch: answer(body), origin })).toEqual(fallback);
    expect(error).toHaveBeenCalledWith('[config]', expect.stringContaining('not valid'), expect.any(Error));
  });
});

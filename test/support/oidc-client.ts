import { createHash, randomBytes } from 'node:crypto';

/** A minimal browser stand-in for protocol tests: follows redirects by hand and keeps cookies per origin path. */
export class CookieBrowser {
  private readonly cookies = new Map<string, string>();

  async get(url: string): Promise<Response> {
    return this.request(url, { method: 'GET' });
  }

  async postForm(url: string, form: Record<string, string>): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }

  /** Follows redirects until one leaves `origin`'s identity paths (e.g. the SPA callback) or a page is shown. */
  async follow(
    response: Response,
    base: string,
    stopAt: (url: URL) => boolean,
  ): Promise<{ response: Response; url: URL }> {
    let current = response;
    let url = new URL(base);
    for (let hops = 0; hops < 10 && current.status >= 300 && current.status < 400; hops++) {
      url = new URL(current.headers.get('location') ?? '', url);
      if (stopAt(url)) return { response: current, url };
      current = await this.get(url.toString());
    }
    return { response: current, url };
  }

  private async request(url: string, init: RequestInit): Promise<Response> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (!pair || at < 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The form action of the first form of an HTML page. */
export function formAction(html: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error(`no form in page: ${html.slice(0, 200)}`);
  return match[1].replace(/&amp;/g, '&');
}

/**
 * An access token from the development provider, the way the SPA gets one: authorization code with PKCE through
 * the provider's sign-in form.
 */
export async function accessTokenFromProvider(
  identityOrigin: string,
  siteOrigin: string,
  username: string,
  password: string,
): Promise<string> {
  const oidc = `${identityOrigin}/realms/europa-launchpad/protocol/openid-connect`;
  const callback = `${siteOrigin}/auth/callback`;
  const browser = new CookieBrowser();
  const { verifier, challenge } = pkcePair();
  const authorize = `${oidc}/auth?${new URLSearchParams({
    client_id: 'site-spa',
    redirect_uri: callback,
    response_type: 'code',
    response_mode: 'query',
    scope: 'openid',
    state: 's',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })}`;
  const isCallback = (url: URL) => url.pathname === '/auth/callback';
  const page = await browser.follow(await browser.get(authorize), identityOrigin, isCallback);
  const form = new URL(formAction(await page.response.text()), identityOrigin).href;
  const done = await browser.follow(
    await browser.postForm(form, { username, password }),
    identityOrigin,
    isCallback,
  );
  const answer = await fetch(`${oidc}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: String(done.url.searchParams.get('code')),
      redirect_uri: callback,
      client_id: 'site-spa',
      code_verifier: verifier,
    }),
  });
  return ((await answer.json()) as { access_token: string }).access_token;
}

import type { NextFunction, Request, RequestHandler, Response } from 'express';

const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/** `http://host/path?q` (a request target in absolute form) becomes `/path?q`. */
function originForm(target: string): string {
  const match = ABSOLUTE_FORM.exec(target);
  if (!match) return target;
  const rest = target.slice(match[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * Every URL the provider writes (discovery, redirects, form actions) is built by oidc-provider from the request's
 * host and protocol. This pins them to the configured public URL before the provider sees the request: the Host
 * and X-Forwarded-Host/-Proto headers, and the authority of an absolute-form request target, are replaced. The
 * provider then trusts only these headers (`proxy = true`), so an HTTPS public URL behind a TLS proxy works.
 */
export function pinToPublicOrigin(publicUrl: string): RequestHandler {
  const { host, protocol } = new URL(publicUrl);
  const proto = protocol.replace(/:$/, '');
  return (req: Request, _res: Response, next: NextFunction) => {
    req.url = originForm(req.url);
    req.originalUrl = originForm(req.originalUrl);
    req.headers.host = host;
    req.headers['x-forwarded-host'] = host;
    req.headers['x-forwarded-proto'] = proto;
    delete req.headers['x-forwarded-port'];
    delete req.headers.forwarded;
    next();
  };
}

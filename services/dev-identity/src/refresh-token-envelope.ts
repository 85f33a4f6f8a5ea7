import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { jwtVerify, SignJWT } from 'jose';

/** The parts of Koa's context this middleware uses. */
export interface KoaLike {
  method: string;
  path: string;
  req: NodeJS.ReadableStream & {
    headers: Record<string, string | string[] | undefined>;
    socket: unknown;
    method?: string;
    url?: string;
  };
  request: { req: unknown };
  body: unknown;
  status: number;
  is(type: string): string | false | null;
}

/**
 * keycloak-js decodes the refresh token as a JWT (Keycloak's are HS-signed JWTs); oidc-provider's are opaque.
 * This Koa middleware of the provider wraps each refresh token it hands out into an HS256 JWT carrying the opaque
 * token, and unwraps it again when a client presents it. Only the token endpoint is touched.
 */
export function refreshTokenEnvelope(options: { issuer: string; secret: string; ttlSeconds: number }) {
  const key = createHash('sha256').update(`refresh-token-envelope:${options.secret}`).digest();
  const MAX_BODY = 56 * 1024;

  async function wrap(opaque: string, clientId: string | undefined): Promise<string> {
    return new SignJWT({ typ: 'Refresh', rt: opaque, ...(clientId ? { azp: clientId } : {}) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(options.issuer)
      .setAudience(options.issuer)
      .setIssuedAt()
      .setExpirationTime(`${options.ttlSeconds}s`)
      .sign(key);
  }

  async function unwrap(token: string): Promise<string | undefined> {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: options.issuer,
        audience: options.issuer,
        algorithms: ['HS256'],
      });
      return typeof payload.rt === 'string' ? payload.rt : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * The body, or undefined when it is over MAX_BODY. An oversized body is still read to its end (and dropped), as
   * body-parser does: answering before it is read would leave its rest on a connection the client reuses.
   */
  async function readAll(stream: NodeJS.ReadableStream): Promise<string | undefined> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      size += buffer.length;
      if (size <= MAX_BODY) chunks.push(buffer);
    }
    return size > MAX_BODY ? undefined : Buffer.concat(chunks).toString('utf8');
  }

  return async (ctx: KoaLike, next: () => Promise<void>): Promise<void> => {
    // Other content types are the provider's to refuse (it reads only forms here).
    if (
      ctx.method !== 'POST' ||
      !ctx.path.endsWith('/protocol/openid-connect/token') ||
      !ctx.is('application/x-www-form-urlencoded')
    ) {
      await next();
      return;
    }
    const text = await readAll(ctx.req);
    if (text === undefined) {
      ctx.status = 413;
      ctx.body = { error: 'invalid_request', error_description: 'request body too large' };
      return;
    }
    const form = new URLSearchParams(text);
    const presented = form.get('refresh_token');
    if (form.get('grant_type') === 'refresh_token' && presented) {
      // An envelope that does not verify is passed on as it is: the provider then refuses it as invalid_grant.
      form.set('refresh_token', (await unwrap(presented)) ?? presented);
    }
    const body = Buffer.from(form.toString());
    // oidc-provider reads the body from the request stream: hand it a fresh one with the rewritten form.
    const replacement = Object.assign(Readable.from([body]), {
      headers: { ...ctx.req.headers, 'content-length': String(body.length) },
      socket: ctx.req.socket,
      method: ctx.req.method,
      url: ctx.req.url,
    });
    ctx.req = replacement as unknown as KoaLike['req'];
    ctx.request.req = replacement;
    await next();
    const answer = ctx.body as { refresh_token?: unknown } | undefined;
    if (answer && typeof answer.refresh_token === 'string') {
      answer.refresh_token = await wrap(answer.refresh_token, form.get('client_id') ?? undefined);
    }
  };
}

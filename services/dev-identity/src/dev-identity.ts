import express, { type Request, type Response, type Router } from 'express';
import type Provider from 'oidc-provider' with { 'resolution-mode': 'import' };
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider' with { 'resolution-mode': 'import' };
import { BruteForceProtector, type Clock } from './brute-force-protector';
import { fileAdapterFactory } from './file-adapter';
import { formBody, formErrorOf, formField } from './form-body';
import { loadOrCreateKeys } from './key-store';
import { loginPage, logoutPage, messagePage, registerPage } from './pages';
import { PasswordSignIn } from './password-sign-in';
import { pinToPublicOrigin } from './public-origin';
import { loadRealmSeed } from './realm';
import { refreshTokenEnvelope } from './refresh-token-envelope';
import { pickLanguage, textsFor, type Language } from './texts';
import { Account, UserStore } from './user-store';

export interface DevIdentityOptions {
  /** Origin this provider is reached at, e.g. http://localhost:8080; the issuer is `<publicUrl>/realms/<realm>`. */
  readonly publicUrl: string;
  /** Origin of the site whose sign-in this is (redirects, links); default: `publicUrl` (same origin). */
  readonly siteUrl?: string;
  readonly realmFile: string;
  readonly clientId: string;
  readonly audience: string;
  readonly dataDir: string;
  /** Overrides the realm's access-token lifetime (seconds); tests use a short one to exercise refresh. */
  readonly accessTokenTtl?: number;
  /** Time for the brute-force detection (default: Date.now); tests move it instead of waiting. */
  readonly clock?: Clock;
  /** Where a fault of the provider's own is reported (a pino logger fits); default: a line on stderr. */
  readonly logger?: { error(details: object, message: string): void };
}

export interface DevIdentity {
  readonly issuer: string;
  /** Mount at `/realms/<realm>`. */
  readonly router: Router;
  readonly mountPath: string;
}

const OIDC = '/protocol/openid-connect';
const RESOURCE = 'urn:site-api';
const REGISTER_COOKIE = 'dev_identity_register';
const REFRESH_TOKEN_TTL = 30 * 60;

function claimsOf(account: Account) {
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
  return {
    sub: account.id,
    preferred_username: account.username,
    email: account.email,
    email_verified: account.email !== undefined,
    given_name: account.firstName,
    family_name: account.lastName,
    name: name || undefined,
  };
}

/**
 * The development OpenID provider of the embedded default (oidc-provider), shaped like Keycloak: issuer at
 * `/realms/<realm>`, Keycloak's endpoint paths, the client and demo users from the same realm file, JWT access
 * tokens for the API audience, keys and sessions kept under the data folder.
 */
export async function createDevIdentity(options: DevIdentityOptions): Promise<DevIdentity> {
  const seed = loadRealmSeed(options.realmFile, options.clientId);
  const mountPath = `/realms/${seed.realm}`;
  const providerUrl = options.publicUrl.replace(/\/+$/, '');
  const siteUrl = (options.siteUrl ?? providerUrl).replace(/\/+$/, '');
  const issuer = `${providerUrl}${mountPath}`;
  const users = await UserStore.open(options.dataDir, seed.users);
  const passwordSignIn = new PasswordSignIn(
    users,
    new BruteForceProtector(seed.bruteForce, options.dataDir, options.clock),
  );
  const keys = loadOrCreateKeys(options.dataDir);
  const accessTokenTtl = options.accessTokenTtl ?? seed.accessTokenLifespan;

  // This origin may not be in the realm file (another port in tests); the provider runs only on this machine.
  const redirectUris = [
    ...new Set([...seed.client.redirectUris, `${siteUrl}/auth/callback`, `${siteUrl}/silent-check-sso.html`]),
  ];
  const postLogoutRedirectUris = [...new Set([...seed.client.postLogoutRedirectUris, `${siteUrl}/`])];
  const webOrigins = new Set([...seed.client.webOrigins, siteUrl]);

  const language = (ctx: KoaContextWithOIDC): Language =>
    pickLanguage(ctx.oidc?.params?.ui_locales, ctx.get('accept-language'));

  const configuration: Configuration = {
    adapter: fileAdapterFactory(options.dataDir),
    clients: [
      {
        client_id: seed.client.clientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
      },
    ],
    clientBasedCORS: (_ctx, origin) => webOrigins.has(origin),
    jwks: keys.jwks as Configuration['jwks'],
    cookies: { keys: keys.cookieKeys },
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    findAccount: async (_ctx, id) => {
      const account = users.findById(id);
      return account ? { accountId: account.id, claims: async () => claimsOf(account) } : undefined;
    },
    conformIdTokenClaims: false,
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    extraTokenClaims: async (_ctx, token) => {
      const account =
        'accountId' in token && typeof token.accountId === 'string'
          ? users.findById(token.accountId)
          : undefined;
      if (!account) return undefined;
      const { preferred_username, email, name } = claimsOf(account);
      return { preferred_username, email, name, azp: seed.client.clientId };
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          const lng = language(ctx);
          ctx.body = logoutPage(lng, textsFor(lng), form, siteUrl);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.redirect(`${siteUrl}/`);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => RESOURCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async () => ({
          scope: 'api',
          audience: options.audience,
          accessTokenTTL: accessTokenTtl,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    ttl: {
      AccessToken: accessTokenTtl,
      IdToken: accessTokenTtl,
      AuthorizationCode: 60,
      Interaction: 3600,
      RefreshToken: REFRESH_TOKEN_TTL,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
    },
    interactions: { url: (_ctx, interaction) => `${issuer}/login-actions/${interaction.uid}` },
    routes: {
      authorization: `${OIDC}/auth`,
      token: `${OIDC}/token`,
      jwks: `${OIDC}/certs`,
      userinfo: `${OIDC}/userinfo`,
      end_session: `${OIDC}/logout`,
      revocation: `${OIDC}/revoke`,
    },
    renderError: async (ctx, out) => {
      const lng = language(ctx);
      const t = textsFor(lng);
      ctx.type = 'html';
      ctx.body = messagePage(
        lng,
        String(out.error),
        String(out.error_description ?? t.sessionExpired),
        siteUrl,
        t.backToSite,
      );
    },
  };

  const { default: ProviderClass } = (await import('oidc-provider')) as { default: typeof Provider };
  const provider = new ProviderClass(issuer, configuration);
  // Host and X-Forwarded-* are set from PUBLIC_URL by pinToPublicOrigin, never taken from the client.
  provider.proxy = true;
  provider.use(
    refreshTokenEnvelope({ issuer, secret: keys.cookieKeys[0] ?? issuer, ttlSeconds: REFRESH_TOKEN_TTL }),
  );
  const reportFault = (error: unknown) => {
    const details = {
      err: error instanceof Error ? { message: error.message, stack: error.stack } : String(error),
    };
    if (options.logger) options.logger.error(details, 'development identity provider failed');
    else process.stderr.write(`development identity provider failed: ${JSON.stringify(details)}\n`);
  };
  const router = express.Router();
  router.use(pinToPublicOrigin(providerUrl));
  // The sign-in pages belong to one moment of one sign-in: the browser must ask again when it goes back to one
  // (a copy from its cache would show the form to a visitor who is signed in by now).
  router.use('/login-actions', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  const form = formBody();

  /** Whether the browser holds a session of this provider for an existing account (Keycloak's SSO cookie). */
  const signedIn = async (req: Request, res: Response): Promise<boolean> => {
    const session = await provider.Session.get(provider.createContext(req, res));
    return session.accountId !== undefined && users.findById(session.accountId) !== undefined;
  };

  const finishLogin = async (req: Request, res: Response, account: Account) => {
    res.clearCookie(REGISTER_COOKIE, { path: mountPath });
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.id } },
      { mergeWithLastSubmission: false },
    );
  };

  const pageLanguage = (req: Request, uiLocales: unknown) =>
    pickLanguage(uiLocales, req.get('accept-language'));
  const wantsRegistration = (req: Request) => (req.headers.cookie ?? '').includes(`${REGISTER_COOKIE}=1`);

  router.get(`${OIDC}/registrations`, (req, res) => {
    if (!seed.registrationAllowed) {
      res.status(403).type('text/plain').send('Registration is disabled.');
      return;
    }
    res.cookie(REGISTER_COOKIE, '1', {
      path: mountPath,
      httpOnly: true,
      sameSite: 'lax',
      maxAge: 10 * 60_000,
    });
    res.redirect(`${issuer}${OIDC}/auth${req.url.slice(req.path.length)}`);
  });

  // keycloak-js checks whether third-party cookies work before it relies on silent sign-in.
  router.get(`${OIDC}/3p-cookies/step1.html`, (_req, res) => {
    res
      .type('html')
      .send(
        `<!doctype html><script>document.cookie="DEV_3P_COOKIE=supported; Max-Age=60"+(location.protocol==="https:"?"; SameSite=None; Secure":"; SameSite=Lax");location.href="step2.html";</script>`,
      );
  });
  router.get(`${OIDC}/3p-cookies/step2.html`, (_req, res) => {
    res
      .type('html')
      .send(
        `<!doctype html><script>var ok=document.cookie.indexOf("DEV_3P_COOKIE=supported")!==-1;document.cookie="DEV_3P_COOKIE=; Max-Age=0";parent.postMessage(ok?"supported":"unsupported","*");</script>`,
      );
  });

  router.get('/login-actions/:uid', async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'consent') {
        // The site's own client: consent is implied, as in Keycloak without "consent required".
        const grant = details.grantId
          ? await provider.Grant.find(details.grantId)
          : new provider.Grant({
              accountId: String(details.session?.accountId),
              clientId: String(details.params.client_id),
            });
        if (!grant) throw new Error('grant not found');
        const missing = details.prompt.details as {
          missingOIDCScope?: string[];
          missingOIDCClaims?: string[];
          missingResourceScopes?: Record<string, string[]>;
        };
        if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
        if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
        for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
          grant.addResourceScope(resource, scopes.join(' '));
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        );
        return;
      }
      const lng = pageLanguage(req, details.params.ui_locales);
      const register = wantsRegistration(req) || req.query.register === '1';
      res.type('html').send(render(register, lng, req.params.uid, [], {}));
    } catch (error) {
      next(error);
    }
  });

  function render(
    register: boolean,
    lng: Language,
    uid: string,
    errors: string[],
    values: Record<string, string>,
  ) {
    const base = `${issuer}/login-actions/${encodeURIComponent(uid)}`;
    const page = { language: lng, texts: textsFor(lng), siteUrl, errors, values };
    return register
      ? registerPage({ ...page, action: `${base}/register`, alternateHref: `${base}?register=0` })
      : loginPage({ ...page, action: `${base}/login`, alternateHref: `${base}?register=1` });
  }

  router.post('/login-actions/:uid/login', form, async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      const username = formField(req.body, 'username');
      const account = await passwordSignIn.signIn(username, formField(req.body, 'password'));
      if (!account) {
        const lng = pageLanguage(req, details.params.ui_locales);
        res
          .status(401)
          .type('html')
          .send(render(false, lng, String(req.params.uid), [textsFor(lng).invalidCredentials], { username }));
        return;
      }
      await finishLogin(req, res, account);
    } catch (error) {
      next(error);
    }
  });

  router.post('/login-actions/:uid/register', form, async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      const registration = {
        username: formField(req.body, 'username'),
        email: formField(req.body, 'email'),
        firstName: formField(req.body, 'firstName'),
        lastName: formField(req.body, 'lastName'),
        password: formField(req.body, 'password'),
      };
      const result = seed.registrationAllowed ? await users.register(registration) : [];
      if (Array.isArray(result)) {
        const lng = pageLanguage(req, details.params.ui_locales);
        const t = textsFor(lng);
        const { password: _password, ...values } = registration;
        res
          .status(400)
          .type('html')
          .send(
            render(
              true,
              lng,
              String(req.params.uid),
              result.map((p) => t[p]),
              values,
            ),
          );
        return;
      }
      await finishLogin(req, res, result);
    } catch (error) {
      next(error);
    }
  });

  router.use(async (error: unknown, req: Request, res: Response, _next: (e?: unknown) => void) => {
    // The page speaks the sign-in page's language when the request belongs to a sign-in still in progress.
    const details = await provider.interactionDetails(req, res).catch(() => undefined);
    const lng = pageLanguage(req, details?.params.ui_locales);
    const t = textsFor(lng);
    const expired =
      error instanceof Error && /SessionNotFound|interaction session/i.test(`${error.name} ${error.message}`);
    // (oidc-provider's SessionNotFound has the shape of a client HTTP error, but no form is at fault)
    const formError = expired ? undefined : formErrorOf(error);
    // A finished or expired sign-in page (e.g. reached with the browser's Back button after signing in) sends a
    // signed-in visitor back to the site, as Keycloak does, instead of showing a form or an error.
    if (expired && (await signedIn(req, res).catch(() => false))) {
      res.redirect(303, `${siteUrl}/`);
      return;
    }
    const [status, message] = formError
      ? [formError.status, formError.failure === 'tooLarge' ? t.formTooLarge : t.formUnreadable]
      : expired
        ? [400, t.sessionExpired]
        : [500, t.unexpectedError];
    if (status === 500) reportFault(error);
    res
      .status(status)
      .type('html')
      .send(messagePage(lng, t.signInTitle, message, siteUrl, t.backToSite));
  });

  router.use(provider.callback());
  return { issuer, router, mountPath };
}

import express, { type Request, type Response, type Router } from 'express';
import type Provider from 'oidc-provider' with { 'resolution-mode': 'import' };
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider' with { 'resolution-mode': 'import' };
import { fileAdapterFactory } from './file-adapter';
import { loadOrCreateKeys } from './key-store';
import { escapeHtml, loginPage, logoutPage, messagePage, registerPage } from './pages';
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
  const users = new UserStore(options.dataDir, seed.users);
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
    interactions: { url: (_ctx, interaction) => `${mountPath}/login-actions/${interaction.uid}` },
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
  provider.use(
    refreshTokenEnvelope({ issuer, secret: keys.cookieKeys[0] ?? issuer, ttlSeconds: REFRESH_TOKEN_TTL }),
  );
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '16kb' });

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
    res.redirect(`${mountPath}${OIDC}/auth${req.url.slice(req.path.length)}`);
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
    const base = `${mountPath}/login-actions/${encodeURIComponent(uid)}`;
    const page = { language: lng, texts: textsFor(lng), siteUrl, errors, values };
    return register
      ? registerPage({ ...page, action: `${base}/register`, alternateHref: `${base}?register=0` })
      : loginPage({ ...page, action: `${base}/login`, alternateHref: `${base}?register=1` });
  }

  router.post('/login-actions/:uid/login', form, async (req, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      const body = req.body as Record<string, unknown>;
      const username = String(body.username ?? '');
      const account = users.authenticate(username, String(body.password ?? ''));
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
      const body = req.body as Record<string, unknown>;
      const registration = {
        username: String(body.username ?? ''),
        email: String(body.email ?? ''),
        firstName: String(body.firstName ?? ''),
        lastName: String(body.lastName ?? ''),
        password: String(body.password ?? ''),
      };
      const problems = seed.registrationAllowed ? users.validate(registration) : [];
      if (!seed.registrationAllowed || problems.length > 0) {
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
              problems.map((p) => t[p]),
              values,
            ),
          );
        return;
      }
      await finishLogin(req, res, users.register(registration));
    } catch (error) {
      next(error);
    }
  });

  router.use((error: unknown, req: Request, res: Response, _next: (e?: unknown) => void) => {
    const lng = pageLanguage(req, undefined);
    const t = textsFor(lng);
    const expired =
      error instanceof Error && /SessionNotFound|interaction session/i.test(`${error.name} ${error.message}`);
    res
      .status(expired ? 400 : 500)
      .type('html')
      .send(
        messagePage(
          lng,
          t.signInTitle,
          expired ? t.sessionExpired : escapeHtml(String(error)),
          siteUrl,
          t.backToSite,
        ),
      );
  });

  router.use(provider.callback());
  return { issuer, router, mountPath };
}

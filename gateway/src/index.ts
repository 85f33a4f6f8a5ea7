// Public API of @site/gateway: the Kong configuration model, Kong's routing rules, the render step of kong.yml
// and the local edge.
import { resolve } from 'node:path';

export {
  KONG_FORMAT_VERSION,
  SUPPORTED_PLUGINS,
  KongConfigError,
  allowedPayloadBytes,
  loadKongConfig,
  normalizeOrigin,
  parseKongConfig,
  pluginsFor,
  RATE_LIMIT_PERIODS,
} from './kong-config';
export type {
  AppliedPlugins,
  CorrelationIdConfig,
  CorrelationIdGenerator,
  CorrelationIdPlugin,
  CorsConfig,
  CorsPlugin,
  JwtClaim,
  JwtConfig,
  JwtPlugin,
  JwtSecret,
  KongConfig,
  KongConsumer,
  KongPlugin,
  KongPluginName,
  KongProtocol,
  KongRoute,
  KongService,
  RateLimitingConfig,
  RateLimitingPlugin,
  RateLimitPeriod,
  RequestSizeLimitingConfig,
  RequestSizeLimitingPlugin,
  SizeUnit,
} from './kong-config';
export { checkKongPlugins, PLUGIN_CONFIG_SCHEMAS } from './kong-schema/kong3';
export {
  ISSUER_PLACEHOLDER,
  PUBLIC_KEY_PLACEHOLDER,
  SECRET_PLACEHOLDER,
  RenderError,
  fetchJwks,
  hasPlaceholderCredential,
  renderKongConfig,
  resolveIssuerKey,
  selectJwksSigningKey,
} from './render-kong-config';
export type { IssuerKeySource, RenderOptions, SelectedKey } from './render-kong-config';
export { runRenderCli } from './render-cli';
export type { RenderCliIo } from './render-cli';
export { createRouter, listRoutes, matchRoute, regexPathToOpenApi } from './route-matcher';
export type { PathKind, RouteMatch, RouteTableEntry, Router } from './route-matcher';
export { apiPathPrefixesOf, startEdge } from './edge';
export type { Edge, EdgeCloseOptions, EdgeJwtIssuer, EdgeLogger, EdgeOptions } from './edge';
export { EdgeErrorCode } from './edge-error';
export { answerRateLimited, createRateLimiter, createRouteRateLimiter } from './rate-limiter';
export type { RateLimitDecision, RateLimiter, RouteRateLimit, RouteRateLimiter } from './rate-limiter';
export { clientAddressOf, compileTrustProxy, forwardedChainOf, trustProxyBehindEdge } from './trust-proxy';
export type { TrustFunction, TrustProxySetting } from './trust-proxy';
export type { EdgeErrorBody } from './edge-error';
export { normalizePath } from './uri';
export { createStaticSite } from './static-files';
export type { StaticSite } from './static-files';

/** Absolute path of gateway/kong.yml (the package ships it beside dist/). */
export const KONG_CONFIG_PATH = resolve(__dirname, '..', 'kong.yml');

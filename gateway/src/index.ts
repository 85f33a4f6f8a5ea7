// Public API of @site/gateway: the Kong configuration model, Kong's routing rules and the local edge.
import { resolve } from 'node:path';

export {
  KONG_FORMAT_VERSION,
  SUPPORTED_PLUGINS,
  KongConfigError,
  allowedPayloadBytes,
  loadKongConfig,
  parseKongConfig,
  pluginsFor,
} from './kong-config';
export type {
  AppliedPlugins,
  CorrelationIdConfig,
  CorrelationIdGenerator,
  CorrelationIdPlugin,
  KongConfig,
  KongPlugin,
  KongPluginName,
  KongProtocol,
  KongRoute,
  KongService,
  RequestSizeLimitingConfig,
  RequestSizeLimitingPlugin,
  SizeUnit,
} from './kong-config';
export { createRouter, listRoutes, matchRoute, regexPathToOpenApi } from './route-matcher';
export type { PathKind, RouteMatch, RouteTableEntry, Router } from './route-matcher';
export { apiPathPrefixesOf, startEdge } from './edge';
export type { Edge, EdgeCloseOptions, EdgeLogger, EdgeOptions } from './edge';
export { EdgeErrorCode } from './edge-error';
export type { EdgeErrorBody } from './edge-error';
export { normalizePath } from './uri';
export { createStaticSite } from './static-files';
export type { StaticSite } from './static-files';

/** Absolute path of gateway/kong.yml (the package ships it beside dist/). */
export const KONG_CONFIG_PATH = resolve(__dirname, '..', 'kong.yml');

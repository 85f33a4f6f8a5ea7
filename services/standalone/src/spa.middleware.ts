import { apiPathPrefixesOf, createStaticSite, loadKongConfig } from '@site/gateway';
import type { NextFunction, Request, Response } from 'express';

/** Paths the platform serves itself in every process, besides the API routes of kong.yml. */
const PLATFORM_PREFIXES = ['/health', '/metrics', '/openapi', '/openapi.json', '/app-config.json', '/realms'];

/**
 * Serves the built SPA for every GET that is not an API path: files from the folder, index.html for client routes.
 * The API prefixes come from kong.yml, so the standalone process and the gateway agree on what is API.
 */
export function spaMiddleware(staticDir: string, kongConfigPath: string) {
  const site = createStaticSite(staticDir);
  const apiPrefixes = [...apiPathPrefixesOf(loadKongConfig(kongConfigPath)), ...PLATFORM_PREFIXES];
  const isApi = (path: string) => apiPrefixes.some((p) => path === p || path.startsWith(`${p}/`));
  return (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi(req.path)) {
      next();
      return;
    }
    site.serve(req, res, req.path).catch(next);
  };
}

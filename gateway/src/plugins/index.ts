// The edge's plugins in Kong's priority order, and the access phase that runs those a request's route (or, without
// a route, the global configuration) applies.
import type { AppliedPlugins, KongPluginName } from '../kong-config';
import type { JwtCredentials } from '../jwt-auth';
import type { RateLimiter } from '../rate-limiter';
import type { TrustFunction } from '../trust-proxy';
import { correlationIdPlugin } from './correlation-id';
import { corsPlugin } from './cors';
import { jwtPlugin } from './jwt';
import type { EdgePlugin, Exchange, PluginOf } from './plugin';
import { rateLimitingPlugin } from './rate-limiting';
import { requestSizeLimitingPlugin } from './request-size-limiting';

export type { BodyLimit, Exchange, RequestLog } from './plugin';

export interface EdgePluginDeps {
  credentials: JwtCredentials;
  rateLimiter: RateLimiter;
  trust: TrustFunction;
  /** Milliseconds since the epoch. */
  clock: () => number;
}

type AnyEdgePlugin = { [Name in KongPluginName]: EdgePlugin<Name> }[KongPluginName];

/** One instance of each plugin module, highest priority first. */
export function createEdgePlugins(deps: EdgePluginDeps): readonly AnyEdgePlugin[] {
  const plugins: AnyEdgePlugin[] = [
    correlationIdPlugin(),
    corsPlugin(),
    jwtPlugin(deps.credentials, deps.clock),
    requestSizeLimitingPlugin(),
    rateLimitingPlugin(deps.rateLimiter, deps.trust),
  ];
  return plugins.sort((a, b) => b.priority - a.priority);
}

/** The access phase of a request, or undefined when a plugin has answered it. */
export interface PassedAccess {
  /** The plugins' header phases, to run over the service's answer. */
  readonly headerPhases: readonly (() => void)[];
}

/** Runs the access phase of every plugin that applies, in priority order, until one answers. */
export async function runAccessPhase(
  plugins: readonly AnyEdgePlugin[],
  applied: AppliedPlugins,
  exchange: Exchange,
): Promise<PassedAccess | undefined> {
  const headerPhases: (() => void)[] = [];
  for (const plugin of plugins) {
    const entity = applied[plugin.name];
    if (!entity || (exchange.route === undefined && !plugin.withoutRoute)) {
      continue;
    }
    // The plugin and its entity share a name, which TypeScript cannot follow through the union.
    const access = plugin.access as (
      entity: PluginOf<KongPluginName>,
      exchange: Exchange,
    ) => ReturnType<AnyEdgePlugin['access']>;
    const outcome = await access(entity, exchange);
    if (outcome.answered) {
      return undefined;
    }
    if (outcome.header) headerPhases.push(outcome.header);
  }
  return { headerPhases };
}

// Kong's rate-limiting plugin with `policy: local` and `limit_by: ip`: fixed windows aligned to UTC (second,
// minute, hour, day), one set of counters per plugin instance (so per route or per service, as declared),
// counted per client IP. A refused request is not counted, as in Kong.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isPreflight } from './cors';
import { EdgeErrorCode, sendEdgeError } from './edge-error';
import {
  pluginsFor,
  RATE_LIMIT_PERIODS,
  type KongConfig,
  type RateLimitingConfig,
  type RateLimitPeriod,
} from './kong-config';
import { createRouter } from './route-matcher';

const PERIOD_MS: Readonly<Record<RateLimitPeriod, number>> = {
  second: 1_000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
};
const HEADER_SUFFIX: Readonly<Record<RateLimitPeriod, string>> = {
  second: 'Second',
  minute: 'Minute',
  hour: 'Hour',
  day: 'Day',
};
/** Counters whose window has ended are dropped at most this often. */
const SWEEP_INTERVAL_MS = 60_000;

export interface RateLimitDecision {
  allowed: boolean;
  /** X-RateLimit-Limit-<Period>, X-RateLimit-Remaining-<Period>, RateLimit-Limit/-Remaining/-Reset. */
  headers: Record<string, string>;
  /** Seconds until the exhausted window resets; set when the request is refused. */
  retryAfterSeconds: number | undefined;
}

interface Counter {
  windowStart: number;
  count: number;
}

export interface RateLimiter {
  /**
   * Counts one request of `identifier` (the client IP) against the limits of `plugin` (any object that is the
   * same for every request of the plugin instance).
   */
  check(plugin: object, config: RateLimitingConfig, identifier: string): RateLimitDecision;
}

/** `clock` gives milliseconds since the epoch (Date.now by default; tests pin it). */
export function createRateLimiter(clock: () => number = Date.now): RateLimiter {
  const counters = new Map<object, Map<string, Counter>>();
  let lastSweep = clock();

  function sweep(now: number): void {
    if (now - lastSweep < SWEEP_INTERVAL_MS) {
      return;
    }
    lastSweep = now;
    for (const perPlugin of counters.values()) {
      for (const [key, counter] of perPlugin) {
        const period = key.slice(key.lastIndexOf('|') + 1) as RateLimitPeriod;
        if (counter.windowStart + PERIOD_MS[period] <= now) {
          perPlugin.delete(key);
        }
      }
    }
  }

  return {
    check(plugin, config, identifier) {
      const now = clock();
      sweep(now);
      let perPlugin = counters.get(plugin);
      if (!perPlugin) {
        perPlugin = new Map();
        counters.set(plugin, perPlugin);
      }
      const usage = RATE_LIMIT_PERIODS.flatMap((period) => {
        const limit = config.limits[period];
        if (limit === undefined) {
          return [];
        }
        const windowStart = Math.floor(now / PERIOD_MS[period]) * PERIOD_MS[period];
        const key = `${identifier}|${period}`;
        let counter = (perPlugin as Map<string, Counter>).get(key);
        if (!counter || counter.windowStart !== windowStart) {
          counter = { windowStart, count: 0 };
          (perPlugin as Map<string, Counter>).set(key, counter);
        }
        const reset = Math.max(1, PERIOD_MS[period] / 1000 - Math.floor((now - windowStart) / 1000));
        return [{ period, limit, counter, remaining: limit - counter.count, reset }];
      });
      const stop = usage.find((entry) => entry.remaining <= 0);

      const headers: Record<string, string> = {};
      // RateLimit-*: the window with the fewest requests left (the longer one on a tie), as Kong picks it.
      let shown: { limit: number; remaining: number; reset: number; windowMs: number } | undefined;
      for (const entry of usage) {
        const remaining = Math.max(
          0,
          stop === undefined || stop === entry ? entry.remaining - 1 : entry.remaining,
        );
        const windowMs = PERIOD_MS[entry.period];
        if (
          !shown ||
          remaining < shown.remaining ||
          (remaining === shown.remaining && windowMs > shown.windowMs)
        ) {
          shown = { limit: entry.limit, remaining, reset: entry.reset, windowMs };
        }
        headers[`X-RateLimit-Limit-${HEADER_SUFFIX[entry.period]}`] = String(entry.limit);
        headers[`X-RateLimit-Remaining-${HEADER_SUFFIX[entry.period]}`] = String(remaining);
      }
      if (shown) {
        headers['RateLimit-Limit'] = String(shown.limit);
        headers['RateLimit-Remaining'] = String(shown.remaining);
        headers['RateLimit-Reset'] = String(shown.reset);
      }
      const visible = config.hide_client_headers ? {} : headers;
      if (stop) {
        return { allowed: false, headers: visible, retryAfterSeconds: stop.reset };
      }
      for (const entry of usage) {
        entry.counter.count += 1;
      }
      return { allowed: true, headers: visible, retryAfterSeconds: undefined };
    },
  };
}

/** The outcome of a request on a route that kong.yml limits. */
export interface RouteRateLimit {
  routeName: string;
  decision: RateLimitDecision;
}

export interface RouteRateLimiter {
  /**
   * Counts `req` of `client` against the rate-limiting plugin of the route it matches; undefined when no limit
   * applies (no route, no plugin, or a CORS preflight the cors plugin answers before any limit, as in Kong).
   * `target` is the request target (path and query) when `req.url` is not the whole of it.
   */
  check(req: IncomingMessage, client: string, target?: string): RouteRateLimit | undefined;
}

/** kong.yml's rate limits by route, for a process that is not behind the edge (the standalone server). */
export function createRouteRateLimiter(config: KongConfig, clock: () => number = Date.now): RouteRateLimiter {
  const router = createRouter(config);
  const limiter = createRateLimiter(clock);
  return {
    check(req, client, target = req.url ?? '/') {
      const match = router.match(req.method ?? 'GET', target);
      if (!match) {
        return undefined;
      }
      const plugins = pluginsFor(config, match.service, match.route);
      const rateLimit = plugins['rate-limiting'];
      if (!rateLimit || (plugins.cors && !plugins.cors.config.preflight_continue && isPreflight(req))) {
        return undefined;
      }
      return { routeName: match.route.name, decision: limiter.check(rateLimit, rateLimit.config, client) };
    },
  };
}

/**
 * The answer to a request over its limit, the same from the edge and the standalone server: 429
 * `{detail, code: RATE_LIMITED}` with Retry-After (the rate-limiting headers are set by the caller). A body the
 * client is still sending is read and discarded, and the connection closed after the answer.
 */
export function answerRateLimited(
  req: IncomingMessage,
  res: ServerResponse,
  routeName: string,
  retryAfterSeconds: number,
): void {
  if (!req.complete) {
    res.setHeader('connection', 'close');
    req.resume();
  }
  res.setHeader('retry-after', String(retryAfterSeconds));
  sendEdgeError(
    res,
    EdgeErrorCode.RateLimited,
    `Too many requests for route ${routeName}: API rate limit exceeded.`,
  );
}

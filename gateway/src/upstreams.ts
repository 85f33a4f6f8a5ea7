// The services' addresses for the edge: each Kong service of kong.yml gets the base URLs the launcher gives it (its
// replicas), taken in turn (round-robin, Kong's default balancing over an upstream's targets).
import type { EdgeLogger } from './edge';
import type { KongConfig } from './kong-config';

export interface UpstreamTarget {
  protocol: 'http:' | 'https:';
  hostname: string;
  port: number;
  /** Host header when the route does not preserve the client's. */
  hostHeader: string;
}

/** The targets of one upstream, taken in turn (round-robin). */
export interface Upstream {
  next(): UpstreamTarget;
}

function roundRobin(targets: readonly UpstreamTarget[]): Upstream {
  let turn = 0;
  return {
    next: () => {
      const target = targets[turn % targets.length];
      turn = (turn + 1) % targets.length;
      return target;
    },
  };
}

export function resolveUpstreams(
  config: KongConfig,
  upstreams: Readonly<Record<string, string | readonly string[]>>,
  logger: Pick<EdgeLogger, 'warn'>,
): Map<string, Upstream> {
  const resolved = new Map<string, Upstream>();
  const problems: string[] = [];
  for (const service of config.services.filter((candidate) => candidate.enabled)) {
    const given = upstreams[service.name];
    const bases = given === undefined ? [] : typeof given === 'string' ? [given] : given;
    if (bases.length === 0) {
      problems.push(`no upstream for Kong service "${service.name}" (set upstreams["${service.name}"])`);
      continue;
    }
    const targets: UpstreamTarget[] = [];
    for (const base of bases) {
      let url: URL;
      try {
        url = new URL(base);
      } catch {
        problems.push(`upstream for "${service.name}" is not a URL: ${base}`);
        continue;
      }
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search) {
        problems.push(`upstream for "${service.name}" must be http(s)://host:port without a path: ${base}`);
        continue;
      }
      const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
      targets.push({
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port,
        hostHeader: url.host,
      });
    }
    if (targets.length === bases.length) resolved.set(service.name, roundRobin(targets));
  }
  if (problems.length > 0) {
    throw new Error(`Cannot start the edge:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
  const unknown = Object.keys(upstreams).filter((name) => !resolved.has(name));
  if (unknown.length > 0) {
    logger.warn(
      { services: unknown },
      'upstreams given for services that kong.yml does not declare or disables',
    );
  }
  return resolved;
}

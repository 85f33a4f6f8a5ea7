import { SUPPORTED_PLUGINS } from '../kong-config';
import { createRateLimiter } from '../rate-limiter';
import { createEdgePlugins } from './index';

describe(createEdgePlugins.name, () => {
  const plugins = createEdgePlugins({
    credentials: new Map(),
    rateLimiter: createRateLimiter(),
    trust: () => false,
    clock: Date.now,
  });

  it("has a module for every plugin kong.yml may use, in Kong's priority order", () => {
    expect(plugins.map((plugin) => [plugin.name, plugin.priority])).toEqual([
      ['correlation-id', 100001],
      ['cors', 2000],
      ['jwt', 1450],
      ['request-size-limiting', 951],
      ['rate-limiting', 910],
    ]);
    expect(plugins.map((plugin) => plugin.name).sort()).toEqual([...SUPPORTED_PLUGINS].sort());
  });

  it('lets only correlation-id run for requests that match no route', () => {
    expect(plugins.filter((plugin) => plugin.withoutRoute).map((plugin) => plugin.name)).toEqual([
      'correlation-id',
    ]);
  });
});

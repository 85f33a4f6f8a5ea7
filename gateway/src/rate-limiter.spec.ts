import type { IncomingMessage } from 'node:http';
import { KONG_CONFIG_PATH } from './index';
import { loadKongConfig, type RateLimitingConfig } from './kong-config';
import { createRateLimiter, createRouteRateLimiter } from './rate-limiter';

/** 2026-11-21T12:00:10Z: ten seconds into a minute, so the minute window resets in 50 s. */
const START = Date.UTC(2026, 10, 21, 12, 0, 10);
const FIVE_A_MINUTE: RateLimitingConfig = {
  limits: { minute: 5, hour: 30 },
  limit_by: 'ip',
  policy: 'local',
  fault_tolerant: true,
  hide_client_headers: false,
};

function request(method: string, url: string, headers: Record<string, string> = {}): IncomingMessage {
  return { method, url, headers } as unknown as IncomingMessage;
}

describe('createRateLimiter', () => {
  let now: number;
  const plugin = {};
  let sut: ReturnType<typeof createRateLimiter>;

  beforeEach(() => {
    now = START;
    sut = createRateLimiter(() => now);
  });

  it('lets the limit through, then refuses with the seconds left in the window', () => {
    const allowed = Array.from({ length: 5 }, () => sut.check(plugin, FIVE_A_MINUTE, '203.0.113.7'));
    const refused = sut.check(plugin, FIVE_A_MINUTE, '203.0.113.7');

    expect(allowed.map((decision) => decision.allowed)).toEqual([true, true, true, true, true]);
    expect(allowed.map((decision) => decision.headers['X-RateLimit-Remaining-Minute'])).toEqual([
      '4',
      '3',
      '2',
      '1',
      '0',
    ]);
    expect(refused).toEqual({
      allowed: false,
      retryAfterSeconds: 50,
      headers: {
        'X-RateLimit-Limit-Minute': '5',
        'X-RateLimit-Remaining-Minute': '0',
        'X-RateLimit-Limit-Hour': '30',
        'X-RateLimit-Remaining-Hour': '25',
        'RateLimit-Limit': '5',
        'RateLimit-Remaining': '0',
        'RateLimit-Reset': '50',
      },
    });
  });

  it('counts each client on its own', () => {
    for (let index = 0; index < 5; index += 1) sut.check(plugin, FIVE_A_MINUTE, '203.0.113.7');

    expect(sut.check(plugin, FIVE_A_MINUTE, '203.0.113.7').allowed).toBe(false);
    expect(sut.check(plugin, FIVE_A_MINUTE, '198.51.100.9').allowed).toBe(true);
  });

  it('starts a new window at the next minute and does not count refused requests in the hour', () => {
    for (let index = 0; index < 8; index += 1) sut.check(plugin, FIVE_A_MINUTE, '203.0.113.7');
    now = START + 60_000;

    const next = sut.check(plugin, FIVE_A_MINUTE, '203.0.113.7');

    expect(next.allowed).toBe(true);
    expect(next.headers['X-RateLimit-Remaining-Hour']).toBe('24');
  });

  it('sends no headers when hide_client_headers is set, but still refuses', () => {
    const hidden = { ...FIVE_A_MINUTE, hide_client_headers: true };
    for (let index = 0; index < 5; index += 1) sut.check(plugin, hidden, '203.0.113.7');

    expect(sut.check(plugin, hidden, '203.0.113.7')).toEqual({
      allowed: false,
      headers: {},
      retryAfterSeconds: 50,
    });
  });
});

describe('createRouteRateLimiter (the limits of gateway/kong.yml by route)', () => {
  let now: number;
  let sut: ReturnType<typeof createRouteRateLimiter>;

  beforeEach(() => {
    now = START;
    sut = createRouteRateLimiter(loadKongConfig(KONG_CONFIG_PATH), () => now);
  });

  it('applies the route limit of kong.yml: 60 a minute on the planner, then 429 with Retry-After', () => {
    const plan = () => sut.check(request('POST', '/api/plan_study_abroad'), '203.0.113.7');
    const first = plan();
    for (let index = 1; index < 60; index += 1) plan();
    const refused = plan();

    expect(first).toMatchObject({
      routeName: 'planner-plan',
      decision: {
        allowed: true,
        headers: { 'X-RateLimit-Limit-Minute': '60', 'X-RateLimit-Limit-Hour': '1000' },
      },
    });
    expect(refused).toMatchObject({
      routeName: 'planner-plan',
      decision: { allowed: false, retryAfterSeconds: 50 },
    });
  });

  it('counts each route on its own, a query string included', () => {
    for (let index = 0; index < 5; index += 1) {
      sut.check(request('POST', '/api/send-email?lang=de'), '203.0.113.7');
    }

    expect(sut.check(request('POST', '/api/send-email'), '203.0.113.7')?.decision.allowed).toBe(false);
    expect(sut.check(request('GET', '/api/health'), '203.0.113.7')).toMatchObject({
      routeName: 'planner-health',
      decision: { allowed: true, headers: { 'X-RateLimit-Limit-Minute': '300' } },
    });
  });

  it('leaves routes without a limit, unknown paths and CORS preflights alone', () => {
    const preflight = request('OPTIONS', '/api/send-email', {
      origin: 'http://localhost:8080',
      'access-control-request-method': 'POST',
    });

    expect(sut.check(request('GET', '/api/favorites'), '203.0.113.7')).toBeUndefined();
    expect(sut.check(request('GET', '/planner'), '203.0.113.7')).toBeUndefined();
    expect(sut.check(preflight, '203.0.113.7')).toBeUndefined();
  });

  it('matches the target given instead of req.url (a mounted Express request)', () => {
    const mounted = request('POST', '/');

    expect(sut.check(mounted, '203.0.113.7', '/api/plan_study_abroad')?.routeName).toBe('planner-plan');
  });
});

import { describe, expect, it, vi } from 'vitest';

import { getHealth } from '@/features/health/api/get-health';
import { createTestStore } from '@/testing/store';

const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('getHealth', () => {
  it('asks the same origin for /api/health and returns the validated answer', async () => {
    const health = { status: 'ok', services: { planner: { status: 'ok' }, mailer: { status: 'degraded' } } };
    const fetchMock = vi.fn(async (_request: Request) => jsonResponse(health));
    vi.stubGlobal('fetch', fetchMock);
    const store = createTestStore();

    const result = await store.dispatch(getHealth.initiate());

    expect(result.data).toEqual(health);
    const request = fetchMock.mock.calls[0]?.[0];
    expect(new URL(request?.url ?? '').pathname).toBe('/api/health');
    expect(request?.headers.get('Accept')).toBe('application/json');
  });

  it('reports an answer of the wrong shape as an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ status: 'ok' })),
    );
    // RTK Query logs a failed schema check.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createTestStore();

    const result = await store.dispatch(getHealth.initiate());

    expect(result.error).toBeDefined();
    expect(result.data).toBeUndefined();
    expect(consoleError).toHaveBeenCalled();
  });
});

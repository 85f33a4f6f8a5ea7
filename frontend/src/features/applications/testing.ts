import { vi } from 'vitest';

import type { Application } from '@/features/applications/api/applications-api';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const anApplication = (extra: Partial<Application> = {}): Application => ({
  id: 'app-1',
  university: 'TU Berlin',
  program: 'Computer Science (MSc)',
  country: 'Germany',
  link: 'https://www.tu.berlin/',
  program_id: 'de-tu-berlin-cs',
  status: 'planning',
  history: [{ status: 'planning', at: '2026-11-20T10:00:00.000Z' }],
  notes: '',
  checklist: [
    {
      id: 'language_test',
      kind: 'language_test',
      title: 'Language test',
      due_date: '2027-01-15',
      category: 'preparation',
      done: false,
      done_at: null,
    },
    {
      id: 'visa',
      kind: 'visa',
      title: 'Visa',
      due_date: '2027-06-01',
      category: 'travel',
      done: false,
      done_at: null,
    },
  ],
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...extra,
});

type Handler = (request: Request, url: URL) => Promise<Response | undefined> | Response | undefined;

/** `fetch` answered by `handler` for this test only; every request is kept. */
export function serve(handler: Handler) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.clone().text();
      requests.push({
        method: request.method,
        path: url.pathname + url.search,
        body: text ? JSON.parse(text) : undefined,
      });
      return (await handler(request, url)) ?? json({ detail: 'Not found', code: 'NOT_FOUND' }, 404);
    }),
  );
  return requests;
}

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MyData } from '@/features/profile/components/my-data';
import { alice, createFakeAuthClient } from '@/testing/fake-auth-client';
import { renderWithProviders } from '@/testing/render';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const ERASURE_ID = '0b6f1f8e-7c1a-4a53-9a55-0c1f3c1f3c1f';
const erasure = (confirmed: string[]) => {
  const services = Object.fromEntries(
    ['favourites', 'profile', 'chat-orchestrator'].map((service) => [
      service,
      confirmed.includes(service) ? { records: 1, erased_at: '2026-11-23T10:00:01Z' } : null,
    ]),
  );
  return {
    erasure_id: ERASURE_ID,
    status: confirmed.length === 3 ? 'complete' : 'pending',
    requested_at: '2026-11-23T10:00:00Z',
    completed_at: confirmed.length === 3 ? '2026-11-23T10:00:02Z' : null,
    services,
    status_url: `/api/users/me/erasure/${ERASURE_ID}`,
  };
};

function renderMyData() {
  const authClient = createFakeAuthClient({ user: alice });
  return renderWithProviders(<MyData />, { authClient });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MyData', { timeout: 30_000 }, () => {
  it('downloads the export as a JSON file named as the server proposes', async () => {
    const document = { user: { sub: alice.subject, preferred_username: 'alice' }, services: {} };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(document, 200, { 'Content-Disposition': 'attachment; filename="my-data-2026-11-23.json"' }),
      ),
    );
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          blobs.push(blob);
          return 'blob:export';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { user } = renderMyData();

    await user.click(await screen.findByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(downloads).toEqual(['my-data-2026-11-23.json']));
    // jsdom's Blob has no text(); FileReader reads it as a browser would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]!);
    });
    expect(JSON.parse(text)).toEqual(document);
    expect(blobs[0]!.type).toBe('application/json');
  });

  it('asks before deleting, and Keep my data deletes nothing', async () => {
    const fetchMock = vi.fn(async () => json(erasure([]), 202));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderMyData();

    await user.click(await screen.findByRole('button', { name: 'Delete my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete all your data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my data' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('deletes everything, shows the progress until every service confirmed, then signs out', async () => {
    const answers = [erasure(['profile']), erasure(['profile', 'favourites', 'chat-orchestrator'])];
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const { pathname } = new URL(request.url);
        requests.push(`${request.method} ${pathname}`);
        if (request.method === 'DELETE' && pathname === '/api/users/me') return json(erasure([]), 202);
        if (pathname === `/api/users/me/erasure/${ERASURE_ID}`)
          return json(answers.shift() ?? erasure(['profile', 'favourites', 'chat-orchestrator']));
        return json({ detail: 'Not found' }, 404);
      }),
    );
    const { user, authClient } = renderMyData();

    await user.click(await screen.findByRole('button', { name: 'Delete my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete all your data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete everything' }));

    expect(await screen.findByText(/Services finished: [01] of 3/)).toBeInTheDocument();
    expect(
      await screen.findByText('All your data has been deleted. Signing you out…', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Services finished: 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(authClient.logout).toHaveBeenCalled(), { timeout: 10_000 });
    expect(requests[0]).toBe('DELETE /api/users/me');
    expect(requests.filter((entry) => entry.startsWith('GET /api/users/me/erasure/')).length).toBeGreaterThan(
      0,
    );
  });
});

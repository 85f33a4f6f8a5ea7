import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Application } from '@/features/applications/api/applications-api';
import { FavoritesWithApplications } from '@/app/routes/favorites';
import { anApplication, json, serve } from '@/features/applications/testing';
import { alice, createFakeAuthClient } from '@/testing/fake-auth-client';
import { renderWithProviders } from '@/testing/render';

const FAVOURITES = [
  {
    university: 'TU Berlin',
    program: 'Computer Science (MSc)',
    country: 'Germany',
    program_id: 'de-tu-berlin-cs',
  },
  { university: 'LMU Munich', program: 'Physics (MSc)', country: 'Germany', link: 'https://www.lmu.de/' },
];

const TIMELINE = {
  program: { id: 'de-lmu-physics', name: 'Physics (MSc)', university: 'LMU Munich' },
  country: { id: 'de', name: 'Germany' },
  steps: [
    {
      id: 'step-1',
      kind: 'language_test',
      title: 'Take a language test',
      dueDate: '2027-01-15',
      category: 'preparation',
    },
    { id: 'step-2', kind: 'visa', title: 'Apply for the visa', dueDate: '2027-05-01', category: 'travel' },
  ],
  costs: { currency: 'EUR', items: [], firstYearTotal: 0 },
  resources: [],
  scholarships: [],
  templates: [],
};

function serveFavouritesAndApplications(initial: Application[]) {
  let applications = [...initial];
  let favourites = [...FAVOURITES];
  return serve(async (request, url) => {
    if (url.pathname === '/api/favorites' && request.method === 'GET') return json(favourites);
    if (url.pathname.startsWith('/api/favorites/') && request.method === 'DELETE') {
      favourites = favourites.filter((f) => f.program !== url.searchParams.get('program'));
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/api/study_abroad_timeline') return json(TIMELINE);
    if (url.pathname === '/api/applications' && request.method === 'GET') return json(applications);
    if (url.pathname === '/api/applications' && request.method === 'POST') {
      const body = (await request.json()) as { university: string; program: string };
      const created = anApplication({ id: 'app-2', university: body.university, program: body.program });
      applications = [...applications, created];
      return json(created, 201);
    }
    return undefined;
  });
}

const renderFavourites = () =>
  renderWithProviders(<FavoritesWithApplications userId={alice.subject} />, {
    authClient: createFakeAuthClient({ user: alice }),
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('applications from favourites', { timeout: 30_000 }, () => {
  it("starts an application with a checklist of the program's timeline steps", async () => {
    const requests = serveFavouritesAndApplications([anApplication()]);
    const { user } = renderFavourites();

    const lmu = await screen.findByRole('article', { name: 'LMU Munich' });
    await user.click(
      await within(lmu).findByRole('button', { name: 'Start application · Physics (MSc) · LMU Munich' }),
    );
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.path === '/api/applications')).toBe(true),
    );
    expect(requests.find((r) => r.method === 'POST' && r.path === '/api/applications')?.body).toEqual({
      university: 'LMU Munich',
      program: 'Physics (MSc)',
      country: 'Germany',
      link: 'https://www.lmu.de/',
      program_id: null,
      checklist: [
        {
          id: 'step-1',
          kind: 'language_test',
          title: expect.any(String),
          due_date: '2027-01-15',
          category: 'preparation',
        },
        { id: 'step-2', kind: 'visa', title: expect.any(String), due_date: '2027-05-01', category: 'travel' },
      ],
    });
    expect(
      await within(lmu).findByRole('link', { name: 'Application · Physics (MSc) · LMU Munich' }),
    ).toHaveAttribute('href', '/applications');
  });

  it('asks before removing a favourite that has an application, and removes one without at once', async () => {
    const requests = serveFavouritesAndApplications([anApplication()]);
    const { user } = renderFavourites();

    const berlin = await screen.findByRole('article', { name: 'TU Berlin' });
    await within(berlin).findByRole('link', { name: /^Application · / });
    await user.click(within(berlin).getByRole('button', { name: /Remove/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('You have an application to this program');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    const lmu = screen.getByRole('article', { name: 'LMU Munich' });
    await user.click(within(lmu).getByRole('button', { name: /Remove/ }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1));
  });
});

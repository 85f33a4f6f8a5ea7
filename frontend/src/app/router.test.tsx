import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { routes } from '@/app/router';
import { alice, createFakeAuthClient } from '@/testing/fake-auth-client';
import { renderWithProviders } from '@/testing/render';

describe('routes', () => {
  it.each([
    ['/', 'Study abroad planner'],
    ['/llm_openapi_studyplanner', 'Study abroad planner'],
    ['/home', 'European expertise for funding, AI and cloud software'],
    ['/impressum', 'Legal notice'],
    ['/privacy', 'Privacy policy'],
    ['/terms', 'Terms of use'],
    ['/jobs', 'Careers'],
    ['/about', 'About us'],
    ['/contact', 'Contact'],
    ['/login', 'Redirecting to login...'],
    ['/profile', 'User profile'],
    ['/settings', 'Settings'],
    ['/llm_aisolution_overview', 'AI Solutions Overview'],
    ['/no/such/page', 'Page not found'],
  ])('%s renders the heading "%s"', async (route, heading) => {
    renderWithProviders(null, { routes, route });

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it.each([
    ['/llmchat', 'AI chat'],
    ['/favorites', 'Favorites'],
    ['/applications', 'Applications'],
    ['/schedule', 'Schedule'],
  ])('%s renders the heading "%s" for a signed-in user', async (route, heading) => {
    renderWithProviders(null, { routes, route, authClient: createFakeAuthClient({ user: alice }) });

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows the metrics banner on /home', async () => {
    renderWithProviders(null, { routes, route: '/home' });

    const banner = await screen.findByRole('region', { name: 'Key figures' });
    for (const text of ['99.9%', '20+', '2.5x', '40%', 'Uptime', 'Productivity boost', 'Cost reduction']) {
      expect(banner).toHaveTextContent(text);
    }
  });

  it.each(['/privacy', '/terms'])('%s says when it was last updated', async (route) => {
    renderWithProviders(null, { routes, route });

    expect(await screen.findByText('Last updated: May 10, 2025')).toBeInTheDocument();
  });

  it('shows the company data on the imprint', async () => {
    renderWithProviders(null, { routes, route: '/impressum' });

    await screen.findByRole('heading', { level: 1, name: 'Legal notice' });
    for (const text of [
      'Musterstraße 1',
      '10115 Berlin',
      'Amtsgericht Charlottenburg',
      'HRB 000000 B',
      'DE000000000',
      '+49 30 0000000',
      'hello@europa-launchpad.example',
      'Erika Mustermann and Max Mustermann',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('asks a visitor to log in on /profile', async () => {
    const { user, router } = renderWithProviders(null, { routes, route: '/profile' });

    expect(
      await screen.findByText('You need to be logged in to view or edit your profile.'),
    ).toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Login' }));
    expect(router.state.location.search).toBe('?returnTo=%2Fprofile');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MainLayout } from '@/components/layouts/main-layout';
import { alice, createFakeAuthClient } from '@/testing/fake-auth-client';
import { renderWithProviders } from '@/testing/render';

const layout = <MainLayout>page</MainLayout>;

describe('NavBar', () => {
  it('shows the brand, linking to the root, and Login and Register for visitors', () => {
    renderWithProviders(layout, { route: '/jobs' });

    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const brand = within(nav).getByRole('link', { name: /Europa Launchpad/ });
    expect(brand).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('sends Login and Register to /login with the current path to return to', async () => {
    const { router, user } = renderWithProviders(layout, { route: '/jobs?open=1' });

    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?returnTo=%2Fjobs%3Fopen%3D1');

    await act(() => router.navigate('/contact'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(router.state.location.search).toBe('?action=register&returnTo=%2Fcontact');
  });

  it('lists the pages in the navigation menu, with Login and Register on small screens', async () => {
    const { user } = renderWithProviders(layout, { route: '/about' });

    await user.click(screen.getByRole('button', { name: 'Navigation menu' }));
    const menu = await screen.findByRole('menu');
    for (const [name, href] of [
      ['Home', '/home'],
      ['Study planner', '/llm_openapi_studyplanner'],
      ['AI chat', '/llmchat'],
      ['AI Solutions Overview', '/llm_aisolution_overview'],
      ['About us', '/about'],
      ['Careers', '/jobs'],
      ['Contact', '/contact'],
      ['Settings', '/settings'],
      ['Login', '/login?returnTo=%2Fabout'],
      ['Register', '/login?action=register&returnTo=%2Fabout'],
    ]) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(menu).queryByRole('link', { name: 'Favorites' })).not.toBeInTheDocument();
  });

  it('closes the navigation menu on Escape (focus back on its button) and on an outside click', async () => {
    const { user } = renderWithProviders(layout);
    const trigger = () => screen.getByRole('button', { name: 'Navigation menu' });
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');

    await user.click(trigger());
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // The dropdown hands focus back in a later task than the one that removes the menu (seen under load in CI).
    await waitFor(() => expect(trigger()).toHaveFocus());

    await user.click(trigger());
    await screen.findByRole('menu');
    await user.click(screen.getByRole('main'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  // Moving between items with the arrows, Home and End is rc-menu's and needs a layout: the browser test checks it.
  it.each(['{Enter}', ' '])(
    'follows a navigation item picked with %s, closes the menu and gives focus back to its button',
    async (key) => {
      const { user, router } = renderWithProviders(layout, { route: '/about' });
      // The button is rendered anew once the menu's code is there.
      const trigger = () => screen.getByRole('button', { name: 'Navigation menu' });

      trigger().focus();
      await user.keyboard(key);
      const menu = await screen.findByRole('menu');
      within(menu).getByRole('link', { name: 'Careers' }).focus();
      await user.keyboard(key);

      await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      // Ant Design gives focus back once the closed menu has been taken down, a moment after the menu is gone.
      await waitFor(() => expect(trigger()).toHaveFocus());
      expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    },
  );

  it.each(['{Enter}', ' '])('signs out with %s on Logout in the account menu', async (key) => {
    const { user, store } = renderWithProviders(layout, {
      authClient: createFakeAuthClient({ user: alice }),
    });
    screen.getByRole('button', { name: /Account menu/ }).focus();
    await user.keyboard(key);
    const menu = await screen.findByRole('menu');
    within(menu)
      .getByRole('menuitem', { name: /Logout/ })
      .focus();
    await user.keyboard(key);

    await waitFor(() => expect(store.getState().auth.status).toBe('anonymous'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('shows neither Login nor the account menu while the identity client starts', () => {
    renderWithProviders(layout, {
      preloadedState: { auth: { status: 'initialising', username: null, subject: null } },
    });

    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('shows "Signed in as", profile and settings, and signs out to the site root', async () => {
    const { user, store, authClient } = renderWithProviders(layout, {
      route: '/contact',
      authClient: createFakeAuthClient({ user: alice }),
    });

    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    const accountMenu = await screen.findByRole('menu');
    expect(within(accountMenu).getByText('Signed in as alice')).toBeInTheDocument();
    expect(within(accountMenu).getByRole('link', { name: 'User profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(accountMenu).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');

    await user.click(within(accountMenu).getByRole('menuitem', { name: /Logout/ }));
    expect(store.getState().auth.status).toBe('anonymous');
    expect(authClient.logout).toHaveBeenCalledWith({ redirectUri: `${window.location.origin}/` });
  });

  it('adds favorites, applications and schedule to the navigation menu when signed in', async () => {
    const { user } = renderWithProviders(layout, { authClient: createFakeAuthClient({ user: alice }) });

    await user.click(screen.getByRole('button', { name: 'Navigation menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/favorites');
    expect(within(menu).getByRole('link', { name: 'Applications' })).toHaveAttribute('href', '/applications');
    expect(within(menu).getByRole('link', { name: 'Schedule' })).toHaveAttribute('href', '/schedule');
    expect(within(menu).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('has the footer links and the copyright line', () => {
    renderWithProviders(layout);

    const footer = screen.getByRole('navigation', { name: 'Footer' });
    for (const [name, href] of [
      ['Privacy', '/privacy'],
      ['Imprint', '/impressum'],
      ['Careers', '/jobs'],
      ['Terms', '/terms'],
      ['Contact', '/contact'],
      ['About us', '/about'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByText(/© \d{4} Europa Launchpad GmbH\. All rights reserved\./)).toBeInTheDocument();
  });
});

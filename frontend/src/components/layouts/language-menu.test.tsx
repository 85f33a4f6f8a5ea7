import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MainLayout } from '@/components/layouts/main-layout';
import { renderWithProviders } from '@/testing/render';

describe('LanguageMenu', () => {
  it('offers the ten languages, each labelled in its own language', async () => {
    const { user } = renderWithProviders(<MainLayout>page</MainLayout>);

    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    const menu = await screen.findByRole('menu');
    const labels = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(labels).toEqual([
      'English',
      'Deutsch',
      'Português',
      'Español',
      'Français',
      'Polski',
      'Türkçe',
      '中文',
      '한국어',
      'العربية',
    ]);
  });

  it('switches to Arabic: right-to-left page, translated texts, remembered choice', async () => {
    const { user, container } = renderWithProviders(<MainLayout>page</MainLayout>);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'العربية' }));

    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(localStorage.getItem('language')).toBe('ar');
    expect(await screen.findByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    // Ant Design follows the direction too.
    await waitFor(() => expect(container.querySelector('.ant-btn-rtl')).not.toBeNull());
  });

  it('switches back to left-to-right for German', async () => {
    const { user } = renderWithProviders(<MainLayout>page</MainLayout>);

    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));

    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'de'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
  });
});

describe('LanguageMenu from the keyboard', () => {
  it.each(['{Enter}', ' '])(
    'switches with %s on a language, closes the menu and gives focus back to its button',
    async (key) => {
      const { user } = renderWithProviders(<MainLayout>page</MainLayout>);

      screen.getByRole('button', { name: 'Language: English' }).focus();
      await user.keyboard(key);
      const menu = await screen.findByRole('menu');
      within(menu).getByRole('menuitem', { name: 'Deutsch' }).focus();
      await user.keyboard(key);

      await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'de'));
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      const trigger = () => screen.getByRole('button', { name: 'Sprache: Deutsch' });
      // Ant Design gives focus back once the closed menu has been taken down, a moment after the menu is gone.
      await waitFor(() => expect(trigger()).toHaveFocus());
      expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    },
  );
});

import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { SettingsPanel } from '@/features/settings/components/settings-panel';
import { writeThemePreference } from '@/features/settings/utils/theme-preference';
import { renderWithProviders } from '@/testing/render';

afterEach(() => {
  act(() => writeThemePreference('light'));
});

describe('SettingsPanel', { timeout: 30_000 }, () => {
  it('offers the language and the theme, light by default', () => {
    renderWithProviders(<SettingsPanel />);
    expect(screen.getByRole('combobox', { name: 'Interface language' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('switches to the dark theme and remembers it in localStorage', async () => {
    const { user } = renderWithProviders(<SettingsPanel />);

    // Ant Design draws the radio button over its input: a visitor clicks the label.
    await user.click(screen.getByText('Dark'));

    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(localStorage.getItem('theme')).toBe('dark');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'dark'));
  });

  it('starts with the remembered theme and ignores an unknown value', () => {
    localStorage.setItem('theme', 'dark');
    const { unmount } = renderWithProviders(<SettingsPanel />);
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    unmount();

    localStorage.setItem('theme', 'purple');
    renderWithProviders(<SettingsPanel />);
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
  });
});

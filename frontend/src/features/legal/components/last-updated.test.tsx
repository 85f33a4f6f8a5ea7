import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LastUpdated } from '@/features/legal/components/last-updated';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';

describe('LastUpdated', () => {
  it.each([
    ['en', 'Last updated: May 10, 2025'],
    ['de', 'Zuletzt aktualisiert: 10. Mai 2025'],
    ['fr', /10 mai 2025/],
  ])('writes the date the way %s does', async (language, expected) => {
    await act(async () => {
      await i18n.changeLanguage(language);
    });
    renderWithProviders(<LastUpdated isoDate="2025-05-10" />);
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });
});

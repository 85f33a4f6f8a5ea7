import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CoreValues } from '@/features/company/components/core-values';
import { Leadership } from '@/features/company/components/leadership';
import { OpenApplication, OpenPositions } from '@/features/company/components/open-positions';
import { Partnerships } from '@/features/company/components/partnerships';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';

describe('company pages', { timeout: 30_000 }, () => {
  it('lists the three open positions, remote, part- or full-time, each with its apply link', () => {
    renderWithProviders(
      <>
        <OpenPositions />
        <OpenApplication />
      </>,
    );
    for (const position of ['Senior AI Engineer', 'EU Funding Specialist', 'Cloud Solutions Architect']) {
      const card = screen.getByRole('article', { name: position });
      expect(within(card).getByText('Remote')).toBeInTheDocument();
      expect(within(card).getByText('Part-time')).toBeInTheDocument();
      expect(within(card).getByText('Full-time')).toBeInTheDocument();
      const apply = within(card).getByRole('link', { name: new RegExp(`Apply now.*${position}`) });
      expect(apply.getAttribute('href')).toBe(
        `mailto:careers@europa-launchpad.example?subject=${encodeURIComponent(`Application: ${position}`)}`,
      );
    }
    expect(screen.getByRole('heading', { name: 'Open application' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send an open application' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('shows the four core values, two leaders and four partnerships', () => {
    renderWithProviders(
      <>
        <CoreValues />
        <Leadership />
        <Partnerships />
      </>,
    );
    for (const value of ['Sovereignty', 'Privacy by design', 'Innovation with integrity', 'Transparency']) {
      expect(screen.getByRole('heading', { level: 3, name: value })).toBeInTheDocument();
    }
    expect(screen.getAllByText(/More than 20 years of experience/)).toHaveLength(2);
    expect(
      within(screen.getByRole('region', { name: 'European partnerships' })).getAllByRole('listitem'),
    ).toHaveLength(4);
  });

  it('speaks Arabic', async () => {
    await act(async () => {
      await i18n.changeLanguage('ar');
    });
    renderWithProviders(<OpenPositions />);
    expect(await screen.findByRole('heading', { name: 'الوظائف الشاغرة' })).toBeInTheDocument();
  });
});

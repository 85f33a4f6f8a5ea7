import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import AiSolutionsRoute from '@/app/routes/ai-solutions';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';

/** Every heading's level, in document order. */
const headingLevels = () => screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));

describe('AI solutions overview', { timeout: 30_000 }, () => {
  it('presents the services, the two live examples, privacy, the steps and the calls to action', () => {
    renderWithProviders(<AiSolutionsRoute />, { route: '/llm_aisolution_overview' });

    expect(screen.getByRole('heading', { level: 1, name: 'AI Solutions Overview' })).toBeInTheDocument();
    const offers = screen.getByRole('region', { name: 'What we build' });
    expect(within(offers).getAllByRole('heading', { level: 3 })).toHaveLength(4);

    const examples = screen.getByRole('region', { name: 'Try it on this site' });
    expect(within(examples).getByRole('link', { name: 'Open the planner' })).toHaveAttribute('href', '/');
    expect(within(examples).getByRole('link', { name: 'Try the chat demo' })).toHaveAttribute(
      'href',
      '/llmchat',
    );
    expect(within(examples).getByText(/small open models served by Ollama/)).toBeInTheDocument();

    const trust = screen.getByRole('region', { name: 'Sovereign and private by design' });
    expect(within(trust).getByRole('heading', { name: 'No training on your data' })).toBeInTheDocument();

    const steps = within(screen.getByRole('region', { name: 'How we work together' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Discovery',
      'Prototype',
      'Production',
    ]);

    const cta = screen.getByRole('region', { name: "Let's talk about your project" });
    expect(within(cta).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact?subject=ai',
    );
    expect(within(cta).getByRole('link', { name: 'Try the chat demo' })).toHaveAttribute('href', '/llmchat');

    // h1, then h2s each followed by their h3s: no level is skipped.
    const levels = headingLevels();
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => index > 0 && expect(level - levels[index - 1]).toBeLessThanOrEqual(1));
  });

  it('speaks Arabic, right to left, with the same links', async () => {
    await act(async () => {
      await i18n.changeLanguage('ar');
    });
    renderWithProviders(<AiSolutionsRoute />, { route: '/llm_aisolution_overview' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'نظرة عامة على حلول الذكاء الاصطناعي' }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('link', { name: 'افتح المخطط' })).toHaveAttribute('href', '/');
    expect(
      screen.getAllByRole('link', { name: 'جرّب عرض المحادثة' }).map((link) => link.getAttribute('href')),
    ).toEqual(['/llmchat', '/llmchat']);
    expect(screen.getByRole('link', { name: 'تواصل معنا' })).toHaveAttribute('href', '/contact?subject=ai');
    expect(screen.queryByText('What we build')).toBeNull();
  });
});

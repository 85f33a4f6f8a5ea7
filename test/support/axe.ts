import type { Page } from 'playwright-core';

const AXE_SOURCE = require.resolve('axe-core/axe.min.js');

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: string[];
}

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) on the page once its running animations have finished, and returns
 * the serious and critical violations, each with the elements it found them on; tests expect none.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Contrast is judged on what a person sees once things settle, not halfway through a dialog's fade-in.
  await page.evaluate(`Promise.all(
    document.getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  )`);
  await page.addScriptTag({ path: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    // runs in the page; the tests' TypeScript has no DOM types, so the page's globals are typed here
    const inPage = globalThis as unknown as {
      axe: { run(context: unknown, options: object): Promise<AxeResults> };
      document: unknown;
    };
    interface AxeResults {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[] }[];
      }[];
    }
    const results = await inPage.axe.run(inPage.document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

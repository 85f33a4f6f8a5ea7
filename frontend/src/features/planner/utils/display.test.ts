import { describe, expect, it } from 'vitest';

import { errorMessage, euroText, withDefaults } from '@/features/planner/utils/display';

describe('display helpers', () => {
  it('shows a dollar sign as a euro sign, and nothing for a blank value', () => {
    expect(euroText('$12,000 per year')).toBe('€12,000 per year');
    expect(euroText('  ')).toBeNull();
    expect(euroText(undefined)).toBeNull();
  });

  it('keeps criteria and goals, or uses the defaults when they are absent or empty', () => {
    expect(withDefaults(['Field: Economics'], ['d'])).toEqual(['Field: Economics']);
    expect(withDefaults([], ['d1', 'd2'])).toEqual(['d1', 'd2']);
    expect(withDefaults(['  '], ['d'])).toEqual(['d']);
    expect(withDefaults(null, ['d'])).toEqual(['d']);
  });

  it("takes an error's message from detail, else a string body, else the error's own message", () => {
    expect(errorMessage({ status: 400, data: { detail: 'Bad input' } })).toBe('Bad input');
    expect(errorMessage({ status: 502, data: 'Bad gateway' })).toBe('Bad gateway');
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'TypeError: Failed to fetch',
    );
    expect(errorMessage(new Error('boom'))).toBe('boom');
  });
});

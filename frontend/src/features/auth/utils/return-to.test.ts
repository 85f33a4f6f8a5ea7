import { describe, expect, it } from 'vitest';

import { saveReturnTo, sanitizeReturnTo, takeReturnTo } from '@/features/auth/utils/return-to';

describe(sanitizeReturnTo.name, () => {
  it.each([
    ['/jobs', '/jobs'],
    ['/llmchat?tab=files#top', '/llmchat?tab=files#top'],
    [null, '/'],
    ['', '/'],
    ['jobs', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/login?returnTo=/jobs', '/'],
    ['/auth/callback', '/'],
  ])('%s → %s', (input, expected) => {
    expect(sanitizeReturnTo(input)).toBe(expected);
  });
});

describe(takeReturnTo.name, () => {
  it('returns the saved target once', () => {
    saveReturnTo('/contact');
    expect(takeReturnTo()).toBe('/contact');
    expect(takeReturnTo()).toBe('/');
  });
});

import { describe, expect, it } from 'vitest';

import { saveReturnTo, sanitizeReturnTo, takeReturnTo } from '@/lib/return-to';

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
    ['data:text/html,<script>alert(1)</script>', '/'],
    ['\\\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['http://localhost:3000/jobs', '/'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
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

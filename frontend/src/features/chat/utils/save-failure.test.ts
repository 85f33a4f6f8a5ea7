import { describe, expect, it } from 'vitest';

import { saveFailureReason } from '@/features/chat/utils/save-failure';

describe('saveFailureReason', () => {
  it.each([
    [
      '413 with the API body',
      { status: 413, data: { detail: 'too large', code: 'PAYLOAD_TOO_LARGE' } },
      'tooLong',
    ],
    [
      "a proxy's 413 page (not JSON)",
      { status: 'PARSING_ERROR', originalStatus: 413, data: '<html>', error: 'x' },
      'tooLong',
    ],
    [
      '400 VALIDATION_FAILED',
      { status: 400, data: { detail: 'too long', code: 'VALIDATION_FAILED' } },
      'tooLong',
    ],
    ['CHATS_FULL', { status: 409, data: { detail: 'full', code: 'CHATS_FULL' } }, 'full'],
    [
      'CHAT_CONFLICT left after the retry',
      { status: 409, data: { detail: 'changed', code: 'CHAT_CONFLICT' } },
      'other',
    ],
    ['no answer', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'other'],
    ['503', { status: 503, data: { detail: 'busy', code: 'SERVICE_UNAVAILABLE' } }, 'other'],
    [
      'a 502 page (not JSON)',
      { status: 'PARSING_ERROR', originalStatus: 502, data: 'Bad Gateway', error: 'x' },
      'other',
    ],
  ])('%s → %s', (_, error, reason) => {
    expect(saveFailureReason(error)).toBe(reason);
  });
});

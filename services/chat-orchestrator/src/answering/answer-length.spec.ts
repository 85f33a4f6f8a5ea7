import { clip, MAX_ANSWER_CHARS, withinAnswerLimit } from './answer-length';

describe(clip.name, () => {
  it('never cuts a character outside the basic plane in two', () => {
    expect(clip('ab😀c', 3)).toBe('ab');
    expect(clip('ab😀c', 4)).toBe('ab😀');
    expect(clip('abc', 5)).toBe('abc');
  });
});

describe(withinAnswerLimit.name, () => {
  it('keeps an answer that fits and cuts a longer one to the limit with the marker at its end', () => {
    expect(withinAnswerLimit('short', ' [cut]')).toBe('short');
    const cut = withinAnswerLimit('x'.repeat(MAX_ANSWER_CHARS + 1), ' [cut]');
    expect(cut).toHaveLength(MAX_ANSWER_CHARS);
    expect(cut.endsWith('x [cut]')).toBe(true);
  });
});

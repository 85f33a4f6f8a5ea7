import { answerTokensFor, contextWindowFor, estimateTokens } from './token-budget';

describe('token budget', () => {
  it('estimates at least one token per three bytes, so CJK text is not underestimated', () => {
    expect(estimateTokens('abc')).toBe(1);
    expect(estimateTokens('Studiengebühr')).toBe(5);
    expect(estimateTokens('学费是多少')).toBe(5);
  });

  it('gives the answer a quarter of the context, between 256 and 1,024 tokens', () => {
    expect(answerTokensFor(2048)).toBe(512);
    expect(answerTokensFor(8192)).toBe(1024);
    expect(answerTokensFor(131072)).toBe(1024);
    expect(answerTokensFor(512)).toBe(256);
  });

  it('picks the smallest power-of-two window from 2,048 that holds prompt and answer, up to the limit', () => {
    expect(contextWindowFor(100, 512, 8192)).toBe(2048);
    expect(contextWindowFor(2000, 512, 8192)).toBe(4096);
    expect(contextWindowFor(7000, 1024, 8192)).toBe(8192);
    expect(contextWindowFor(7500, 1024, 8192)).toBeUndefined();
    expect(contextWindowFor(3000, 1024, 6000)).toBe(4096);
    expect(contextWindowFor(4000, 1024, 6000)).toBe(6000);
  });
});

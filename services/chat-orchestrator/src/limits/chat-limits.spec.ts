import { ChatLimits, ChatRateLimitedException } from './chat-limits';

describe(ChatLimits.name, () => {
  let now = 0;
  const clock = () => now;

  beforeEach(() => {
    now = 1_000_000;
  });

  it('refuses answers beyond the concurrent limit until one is released, per user', () => {
    const sut = new ChatLimits({ requestsPerMinute: 100, concurrentGenerations: 2 }, clock);
    const first = sut.acquire('u1');
    sut.acquire('u1');
    expect(() => sut.acquire('u1')).toThrow(ChatRateLimitedException);
    expect(() => sut.acquire('u2')).not.toThrow();
    first.release();
    first.release();
    expect(() => sut.acquire('u1')).not.toThrow();
    expect(() => sut.acquire('u1')).toThrow(expect.objectContaining({ retryAfterSeconds: 1, status: 429 }));
  });

  it('refuses questions beyond the per-minute limit and says when the oldest leaves the window', () => {
    const sut = new ChatLimits({ requestsPerMinute: 3, concurrentGenerations: 10 }, clock);
    for (let i = 0; i < 3; i += 1) {
      sut.acquire('u1').release();
      now += 10_000;
    }
    // the first question was asked 30 s ago: a retry can succeed in 30 s
    expect(() => sut.acquire('u1')).toThrow(
      expect.objectContaining({ retryAfterSeconds: 30, code: 'RATE_LIMITED' }),
    );
    now += 30_001;
    expect(() => sut.acquire('u1').release()).not.toThrow();
  });
});

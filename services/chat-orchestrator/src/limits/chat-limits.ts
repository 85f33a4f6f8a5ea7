import { AppException, ErrorCode } from '@site/platform';

export interface ChatLimitSettings {
  readonly requestsPerMinute: number;
  readonly concurrentGenerations: number;
}

/** A refusal by the per-user limits: 429 with the seconds after which a retry can succeed. */
export class ChatRateLimitedException extends AppException {
  constructor(
    detail: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, ErrorCode.RateLimited, detail);
  }
}

/** An answer in progress: release it exactly once when the answer ends, whichever way. */
export interface GenerationLease {
  release(): void;
}

const WINDOW_MS = 60_000;

/**
 * Per-user limits of the chat, counted in this process like Kong's `policy: local`: questions per sliding minute
 * and answers in progress at once. Users are keyed by the token's subject.
 */
export class ChatLimits {
  private readonly asked = new Map<string, number[]>();
  private readonly running = new Map<string, number>();
  private calls = 0;

  constructor(
    private readonly settings: ChatLimitSettings,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts a question and takes a generation slot, or refuses with `ChatRateLimitedException`. */
  acquire(userId: string): GenerationLease {
    if (++this.calls % 1024 === 0) this.sweep();
    const now = this.clock();
    const recent = (this.asked.get(userId) ?? []).filter((at) => at > now - WINDOW_MS);
    if (recent.length >= this.settings.requestsPerMinute) {
      this.asked.set(userId, recent);
      const retryAfter = Math.max(1, Math.ceil((recent[0]! + WINDOW_MS - now) / 1000));
      throw new ChatRateLimitedException(
        `You asked ${this.settings.requestsPerMinute} questions in the last minute, the most we answer. Try again in ${retryAfter} s.`,
        retryAfter,
      );
    }
    const inProgress = this.running.get(userId) ?? 0;
    if (inProgress >= this.settings.concurrentGenerations) {
      throw new ChatRateLimitedException(
        `${inProgress} of your answers are still being written. Wait for one to finish or stop it.`,
        1,
      );
    }
    recent.push(now);
    this.asked.set(userId, recent);
    this.running.set(userId, inProgress + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const left = (this.running.get(userId) ?? 1) - 1;
        if (left > 0) this.running.set(userId, left);
        else this.running.delete(userId);
      },
    };
  }

  /** Forgets users with nothing in the window, so the maps stay as small as the active users. */
  sweep(): void {
    const now = this.clock();
    for (const [userId, times] of this.asked) {
      if (times.every((at) => at <= now - WINDOW_MS)) this.asked.delete(userId);
    }
  }
}

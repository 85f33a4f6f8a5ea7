import { join } from 'node:path';
import { readJson, writeJsonAtomic } from './json-file';
import type { BruteForceSettings } from './realm';

/** Milliseconds since the epoch; injected so tests move time instead of waiting. */
export type Clock = () => number;

/** Keycloak's login-failure record of one user (times as Keycloak keeps them: ms, and s for `notBefore`). */
interface LoginFailure {
  numFailures: number;
  numTemporaryLockouts: number;
  lastFailure: number;
  failedLoginNotBefore: number;
  /** Keycloak disables the user instead; here an administrator removes the record (see ADR 9). */
  permanentlyLocked?: boolean;
}

const cleared = (): LoginFailure => ({
  numFailures: 0,
  numTemporaryLockouts: 0,
  lastFailure: 0,
  failedLoginNotBefore: 0,
});

/**
 * The realm's brute-force detection as Keycloak's DefaultBruteForceProtector applies it: failures per user,
 * temporary lockouts that grow with `waitIncrementSeconds` up to `maxFailureWaitSeconds`, a minimum wait for
 * failures quicker than `quickLoginCheckMilliSeconds`, a fresh count after `maxDeltaTimeSeconds` or a success,
 * and optionally a permanent lockout. Records live in `login-failures.json`, so a restart does not unlock anyone.
 */
export class BruteForceProtector {
  private readonly path: string;
  private readonly failures: Map<string, LoginFailure>;

  constructor(
    private readonly settings: BruteForceSettings,
    dataDir: string,
    private readonly clock: Clock = Date.now,
  ) {
    this.path = join(dataDir, 'login-failures.json');
    this.failures = new Map(Object.entries(readJson<Record<string, LoginFailure>>(this.path) ?? {}));
  }

  /** Whether sign-in is refused for this user now, whatever the password. */
  isLocked(userId: string): boolean {
    const failure = this.failures.get(userId);
    if (!this.settings.bruteForceProtected || !failure) return false;
    return (
      this.isPermanentlyLocked(failure) || Math.floor(this.clock() / 1000) < failure.failedLoginNotBefore
    );
  }

  failed(userId: string): void {
    const s = this.settings;
    if (!s.bruteForceProtected) return;
    const now = this.clock();
    const failure = this.failures.get(userId) ?? cleared();
    const last = failure.lastFailure;
    const deltaTime = last > 0 ? now - last : 0;
    // Permanent lockout without temporary ones keeps counting however far apart the failures are.
    const temporaryLockouts = !s.permanentLockout || s.maxTemporaryLockouts > 0;
    if (temporaryLockouts && deltaTime > s.maxDeltaTimeSeconds * 1000) Object.assign(failure, cleared());
    failure.lastFailure = now;
    failure.numFailures += 1;

    let waitSeconds = 0;
    if (temporaryLockouts && s.failureFactor > 0) {
      waitSeconds =
        s.bruteForceStrategy === 'MULTIPLE'
          ? s.waitIncrementSeconds * Math.floor(failure.numFailures / s.failureFactor)
          : s.waitIncrementSeconds * (1 + failure.numFailures - s.failureFactor);
    }
    let quickFailure = false;
    if (waitSeconds <= 0 && last > 0 && deltaTime < s.quickLoginCheckMilliSeconds) {
      waitSeconds = s.minimumQuickLoginWaitSeconds;
      quickFailure = true;
    }
    if (waitSeconds > 0) {
      if (temporaryLockouts) waitSeconds = Math.min(s.maxFailureWaitSeconds, waitSeconds);
      if (!quickFailure) failure.numTemporaryLockouts += 1;
      if (quickFailure || !s.permanentLockout || failure.numTemporaryLockouts <= s.maxTemporaryLockouts)
        failure.failedLoginNotBefore = Math.floor(now / 1000) + waitSeconds;
    }
    if (this.isPermanentlyLocked(failure)) failure.permanentlyLocked = true;
    this.failures.set(userId, failure);
    this.save();
  }

  succeeded(userId: string): void {
    if (!this.failures.delete(userId)) return;
    this.save();
  }

  private isPermanentlyLocked(failure: LoginFailure): boolean {
    const s = this.settings;
    if (failure.permanentlyLocked) return true;
    if (!s.permanentLockout) return false;
    return (
      failure.numTemporaryLockouts > s.maxTemporaryLockouts ||
      (s.maxTemporaryLockouts === 0 && failure.numFailures >= s.failureFactor)
    );
  }

  private save(): void {
    // Records that can no longer lock anyone are dropped, as Keycloak lets them expire.
    const nowSeconds = Math.floor(this.clock() / 1000);
    const stale = (f: LoginFailure) =>
      !f.permanentlyLocked &&
      f.failedLoginNotBefore <= nowSeconds &&
      (!this.settings.permanentLockout || this.settings.maxTemporaryLockouts > 0) &&
      this.clock() - f.lastFailure > this.settings.maxDeltaTimeSeconds * 1000;
    for (const [id, failure] of this.failures) if (stale(failure)) this.failures.delete(id);
    writeJsonAtomic(this.path, Object.fromEntries(this.failures));
  }
}

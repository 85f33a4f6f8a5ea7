import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BruteForceProtector } from './brute-force-protector';
import { KEYCLOAK_BRUTE_FORCE_DEFAULTS, type BruteForceSettings } from './realm';

/** A clock the test moves by hand (ms since the epoch), starting at a whole second. */
function manualClock(start = Date.UTC(2026, 0, 1)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const realm = (overrides: Partial<BruteForceSettings> = {}): BruteForceSettings => ({
  ...KEYCLOAK_BRUTE_FORCE_DEFAULTS,
  bruteForceProtected: true,
  failureFactor: 3,
  waitIncrementSeconds: 60,
  maxFailureWaitSeconds: 900,
  maxDeltaTimeSeconds: 3600,
  quickLoginCheckMilliSeconds: 1000,
  minimumQuickLoginWaitSeconds: 30,
  ...overrides,
});

describe(BruteForceProtector.name, () => {
  const USER = 'c4a1f4f2-5d2e-4d55-9c0e-7c0e2a1d9f10';
  let dataDir: string;
  let clock: ReturnType<typeof manualClock>;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'brute-force-'));
    clock = manualClock();
  });
  const protector = (settings: BruteForceSettings) => new BruteForceProtector(settings, dataDir, clock.now);

  /** `count` failures, each `gapMs` after the previous one. */
  function fail(sut: BruteForceProtector, count: number, gapMs = 5_000) {
    for (let i = 0; i < count; i++) {
      clock.advance(gapMs);
      sut.failed(USER);
    }
  }

  it('locks a user for waitIncrementSeconds after failureFactor failures, then lets them in again', () => {
    const sut = protector(realm());
    fail(sut, 2);
    expect(sut.isLocked(USER)).toBe(false);
    fail(sut, 1);
    expect(sut.isLocked(USER)).toBe(true);
    clock.advance(59_000);
    expect(sut.isLocked(USER)).toBe(true);
    clock.advance(1_000);
    expect(sut.isLocked(USER)).toBe(false);
  });

  it('multiplies the wait with each further failureFactor failures, up to maxFailureWaitSeconds', () => {
    const sut = protector(realm({ maxFailureWaitSeconds: 150 }));
    fail(sut, 3);
    clock.advance(60_000);
    fail(sut, 3, 61_000); // failures 4 and 5 lock for 60 s each (4 / 3 = 1), the 6th for 120 s
    clock.advance(119_000);
    expect(sut.isLocked(USER)).toBe(true);
    clock.advance(1_000);
    expect(sut.isLocked(USER)).toBe(false);
    fail(sut, 3, 121_000); // the 9th: 3 × 60 = 180 s, capped at 150
    clock.advance(149_000);
    expect(sut.isLocked(USER)).toBe(true);
    clock.advance(1_000);
    expect(sut.isLocked(USER)).toBe(false);
  });

  it('adds waitIncrementSeconds for each failure past failureFactor with the LINEAR strategy', () => {
    const sut = protector(realm({ bruteForceStrategy: 'LINEAR' }));
    fail(sut, 3);
    clock.advance(60_000);
    fail(sut, 1);
    clock.advance(119_000);
    expect(sut.isLocked(USER)).toBe(true);
    clock.advance(1_000);
    expect(sut.isLocked(USER)).toBe(false);
  });

  it('locks for minimumQuickLoginWaitSeconds when two failures come quicker than quickLoginCheckMilliSeconds', () => {
    const sut = protector(realm());
    fail(sut, 1);
    fail(sut, 1, 400);
    expect(sut.isLocked(USER)).toBe(true);
    clock.advance(30_000);
    expect(sut.isLocked(USER)).toBe(false);
  });

  it('counts afresh when the last failure is older than maxDeltaTimeSeconds', () => {
    const sut = protector(realm());
    fail(sut, 2);
    clock.advance(3_600_001);
    fail(sut, 2);
    expect(sut.isLocked(USER)).toBe(false);
    fail(sut, 1);
    expect(sut.isLocked(USER)).toBe(true);
  });

  it('counts afresh after a successful sign-in', () => {
    const sut = protector(realm());
    fail(sut, 2);
    sut.succeeded(USER);
    fail(sut, 2);
    expect(sut.isLocked(USER)).toBe(false);
  });

  it('locks for good after maxTemporaryLockouts temporary ones with permanentLockout', () => {
    const sut = protector(realm({ permanentLockout: true, maxTemporaryLockouts: 1 }));
    fail(sut, 3);
    clock.advance(60_000);
    expect(sut.isLocked(USER)).toBe(false);
    fail(sut, 1, 1_000_000);
    expect(sut.isLocked(USER)).toBe(true);
    clock.advance(365 * 24 * 3600 * 1000);
    expect(sut.isLocked(USER)).toBe(true);
  });

  it('locks for good at failureFactor failures with permanentLockout and no temporary lockouts', () => {
    const sut = protector(realm({ permanentLockout: true, maxTemporaryLockouts: 0 }));
    fail(sut, 2, 10_000_000); // failures far apart still count
    expect(sut.isLocked(USER)).toBe(false);
    fail(sut, 1, 10_000_000);
    clock.advance(365 * 24 * 3600 * 1000);
    expect(sut.isLocked(USER)).toBe(true);
  });

  it('keeps a lock across a restart (the records live in the data folder)', () => {
    fail(protector(realm()), 3);
    expect(protector(realm()).isLocked(USER)).toBe(true);
  });

  it('does nothing when the realm is not bruteForceProtected', () => {
    const sut = protector(realm({ bruteForceProtected: false }));
    fail(sut, 50, 10);
    expect(sut.isLocked(USER)).toBe(false);
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BruteForceProtector } from './brute-force-protector';
import { scryptHasher } from './password-hasher';
import { PasswordSignIn } from './password-sign-in';
import { KEYCLOAK_BRUTE_FORCE_DEFAULTS, type BruteForceSettings } from './realm';
import { UserStore } from './user-store';

const ALICE = {
  id: '0b8b2cde-9d3c-4bb5-bb8e-4a1c7c2c3f11',
  username: 'alice',
  email: 'alice@example.org',
  password: 'alice-dev-password',
};

const realm: BruteForceSettings = {
  ...KEYCLOAK_BRUTE_FORCE_DEFAULTS,
  bruteForceProtected: true,
  failureFactor: 5,
  waitIncrementSeconds: 60,
  quickLoginCheckMilliSeconds: 0,
};

describe(PasswordSignIn.name, () => {
  let now: number;
  let sut: PasswordSignIn;

  beforeEach(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sign-in-'));
    now = Date.UTC(2026, 0, 1);
    const users = await UserStore.open(dataDir, [ALICE]);
    sut = new PasswordSignIn(users, new BruteForceProtector(realm, dataDir, () => now));
  });

  afterEach(() => jest.restoreAllMocks());

  it('signs a user in with the right password', async () => {
    expect(await sut.signIn('Alice', ALICE.password)).toMatchObject({ id: ALICE.id, username: 'alice' });
  });

  it('refuses the right password during a lockout after failureFactor wrong ones, and accepts it after the wait', async () => {
    for (let i = 0; i < realm.failureFactor; i++) {
      now += 2_000;
      expect(await sut.signIn('alice', `wrong-${i}`)).toBeUndefined();
    }
    now += 1_000;
    expect(await sut.signIn('alice', ALICE.password)).toBeUndefined();
    now += 58_000;
    expect(await sut.signIn('alice', ALICE.password)).toBeUndefined();
    now += 1_000;
    expect(await sut.signIn('alice', ALICE.password)).toMatchObject({ id: ALICE.id });
  });

  it('does not count attempts made during a lockout', async () => {
    for (let i = 0; i < realm.failureFactor; i++) await sut.signIn('alice', `wrong-${i}`);
    for (let i = 0; i < 8; i++) await sut.signIn('alice', 'still-wrong');
    now += 60_000;
    // A further count would have doubled the wait (MULTIPLE: 60 s per failureFactor failures).
    expect(await sut.signIn('alice', ALICE.password)).toMatchObject({ id: ALICE.id });
  });

  it('checks exactly one password hash for an unknown user, a wrong password and a locked user alike', async () => {
    const verify = jest.spyOn(scryptHasher, 'verify');
    expect(await sut.signIn('nobody-here', 'some-password')).toBeUndefined();
    expect(verify).toHaveBeenCalledTimes(1);
    verify.mockClear();
    expect(await sut.signIn('alice', 'wrong-password')).toBeUndefined();
    expect(verify).toHaveBeenCalledTimes(1);
    for (let i = 0; i < realm.failureFactor; i++) await sut.signIn('alice', `wrong-${i}`);
    verify.mockClear();
    expect(await sut.signIn('alice', ALICE.password)).toBeUndefined();
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('checks an unknown user against a hash of the same kind as the real ones', async () => {
    const verify = jest.spyOn(scryptHasher, 'verify');
    await sut.signIn('alice', 'wrong-password');
    await sut.signIn('nobody-here', 'wrong-password');
    const [known, unknown] = verify.mock.calls.map(([, stored]) => stored.split('$'));
    expect(unknown?.[0]).toBe(known?.[0]);
    expect(unknown?.[2]?.length).toBe(known?.[2]?.length);
    expect(unknown?.[1]).not.toBe(known?.[1]);
  });
});

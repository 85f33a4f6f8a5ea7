import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UserStore, type Registration } from './user-store';

const ALICE = {
  id: 'alice-subject-1',
  username: 'alice',
  email: 'alice@example.org',
  password: 'alice-dev-password',
};

const registration = (overrides: Partial<Registration> = {}): Registration => ({
  username: 'carol',
  email: 'carol@example.org',
  firstName: 'Carol',
  lastName: 'Example',
  password: 'carol-long-password',
  ...overrides,
});

describe(UserStore.name, () => {
  let dataDir: string;
  let sut: UserStore;
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'user-store-'));
    sut = await UserStore.open(dataDir, [ALICE]);
  });

  it('accepts an ordinary registration', () => {
    expect(sut.validate(registration())).toEqual([]);
  });

  it.each([
    '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
    '9F1C2D3E-4B5A-4C6D-8E7F-0A1B2C3D4E5F',
    '00000000-0000-0000-0000-000000000000',
    '9f1c2d3e4b5a4c6d8e7f0a1b2c3d4e5f',
  ])('refuses a username shaped like a subject id: %s', (username) => {
    expect(sut.validate(registration({ username }))).toEqual(['usernameReserved']);
  });

  it("refuses another user's subject id as a username, whatever its shape", () => {
    expect(sut.validate(registration({ username: 'Alice-Subject-1' }))).toEqual(['usernameReserved']);
  });

  it('accepts usernames that only resemble a UUID', () => {
    expect(sut.validate(registration({ username: '9f1c2d3e-4b5a-4c6d-8e7f' }))).toEqual([]);
    expect(sut.validate(registration({ username: 'g9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f' }))).toEqual([]);
  });

  it('answers overlong fields with form errors', () => {
    expect(
      sut.validate(
        registration({
          username: 'c'.repeat(41),
          email: `${'c'.repeat(250)}@example.org`,
          firstName: 'C'.repeat(101),
          password: 'p'.repeat(129),
        }),
      ),
    ).toEqual(['usernameInvalid', 'emailInvalid', 'nameTooLong', 'passwordTooLong']);
  });

  it('registers an account once, and answers the problem for a second registration of the name', async () => {
    const results = await Promise.all([
      sut.register(registration()),
      sut.register(registration({ email: 'other@example.org' })),
    ]);
    expect(results.filter(Array.isArray)).toEqual([['usernameTaken']]);
    expect(results.filter((r) => !Array.isArray(r))).toEqual([
      expect.objectContaining({ username: 'carol' }),
    ]);
    const reopened = await UserStore.open(dataDir, [ALICE]);
    expect((await reopened.checkCredentials('carol', 'carol-long-password')).passwordMatches).toBe(true);
  });
});

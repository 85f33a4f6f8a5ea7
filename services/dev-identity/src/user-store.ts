import { randomUUID, scryptSync, timingSafeEqual, randomBytes, createHash } from 'node:crypto';
import { join } from 'node:path';
import { readJson, writeJsonAtomic } from './json-file';
import type { SeedUser } from './realm';

export interface Account {
  readonly id: string;
  readonly username: string;
  readonly email?: string;
  readonly firstName?: string;
  readonly lastName?: string;
}

interface StoredAccount extends Account {
  readonly passwordHash: string;
}

export interface Registration {
  readonly username: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly password: string;
}

export type RegistrationProblem =
  'usernameInvalid' | 'usernameTaken' | 'emailInvalid' | 'emailTaken' | 'nameRequired' | 'passwordTooShort';

const USERNAME = /^[a-z0-9][a-z0-9._-]{2,39}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 10;

function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64url')}$${scryptSync(password, salt, 32).toString('base64url')}`;
}

function passwordMatches(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  return timingSafeEqual(scryptSync(password, Buffer.from(salt, 'base64url'), expected.length), expected);
}

/** A stable id for a realm user without one, derived from the username (like a UUID, so it looks like Keycloak's). */
function seedId(username: string): string {
  const hex = createHash('sha256').update(`dev-identity:${username}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Demo users from the realm file plus the accounts registered on this machine (kept in users.json). */
export class UserStore {
  private readonly path: string;
  private readonly accounts = new Map<string, StoredAccount>();
  private readonly seedNames = new Set<string>();

  constructor(dataDir: string, seed: readonly SeedUser[]) {
    this.path = join(dataDir, 'users.json');
    for (const user of seed) {
      if (!user.password) continue;
      this.seedNames.add(user.username.toLowerCase());
      this.accounts.set(user.username.toLowerCase(), {
        id: user.id ?? seedId(user.username),
        username: user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        passwordHash: hashPassword(user.password),
      });
    }
    for (const account of readJson<StoredAccount[]>(this.path) ?? []) {
      this.accounts.set(account.username.toLowerCase(), account);
    }
  }

  findById(id: string): Account | undefined {
    return [...this.accounts.values()].find((a) => a.id === id);
  }

  authenticate(username: string, password: string): Account | undefined {
    const account = this.accounts.get(username.trim().toLowerCase());
    return account && passwordMatches(password, account.passwordHash) ? account : undefined;
  }

  validate(registration: Registration): RegistrationProblem[] {
    const problems: RegistrationProblem[] = [];
    const username = registration.username.trim().toLowerCase();
    if (!USERNAME.test(username)) problems.push('usernameInvalid');
    else if (this.accounts.has(username)) problems.push('usernameTaken');
    const email = registration.email.trim().toLowerCase();
    if (!EMAIL.test(email)) problems.push('emailInvalid');
    else if ([...this.accounts.values()].some((a) => a.email?.toLowerCase() === email))
      problems.push('emailTaken');
    if (!registration.firstName.trim() || !registration.lastName.trim()) problems.push('nameRequired');
    if (registration.password.length < MIN_PASSWORD_LENGTH) problems.push('passwordTooShort');
    return problems;
  }

  /** Adds an account that passed `validate`; written to disk before it is returned. */
  register(registration: Registration): Account {
    const account: StoredAccount = {
      id: randomUUID(),
      username: registration.username.trim().toLowerCase(),
      email: registration.email.trim().toLowerCase(),
      firstName: registration.firstName.trim(),
      lastName: registration.lastName.trim(),
      passwordHash: hashPassword(registration.password),
    };
    const registered = [...this.accounts.entries()]
      .filter(([name]) => !this.seedNames.has(name))
      .map(([, a]) => a);
    writeJsonAtomic(this.path, [...registered, account]);
    this.accounts.set(account.username, account);
    return account;
  }
}

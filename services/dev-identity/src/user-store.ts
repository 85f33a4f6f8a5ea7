import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { readJson, writeJsonAtomic } from './json-file';
import { scryptHasher, type PasswordHasher } from './password-hasher';
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
  | 'usernameInvalid'
  | 'usernameReserved'
  | 'usernameTaken'
  | 'emailInvalid'
  | 'emailTaken'
  | 'nameRequired'
  | 'nameTooLong'
  | 'passwordTooShort'
  | 'passwordTooLong';

export interface CredentialCheck {
  /** The account the username names, whether or not the password matched. */
  readonly account?: Account;
  readonly passwordMatches: boolean;
}

const USERNAME = /^[a-z0-9][a-z0-9._-]{2,39}$/;
/** A UUID written 8-4-4-4-12 or as 32 hex digits: the shape of every subject id. */
const UUID_SHAPED = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL_LENGTH = 254;
const MAX_NAME_LENGTH = 100;
export const MIN_PASSWORD_LENGTH = 10;
/** The realm's password policy, `maxLength(128)`. */
export const MAX_PASSWORD_LENGTH = 128;

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

  private constructor(
    dataDir: string,
    private readonly hasher: PasswordHasher,
    /** Checked when a username is unknown, so that an unknown user costs one verification like a known one. */
    private readonly dummyHash: string,
  ) {
    this.path = join(dataDir, 'users.json');
  }

  static async open(
    dataDir: string,
    seed: readonly SeedUser[],
    hasher: PasswordHasher = scryptHasher,
  ): Promise<UserStore> {
    const store = new UserStore(dataDir, hasher, await hasher.hash(randomBytes(16).toString('base64url')));
    for (const user of seed) {
      if (!user.password) continue;
      store.seedNames.add(user.username.toLowerCase());
      store.accounts.set(user.username.toLowerCase(), {
        id: user.id ?? seedId(user.username),
        username: user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        passwordHash: await hasher.hash(user.password),
      });
    }
    for (const account of readJson<StoredAccount[]>(store.path) ?? []) {
      store.accounts.set(account.username.toLowerCase(), account);
    }
    return store;
  }

  findById(id: string): Account | undefined {
    return [...this.accounts.values()].find((a) => a.id === id);
  }

  /** Exactly one password verification whether the username exists or not: the answer time tells nothing. */
  async checkCredentials(username: string, password: string): Promise<CredentialCheck> {
    const account = this.accounts.get(username.trim().toLowerCase());
    const passwordMatches = await this.hasher.verify(password, account?.passwordHash ?? this.dummyHash);
    return { account, passwordMatches: account !== undefined && passwordMatches };
  }

  validate(registration: Registration): RegistrationProblem[] {
    const problems: RegistrationProblem[] = [];
    const username = registration.username.trim().toLowerCase();
    if (!USERNAME.test(username)) problems.push('usernameInvalid');
    // A subject id as a username would let its holder pass for that user wherever a username is compared.
    else if (UUID_SHAPED.test(username) || this.isSubjectId(username)) problems.push('usernameReserved');
    else if (this.accounts.has(username)) problems.push('usernameTaken');
    const email = registration.email.trim().toLowerCase();
    if (email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email)) problems.push('emailInvalid');
    else if ([...this.accounts.values()].some((a) => a.email?.toLowerCase() === email))
      problems.push('emailTaken');
    const firstName = registration.firstName.trim();
    const lastName = registration.lastName.trim();
    if (!firstName || !lastName) problems.push('nameRequired');
    else if (firstName.length > MAX_NAME_LENGTH || lastName.length > MAX_NAME_LENGTH)
      problems.push('nameTooLong');
    if (registration.password.length < MIN_PASSWORD_LENGTH) problems.push('passwordTooShort');
    else if (registration.password.length > MAX_PASSWORD_LENGTH) problems.push('passwordTooLong');
    return problems;
  }

  /**
   * Adds an account, or answers what is wrong with the registration. Validated again after hashing (the only
   * wait), so two registrations of one name at once cannot both pass; written to disk before it is returned.
   */
  async register(registration: Registration): Promise<Account | RegistrationProblem[]> {
    const problems = this.validate(registration);
    if (problems.length > 0) return problems;
    const passwordHash = await this.hasher.hash(registration.password);
    const late = this.validate(registration);
    if (late.length > 0) return late;
    const account: StoredAccount = {
      id: randomUUID(),
      username: registration.username.trim().toLowerCase(),
      email: registration.email.trim().toLowerCase(),
      firstName: registration.firstName.trim(),
      lastName: registration.lastName.trim(),
      passwordHash,
    };
    const registered = [...this.accounts.entries()]
      .filter(([name]) => !this.seedNames.has(name))
      .map(([, a]) => a);
    writeJsonAtomic(this.path, [...registered, account]);
    this.accounts.set(account.username, account);
    return account;
  }

  private isSubjectId(username: string): boolean {
    return [...this.accounts.values()].some((a) => a.id.toLowerCase() === username);
  }
}

import type { BruteForceProtector } from './brute-force-protector';
import type { Account, UserStore } from './user-store';

/**
 * The sign-in form's decision. Like Keycloak, a locked user gets the same refusal as a wrong password (the lock is
 * not revealed) and attempts during a lock are not counted. The password is checked first in every case, so
 * unknown, locked and known users cost the same time; the lock is read after that check, so attempts that were
 * in flight when the lock began are refused too.
 */
export class PasswordSignIn {
  constructor(
    private readonly users: UserStore,
    private readonly protector: BruteForceProtector,
  ) {}

  async signIn(username: string, password: string): Promise<Account | undefined> {
    const { account, passwordMatches } = await this.users.checkCredentials(username, password);
    if (!account || this.protector.isLocked(account.id)) return undefined;
    if (!passwordMatches) {
      this.protector.failed(account.id);
      return undefined;
    }
    this.protector.succeeded(account.id);
    return account;
  }
}

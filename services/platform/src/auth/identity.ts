/** Who is calling, as the validated access token says. */
export interface Identity {
  readonly sub: string;
  readonly preferredUsername?: string;
  readonly email?: string;
  readonly name?: string;
  readonly givenName?: string;
  readonly familyName?: string;
}

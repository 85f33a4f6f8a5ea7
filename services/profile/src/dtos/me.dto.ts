import type { Identity } from '@site/platform';

/** `GET /api/users/me`: who the token says the caller is. */
export interface MeResponse {
  readonly sub: string;
  readonly preferred_username: string | null;
  readonly email: string | null;
  readonly name: string | null;
}

export function mapMe(identity: Identity): MeResponse {
  return {
    sub: identity.sub,
    preferred_username: identity.preferredUsername ?? null,
    email: identity.email ?? null,
    name: identity.name ?? null,
  };
}

/** Who is calling, as the validated access token says. */
export interface Identity {
  readonly sub: string;
  readonly preferredUsername?: string;
  readonly email?: string;
  readonly name?: string;
  readonly givenName?: string;
  readonly familyName?: string;
}

const UUID_SHAPE = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/**
 * Whether a string has the shape of a subject id (Keycloak's are UUIDs). A login name of that shape could pose as
 * another user's id, so it is never accepted as the caller's own id (ADR 19).
 */
export function looksLikeSubjectId(value: string): boolean {
  return UUID_SHAPE.test(value.trim());
}

import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Identity } from './identity';

export const PUBLIC_ROUTE = 'auth:public';
export const USER_ID_CLAIMS = 'auth:user-id-claims';

export type UserIdClaim = 'sub' | 'preferred_username';

/** A route anyone may call without a token. Routes are protected unless marked. */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/**
 * Which token claims a `user_id`/`userId` in the request may equal (default: `sub` only). The chat routes also
 * accept the login name, because the SPA builds their ids from it, unless it is shaped like a subject id (ADR 19).
 * The id is only compared; data is keyed by `sub`.
 */
export const UserIdClaims = (...claims: UserIdClaim[]) => SetMetadata(USER_ID_CLAIMS, claims);

export interface AuthenticatedRequest {
  identity?: Identity;
}

/** The validated caller of a protected route. */
export const CurrentIdentity = createParamDecorator((_data: unknown, context: ExecutionContext): Identity => {
  const identity = context.switchToHttp().getRequest<AuthenticatedRequest>().identity;
  if (!identity) throw new Error('CurrentIdentity used on a route without authentication');
  return identity;
});

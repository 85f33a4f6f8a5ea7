import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-code';
import { AuthenticatedRequest, PUBLIC_ROUTE, USER_ID_CLAIMS, UserIdClaim } from './auth.decorators';
import { type Identity, looksLikeSubjectId } from './identity';
import { TokenVerifier } from './token-verifier';

const USER_ID_KEYS = ['user_id', 'userId'] as const;
const BEARER = /^Bearer ([A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_=]+\.?[A-Za-z0-9\-_.+/=]*)$/;

function claimedUserIds(req: Request): unknown[] {
  const sources: unknown[] = [req.params, req.query, req.body];
  const ids: unknown[] = [];
  for (const source of sources) {
    if (typeof source !== 'object' || source === null || Array.isArray(source)) continue;
    for (const key of USER_ID_KEYS) {
      if (key in source) ids.push((source as Record<string, unknown>)[key]);
    }
  }
  return ids;
}

/**
 * The ids a caller may name as their own. The login name counts only where a route allows it and only when it
 * cannot be mistaken for a subject id: otherwise a person who chose another user's `sub` as their username would
 * pass as that user. Either way the id is only compared here; data is always keyed by `identity.sub`.
 */
function allowedIds(identity: Identity, claims: readonly UserIdClaim[]): string[] {
  const ids: string[] = [];
  if (claims.includes('sub')) ids.push(identity.sub);
  const username = identity.preferredUsername;
  if (claims.includes('preferred_username') && username !== undefined && !looksLikeSubjectId(username)) {
    ids.push(username);
  }
  return ids;
}

/**
 * Whether `claimed` names the caller: for a user id that reaches a handler after the guard has run (e.g. a field of
 * a multipart form, which is parsed after guards). Data is still keyed by `identity.sub` only.
 */
export function isOwnUserId(identity: Identity, claims: readonly UserIdClaim[], claimed: unknown): boolean {
  return typeof claimed === 'string' && allowedIds(identity, claims).includes(claimed);
}

/**
 * The one guard of every service: protected HTTP routes need a valid Bearer token from the Authorization header
 * (never the query or a cookie), and any user id in path, query or body must be the caller's own.
 * Bus handlers are not HTTP and are trusted inside the cluster.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: TokenVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;

    const req = context.switchToHttp().getRequest<Request & AuthenticatedRequest>();
    const header = req.headers.authorization;
    const match = typeof header === 'string' ? BEARER.exec(header.trim()) : null;
    if (!match?.[1]) {
      context.switchToHttp().getResponse<Response>().setHeader('WWW-Authenticate', 'Bearer');
      throw new AppException(401, ErrorCode.Unauthorized, 'Sign in first: this needs a Bearer access token.');
    }
    const identity = await this.verifier.verify(match[1]);
    req.identity = identity;

    const claims = this.reflector.getAllAndOverride<UserIdClaim[]>(USER_ID_CLAIMS, targets) ?? ['sub'];
    for (const claimed of claimedUserIds(req)) {
      if (!isOwnUserId(identity, claims, claimed)) {
        throw new AppException(403, ErrorCode.Forbidden, 'You can only access your own data.');
      }
    }
    return true;
  }
}

import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { AppException, ErrorCode } from '@site/platform';
import type { Request } from 'express';

/** The path segment that makes `GET /api/chats/user/{userId}` the list of chats. */
export const RESERVED_USER_ID = 'user';

const USER_ID_KEYS = ['user_id', 'userId'] as const;

function namedUserIds(req: Request): unknown[] {
  const ids: unknown[] = [];
  for (const source of [req.params, req.query, req.body] as unknown[]) {
    if (typeof source !== 'object' || source === null || Array.isArray(source)) continue;
    for (const key of USER_ID_KEYS) {
      if (key in source) ids.push((source as Record<string, unknown>)[key]);
    }
  }
  return ids;
}

/**
 * `GET /api/chats/user/{userId}` (the list) and `GET /api/chats/{userId}/{chatId}` (one chat) are the same path when
 * the first segment is "user", so "user" never names a user of the chat, whichever claim it would match (a login
 * name "user"): refused like any id that is not the caller's own, so that what a client saves under an id it can
 * always read back under it. Runs after the platform's guard, which has compared every other id with the caller's
 * (ADR 19, ADR 24); data is chosen by the token's subject only.
 */
@Injectable()
export class ChatUserIdGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (namedUserIds(req).some((id) => typeof id === 'string' && id.trim() === RESERVED_USER_ID)) {
      throw new AppException(
        403,
        ErrorCode.Forbidden,
        `"${RESERVED_USER_ID}" cannot name a user of the chat (GET /api/chats/user/{id} is the list of chats): name yourself by your subject id.`,
      );
    }
    return true;
  }
}

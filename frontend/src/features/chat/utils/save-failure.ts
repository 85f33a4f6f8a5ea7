import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { problemOf } from '@/features/chat/api/chat-api';

/**
 * Why a chat could not be saved, in the terms the page advises on: the chat no longer fits the service's limits
 * (1 MB body, 50,000 characters a message, 1000 messages: only a new chat saves again), the user keeps the most
 * chats there may be, or anything else (network, a failing service), which may pass when tried again.
 */
export type SaveFailureReason = 'tooLong' | 'full' | 'other';

const TOO_LARGE = 413;
const BAD_REQUEST = 400;

export function saveFailureReason(error: unknown): SaveFailureReason {
  const problem = problemOf(error);
  if (problem?.code === 'CHATS_FULL') return 'full';
  const failed = error as Partial<FetchBaseQueryError> | undefined;
  // a proxy's 413 page is no JSON: RTK Query reports it as a PARSING_ERROR with the HTTP status beside it
  const status =
    failed && 'originalStatus' in failed
      ? failed.originalStatus
      : (failed?.status as number | string | undefined);
  if (status === TOO_LARGE || problem?.code === 'PAYLOAD_TOO_LARGE') return 'tooLong';
  // the page only ever sends a well-formed chat: the service refuses one that is too long (VALIDATION_FAILED)
  if (status === BAD_REQUEST) return 'tooLong';
  return 'other';
}

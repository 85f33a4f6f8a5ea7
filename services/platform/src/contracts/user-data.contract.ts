import { z } from 'zod';
import { defineRequest, type ParsedRequestOf } from '../bus/bus.contract';

export const userDataRequestSchema = z.object({ user_id: z.string().min(1).max(200) });
export type UserDataRequest = ParsedRequestOf<UserDataExportContract>;

/** What one service holds about the user, as plain JSON. */
export const userDataExportSchema = z.record(z.string(), z.unknown());
export type UserDataExport = z.infer<typeof userDataExportSchema>;

function exportContract(subject: string) {
  return defineRequest({ subject, request: userDataRequestSchema, reply: userDataExportSchema });
}
export type UserDataExportContract = ReturnType<typeof exportContract>;

/**
 * `<service>.export`: the profile service asks every service that keeps users' data for what it holds about one
 * user, to answer `GET /api/users/me/export` with everything in one document.
 */
export const USER_DATA_EXPORTS = {
  favourites: exportContract('favourites.export'),
  'chat-orchestrator': exportContract('chats.export'),
  'document-ingest': exportContract('ingest.export'),
} as const;
export type ExportingService = keyof typeof USER_DATA_EXPORTS;

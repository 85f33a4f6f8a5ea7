import { z } from 'zod';

/**
 * `<service>.export`: the profile service asks every service that keeps users' data for what it holds about one
 * user, to answer `GET /api/users/me/export` with everything in one document.
 */
export const USER_DATA_EXPORTS = {
  favourites: 'favourites.export',
  'chat-orchestrator': 'chats.export',
  'document-ingest': 'ingest.export',
} as const;

export const userDataRequestSchema = z.object({ user_id: z.string().min(1).max(200) });
export type UserDataRequest = z.infer<typeof userDataRequestSchema>;

/** What one service holds about the user, as plain JSON. */
export type UserDataExport = Readonly<Record<string, unknown>>;

export const PLANNER = 'planner';

/** Every service of the site; the site health asks each of them over the bus. */
export const SITE_SERVICES = [
  'planner',
  'favourites',
  'profile',
  'chat-orchestrator',
  'document-ingest',
  'mailer',
] as const;

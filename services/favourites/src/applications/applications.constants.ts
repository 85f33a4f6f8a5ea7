/** The store of applications and calendar subscriptions: `DATA_DIR/applications/store`, or database `applications`. */
export const APPLICATIONS = 'applications';

export const APPLICATION_STATUSES = [
  'planning',
  'preparing_documents',
  'submitted',
  'interview',
  'admitted',
  'rejected',
  'withdrawn',
  'enrolled',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const CHECKLIST_CATEGORIES = [
  'preparation',
  'document',
  'application',
  'financial',
  'travel',
] as const;
export type ChecklistCategory = (typeof CHECKLIST_CATEGORIES)[number];

/** The most applications a user keeps, and the most checklist items one holds. */
export const MAX_APPLICATIONS = 100;
export const MAX_CHECKLIST_ITEMS = 40;
export const MAX_NOTES_LENGTH = 5_000;

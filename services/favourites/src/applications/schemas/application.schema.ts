import { Schema } from 'mongoose';
import type {
  Application,
  CalendarSubscription,
  ReminderRecord,
  ReminderSettings,
} from '../repositories/application.repository';

export type ApplicationDocument = Application & { userId: string };
export type SubscriptionDocument = CalendarSubscription & { userId: string };
export type ReminderSettingsDocument = ReminderSettings & { userId: string };
export type ReminderDocument = ReminderRecord & { userId: string };

const statusChange = new Schema({ status: String, at: String }, { _id: false });
const checklistItem = new Schema(
  {
    id: String,
    kind: String,
    title: String,
    dueDate: { type: String, default: null },
    category: String,
    done: Boolean,
    doneAt: { type: String, default: null },
  },
  { _id: false },
);

/** One application per document; the unique index keeps one application per program (key) and user. */
export const applicationSchema = new Schema<ApplicationDocument>(
  {
    userId: { type: String, required: true, maxlength: 200 },
    id: { type: String, required: true },
    key: { type: String, required: true, maxlength: 700 },
    university: { type: String, required: true },
    program: { type: String, required: true },
    country: { type: String, default: '' },
    link: { type: String, default: '' },
    programId: { type: String, default: null },
    status: { type: String, required: true },
    history: { type: [statusChange], required: true },
    notes: { type: String, default: '' },
    checklist: { type: [checklistItem], default: [] },
    createdAt: { type: String, required: true },
    updatedAt: { type: String, required: true },
    version: { type: Number, required: true },
  },
  { collection: 'applications', versionKey: false, minimize: false },
);
applicationSchema.index({ userId: 1, id: 1 }, { unique: true, name: 'user_id_unique' });
applicationSchema.index({ userId: 1, key: 1 }, { unique: true, name: 'user_key_unique' });

/** One subscription per user; a token hash names one user. */
export const subscriptionSchema = new Schema<SubscriptionDocument>(
  {
    userId: { type: String, required: true, maxlength: 200 },
    tokenHash: { type: String, required: true },
    language: { type: String, required: true },
    createdAt: { type: String, required: true },
  },
  { collection: 'calendar_subscriptions', versionKey: false },
);
subscriptionSchema.index({ userId: 1 }, { unique: true, name: 'user_unique' });
subscriptionSchema.index({ tokenHash: 1 }, { unique: true, name: 'token_unique' });

/** One document of reminder settings per user. */
export const reminderSettingsSchema = new Schema<ReminderSettingsDocument>(
  {
    userId: { type: String, required: true, maxlength: 200 },
    enabled: { type: Boolean, required: true },
    daysBefore: { type: Number, required: true },
    email: { type: String, default: null },
    language: { type: String, required: true },
    timeZone: { type: String, required: true },
    updatedAt: { type: String, required: true },
  },
  { collection: 'reminder_settings', versionKey: false },
);
reminderSettingsSchema.index({ userId: 1 }, { unique: true, name: 'user_unique' });
reminderSettingsSchema.index({ enabled: 1 }, { name: 'enabled' });

const reminderMail = new Schema({ to: String, subject: String, text: String, html: String }, { _id: false });

/** One document per claimed reminder; the unique key is what makes a reminder go out once. */
export const reminderSchema = new Schema<ReminderDocument>(
  {
    userId: { type: String, required: true, maxlength: 200 },
    key: { type: String, required: true },
    itemUid: { type: String, required: true },
    date: { type: String, required: true },
    claimedAt: { type: String, required: true },
    queuedAt: { type: String, default: null },
    mail: { type: reminderMail, default: null },
  },
  { collection: 'reminders', versionKey: false },
);
reminderSchema.index({ key: 1 }, { unique: true, name: 'key_unique' });
reminderSchema.index({ userId: 1 }, { name: 'user' });
reminderSchema.index({ queuedAt: 1 }, { name: 'queued' });

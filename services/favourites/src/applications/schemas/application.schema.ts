import { Schema } from 'mongoose';
import type { Application, CalendarSubscription } from '../repositories/application.repository';

export type ApplicationDocument = Application & { userId: string };
export type SubscriptionDocument = CalendarSubscription & { userId: string };

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

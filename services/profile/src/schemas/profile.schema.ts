import { Schema } from 'mongoose';
import type { ErasureRecord, Profile } from '../repositories/profile.repository';

const optional = (maxlength: number) => ({ type: String, default: null, maxlength });

/** One profile per user: `user_id` is unique; field limits mirror the API's validation. */
export const profileSchema = new Schema<Profile>(
  {
    user_id: { type: String, required: true, maxlength: 200 },
    email: optional(254),
    display_name: optional(100),
    first_name: optional(100),
    last_name: optional(100),
    date_of_birth: { type: String, default: null, match: /^\d{4}-\d{2}-\d{2}$/ },
    address_line1: optional(200),
    address_line2: optional(200),
    city: optional(100),
    state_region: optional(100),
    postal_code: optional(20),
    country_code: { type: String, default: null, match: /^[A-Z]{2}$/ },
    phone: optional(30),
    mobile_phone: optional(30),
    updated_at: { type: String, required: true },
  },
  { collection: 'profiles', versionKey: false },
);
profileSchema.index({ user_id: 1 }, { unique: true, name: 'user_unique' });

/** The ledger of erasures: one document per erasure, found by its id and by completion. */
export const erasureSchema = new Schema<ErasureRecord>(
  {
    erasure_id: { type: String, required: true },
    user_id: { type: String, required: true, maxlength: 200 },
    requested_at: { type: String, required: true },
    completed_at: { type: String, default: null },
    services: { type: Schema.Types.Mixed, required: true },
  },
  { collection: 'erasures', versionKey: false, minimize: false },
);
erasureSchema.index({ erasure_id: 1 }, { unique: true, name: 'erasure_unique' });
erasureSchema.index({ completed_at: 1 }, { name: 'erasure_pending' });

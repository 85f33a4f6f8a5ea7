import { z } from 'zod';
import { envVar } from '../config/env';

/** The document store of services that keep users' data: MongoDB when set, the embedded store otherwise. */
export const mongoEnv = {
  MONGO_URL: envVar(
    z
      .string()
      .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must be a mongodb:// or mongodb+srv:// URL')
      .optional(),
    'MongoDB connection string (a database per service). Unset: the embedded store under DATA_DIR.',
    { secret: true },
  ),
} as const;

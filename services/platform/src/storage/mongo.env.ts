import { join } from 'node:path';
import { z } from 'zod';
import { envVar } from '../config/env';

/** The document store of services that keep users' data: MongoDB when set, the embedded store otherwise. */
export const mongoEnv = {
  MONGO_URL: envVar(
    z
      .string()
      .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must be a mongodb:// or mongodb+srv:// URL')
      .optional(),
    'MongoDB connection string (a database per service: `<service>`, or `<db>-<service>` when the URL names `db`). Unset: the embedded store under DATA_DIR.',
    { secret: true },
  ),
} as const;

/**
 * The store of a service that keeps users' data, by configuration: MongoDB when MONGO_URL is set, else the
 * embedded store in `DATA_DIR/<service>/store`.
 */
export function chooseUserDataStore<T>(
  config: { readonly DATA_DIR: string; readonly MONGO_URL?: string },
  service: string,
  adapters: { mongo(url: string): Promise<T>; embedded(dir: string): T },
): Promise<T> | T {
  const url = config.MONGO_URL;
  if (url) return adapters.mongo(url);
  return adapters.embedded(join(config.DATA_DIR, service, 'store'));
}

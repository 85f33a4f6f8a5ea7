import { mongoEnv, type ConfigOf } from '@site/platform';

/** The profile store: MongoDB when MONGO_URL is set, the embedded store under DATA_DIR/profile otherwise. */
export const profileEnv = { ...mongoEnv } as const;

export type ProfileConfig = ConfigOf<typeof profileEnv>;

/** The profile service's validated variables, provided by `ProfileModule.forRoot`. */
export const PROFILE_CONFIG = Symbol('PROFILE_CONFIG');

import { mongoEnv, type ConfigOf } from '@site/platform';

/** The favourites store: MongoDB when MONGO_URL is set, the embedded store under DATA_DIR/favourites otherwise. */
export const favouritesEnv = { ...mongoEnv } as const;

export type FavouritesConfig = ConfigOf<typeof favouritesEnv>;

/** The favourites service's validated variables, provided by `FavouritesModule.forRoot`. */
export const FAVOURITES_CONFIG = Symbol('FAVOURITES_CONFIG');

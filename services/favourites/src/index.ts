import { mongoEnv, type ServiceDescriptor } from '@site/platform';
import { FAVOURITES } from './favourites.constants';
import { FavouritesModule } from './favourites.module';

export { FavouritesModule } from './favourites.module';
export { FavouriteRepository, favouriteKey } from './repositories/favourite.repository';
export type { AddOutcome, Favourite } from './repositories/favourite.repository';
export { LmdbFavouriteRepository } from './repositories/lmdb-favourite.repository';
export { MongooseFavouriteRepository } from './repositories/mongoose-favourite.repository';

export const favouritesService: ServiceDescriptor = {
  name: FAVOURITES,
  title: 'Favourites API',
  defaultPort: 3002,
  module: FavouritesModule,
  env: mongoEnv,
};

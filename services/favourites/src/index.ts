import type { ServiceDescriptor } from '@site/platform';
import { FAVOURITES } from './favourites.constants';
import { FavouritesModule } from './favourites.module';

export { FavouritesModule } from './favourites.module';

export const favouritesService: ServiceDescriptor = {
  name: FAVOURITES,
  title: 'Favourites API',
  defaultPort: 3002,
  module: FavouritesModule,
};

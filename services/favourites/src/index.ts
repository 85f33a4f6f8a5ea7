import { defineService } from '@site/platform';
import { FAVOURITES } from './favourites.constants';
import { favouritesEnv } from './favourites.env';
import { FavouritesModule } from './favourites.module';

export { FavouritesModule } from './favourites.module';
export { FavouriteRepository, favouriteKey } from './repositories/favourite.repository';
export type { AddOutcome, Favourite } from './repositories/favourite.repository';
export { LmdbFavouriteRepository } from './repositories/lmdb-favourite.repository';
export { MongooseFavouriteRepository } from './repositories/mongoose-favourite.repository';
export { ApplicationRepository } from './applications/repositories/application.repository';
export type {
  Application,
  CalendarSubscription,
  ReminderRecord,
  ReminderSettings,
} from './applications/repositories/application.repository';
export { LmdbApplicationRepository } from './applications/repositories/lmdb-application.repository';
export { ReminderService, reminderKey } from './applications/reminders/reminder.service';
export { MongooseApplicationRepository } from './applications/repositories/mongoose-application.repository';

export const favouritesService = defineService({
  name: FAVOURITES,
  title: 'Favourites API',
  defaultPort: 3002,
  module: FavouritesModule,
  config: { env: favouritesEnv, forRoot: (config) => FavouritesModule.forRoot(config) },
});

import { DynamicModule, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import {
  chooseUserDataStore,
  PLATFORM_CONFIG,
  PlatformConfig,
  ServiceHealthModule,
  userDataParticipant,
} from '@site/platform';
import { FavouritesController } from './controllers/favourites.controller';
import { FAVOURITES } from './favourites.constants';
import { FAVOURITES_CONFIG, type FavouritesConfig } from './favourites.env';
import { FavouriteRepository } from './repositories/favourite.repository';
import { FavouritesUserDataRepository } from './repositories/favourites-user-data.repository';
import { LmdbFavouriteRepository } from './repositories/lmdb-favourite.repository';
import { MongooseFavouriteRepository } from './repositories/mongoose-favourite.repository';
import { FAVOURITES_CLOCK, FavouriteService } from './services/favourite.service';

/** MongoDB when MONGO_URL is set, the embedded store under DATA_DIR/favourites otherwise. */
function createRepository(
  platform: PlatformConfig,
  config: FavouritesConfig,
): Promise<FavouriteRepository> | FavouriteRepository {
  return chooseUserDataStore<FavouriteRepository>({ ...platform, ...config }, FAVOURITES, {
    mongo: (url) => MongooseFavouriteRepository.connect(url),
    embedded: (dir) => new LmdbFavouriteRepository(dir),
  });
}

const userData = userDataParticipant({ service: FAVOURITES, repository: FavouritesUserDataRepository });

@Module({
  imports: [ServiceHealthModule.forService(FAVOURITES)],
  controllers: [FavouritesController, ...userData.controllers],
  providers: [
    FavouriteService,
    ...userData.providers,
    {
      provide: FavouriteRepository,
      inject: [PLATFORM_CONFIG, FAVOURITES_CONFIG],
      useFactory: createRepository,
    },
    { provide: FAVOURITES_CLOCK, useValue: () => new Date() },
  ],
})
export class FavouritesModule implements OnApplicationShutdown {
  static forRoot(config: FavouritesConfig): DynamicModule {
    return { module: FavouritesModule, providers: [{ provide: FAVOURITES_CONFIG, useValue: config }] };
  }

  constructor(@Inject(FavouriteRepository) private readonly repository: FavouriteRepository) {}

  async onApplicationShutdown(): Promise<void> {
    await this.repository.close();
  }
}

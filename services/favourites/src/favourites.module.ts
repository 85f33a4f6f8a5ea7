import { Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import {
  mongoEnv,
  PLATFORM_CONFIG,
  PlatformConfig,
  ServiceHealthModule,
  serviceDataDir,
  type ConfigOf,
} from '@site/platform';
import { join } from 'node:path';
import { FavouritesExportController } from './controllers/favourites-export.controller';
import { FavouritesController } from './controllers/favourites.controller';
import { FAVOURITES } from './favourites.constants';
import { FavouriteRepository } from './repositories/favourite.repository';
import { LmdbFavouriteRepository } from './repositories/lmdb-favourite.repository';
import { MongooseFavouriteRepository } from './repositories/mongoose-favourite.repository';
import { FAVOURITES_CLOCK, FavouriteService } from './services/favourite.service';
import { FavouritesEraserService } from './services/favourites-eraser.service';

/** MongoDB when MONGO_URL is set, the embedded store under DATA_DIR/favourites otherwise. */
async function createRepository(config: PlatformConfig): Promise<FavouriteRepository> {
  const { MONGO_URL } = config as unknown as ConfigOf<typeof mongoEnv>;
  if (MONGO_URL) return MongooseFavouriteRepository.connect(MONGO_URL);
  return new LmdbFavouriteRepository(join(serviceDataDir(config, FAVOURITES), 'store'));
}

@Module({
  imports: [ServiceHealthModule.forService(FAVOURITES)],
  controllers: [FavouritesController, FavouritesExportController],
  providers: [
    FavouriteService,
    FavouritesEraserService,
    { provide: FavouriteRepository, inject: [PLATFORM_CONFIG], useFactory: createRepository },
    { provide: FAVOURITES_CLOCK, useValue: () => new Date() },
  ],
})
export class FavouritesModule implements OnApplicationShutdown {
  constructor(@Inject(FavouriteRepository) private readonly repository: FavouriteRepository) {}

  async onApplicationShutdown(): Promise<void> {
    await this.repository.close();
  }
}

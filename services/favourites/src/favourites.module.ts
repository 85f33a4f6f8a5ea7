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
import { APPLICATIONS } from './applications/applications.constants';
import { ApplicationsController } from './applications/controllers/applications.controller';
import { ScheduleController } from './applications/controllers/schedule.controller';
import { ApplicationRepository } from './applications/repositories/application.repository';
import { LmdbApplicationRepository } from './applications/repositories/lmdb-application.repository';
import { MongooseApplicationRepository } from './applications/repositories/mongoose-application.repository';
import { ApplicationService } from './applications/services/application.service';
import { ScheduleService } from './applications/schedule/schedule.service';
import { ReminderService } from './applications/reminders/reminder.service';

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

/** Applications and calendar subscriptions: a store of their own beside the favourites' (ADR 27). */
function createApplicationRepository(
  platform: PlatformConfig,
  config: FavouritesConfig,
): Promise<ApplicationRepository> | ApplicationRepository {
  return chooseUserDataStore<ApplicationRepository>({ ...platform, ...config }, APPLICATIONS, {
    mongo: (url) => MongooseApplicationRepository.connect(url),
    embedded: (dir) => new LmdbApplicationRepository(dir),
  });
}

const userData = userDataParticipant({ service: FAVOURITES, repository: FavouritesUserDataRepository });

@Module({
  imports: [ServiceHealthModule.forService(FAVOURITES)],
  controllers: [FavouritesController, ApplicationsController, ScheduleController, ...userData.controllers],
  providers: [
    FavouriteService,
    ApplicationService,
    ScheduleService,
    ReminderService,
    ...userData.providers,
    {
      provide: FavouriteRepository,
      inject: [PLATFORM_CONFIG, FAVOURITES_CONFIG],
      useFactory: createRepository,
    },
    {
      provide: ApplicationRepository,
      inject: [PLATFORM_CONFIG, FAVOURITES_CONFIG],
      useFactory: createApplicationRepository,
    },
    { provide: FAVOURITES_CLOCK, useValue: () => new Date() },
  ],
})
export class FavouritesModule implements OnApplicationShutdown {
  static forRoot(config: FavouritesConfig): DynamicModule {
    return { module: FavouritesModule, providers: [{ provide: FAVOURITES_CONFIG, useValue: config }] };
  }

  constructor(
    @Inject(FavouriteRepository) private readonly repository: FavouriteRepository,
    @Inject(ApplicationRepository) private readonly applications: ApplicationRepository,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.repository.close(), this.applications.close()]);
  }
}

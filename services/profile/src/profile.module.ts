import { DynamicModule, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { chooseUserDataStore, PLATFORM_CONFIG, PlatformConfig, ServiceHealthModule } from '@site/platform';
import { MeController } from './controllers/me.controller';
import { ProfileController } from './controllers/profile.controller';
import { PROFILE } from './profile.constants';
import { PROFILE_CONFIG, type ProfileConfig } from './profile.env';
import { LmdbProfileRepository } from './repositories/lmdb-profile.repository';
import { MongooseProfileRepository } from './repositories/mongoose-profile.repository';
import { ProfileRepository } from './repositories/profile.repository';
import { PROFILE_CLOCK, ProfileService } from './services/profile.service';
import { ErasureService } from './services/erasure.service';
import { UserDataService } from './services/user-data.service';

/** MongoDB when MONGO_URL is set, the embedded store under DATA_DIR/profile otherwise. */
function createRepository(
  platform: PlatformConfig,
  config: ProfileConfig,
): Promise<ProfileRepository> | ProfileRepository {
  return chooseUserDataStore<ProfileRepository>({ ...platform, ...config }, PROFILE, {
    mongo: (url) => MongooseProfileRepository.connect(url),
    embedded: (dir) => new LmdbProfileRepository(dir),
  });
}

@Module({
  imports: [ServiceHealthModule.forService(PROFILE)],
  controllers: [MeController, ProfileController],
  providers: [
    ProfileService,
    UserDataService,
    ErasureService,
    { provide: ProfileRepository, inject: [PLATFORM_CONFIG, PROFILE_CONFIG], useFactory: createRepository },
    { provide: PROFILE_CLOCK, useValue: () => new Date() },
  ],
})
export class ProfileModule implements OnApplicationShutdown {
  static forRoot(config: ProfileConfig): DynamicModule {
    return { module: ProfileModule, providers: [{ provide: PROFILE_CONFIG, useValue: config }] };
  }

  constructor(@Inject(ProfileRepository) private readonly repository: ProfileRepository) {}

  async onApplicationShutdown(): Promise<void> {
    await this.repository.close();
  }
}

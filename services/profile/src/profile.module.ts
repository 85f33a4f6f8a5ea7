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
import { MeController } from './controllers/me.controller';
import { ProfileController } from './controllers/profile.controller';
import { PROFILE } from './profile.constants';
import { LmdbProfileRepository } from './repositories/lmdb-profile.repository';
import { MongooseProfileRepository } from './repositories/mongoose-profile.repository';
import { ProfileRepository } from './repositories/profile.repository';
import { PROFILE_CLOCK, ProfileService } from './services/profile.service';
import { ErasureService } from './services/erasure.service';
import { UserDataService } from './services/user-data.service';

/** MongoDB when MONGO_URL is set, the embedded store under DATA_DIR/profile otherwise. */
async function createRepository(config: PlatformConfig): Promise<ProfileRepository> {
  const { MONGO_URL } = config as unknown as ConfigOf<typeof mongoEnv>;
  if (MONGO_URL) return MongooseProfileRepository.connect(MONGO_URL);
  return new LmdbProfileRepository(join(serviceDataDir(config, PROFILE), 'store'));
}

@Module({
  imports: [ServiceHealthModule.forService(PROFILE)],
  controllers: [MeController, ProfileController],
  providers: [
    ProfileService,
    UserDataService,
    ErasureService,
    { provide: ProfileRepository, inject: [PLATFORM_CONFIG], useFactory: createRepository },
    { provide: PROFILE_CLOCK, useValue: () => new Date() },
  ],
})
export class ProfileModule implements OnApplicationShutdown {
  constructor(@Inject(ProfileRepository) private readonly repository: ProfileRepository) {}

  async onApplicationShutdown(): Promise<void> {
    await this.repository.close();
  }
}

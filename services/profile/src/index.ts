import { defineService } from '@site/platform';
import { PROFILE } from './profile.constants';
import { profileEnv } from './profile.env';
import { ProfileModule } from './profile.module';

export { ProfileModule } from './profile.module';
export { ProfileRepository, PROFILE_FIELDS } from './repositories/profile.repository';
export type { ErasureRecord, Profile } from './repositories/profile.repository';
export { LmdbProfileRepository } from './repositories/lmdb-profile.repository';
export { MongooseProfileRepository } from './repositories/mongoose-profile.repository';

export const profileService = defineService({
  name: PROFILE,
  title: 'Profile API',
  defaultPort: 3003,
  module: ProfileModule,
  config: { env: profileEnv, forRoot: (config) => ProfileModule.forRoot(config) },
});

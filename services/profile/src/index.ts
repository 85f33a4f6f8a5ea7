import type { ServiceDescriptor } from '@site/platform';
import { PROFILE } from './profile.constants';
import { ProfileModule } from './profile.module';

export { ProfileModule } from './profile.module';

export const profileService: ServiceDescriptor = {
  name: PROFILE,
  title: 'Profile API',
  defaultPort: 3003,
  module: ProfileModule,
};

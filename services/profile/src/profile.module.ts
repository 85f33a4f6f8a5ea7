import { Module } from '@nestjs/common';
import { ServiceHealthModule } from '@site/platform';
import { MeController } from './controllers/me.controller';
import { ProfileController } from './controllers/profile.controller';
import { PROFILE } from './profile.constants';

@Module({
  imports: [ServiceHealthModule.forService(PROFILE)],
  controllers: [MeController, ProfileController],
  providers: [],
})
export class ProfileModule {}

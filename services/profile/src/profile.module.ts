import { Module } from '@nestjs/common';
import { ServiceHealthModule } from '@site/platform';
import { ProfileController } from './controllers/profile.controller';
import { PROFILE } from './profile.constants';

@Module({
  imports: [ServiceHealthModule.forService(PROFILE)],
  controllers: [ProfileController],
  providers: [],
})
export class ProfileModule {}

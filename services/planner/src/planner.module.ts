import { Module } from '@nestjs/common';
import { ServiceHealthModule } from '@site/platform';
import { PlannerController } from './controllers/planner.controller';
import { SiteHealthController } from './controllers/site-health.controller';
import { PLANNER } from './planner.constants';
import { SiteHealthService } from './services/site-health.service';

@Module({
  imports: [ServiceHealthModule.forService(PLANNER)],
  controllers: [SiteHealthController, PlannerController],
  providers: [SiteHealthService],
})
export class PlannerModule {}

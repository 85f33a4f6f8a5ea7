import { DynamicModule, Module } from '@nestjs/common';
import { ServiceHealthModule } from '@site/platform';
import { PlannerController } from './controllers/planner.controller';
import { SiteHealthController } from './controllers/site-health.controller';
import { PLANNER } from './planner.constants';
import { PLANNER_CONFIG, type PlannerConfig } from './planner.env';
import { catalogueProviders } from './services/catalogue.providers';
import { ProgramLookupService } from './services/program-lookup.service';
import { SiteHealthService } from './services/site-health.service';
import { PlannerRunner } from './services/planner-runner.service';
import { StudyPlannerService } from './services/study-planner.service';
import { TimelineService } from './services/timeline.service';

@Module({
  imports: [ServiceHealthModule.forService(PLANNER)],
  controllers: [SiteHealthController, PlannerController],
  providers: [
    SiteHealthService,
    ...catalogueProviders,
    StudyPlannerService,
    PlannerRunner,
    ProgramLookupService,
    TimelineService,
  ],
})
export class PlannerModule {
  static forRoot(config: PlannerConfig): DynamicModule {
    return { module: PlannerModule, providers: [{ provide: PLANNER_CONFIG, useValue: config }] };
  }
}

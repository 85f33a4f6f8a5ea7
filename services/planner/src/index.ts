import { defineService } from '@site/platform';
import { PLANNER } from './planner.constants';
import { plannerEnv } from './planner.env';
import { PlannerModule } from './planner.module';

export { PlannerModule } from './planner.module';
export { SITE_SERVICES } from './planner.constants';
export { PlannerThreads } from './services/planner-threads';

export const plannerService = defineService({
  name: PLANNER,
  title: 'Planner API',
  defaultPort: 3001,
  module: PlannerModule,
  config: { env: plannerEnv, forRoot: (config) => PlannerModule.forRoot(config) },
});

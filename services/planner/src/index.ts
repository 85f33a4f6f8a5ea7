import type { ServiceDescriptor } from '@site/platform';
import { PLANNER } from './planner.constants';
import { PlannerModule } from './planner.module';

export { PlannerModule } from './planner.module';
export { SITE_SERVICES } from './planner.constants';

export const plannerService: ServiceDescriptor = {
  name: PLANNER,
  title: 'Planner API',
  defaultPort: 3001,
  module: PlannerModule,
};

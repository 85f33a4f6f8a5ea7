// The planner's parts from the built service (services/planner/dist), for benchmarks and reports.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './server.mjs';

const require = createRequire(join(ROOT, 'services/planner/package.json'));
require('reflect-metadata');
const dist = (path) => require(join(ROOT, 'services/planner/dist', path));

export const { loadProfiles, evaluate, EVALUATION_SUITES } = dist('evaluation/evaluation');

/**
 * Catalogue, extractor, matcher and the planner service, wired as the service wires them. `CATALOGUE_DIR` reads
 * the catalogue from another folder (e.g. a committed version, while its files are being edited).
 */
export function createPlanner() {
  const { Catalogue } = dist('catalogue/catalogue');
  const { createPlannerParts } = dist('services/planner.factory');
  const { StudyPlannerService } = dist('services/study-planner.service');
  const clock = () => new Date();
  const parts = createPlannerParts(Catalogue.load(process.env.CATALOGUE_DIR || undefined), clock);
  return { ...parts, planner: new StudyPlannerService(parts.extractor, parts.matcher, clock) };
}

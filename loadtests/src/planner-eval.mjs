// The planner's evaluation suite as a report: every profile of services/planner/evaluation/profiles.json through
// the planner, each result checked against the profile's hard constraints. Prints precision (results meeting all
// constraints over results returned), coverage (satisfiable profiles with at least one result) and the share of
// unsatisfiable profiles answered with no results. Needs `npm run build:services` first.
// Usage: node loadtests/src/planner-eval.mjs [--verbose]
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(root, 'services/planner/package.json'));
require('reflect-metadata');
const dist = (path) => require(join(root, 'services/planner/dist', path));
const { Catalogue } = dist('catalogue/catalogue');
const { ProgramMatcher } = dist('matching/program-matcher');
const { StudyPlannerService } = dist('services/study-planner.service');
const { INTERFACE_LANGUAGES } = dist('understanding/concepts');
const { ProfileExtractor } = dist('understanding/profile-extractor');
const { buildVocabulary } = dist('understanding/vocabulary');
const { evaluate, loadProfiles } = dist('evaluation/evaluation');

const catalogue = Catalogue.load();
const cities = catalogue
  .cities()
  .map((c) => ({ id: c.id, names: [c.name, ...(c.localName ? [c.localName] : [])] }));
const extractor = new ProfileExtractor(
  new Map(INTERFACE_LANGUAGES.map((l) => [l, buildVocabulary(l, cities)])),
);
const planner = new StudyPlannerService(extractor, new ProgramMatcher(catalogue), () => new Date());
const profiles = loadProfiles();
const report = evaluate(profiles, catalogue, (description) => planner.plan(description).recommendations);

if (process.argv.includes('--verbose')) {
  for (const p of report.profiles) {
    console.log(
      `${p.id} satisfiable=${p.satisfiable} results=${p.results} correct=${p.correct} ${p.problems.join('; ')}`,
    );
  }
}
const satisfiable = report.profiles.filter((p) => p.satisfiable).length;
const returned = report.profiles.reduce((sum, p) => sum + p.results, 0);
console.log(`date: ${new Date().toISOString().slice(0, 10)}, programs: ${catalogue.programs.length}`);
console.log(
  `profiles: ${profiles.length} in ${report.languages.length} languages (${report.languages.join(', ')}), satisfiable: ${satisfiable}`,
);
console.log(`results returned: ${returned}, precision: ${(report.precision * 100).toFixed(1)}%`);
console.log(`coverage of satisfiable profiles: ${(report.coverage * 100).toFixed(1)}%`);
console.log(`unsatisfiable profiles answered with no results: ${(report.honestEmpty * 100).toFixed(1)}%`);

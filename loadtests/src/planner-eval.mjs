// The planner's evaluation suite as a report: every profile of services/planner/evaluation/profiles.json through
// the planner, each result checked against the profile's hard constraints. Prints precision (results meeting all
// constraints over results returned), coverage (satisfiable profiles with at least one result) and the share of
// unsatisfiable profiles answered with no results. Needs `npm run build:services` first.
// Usage: node loadtests/src/planner-eval.mjs [--verbose]
import { createPlanner, evaluate, loadProfiles } from './helpers/planner.mjs';

const { catalogue, planner } = createPlanner();
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

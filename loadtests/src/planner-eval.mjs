// Every evaluation suite of the planner as a report, each on its own: the lexicons' suite
// (services/planner/evaluation/profiles.json, written with the lexicons) and the suites written blind
// (blind-profiles*.json, by sessions that never read the lexicons or the catalogue; the newest is the one nobody who
// tunes the planner has read). Every profile goes through the
// planner and each result is checked against the profile's hard constraints. Prints precision (results meeting
// all constraints over results returned), the share of satisfiable profiles (some catalogue program meets them)
// answered with nothing, the same for the profiles the writer judged satisfiable (catalogue gaps included), the
// share of unsatisfiable profiles answered with nothing, and the share answered in the question's language.
// Needs `npm run build:services` first.
// Usage: node loadtests/src/planner-eval.mjs [--verbose] [--suite lexicons|blind|blind2|…|blind11] (the names of
// EVALUATION_SUITES in services/planner/src/evaluation/evaluation.ts)
// CATALOGUE_DIR reads the catalogue from another folder.
import { EVALUATION_SUITES, createPlanner, evaluate, loadProfiles } from './helpers/planner.mjs';

const only = process.argv.includes('--suite') ? process.argv[process.argv.indexOf('--suite') + 1] : null;
const verbose = process.argv.includes('--verbose');
const percent = (value) => (value === null ? 'n/a' : `${(value * 100).toFixed(1)}%`);

const { catalogue, planner } = createPlanner();
console.log(
  `date: ${new Date().toISOString().slice(0, 10)}, programs: ${catalogue.programs.length}, institutions: ${catalogue.institutions().length}`,
);
for (const [name, file] of EVALUATION_SUITES) {
  if (only && only !== name) continue;
  const profiles = loadProfiles(file);
  const report = evaluate(profiles, catalogue, (description) => planner.plan(description));
  console.log(`\n== ${name} suite (${file.split('/').pop()})`);
  if (verbose) {
    for (const p of report.profiles) {
      const flags = [
        p.satisfiable ? 'satisfiable' : 'unsatisfiable',
        p.writerSatisfiable === false ? 'writer: unsatisfiable' : '',
        p.answerLanguage !== p.language ? `answered in ${p.answerLanguage}` : '',
      ].filter(Boolean);
      console.log(
        `${p.id} ${flags.join(', ')} results=${p.results} correct=${p.correct} ${p.problems.join('; ')}`,
      );
    }
  }
  const satisfiable = report.profiles.filter((p) => p.satisfiable).length;
  const writerSatisfiable = report.profiles.filter((p) => p.writerSatisfiable === true).length;
  const returned = report.profiles.reduce((sum, p) => sum + p.results, 0);
  console.log(
    `profiles: ${profiles.length} in ${report.languages.length} languages (${report.languages.join(', ')}), satisfiable in the catalogue: ${satisfiable}` +
      (report.emptyWhenWriterSatisfiable === null
        ? ''
        : `, satisfiable in the writer's judgement: ${writerSatisfiable}`),
  );
  console.log(`results returned: ${returned}, meeting every hard constraint: ${percent(report.precision)}`);
  console.log(`satisfiable profiles with no result: ${percent(report.emptyWhenSatisfiable)}`);
  if (report.emptyWhenWriterSatisfiable !== null) {
    console.log(
      `profiles the writer judged satisfiable with no result: ${percent(report.emptyWhenWriterSatisfiable)}`,
    );
  }
  console.log(`unsatisfiable profiles answered with no results: ${percent(report.honestEmpty)}`);
  console.log(`answered in the question's language: ${percent(report.languageMatch)}`);
}

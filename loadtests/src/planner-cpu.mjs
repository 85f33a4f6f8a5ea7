// CPU cost of understanding and matching one profile, without HTTP: the 50 evaluation profiles in turn, one at a
// time, after a warm-up. Reports microseconds per profile for extraction, matching and the whole answer, and per
// thousand catalogue programs. Needs `npm run build:services` first.
// Usage: node loadtests/src/planner-cpu.mjs [--iterations 5000]
import { createPlanner, loadProfiles } from './helpers/planner.mjs';
import { machine } from './helpers/server.mjs';

const at = process.argv.indexOf('--iterations');
const iterations = at === -1 ? 5000 : Number(process.argv[at + 1]);
const texts = loadProfiles().map((p) => p.description);
const { catalogue, extractor, matcher, planner } = createPlanner();
const profiles = texts.map((text) => extractor.extract(text));

const time = (work) => {
  for (let i = 0; i < 1000; i++) work(i);
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) work(i);
  return Number(process.hrtime.bigint() - started) / iterations / 1000;
};
const extract = time((i) => extractor.extract(texts[i % texts.length]));
const match = time((i) => matcher.match(profiles[i % profiles.length]));
const plan = time((i) => planner.plan(texts[i % texts.length]));
const perThousand = (us) => (us / (catalogue.programs.length / 1000)).toFixed(0);

console.log(`machine: ${machine()}`);
console.log(
  `date: ${new Date().toISOString().slice(0, 10)}, programs: ${catalogue.programs.length}, iterations: ${iterations}`,
);
console.log(
  `extract: ${extract.toFixed(0)} µs, match: ${match.toFixed(0)} µs, whole answer: ${plan.toFixed(0)} µs`,
);
console.log(`whole answer per thousand programs: ${perThousand(plan)} µs`);

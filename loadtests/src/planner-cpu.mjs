// CPU cost of understanding and matching one profile, without HTTP: the 50 evaluation profiles in turn, one at a
// time, after a warm-up. Reports microseconds per profile for extraction, matching and the whole answer, and per
// thousand catalogue programs. Needs `npm run build:services` first.
// Usage: node loadtests/src/planner-cpu.mjs [--iterations 5000]
import { createRequire } from 'node:module';
import { cpus, totalmem } from 'node:os';
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

const at = process.argv.indexOf('--iterations');
const iterations = at === -1 ? 5000 : Number(process.argv[at + 1]);
const texts = require(join(root, 'services/planner/evaluation/profiles.json')).map((p) => p.description);

const catalogue = Catalogue.load();
const cities = catalogue
  .cities()
  .map((c) => ({ id: c.id, names: [c.name, ...(c.localName ? [c.localName] : [])] }));
const extractor = new ProfileExtractor(
  new Map(INTERFACE_LANGUAGES.map((l) => [l, buildVocabulary(l, cities)])),
);
const matcher = new ProgramMatcher(catalogue);
const planner = new StudyPlannerService(extractor, matcher, () => new Date());
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

console.log(
  `machine: ${cpus().length} vCPU ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(
  `date: ${new Date().toISOString().slice(0, 10)}, programs: ${catalogue.programs.length}, iterations: ${iterations}`,
);
console.log(
  `extract: ${extract.toFixed(0)} µs, match: ${match.toFixed(0)} µs, whole answer: ${plan.toFixed(0)} µs`,
);
console.log(`whole answer per thousand programs: ${perThousand(plan)} µs`);

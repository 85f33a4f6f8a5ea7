// The share of programs whose tuition the planner shows as "Not available", for EU/EEA and for non-EU students,
// overall and per country. It is the planner's own measure: a program's tuition is not available when the built
// catalogue (Catalogue.load, tuitionOf) has no amount for it — neither a published figure nor the country's
// public band (which never stands in for a private institution, nor a "free" band for a program taught only in a
// foreign language). Reads the JSON files at run time; needs `npm run build:services` once for the code.
// Usage: node loadtests/src/planner-tuition-coverage.mjs [--json] [--dir <catalogue directory>]
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './helpers/server.mjs';

const require = createRequire(join(ROOT, 'services/planner/package.json'));
const { Catalogue } = require(join(ROOT, 'services/planner/dist/catalogue/catalogue'));

const dirAt = process.argv.indexOf('--dir');
const catalogue = dirAt > 0 ? Catalogue.load(process.argv[dirAt + 1]) : Catalogue.load();
const rows = new Map();
const total = { programs: 0, eu: 0, nonEu: 0, estimatedEu: 0, estimatedNonEu: 0 };
for (const entry of catalogue.programs) {
  const code = entry.country.code;
  const row = rows.get(code) ?? { programs: 0, eu: 0, nonEu: 0, estimatedEu: 0, estimatedNonEu: 0 };
  for (const target of [row, total]) {
    target.programs += 1;
    if (entry.tuitionEu.amount === null) target.eu += 1;
    if (entry.tuitionNonEu.amount === null) target.nonEu += 1;
    if (entry.tuitionEu.estimated) target.estimatedEu += 1;
    if (entry.tuitionNonEu.estimated) target.estimatedNonEu += 1;
  }
  rows.set(code, row);
}
const percent = (part, whole) => `${((part / whole) * 100).toFixed(1)}%`;
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ total, countries: Object.fromEntries(rows) }, null, 2));
} else {
  console.log(`date: ${new Date().toISOString().slice(0, 10)}, programs: ${total.programs}`);
  console.log(
    `not available: EU/EEA ${total.eu} (${percent(total.eu, total.programs)}), non-EU ${total.nonEu} (${percent(total.nonEu, total.programs)}); from a public band: EU ${total.estimatedEu}, non-EU ${total.estimatedNonEu}`,
  );
  console.log('country  programs  n/a EU  n/a non-EU  (share of all programs)');
  const sorted = [...rows].sort(([, a], [, b]) => b.eu + b.nonEu - (a.eu + a.nonEu));
  for (const [code, row] of sorted) {
    if (row.eu + row.nonEu === 0) continue;
    console.log(
      `${code.padEnd(8)} ${String(row.programs).padStart(8)} ${String(row.eu).padStart(7)} ${String(row.nonEu).padStart(11)}  (${percent(row.eu, total.programs)} / ${percent(row.nonEu, total.programs)})`,
    );
  }
}

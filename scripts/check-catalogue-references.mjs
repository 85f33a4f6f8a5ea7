// Checks the planner catalogue's institutions against reference lists of real institutions, while writing it.
// Usage: node scripts/check-catalogue-references.mjs <reference-data-dir> [cc ...]
// The reference folder holds hipo-university-domains/world_universities_and_domains.json and
// eche-holders/eche_holders_utf8.csv. This is an authoring aid, not a test: the project never depends on it.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const [referenceDir, ...only] = process.argv.slice(2);
if (!referenceDir) {
  console.error('usage: node scripts/check-catalogue-references.mjs <reference-data-dir> [cc ...]');
  process.exit(2);
}
const catalogueDir = join(import.meta.dirname, '..', 'services', 'planner', 'catalogue');

const hostOf = (url) => {
  try {
    const withScheme = /^https?:\/\//i.test(url) ? url : `https://${url}`;
    return new URL(withScheme).hostname.toLowerCase().replace(/^www\d?\./, '');
  } catch {
    return '';
  }
};
const sameSite = (a, b) => a && b && (a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`));

const hipo = JSON.parse(
  readFileSync(join(referenceDir, 'hipo-university-domains/world_universities_and_domains.json'), 'utf8'),
);
const hipoHosts = hipo.map((u) => ({
  country: u.alpha_two_code === 'GR' ? 'GR' : u.alpha_two_code,
  name: u.name,
  hosts: [...(u.domains ?? []), ...(u.web_pages ?? []).map(hostOf)].map((h) => h.replace(/^www\d?\./, '')),
}));

function parseCsvLine(line) {
  const cells = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (ch === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else {
      cell += ch;
    }
  }
  cells.push(cell);
  return cells;
}
const [header, ...rows] = readFileSync(join(referenceDir, 'eche-holders/eche_holders_utf8.csv'), 'utf8')
  .trim()
  .split(/\r?\n/);
const columns = parseCsvLine(header);
const eche = rows.map((row) => {
  const cells = parseCsvLine(row);
  const record = Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
  return {
    ...record,
    country: record.country_cd === 'EL' ? 'GR' : record.country_cd,
    host: hostOf(record.website_url),
  };
});

let misses = 0;
let checked = 0;
for (const fileName of readdirSync(catalogueDir)
  .filter((n) => /^[a-z]{2}\.json$/.test(n))
  .sort()) {
  const cc = fileName.slice(0, 2).toUpperCase();
  if (only.length > 0 && !only.map((c) => c.toUpperCase()).includes(cc)) continue;
  const file = JSON.parse(readFileSync(join(catalogueDir, fileName), 'utf8'));
  const cities = new Map(file.cities.map((c) => [c.id, c]));
  for (const institution of file.institutions) {
    checked += 1;
    const host = hostOf(institution.website);
    const inHipo = hipoHosts.find((u) => u.hosts.some((h) => sameSite(h, host)));
    const inEche = eche.find((e) => sameSite(e.host, host));
    const notes = [];
    if (!inHipo && !inEche) notes.push(`website ${host} is in neither reference list`);
    if (inHipo && inHipo.country !== cc) notes.push(`hipo lists ${host} under ${inHipo.country}`);
    if (inEche && inEche.country !== cc) notes.push(`ECHE lists ${host} under ${inEche.country}`);
    if (
      inEche &&
      institution.erasmusCode &&
      inEche.erasmus_code.replace(/\s+/g, ' ') !== institution.erasmusCode.replace(/\s+/g, ' ')
    ) {
      notes.push(`erasmusCode ${institution.erasmusCode} but ECHE has ${inEche.erasmus_code}`);
    }
    const city = cities.get(institution.cityId);
    if (inEche && city) {
      const names = [city.name, city.localName].filter(Boolean).map((n) => n.toLowerCase());
      if (
        !names.some((n) => inEche.city.toLowerCase().includes(n) || n.includes(inEche.city.toLowerCase()))
      ) {
        notes.push(`city ${city.name} but ECHE has ${inEche.city}`);
      }
    }
    if (notes.length > 0) {
      misses += 1;
      console.log(`${fileName} ${institution.id}: ${notes.join('; ')}`);
    }
  }
}
console.log(`${checked} institutions checked, ${misses} to look at`);

// Imports the Dutch bachelors and masters of the government's register of accredited programmes (DUO, RIO:
// "HO opleidingsoverzicht", CC BY 4.0, attribution "Source: DUO, Registratie Instellingen en Opleidingen") into
// the planner's catalogue (services/planner/catalogue/nl.json), keeping the catalogue's own records.
// Usage: node scripts/import-duo-programmes.mjs <reference-data-dir>
// The folder holds duo-nl-programmes/ho_opleidingsoverzicht.csv. The result is committed; no test reads the CSV.
//
// What comes from the register, per programme: its names (Dutch and international), level, study load (ECTS),
// form, language of instruction, teaching location and, where given, its web page. What does not: the field
// of study (ISCED-F, assigned from the name by duo-field-rules.mjs), fees (the statutory fee for EU/EEA students,
// 2025/26, from Study in NL; non-EU fees are the institutions' own and stay unknown unless the institution publishes
// one dated fee for all its full-time bachelors, see INSTITUTION_FEES), deadlines (unknown) and
// intakes (the Dutch academic year starts in September). Programmes are imported only where they are taught in
// a city the catalogue already has (its living costs are needed); part-time-only programmes, pre-masters,
// exchange and guest-student variants are left out.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { FIELD_RULES } from './duo-field-rules.mjs';

const [referenceDir] = process.argv.slice(2);
if (!referenceDir) {
  console.error('usage: node scripts/import-duo-programmes.mjs <reference-data-dir>');
  process.exit(2);
}
const CATALOGUE_FILE = join(import.meta.dirname, '..', 'services', 'planner', 'catalogue', 'nl.json');
const SNAPSHOT = '2026-08-04';
const STATUTORY_FEE = {
  amount: 2601,
  academicYear: '2025/26',
  sourceUrl: 'https://www.studyinnl.org/finances/tuition-fees',
};
const ATTRIBUTION = 'Source: DUO, Registratie Instellingen en Opleidingen (CC BY 4.0)';
/**
 * Institutions that publish one institutional (non-EEA) fee for all their full-time bachelors, with the year:
 * their programmes take the institution's own page, its year and both its fees instead of the statutory fee
 * table. An institution that publishes only a range across programmes is not listed (one figure per programme
 * cannot be read from a range), nor one whose newest published figure is older than 2024/25.
 */
const INSTITUTION_FEES = {
  '107B585': {
    degrees: ['bachelor'],
    eu: 2530,
    nonEu: 8746,
    academicYear: '2024/25',
    sourceUrl: 'https://www.windesheim.com/practical-information/finance',
    note: "EU/EEA, Swiss and Surinamese students: the statutory fee 2024/25. Others: Windesheim's institutional fee for full-time study, 2024 entry.",
  },
  '100B379': {
    degrees: ['bachelor'],
    eu: 2530,
    nonEu: 8600,
    academicYear: '2024/25',
    sourceUrl: 'https://www.saxion.edu/studying-in-the-netherlands/finance-your-studies/tuition-fees',
    note: "EU/EEA, Swiss and Surinamese students: the statutory fee 2024/25 (Study in NL). Others: Saxion's tuition fee for full-time bachelors starting September 2024 (part of its package fee with housing, visa and insurance).",
  },
  '107B536': {
    degrees: ['bachelor'],
    eu: 2530,
    nonEu: 9730,
    academicYear: '2024/25',
    sourceUrl:
      'https://www.nhlstenden.com/studeren-bij-nhl-stenden/studeren-wat-kost-dat/wettelijk-en-instellingscollegegeld/instellingscollegegeld',
    note: "EU/EEA, Swiss and Surinamese students: the statutory fee 2024/25 (Study in NL). Others: NHL Stenden's institutional fee for bachelors, 2024/25.",
  },
  '107B582': {
    degrees: ['bachelor'],
    except: /agribusiness and trade|international business/i,
    eu: 2530,
    nonEu: 9345,
    academicYear: '2024/25',
    sourceUrl: 'https://www.vhluas.com/study/study-in-holland-at-vhl/financial-matters/tuition-fees',
    note: "EU/EEA students: the statutory fee 2024/25. Non-EEA students: Van Hall Larenstein's bachelor fee, 2024/25.",
  },
};

/** DUO's teaching locations that are catalogue cities. */
const CITIES = {
  Amsterdam: 'nl-amsterdam',
  Rotterdam: 'nl-rotterdam',
  "'s-Gravenhage": 'nl-the-hague',
  Utrecht: 'nl-utrecht',
  Leiden: 'nl-leiden',
  Delft: 'nl-delft',
  Groningen: 'nl-groningen',
  Eindhoven: 'nl-eindhoven',
  Enschede: 'nl-enschede',
  Wageningen: 'nl-wageningen',
  Maastricht: 'nl-maastricht',
  Nijmegen: 'nl-nijmegen',
  Tilburg: 'nl-tilburg',
  Zwolle: 'nl-zwolle',
  Breda: 'nl-breda',
  Deventer: 'nl-deventer',
  Haarlem: 'nl-haarlem',
  Leeuwarden: 'nl-leeuwarden',
  Arnhem: 'nl-arnhem',
  "'s-Hertogenbosch": 'nl-s-hertogenbosch',
  Almere: 'nl-almere',
  Vlissingen: 'nl-vlissingen',
  Middelburg: 'nl-middelburg',
  Emmen: 'nl-emmen',
  Venlo: 'nl-venlo',
  Heerlen: 'nl-heerlen',
  Sittard: 'nl-sittard',
  Alkmaar: 'nl-alkmaar',
  Ede: 'nl-ede',
  Gouda: 'nl-gouda',
  Apeldoorn: 'nl-apeldoorn',
  Dronten: 'nl-dronten',
  Velp: 'nl-velp',
};

/**
 * The institution boards of the register (by DUO board id) whose programmes can be placed: the catalogue
 * institution they are (`id`), or what a new record needs (English name, kind, website and Erasmus code as the
 * European Commission's charter list has them, seat city). `seat` places a programme whose rows name no
 * location. Boards not listed teach in cities the catalogue does not have (or, the Open Universiteit, at a
 * distance) and are left out.
 */
const BOARDS = {
  '107B576': { id: 'nl-eur', seat: 'nl-rotterdam' },
  '107B484': { id: 'nl-radboud', seat: 'nl-nijmegen' },
  '107B482': { id: 'nl-vu', seat: 'nl-amsterdam' },
  '107B471': { id: 'nl-maastricht-university', seat: 'nl-maastricht' },
  '107B448': { id: 'nl-rug', seat: 'nl-groningen' },
  '107B454': { id: 'nl-rietveld', seat: 'nl-amsterdam' },
  '106B216': { id: 'nl-fontys', seat: 'nl-eindhoven' },
  '100B490': { id: 'nl-hanze', seat: 'nl-groningen' },
  '107B584': { id: 'nl-hhs', seat: 'nl-the-hague' },
  '107B549': { id: 'nl-hva', seat: 'nl-amsterdam' },
  '107B470': { id: 'nl-hotelschool', seat: 'nl-the-hague' },
  '107B481': { id: 'nl-tilburg-university', seat: 'nl-tilburg' },
  '107B525': { id: 'nl-dae', seat: 'nl-eindhoven' },
  '107B605': { id: 'nl-tudelft', seat: 'nl-delft' },
  '107B450': { id: 'nl-tue', seat: 'nl-eindhoven' },
  '107B578': { id: 'nl-leiden-university', seat: 'nl-leiden' },
  '107B523': { id: 'nl-utwente', seat: 'nl-enschede' },
  '107B449': { id: 'nl-uu', seat: 'nl-utrecht' },
  '107B473': { id: 'nl-uva', seat: 'nl-amsterdam' },
  '107B451': { id: 'nl-wur', seat: 'nl-wageningen' },
  '107B553': {
    id: 'nl-hu',
    name: 'HU University of Applied Sciences Utrecht',
    localName: 'Hogeschool Utrecht',
    kind: 'applied_sciences',
    website: 'https://www.hu.nl',
    erasmusCode: 'NL UTRECHT24',
    seat: 'nl-utrecht',
  },
  '107B489': {
    id: 'nl-hr',
    name: 'Rotterdam University of Applied Sciences',
    localName: 'Hogeschool Rotterdam',
    kind: 'applied_sciences',
    website: 'https://www.hogeschoolrotterdam.nl',
    erasmusCode: 'NL ROTTERD03',
    seat: 'nl-rotterdam',
  },
  '107B464': {
    id: 'nl-hsleiden',
    name: 'Leiden University of Applied Sciences',
    localName: 'Hogeschool Leiden',
    kind: 'applied_sciences',
    website: 'https://www.hsleiden.nl',
    erasmusCode: 'NL LEIDEN03',
    seat: 'nl-leiden',
  },
  '101B423': {
    id: 'nl-inholland',
    name: 'Inholland University of Applied Sciences',
    localName: 'Hogeschool Inholland',
    kind: 'applied_sciences',
    website: 'https://www.inholland.com',
    erasmusCode: 'NL S-GRAVE37',
    seat: 'nl-the-hague',
  },
  '107B483': {
    id: 'nl-ahk',
    name: 'Amsterdam University of the Arts',
    localName: 'Amsterdamse Hogeschool voor de Kunsten',
    kind: 'arts',
    website: 'https://www.ahk.nl',
    erasmusCode: 'NL AMSTERD07',
    seat: 'nl-amsterdam',
  },
  '107B546': {
    id: 'nl-hdk',
    name: 'University of the Arts The Hague (Royal Conservatoire and Royal Academy of Art)',
    localName: 'Hogeschool der Kunsten Den Haag',
    kind: 'arts',
    website: 'https://www.hogeschoolderkunsten.nl',
    erasmusCode: 'NL S-GRAVE05',
    seat: 'nl-the-hague',
  },
  '107B615': {
    id: 'nl-hku',
    name: 'HKU University of the Arts Utrecht',
    localName: 'Hogeschool voor de Kunsten Utrecht',
    kind: 'arts',
    website: 'https://www.hku.nl',
    erasmusCode: 'NL UTRECHT29',
    seat: 'nl-utrecht',
  },
  '107B446': {
    id: 'nl-codarts',
    name: 'Codarts University for the Arts',
    localName: 'Codarts, Hogeschool voor de Kunsten',
    kind: 'arts',
    website: 'https://www.codarts.nl',
    erasmusCode: 'NL ROTTERD09',
    seat: 'nl-rotterdam',
  },
  '107B580': {
    id: 'nl-artez',
    name: 'ArtEZ University of the Arts',
    localName: 'ArtEZ hogeschool voor de kunsten',
    kind: 'arts',
    website: 'https://www.artez.nl',
    erasmusCode: 'NL ENSCHED04',
    seat: null,
  },
  '107B477': {
    id: 'nl-avans',
    name: 'Avans University of Applied Sciences',
    localName: 'Avans Hogeschool',
    kind: 'applied_sciences',
    website: 'https://www.avans.nl',
    erasmusCode: 'NL BREDA01',
    seat: null,
  },
  '107B304': {
    id: 'nl-han',
    name: 'HAN University of Applied Sciences',
    localName: 'Hogeschool van Arnhem en Nijmegen',
    kind: 'applied_sciences',
    website: 'https://www.han.nl',
    erasmusCode: 'NL ARNHEM27',
    seat: null,
  },
  '100B379': {
    id: 'nl-saxion',
    name: 'Saxion University of Applied Sciences',
    localName: 'Saxion Hogeschool',
    kind: 'applied_sciences',
    website: 'https://www.saxion.nl',
    erasmusCode: 'NL ENSCHED03',
    seat: 'nl-enschede',
  },
  '107B536': {
    id: 'nl-nhlstenden',
    name: 'NHL Stenden University of Applied Sciences',
    localName: 'NHL Stenden Hogeschool',
    kind: 'applied_sciences',
    website: 'https://www.nhlstenden.com',
    erasmusCode: 'NL LEEUWAR01',
    seat: 'nl-leeuwarden',
  },
  '107B517': {
    id: 'nl-zuyd',
    name: 'Zuyd University of Applied Sciences',
    localName: 'Zuyd Hogeschool',
    kind: 'applied_sciences',
    website: 'https://www.zuyd.nl',
    erasmusCode: 'NL HEERLEN14',
    seat: 'nl-heerlen',
  },
  '100B561': {
    id: 'nl-aeres',
    name: 'Aeres University of Applied Sciences',
    localName: 'Aeres Hogeschool',
    kind: 'applied_sciences',
    website: 'https://www.aeres.nl',
    erasmusCode: 'NL DRONTEN01',
    seat: null,
  },
  '107B461': {
    id: 'nl-pthu',
    name: 'Protestant Theological University',
    localName: 'Protestantse Theologische Universiteit',
    kind: 'university',
    website: 'https://www.pthu.nl',
    erasmusCode: 'NL AMSTERD72',
    seat: 'nl-amsterdam',
  },
  '107B617': {
    id: 'nl-tuu',
    name: 'Theological University Utrecht',
    localName: 'Theologische Universiteit Utrecht',
    kind: 'university',
    website: 'https://www.tuu.nl',
    erasmusCode: 'NL KAMPEN02',
    seat: 'nl-utrecht',
  },
  '107B544': {
    id: 'nl-uvh',
    name: 'University of Humanistic Studies',
    localName: 'Universiteit voor Humanistiek',
    kind: 'university',
    website: 'https://www.uvh.nl',
    erasmusCode: 'NL UTRECHT34',
    seat: 'nl-utrecht',
  },
  '107B561': {
    id: 'nl-marnix',
    name: 'Marnix Academie',
    localName: 'Marnix Academie',
    kind: 'applied_sciences',
    website: 'https://www.marnixacademie.nl',
    erasmusCode: 'NL UTRECHT27',
    seat: 'nl-utrecht',
  },
  '107B493': {
    id: 'nl-ipabo',
    name: 'Hogeschool iPabo',
    localName: 'Hogeschool iPabo',
    kind: 'applied_sciences',
    website: 'https://www.ipabo.nl',
    erasmusCode: 'NL AMSTERD06',
    seat: 'nl-amsterdam',
  },
  '107B542': {
    id: 'nl-buas',
    name: 'Breda University of Applied Sciences',
    localName: 'Breda University of Applied Sciences',
    kind: 'applied_sciences',
    website: 'https://www.buas.nl',
    erasmusCode: 'NL BREDA10',
    seat: 'nl-breda',
  },
  '107B585': {
    id: 'nl-windesheim',
    name: 'Windesheim University of Applied Sciences',
    localName: 'Hogeschool Windesheim',
    kind: 'applied_sciences',
    website: 'https://www.windesheim.nl',
    erasmusCode: 'NL ZWOLLE05',
    seat: 'nl-zwolle',
  },
  '100B349': {
    id: 'nl-hz',
    name: 'HZ University of Applied Sciences',
    localName: 'HZ University of Applied Sciences',
    kind: 'applied_sciences',
    website: 'https://www.hz.nl',
    erasmusCode: 'NL VLISSIN01',
    seat: 'nl-vlissingen',
  },
  '107B528': {
    id: 'nl-has',
    name: 'HAS green academy',
    localName: 'HAS green academy',
    kind: 'applied_sciences',
    website: 'https://www.has.nl',
    erasmusCode: 'NL S-HERTO01',
    seat: 'nl-s-hertogenbosch',
  },
  '107B582': {
    id: 'nl-vhl',
    name: 'Van Hall Larenstein University of Applied Sciences',
    localName: 'Hogeschool Van Hall Larenstein',
    kind: 'applied_sciences',
    website: 'https://www.vhluniversity.com',
    erasmusCode: 'NL VELP05',
    seat: 'nl-velp',
  },
  '107B531': {
    id: 'nl-che',
    name: 'Ede Christian University of Applied Sciences',
    localName: 'Christelijke Hogeschool Ede',
    kind: 'applied_sciences',
    website: 'https://www.che.nl',
    erasmusCode: 'NL EDE01',
    seat: 'nl-ede',
  },
  '105B698': {
    id: 'nl-viaa',
    name: 'Viaa University of Applied Sciences',
    localName: 'Hogeschool Viaa',
    kind: 'applied_sciences',
    website: 'https://www.viaa.nl',
    erasmusCode: 'NL ZWOLLE10',
    seat: 'nl-zwolle',
  },
  '107B460': {
    id: 'nl-kpz',
    name: 'KPZ University of Applied Sciences',
    localName: 'Hogeschool KPZ',
    kind: 'applied_sciences',
    website: 'https://www.kpz.nl',
    erasmusCode: 'NL ZWOLLE06',
    seat: 'nl-zwolle',
  },
  '105B769': {
    id: 'nl-driestar',
    name: 'Driestar Christian University for Teacher Education',
    localName: 'Driestar hogeschool',
    kind: 'applied_sciences',
    website: 'https://www.driestar-educatief.nl',
    erasmusCode: 'NL GOUDA03',
    seat: 'nl-gouda',
  },
  '107B593': {
    id: 'nl-thomasmore',
    name: 'Thomas More University of Applied Sciences',
    localName: 'Thomas More Hogeschool',
    kind: 'applied_sciences',
    website: 'https://www.thomasmorehs.nl',
    erasmusCode: 'NL ROTTERD47',
    seat: 'nl-rotterdam',
  },
};

const LEVELS = {
  'WO-BA': { degree: 'bachelor', short: 'ba', qualification: 'Bachelor' },
  'HBO-BA': { degree: 'bachelor', short: 'ba', qualification: 'Bachelor' },
  'WO-MA': { degree: 'master', short: 'ma', qualification: 'Master' },
  'HBO-MA': { degree: 'master', short: 'ma', qualification: 'Master' },
};
const LANGUAGES = { NLD: 'nl', ENG: 'en', DEU: 'de' };
/** Variants and tracks that are not a programme a student applies to on its own. */
const NOT_A_PROGRAMME =
  /\b(pre-?master|premaster|schakel|guest student|exchange|transfer minor|minor|zij-instroom|kopopleiding|deficiëntie|verkort|2e richting)\b/i;

function parseCsv(text) {
  const rows = [];
  let row = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell.length > 0 || row.length > 0) rows.push([...row, cell]);
  const [header, ...body] = rows.filter((r) => r.length > 1);
  return body.map((cells) =>
    Object.fromEntries(header.map((name, index) => [name, (cells[index] ?? '').trim()])),
  );
}

const slug = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .split('-')
    .slice(0, 8)
    .join('-');

const words = (text) =>
  new Set(
    slug(text)
      .split('-')
      .filter((w) => w.length > 2 && w !== 'and'),
  );

function fieldsOf(...names) {
  const text = names.join(' | ').toLowerCase();
  for (const [pattern, codes] of FIELD_RULES) if (pattern.test(text)) return codes;
  return null;
}

function httpsProgrammePage(url) {
  if (!/^https:\/\/[^/]+\/.+/i.test(url) || /\s/.test(url)) return null;
  return url;
}

const catalogue = JSON.parse(readFileSync(CATALOGUE_FILE, 'utf8'));
// keep the catalogue's own records: drop earlier imports before importing again
catalogue.programs = catalogue.programs.filter((p) => !p.provenance.startsWith('DUO register'));
catalogue.institutions = catalogue.institutions.filter((i) => !i.provenance.startsWith('DUO register'));
const institutions = new Map(catalogue.institutions.map((i) => [i.id, i]));
const cityNames = new Map(catalogue.cities.map((c) => [c.id, c.name]));

const rows = parseCsv(
  readFileSync(join(referenceDir, 'duo-nl-programmes', 'ho_opleidingsoverzicht.csv'), 'utf8'),
);
const programmes = new Map();
for (const row of rows) {
  if (!LEVELS[row.NIVEAU] || !BOARDS[row.ONDERWIJSBESTUURID]) continue;
  const key = `${row.ONDERWIJSBESTUURID}|${row.ERKENDEOPLEIDINGSCODE}|${row.NIVEAU}`;
  const entry = programmes.get(key) ?? { board: row.ONDERWIJSBESTUURID, main: null, rows: [] };
  if (row.SOORT === 'OPLEIDING' && !entry.main) entry.main = row;
  entry.rows.push(row);
  programmes.set(key, entry);
}

/** The institution record a board's programme taught in a city belongs to, made when new. */
function institutionFor(boardId, cityId, providers) {
  const board = BOARDS[boardId];
  const id = board.seat === cityId ? board.id : `${board.id}-${cityId.slice(3)}`;
  if (institutions.has(id)) return institutions.get(id);
  const base = institutions.get(board.id);
  const cityName = cityNames.get(cityId);
  const record = base
    ? {
        ...base,
        id,
        name: `${base.name} (${cityName})`,
        cityId,
        description: `${base.name}, its programmes taught in ${cityName} as the national register of accredited programmes lists them.`,
        provenance: `DUO register: teaching location ${cityName} of board ${boardId}; the institution's other facts as in its main record.`,
      }
    : {
        id,
        name: board.seat === cityId ? board.name : `${board.name} (${cityName})`,
        localName: board.localName,
        cityId,
        website: board.website,
        type: 'public',
        kind: board.kind,
        founded: null,
        description: `${board.name} (${board.localName}): a publicly funded Dutch ${
          board.kind === 'applied_sciences'
            ? 'university of applied sciences (hogeschool)'
            : board.kind === 'arts'
              ? 'university of the arts'
              : 'university'
        } with accredited bachelor's and master's programmes taught in ${cityName}, as listed in the national register.`,
        faculties: providers.length > 0 ? providers.slice(0, 12) : [board.localName],
        facilities: "Not recorded in the national register; see the institution's website.",
        internationalUrl: null,
        traits: board.kind === 'applied_sciences' ? ['applied'] : board.kind === 'arts' ? ['arts'] : [],
        erasmusCode: board.erasmusCode,
        provenance: `DUO register (board ${boardId}, snapshot ${SNAPSHOT}; ${ATTRIBUTION}); website and Erasmus code from the European Commission's list of Erasmus charter holders.`,
      };
  institutions.set(id, record);
  return record;
}

/** The institution's own published fees, when they apply to this programme (`except` names the exceptions). */
function ownFees(boardId, degree, name) {
  const own = INSTITUTION_FEES[boardId];
  return own && own.degrees.includes(degree) && !own.except?.test(name) ? own : null;
}

function tuitionFor(boardId, degree, name) {
  const own = ownFees(boardId, degree, name);
  if (own) {
    const { eu, nonEu, academicYear, sourceUrl, note } = own;
    return { eu, nonEu, currency: 'EUR', academicYear, sourceUrl, note };
  }
  return {
    eu: STATUTORY_FEE.amount,
    nonEu: null,
    currency: 'EUR',
    academicYear: STATUTORY_FEE.academicYear,
    sourceUrl: STATUTORY_FEE.sourceUrl,
    note: 'EU/EEA, Swiss and Surinamese students: the statutory fee (wettelijk collegegeld) 2025/26. Non-EEA students: the institutional fee set by the institution.',
  };
}

const existing = catalogue.programs.map((p) => ({ ...p, words: words(`${p.name} ${p.localName ?? ''}`) }));
const ids = new Set(catalogue.programs.map((p) => p.id));
const imported = [];
const skipped = { partTime: 0, notProgramme: 0, noCity: 0, noField: 0, duplicate: 0 };

for (const { board, main, rows: group } of programmes.values()) {
  const head = main ?? group[0];
  const level = LEVELS[head.NIVEAU];
  const name = head.INTERNATIONALE_NAAM || head.EIGENNAAM_ENGELS || head.NAAM_LANG;
  const dutchName = head.NAAM_LANG;
  if (NOT_A_PROGRAMME.test(name) || NOT_A_PROGRAMME.test(dutchName)) {
    skipped.notProgramme += 1;
    continue;
  }
  const forms = new Set(group.map((r) => r.VORM).filter(Boolean));
  if (forms.size > 0 && !forms.has('VOLTIJD')) {
    skipped.partTime += 1;
    continue;
  }
  const fields = fieldsOf(name, dutchName);
  if (!fields) {
    skipped.noField += 1;
    continue;
  }
  const named = new Set(group.map((r) => CITIES[r.ONDERWIJSLOCATIEPLAATS]).filter(Boolean));
  const anyLocation = group.some((r) => r.ONDERWIJSLOCATIEPLAATS);
  const cities = named.size > 0 ? [...named] : !anyLocation && BOARDS[board].seat ? [BOARDS[board].seat] : [];
  if (cities.length === 0) {
    skipped.noCity += 1;
    continue;
  }
  const codes = [
    ...new Set(group.flatMap((r) => r.VOERTAAL.split(',').map((c) => LANGUAGES[c.trim()])).filter(Boolean)),
  ];
  const languages = codes.length > 0 ? codes.sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : 0)) : ['nl'];
  const ects = Number(head.STUDIELAST) || null;
  const durationYears = ects
    ? Math.max(1, Math.round((ects / 60) * 2) / 2)
    : level.degree === 'bachelor'
      ? 3
      : 1;
  const providers = [
    ...new Set(
      rows
        .filter((r) => r.ONDERWIJSBESTUURID === board)
        .map((r) => r.ONDERWIJSAANBIEDER_NAAM)
        .filter(Boolean),
    ),
  ];
  const page = group.map((r) => httpsProgrammePage(r.WEBSITE)).find(Boolean) ?? null;
  for (const cityId of cities) {
    const institution = institutionFor(board, cityId, providers);
    const duplicate = existing.some(
      (p) =>
        p.institutionId === institution.id &&
        p.degree === level.degree &&
        [...words(name)].every((w) => p.words.has(w)),
    );
    if (duplicate) {
      skipped.duplicate += 1;
      continue;
    }
    // the register may list one name under several codes (specialisations): one programme, its languages joined
    const sameName = imported.find(
      (p) =>
        p.institutionId === institution.id &&
        p.degree === level.degree &&
        p.name.toLowerCase() === name.toLowerCase(),
    );
    if (sameName) {
      sameName.languages = [...new Set([...sameName.languages, ...languages])];
      skipped.duplicate += 1;
      continue;
    }
    let id = `${institution.id}-${level.short}-${slug(name)}`;
    for (let n = 2; ids.has(id); n += 1) id = `${institution.id}-${level.short}-${slug(name)}-${n}`;
    ids.add(id);
    const locationNote = anyLocation
      ? `taught in ${cityNames.get(cityId)}`
      : "no teaching location given: the institution's seat";
    const languageNote =
      codes.length > 0
        ? `language ${group.map((r) => r.VOERTAAL).filter(Boolean)[0]}`
        : 'no language given: Dutch, the statutory default';
    imported.push({
      id,
      institutionId: institution.id,
      name,
      ...(dutchName && dutchName !== name ? { localName: dutchName } : {}),
      degree: level.degree,
      qualification: level.qualification,
      fields,
      languages,
      durationYears,
      ects: ects && ects >= 60 ? ects : null,
      tuition: tuitionFor(board, level.degree, name),
      deadlines: { eu: null, nonEu: null },
      intakes: [9],
      requirements: {
        degree:
          level.degree === 'master'
            ? "A bachelor's degree in a related field; the programme sets its admission requirements."
            : head.NIVEAU === 'WO-BA'
              ? 'Dutch VWO diploma or an equivalent secondary school qualification.'
              : 'Dutch HAVO diploma or an equivalent secondary school qualification.',
        languages: [],
      },
      programUrl: page,
      provenance:
        `DUO register ${SNAPSHOT} (${ATTRIBUTION}): programme ${head.ERKENDEOPLEIDINGSCODE}, ${head.NIVEAU}, ${ects ?? '?'} ECTS, ${locationNote}, ${languageNote}; field from the name (scripts/duo-field-rules.mjs); ${ownFees(board, level.degree, name) ? "fees from the institution's own fee page (tuition.sourceUrl)" : 'statutory fee from Study in NL'}.`.slice(
          0,
          400,
        ),
    });
  }
}

catalogue.institutions = [...institutions.values()];
catalogue.programs = [...catalogue.programs, ...imported];
if (!catalogue.country.provenance.includes('DUO')) {
  catalogue.country.provenance =
    `${catalogue.country.provenance} Bachelors and masters imported from the DUO register of accredited programmes (${ATTRIBUTION}).`.slice(
      0,
      600,
    );
}
// Laid out as `npm run lint` expects, so the imported file can be committed as it is.
const prettierOptions = { ...(await resolveConfig(CATALOGUE_FILE)), filepath: CATALOGUE_FILE };
writeFileSync(CATALOGUE_FILE, await format(JSON.stringify(catalogue, null, 2), prettierOptions));
console.log(
  `imported ${imported.length} programmes; institutions now ${catalogue.institutions.length}; skipped ${JSON.stringify(skipped)}`,
);

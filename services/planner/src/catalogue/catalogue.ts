import MiniSearch from 'minisearch';
import { normalizeText } from '../understanding/text-normalizer';
import { CATALOGUE_DIR, readCountryFiles } from './catalogue.files';
import type {
  CityRecord,
  CountryFile,
  CountryRecord,
  InstitutionRecord,
  ProgramRecord,
} from './catalogue.schema';
import { validateCatalogue } from './catalogue.validator';
import { toEuro } from './exchange-rates';
import { ISCED_DETAILED_FIELDS } from './isced-fields';

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** A yearly tuition in euro, and whether it comes from the country's typical range instead of the program. */
export interface EuroTuition {
  /** The figure matching uses: the published one, else the upper end of the country's typical range. */
  readonly amount: number | null;
  readonly estimated: boolean;
  /** The country's typical range, when the program's own figure is not published. */
  readonly range: { readonly min: number; readonly max: number } | null;
  /** The academic year the figure describes ("2025/26"); null when there is no figure. */
  readonly academicYear: string | null;
  /**
   * Where the figure was read: the fee page the record names, else the program's page or the institution's site
   * (the catalogue's rule for fees), or the page of the country's fee rules for an estimate; null without a figure.
   */
  readonly sourceUrl: string | null;
}

/** A program with everything matching needs, resolved and converted to euro once at start-up. */
export interface ProgramEntry {
  /** Position in the catalogue: a stable tie-break when two programs score the same. */
  readonly order: number;
  readonly program: ProgramRecord;
  readonly institution: InstitutionRecord;
  readonly city: CityRecord;
  readonly country: CountryRecord;
  readonly tuitionEu: EuroTuition;
  readonly tuitionNonEu: EuroTuition;
  readonly livingEurPerMonth: number;
}

/** How a program is named to students: "Computer Science (MSc)"; long national titles are left out. */
export function programTitle(program: ProgramRecord): string {
  return program.qualification.length <= 10 ? `${program.name} (${program.qualification})` : program.name;
}

export class CatalogueError extends Error {
  constructor(problems: readonly string[]) {
    super(
      `The planner catalogue is invalid (${problems.length} problems):\n${problems.slice(0, 20).join('\n')}`,
    );
    this.name = 'CatalogueError';
  }
}

type Citizenship = 'eu' | 'nonEu';

interface TypicalBand {
  readonly range: { min: number; max: number };
  readonly currency: string;
  readonly academicYear: string;
  readonly sourceUrl: string;
}

/**
 * The country's typical range for a program without a published fee: for a program taught in none of the
 * country's languages, the range an official source gives for such programs; otherwise the country's range for
 * the student's citizenship, except that a range saying "free" is not trusted for a program taught only in a
 * foreign language (countries that do not charge for study in their own language often charge for
 * English-taught programs).
 */
function typicalBand(
  country: CountryRecord,
  program: ProgramRecord,
  citizenship: Citizenship,
): TypicalBand | null {
  const policy = country.tuitionPolicy;
  const inNationalLanguage = program.languages.some((language) =>
    country.officialLanguages.includes(language),
  );
  const foreign = policy.foreignLanguage;
  const foreignRange = foreign?.[citizenship === 'eu' ? 'euPerYear' : 'nonEuPerYear'];
  if (!inNationalLanguage && foreign && foreignRange) {
    return {
      range: foreignRange,
      currency: foreign.currency ?? country.currency,
      academicYear: foreign.academicYear,
      sourceUrl: foreign.sourceUrl,
    };
  }
  const range = citizenship === 'eu' ? policy.euPerYear : policy.nonEuPerYear;
  if (!range || (range.max === 0 && !inNationalLanguage)) return null;
  const source = citizenship === 'nonEu' && policy.nonEuSource ? policy.nonEuSource : policy;
  return {
    range,
    currency: source.currency ?? policy.currency ?? country.currency,
    academicYear: source.academicYear,
    sourceUrl: source.sourceUrl,
  };
}

/** A program's yearly tuition in euro: its published fee, else the country's typical range (public only). */
function tuitionOf(
  citizenship: Citizenship,
  country: CountryRecord,
  institution: InstitutionRecord,
  program: ProgramRecord,
): EuroTuition {
  const { currency, academicYear, sourceUrl } = program.tuition;
  const amount = program.tuition[citizenship];
  if (amount !== null) {
    return {
      amount: Math.round(toEuro(amount, currency)),
      estimated: false,
      range: null,
      academicYear,
      // the fee page when the record names one, else the program's or the institution's site it was read from
      sourceUrl: sourceUrl ?? program.programUrl ?? institution.website,
    };
  }
  const unknown = { amount: null, estimated: false, range: null, academicYear: null, sourceUrl: null };
  // a private institution sets its own fees: the public band says nothing about them
  if (institution.type === 'private') return unknown;
  const band = typicalBand(country, program, citizenship);
  if (!band) return unknown;
  const range = {
    min: Math.round(toEuro(band.range.min, band.currency)),
    max: Math.round(toEuro(band.range.max, band.currency)),
  };
  return {
    amount: range.max,
    estimated: true,
    range,
    academicYear: band.academicYear,
    sourceUrl: band.sourceUrl,
  };
}

function entriesOf(file: CountryFile, firstOrder: number): ProgramEntry[] {
  const cities = new Map(file.cities.map((city) => [city.id, city]));
  const institutions = new Map(file.institutions.map((institution) => [institution.id, institution]));
  const { country } = file;
  return file.programs.map((program, index): ProgramEntry => {
    const institution = institutions.get(program.institutionId)!;
    const city = cities.get(institution.cityId)!;
    const { rent, food, transport, other, currency } = city.livingCost;
    return {
      order: firstOrder + index,
      program,
      institution,
      city,
      country,
      tuitionEu: tuitionOf('eu', country, institution, program),
      tuitionNonEu: tuitionOf('nonEu', country, institution, program),
      livingEurPerMonth: Math.round(toEuro(rent + food + transport + other, currency)),
    };
  });
}

interface SearchDocument {
  readonly id: string;
  readonly name: string;
  readonly institution: string;
  readonly fields: string;
}

/** The catalogue, validated and indexed: programs by id, by country, and by the words of their names. */
export class Catalogue {
  readonly programs: readonly ProgramEntry[];
  readonly countries: ReadonlyMap<string, CountryRecord>;
  private readonly byId: ReadonlyMap<string, ProgramEntry>;
  private readonly byCountry: ReadonlyMap<string, readonly ProgramEntry[]>;
  private readonly search: MiniSearch<SearchDocument>;
  private readonly termScores = new Map<string, ReadonlyMap<string, number>>();
  private readonly namedBy = new Map<string, ReadonlySet<string>>();

  constructor(files: readonly CountryFile[]) {
    const programs: ProgramEntry[] = [];
    for (const file of files) programs.push(...entriesOf(file, programs.length));
    this.programs = programs;
    const byCountry = new Map<string, ProgramEntry[]>();
    for (const entry of this.programs) {
      const list = byCountry.get(entry.country.code) ?? [];
      list.push(entry);
      byCountry.set(entry.country.code, list);
    }
    this.byCountry = byCountry;
    this.countries = new Map(files.map((file) => [file.country.code, file.country]));
    this.byId = new Map(this.programs.map((entry) => [entry.program.id, entry]));
    this.search = new MiniSearch<SearchDocument>({
      fields: ['name', 'institution', 'fields'],
      processTerm: (term) => normalizeText(term),
      searchOptions: { boost: { name: 3, fields: 1.5 } },
    });
    this.search.addAll(
      this.programs.map(({ program, institution }) => ({
        id: program.id,
        name: [program.name, program.localName ?? ''].join(' '),
        institution: [institution.name, institution.localName ?? ''].join(' '),
        fields: program.fields
          .map((code) => ISCED_DETAILED_FIELDS[code as keyof typeof ISCED_DETAILED_FIELDS])
          .join(' '),
      })),
    );
  }

  /** Reads and validates every country file; refuses to build from an invalid catalogue. */
  static load(dir: string = CATALOGUE_DIR): Catalogue {
    const { files, problems } = validateCatalogue(readCountryFiles(dir));
    if (problems.length > 0)
      throw new CatalogueError(problems.map((p) => `${p.file} ${p.path}: ${p.message}`));
    return new Catalogue(files);
  }

  /** The programs of one country (ISO code); none for a country the catalogue does not cover. */
  programsIn(countryCode: string): readonly ProgramEntry[] {
    return this.byCountry.get(countryCode) ?? [];
  }

  program(id: string): ProgramEntry | undefined {
    return this.byId.get(id);
  }

  /**
   * Relevance of programs to free text, by program id (BM25 over names, institutions and field names), as
   * MiniSearch scores an OR query: the sum of the words' scores times the number of words matched. Each word's
   * scores are computed once and kept (the catalogue never changes), so a request adds up a few postings instead
   * of building MiniSearch's result objects for hundreds of programs.
   */
  relevance(text: string): Map<string, number> {
    const scores = new Map<string, number>();
    const matched = new Map<string, number>();
    for (const term of new Set(tokenize(text).map(normalizeText).filter(Boolean))) {
      for (const [id, score] of this.termRelevance(term)) {
        scores.set(id, (scores.get(id) ?? 0) + score);
        matched.set(id, (matched.get(id) ?? 0) + 1);
      }
    }
    for (const [id, count] of matched) scores.set(id, scores.get(id)! * count);
    return scores;
  }

  private termRelevance(term: string): ReadonlyMap<string, number> {
    const known = this.termScores.get(term);
    if (known) return known;
    const scores = new Map(this.search.search(term).map((r) => [String(r.id), r.score] as const));
    // words no program has (most of a student's text) are cheap to look up again and are not kept, so the
    // cache stays bounded by the catalogue's own vocabulary
    if (scores.size > 0) this.termScores.set(term, scores);
    return scores;
  }

  /**
   * Programs whose names carry the most of these words ("viticulture", "egyptology"), among words that name few
   * programs: a word in many names ("management", "international") names no particular field. Empty when no
   * such word is in any program's name.
   */
  programsNamed(words: readonly string[]): ReadonlySet<string> {
    const rareLimit = Math.max(30, Math.round(this.programs.length * 0.02));
    const counts = new Map<string, number>();
    for (const word of new Set(words.map(normalizeText))) {
      const ids = this.nameTerms(word);
      if (ids.size === 0 || ids.size > rareLimit) continue;
      for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    let most = 0;
    for (const count of counts.values()) most = Math.max(most, count);
    return new Set([...counts].filter(([, count]) => count === most).map(([id]) => id));
  }

  private nameTerms(word: string): ReadonlySet<string> {
    let ids = this.namedBy.get(word);
    if (!ids) {
      ids = new Set(
        this.search.search(word, { fields: ['name'], prefix: false, fuzzy: false }).map((r) => String(r.id)),
      );
      if (this.namedBy.size > 10_000) this.namedBy.clear();
      this.namedBy.set(word, ids);
    }
    return ids;
  }

  /** Programs whose name, institution or fields best match the text, best first. */
  find(text: string, limit = 20): ProgramEntry[] {
    return this.search
      .search(text, { combineWith: 'AND', fuzzy: 0.15 })
      .concat(this.search.search(text, { fuzzy: 0.15 }))
      .map((result) => this.byId.get(String(result.id))!)
      .filter((entry, index, all) => all.indexOf(entry) === index)
      .slice(0, limit);
  }

  institutions(): InstitutionRecord[] {
    return [...new Set(this.programs.map((entry) => entry.institution))];
  }

  cities(): CityRecord[] {
    return [...new Set(this.programs.map((entry) => entry.city))];
  }

  city(id: string): CityRecord | undefined {
    return this.programs.find((entry) => entry.city.id === id)?.city;
  }
}

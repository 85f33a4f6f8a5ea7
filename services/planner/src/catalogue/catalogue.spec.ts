import { broadFieldOf, DetailedFieldCode, ISCED_BROAD_FIELDS } from './isced-fields';
import { Catalogue } from './catalogue';
import { readCountryFiles } from './catalogue.files';
import { CountryFileFactory } from './catalogue.test-util';
import type { InstitutionRecord } from './catalogue.schema';
import { validateCatalogue } from './catalogue.validator';

/** Whether an institution's own description or provenance calls it private (a private university, school, foundation). */
function describesPrivate(institution: Pick<InstitutionRecord, 'description' | 'provenance'>): boolean {
  const privately =
    /\bprivate(ly)?[\s-]+(owned\s+|run\s+|funded\s+|non-profit\s+|not-for-profit\s+|catholic\s+)?(university|institution|foundation|business school|school|college|academy)\b|\b(is|as) a private\b|\bprivate,/i;
  return privately.test(`${institution.description} ${institution.provenance}`);
}

const raw = readCountryFiles();
const { files, problems } = validateCatalogue(raw);

describe('the shipped catalogue', () => {
  it('has valid records: schema, ISO codes, references, unique ids, https links', () => {
    expect(problems.map((p) => `${p.file} ${p.path}: ${p.message}`)).toEqual([]);
  });

  it('covers 33 countries, 600 institutions and 5,000 programs (issue 19)', () => {
    const institutions = files.flatMap((file) => file.institutions);
    const programs = files.flatMap((file) => file.programs);
    expect(files.length).toBeGreaterThanOrEqual(33);
    expect(institutions.length).toBeGreaterThanOrEqual(600);
    expect(programs.length).toBeGreaterThanOrEqual(5000);
  });

  it('has every ISCED-F broad field in at least 15 countries', () => {
    const countriesByField = new Map<string, Set<string>>();
    for (const file of files) {
      for (const program of file.programs) {
        for (const field of program.fields) {
          const broad = broadFieldOf(field as DetailedFieldCode);
          countriesByField.set(broad, (countriesByField.get(broad) ?? new Set()).add(file.country.code));
        }
      }
    }
    const thin = Object.keys(ISCED_BROAD_FIELDS)
      .filter((code) => code !== '00')
      .filter((code) => (countriesByField.get(code)?.size ?? 0) < 15);
    expect(thin).toEqual([]);
  });

  it('covers every broad field of study and every degree level', () => {
    const programs = files.flatMap((file) => file.programs);
    const broadFields = new Set(
      programs.flatMap((p) => p.fields.map((f) => broadFieldOf(f as DetailedFieldCode))),
    );
    const expected = Object.keys(ISCED_BROAD_FIELDS).filter((code) => code !== '00');
    expect([...broadFields].sort()).toEqual(expect.arrayContaining(expected));
    expect(new Set(programs.map((p) => p.degree))).toEqual(new Set(['bachelor', 'master', 'long_cycle']));
  });
});

describe('tuition figures', () => {
  const catalogue = new Catalogue(files);

  it('never gives a private institution the public fee band: it sets its own fees', () => {
    const banded = catalogue.programs
      .filter((e) => e.institution.type === 'private' && (e.tuitionEu.estimated || e.tuitionNonEu.estimated))
      .map((e) => e.program.id);
    expect(banded).toEqual([]);
  });

  it('types every institution its own record calls private as private, so no public band reaches it', () => {
    const mislabelled = files
      .flatMap((file) => file.institutions)
      .filter((institution) => institution.type === 'public' && describesPrivate(institution))
      .map((institution) => institution.id);
    expect(mislabelled).toEqual([]);
  });

  it('reads a record that calls its institution private as private, and one that mentions private rooms not', () => {
    const [institution] = CountryFileFactory.create().institutions;
    expect(
      describesPrivate({ ...institution!, description: 'A private business school founded in 1881.' }),
    ).toBe(true);
    expect(describesPrivate({ ...institution!, provenance: 'BI is a self-owned, private foundation.' })).toBe(
      true,
    );
    expect(
      describesPrivate({ ...institution!, description: 'Students rent private rooms in the city.' }),
    ).toBe(false);
  });

  it('keeps the academic year and the source of every figure', () => {
    const undated = catalogue.programs
      .flatMap((e) => [e.tuitionEu, e.tuitionNonEu].map((t) => ({ id: e.program.id, t })))
      .filter(({ t }) => t.amount !== null && (!t.academicYear || !t.sourceUrl))
      .map(({ id }) => id);
    expect(undated).toEqual([]);
  });

  it("estimates a public program's unpublished fee from the country's band, and a private one's not at all", () => {
    const file = CountryFileFactory.create();
    file.country.tuitionPolicy.euPerYear = { min: 500, max: 1500 };
    file.programs = file.programs.map((p) => ({ ...p, tuition: { ...p.tuition, eu: null } }));
    const publicEntry = new Catalogue([file]).programs[0]!;
    expect(publicEntry.tuitionEu).toMatchObject({
      amount: 1500,
      estimated: true,
      academicYear: file.country.tuitionPolicy.academicYear,
      sourceUrl: file.country.tuitionPolicy.sourceUrl,
    });
    file.institutions = file.institutions.map((i) => ({ ...i, type: 'private' as const }));
    expect(new Catalogue([file]).programs[0]!.tuitionEu).toMatchObject({ amount: null, estimated: false });
  });

  it("reads a band published in another currency than the country's in that currency", () => {
    const file = CountryFileFactory.create();
    file.country.currency = 'PLN';
    file.country.tuitionPolicy.nonEuPerYear = { min: 2000, max: 4000 };
    file.country.tuitionPolicy.nonEuSource = {
      academicYear: '2024/25',
      sourceUrl: 'https://study.gov.pl',
      currency: 'EUR',
    };
    file.programs = file.programs.map((p) => ({ ...p, tuition: { ...p.tuition, nonEu: null } }));
    expect(new Catalogue([file]).programs[0]!.tuitionNonEu).toMatchObject({
      amount: 4000,
      range: { min: 2000, max: 4000 },
      academicYear: '2024/25',
      sourceUrl: 'https://study.gov.pl',
    });
  });

  it('prices a public program taught in no national language by the band for such programs, for both citizenships', () => {
    const file = CountryFileFactory.create();
    file.country.tuitionPolicy.euPerYear = { min: 0, max: 0 };
    file.programs = file.programs.map((p) => ({ ...p, tuition: { ...p.tuition, eu: null, nonEu: null } }));
    const english = (catalogue: Catalogue) =>
      catalogue.programs.find((e) => e.program.languages[0] === 'en')!;
    const national = (catalogue: Catalogue) =>
      catalogue.programs.find((e) => e.program.languages[0] === 'de')!;
    // without a band for foreign-language programs, "free" says nothing of an English-taught one
    expect(english(new Catalogue([file])).tuitionEu.amount).toBeNull();
    file.country.tuitionPolicy.foreignLanguage = {
      euPerYear: { min: 3000, max: 6000 },
      nonEuPerYear: { min: 3000, max: 8000 },
      academicYear: '2025/26',
      sourceUrl: 'https://www.studyin.example',
    };
    const catalogue = new Catalogue([file]);
    expect(english(catalogue).tuitionEu).toMatchObject({ amount: 6000, estimated: true });
    expect(english(catalogue).tuitionNonEu).toMatchObject({
      amount: 8000,
      sourceUrl: 'https://www.studyin.example',
    });
    // the national-language program keeps the country's own band
    expect(national(catalogue).tuitionEu).toMatchObject({ amount: 0, estimated: true });
  });
});

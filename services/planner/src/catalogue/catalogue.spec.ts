import { broadFieldOf, DetailedFieldCode, ISCED_BROAD_FIELDS } from './isced-fields';
import { Catalogue } from './catalogue';
import { readCountryFiles } from './catalogue.files';
import { CountryFileFactory } from './catalogue.test-util';
import { validateCatalogue } from './catalogue.validator';

const raw = readCountryFiles();
const { files, problems } = validateCatalogue(raw);

describe('the shipped catalogue', () => {
  it('has valid records: schema, ISO codes, references, unique ids, https links', () => {
    expect(problems.map((p) => `${p.file} ${p.path}: ${p.message}`)).toEqual([]);
  });

  it('covers at least 30 countries, 300 institutions and 1,200 programs', () => {
    const institutions = files.flatMap((file) => file.institutions);
    const programs = files.flatMap((file) => file.programs);
    expect(files.length).toBeGreaterThanOrEqual(30);
    expect(institutions.length).toBeGreaterThanOrEqual(300);
    expect(programs.length).toBeGreaterThanOrEqual(1200);
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
});

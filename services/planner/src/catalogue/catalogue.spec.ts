import { broadFieldOf, DetailedFieldCode, ISCED_BROAD_FIELDS } from './isced-fields';
import { readCountryFiles } from './catalogue.files';
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

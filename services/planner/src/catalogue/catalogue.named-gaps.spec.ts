import { Catalogue } from './catalogue';

// The fields issue 19 found missing where European universities teach them: each must have programmes there.
describe('the catalogue covers the fields students asked for and found missing', () => {
  const catalogue = Catalogue.load();
  const count = (country: string, fieldPrefix: string, degree?: string) =>
    catalogue
      .programsIn(country)
      .filter(
        (entry) =>
          entry.program.fields.some((code) => code.startsWith(fieldPrefix)) &&
          (!degree || entry.program.degree === degree),
      ).length;

  it.each([
    ['CH', '0531', 'master', 'chemistry in Switzerland'],
    ['CH', '0533', 'master', 'physics in Switzerland'],
    ['NL', '0533', 'master', 'physics and astronomy in the Netherlands'],
    ['DE', '0215', 'bachelor', 'music performance at German music universities'],
    ['AT', '0215', 'master', 'music performance at Austrian music universities'],
    ['DE', '0222', 'master', 'history in Germany'],
    ['IT', '0222', 'master', 'art history in Italy'],
  ])('has %s programmes in field %s (%s): %s', (country, field, degree) => {
    expect(count(country, field, degree)).toBeGreaterThanOrEqual(2);
  });

  it('has documentary film programmes at film schools in several countries', () => {
    const documentary = catalogue.programs.filter((entry) => /document/i.test(entry.program.name));
    expect(new Set(documentary.map((entry) => entry.country.code)).size).toBeGreaterThanOrEqual(3);
  });
});

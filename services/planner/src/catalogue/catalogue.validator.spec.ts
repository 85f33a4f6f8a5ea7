import { validateCatalogue } from './catalogue.validator';
import { CountryFileFactory } from './catalogue.test-util';

const messagesOf = (content: unknown, fileName = 'xx.json') =>
  validateCatalogue([{ fileName, content }]).problems.map((p) => `${p.path}: ${p.message}`);

describe(validateCatalogue.name, () => {
  it('accepts a well-formed country file', () => {
    const file = CountryFileFactory.create();
    expect(messagesOf(file, 'at.json')).toEqual([]);
  });

  it('refuses a country code that is not ISO 3166-1', () => {
    const file = CountryFileFactory.create({ code: 'XY' });
    expect(messagesOf(file, 'xy.json')).toContainEqual(
      expect.stringContaining('XY is not an ISO 3166-1 country'),
    );
  });

  it('refuses a file named after another country', () => {
    expect(messagesOf(CountryFileFactory.create(), 'de.json')).toContainEqual(
      expect.stringContaining('file must be named at.json'),
    );
  });

  it('refuses links that are not https', () => {
    const file = CountryFileFactory.create();
    file.institutions[0]!.website = 'http://www.univie.ac.at';
    expect(messagesOf(file, 'at.json')).toContainEqual(expect.stringMatching(/^institutions\.0\.website/));
  });

  it('refuses unknown currencies and unknown languages', () => {
    const file = CountryFileFactory.create();
    file.programs[0]!.tuition.currency = 'XXX';
    file.programs[0]!.languages = ['qq'];
    const messages = messagesOf(file, 'at.json');
    expect(messages).toContainEqual(expect.stringContaining('no exchange rate for XXX'));
    expect(messages).toContainEqual(expect.stringContaining('unknown language qq'));
  });

  it('refuses dangling references, orphans and duplicate ids', () => {
    const file = CountryFileFactory.create();
    file.programs.push({ ...file.programs[0]!, institutionId: 'at-nowhere' });
    file.cities.push({ ...file.cities[0]!, id: 'at-graz' });
    const messages = messagesOf(file, 'at.json');
    expect(messages).toContainEqual(expect.stringContaining('unknown institution at-nowhere'));
    expect(messages).toContainEqual(expect.stringContaining('city at-graz has no institution'));
    expect(messages).toContainEqual(expect.stringContaining('is also used in at.json'));
  });

  it('refuses impossible values: a 31st of February, a tuition range upside down, an unknown field', () => {
    const file = CountryFileFactory.create();
    file.programs[0]!.deadlines.eu = '02-31';
    file.country.tuitionPolicy.euPerYear = { min: 500, max: 100 };
    file.programs[0]!.fields = ['9999'];
    const messages = messagesOf(file, 'at.json');
    expect(messages).toContainEqual(expect.stringMatching(/^programs\.0\.deadlines\.eu/));
    expect(messages).toContainEqual(expect.stringMatching(/^country\.tuitionPolicy\.euPerYear/));
    expect(messages).toContainEqual(expect.stringMatching(/^programs\.0\.fields\.0/));
  });
});

import { readCountryFiles } from './catalogue.files';
import { validateCatalogue } from './catalogue.validator';
import { VISA_KIND_BY_COUNTRY } from './visa-kinds';

const { files } = validateCatalogue(readCountryFiles());

describe('visa kinds', () => {
  it('knows the visa kind of every country', () => {
    const codes = files.map((file) => file.country.code);
    expect(codes.filter((code) => !VISA_KIND_BY_COUNTRY[code])).toEqual([]);
    expect(Object.keys(VISA_KIND_BY_COUNTRY).filter((code) => !codes.includes(code))).toEqual([]);
  });
});

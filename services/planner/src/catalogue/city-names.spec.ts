import { readCountryFiles } from './catalogue.files';
import { CITY_NAMES, cityName } from './city-names';
import { validateCatalogue } from './catalogue.validator';

const { files } = validateCatalogue(readCountryFiles());
const cities = files.flatMap((file) => file.cities);

describe('city names in the interface languages', () => {
  it('has every city in Korean, Chinese and Arabic script', () => {
    const missing = cities.flatMap((city) =>
      (['ko', 'zh', 'ar'] as const)
        .filter((language) => !CITY_NAMES[city.id]?.[language])
        .map((language) => `${city.id} ${language}`),
    );
    expect(missing).toEqual([]);
  });

  it('names no city the catalogue lacks, and no name that only repeats the English one', () => {
    const ids = new Set(cities.map((city) => city.id));
    expect(Object.keys(CITY_NAMES).filter((id) => !ids.has(id))).toEqual([]);
    const repeated = cities.flatMap((city) =>
      Object.entries(CITY_NAMES[city.id] ?? {})
        .filter(([, name]) => name === city.name)
        .map(([language]) => `${city.id} ${language}`),
    );
    expect(repeated).toEqual([]);
  });

  it('writes a city in the language asked, else in English', () => {
    const munich = { id: 'de-munich', name: 'Munich' };
    expect(cityName(munich, 'de')).toBe('München');
    expect(cityName(munich, 'ar')).toBe('ميونخ');
    expect(cityName(munich, 'fr')).toBe('Munich');
    expect(cityName(munich, 'en')).toBe('Munich');
    expect(cityName({ id: 'xx-nowhere', name: 'Nowhere' }, 'zh')).toBe('Nowhere');
  });
});

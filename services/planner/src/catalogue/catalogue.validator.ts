import { isValid as isIsoCountry } from 'i18n-iso-countries';
import { countryFileSchema, CountryFile } from './catalogue.schema';
import { isKnownCurrency } from './exchange-rates';
import type { RawCountryFile } from './catalogue.files';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

export interface CatalogueProblem {
  readonly file: string;
  readonly path: string;
  readonly message: string;
}

export interface ValidatedCatalogue {
  readonly files: readonly CountryFile[];
  readonly problems: readonly CatalogueProblem[];
}

/** Validates every country file: the schema, then the rules a schema cannot state (codes, references, ids). */
export function validateCatalogue(rawFiles: readonly RawCountryFile[]): ValidatedCatalogue {
  const problems: CatalogueProblem[] = [];
  const files: CountryFile[] = [];
  const seenIds = new Map<string, string>();

  for (const raw of rawFiles) {
    const report = (path: string, message: string) => problems.push({ file: raw.fileName, path, message });
    const parsed = countryFileSchema.safeParse(raw.content);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) report(issue.path.join('.'), issue.message);
      continue;
    }
    const file = parsed.data;
    const { country } = file;
    const prefix = `${country.code.toLowerCase()}-`;

    if (raw.fileName !== `${country.code.toLowerCase()}.json`) {
      report('country.code', `file must be named ${country.code.toLowerCase()}.json`);
    }
    if (!isIsoCountry(country.code)) report('country.code', `${country.code} is not an ISO 3166-1 country`);
    for (const currency of [country.currency, country.visa.fundsCurrency]) {
      if (!isKnownCurrency(currency)) report('country.currency', `no exchange rate for ${currency}`);
    }
    for (const language of country.officialLanguages) {
      if (!languageNames.of(language)) report('country.officialLanguages', `unknown language ${language}`);
    }

    const claim = (id: string, path: string) => {
      if (!id.startsWith(prefix)) report(path, `id ${id} must start with ${prefix}`);
      const other = seenIds.get(id);
      if (other) report(path, `id ${id} is also used in ${other}`);
      seenIds.set(id, raw.fileName);
    };

    country.scholarships.forEach((s, i) => claim(s.id, `country.scholarships.${i}.id`));
    const cityIds = new Set<string>();
    file.cities.forEach((city, i) => {
      claim(city.id, `cities.${i}.id`);
      cityIds.add(city.id);
      if (!isKnownCurrency(city.livingCost.currency)) {
        report(`cities.${i}.livingCost.currency`, `no exchange rate for ${city.livingCost.currency}`);
      }
    });

    const institutionIds = new Set<string>();
    const citiesInUse = new Set<string>();
    file.institutions.forEach((institution, i) => {
      claim(institution.id, `institutions.${i}.id`);
      institutionIds.add(institution.id);
      citiesInUse.add(institution.cityId);
      if (!cityIds.has(institution.cityId)) {
        report(`institutions.${i}.cityId`, `unknown city ${institution.cityId}`);
      }
    });
    file.cities.forEach((city, i) => {
      if (!citiesInUse.has(city.id)) report(`cities.${i}`, `city ${city.id} has no institution`);
    });

    const institutionsInUse = new Set<string>();
    const programKeys = new Set<string>();
    file.programs.forEach((program, i) => {
      claim(program.id, `programs.${i}.id`);
      institutionsInUse.add(program.institutionId);
      if (!institutionIds.has(program.institutionId)) {
        report(`programs.${i}.institutionId`, `unknown institution ${program.institutionId}`);
      }
      if (!isKnownCurrency(program.tuition.currency)) {
        report(`programs.${i}.tuition.currency`, `no exchange rate for ${program.tuition.currency}`);
      }
      for (const language of [
        ...program.languages,
        ...program.requirements.languages.map((l) => l.language),
      ]) {
        if (!languageNames.of(language)) report(`programs.${i}.languages`, `unknown language ${language}`);
      }
      const key = `${program.institutionId}|${program.name.toLowerCase()}|${program.degree}`;
      if (programKeys.has(key)) report(`programs.${i}`, `the same program is listed twice (${key})`);
      programKeys.add(key);
    });
    file.institutions.forEach((institution, i) => {
      if (!institutionsInUse.has(institution.id)) {
        report(`institutions.${i}`, `institution ${institution.id} has no program`);
      }
    });

    files.push(file);
  }
  return { files, problems };
}

import { Catalogue } from '../catalogue/catalogue';
import { cityNames } from '../catalogue/city-names';
import { institutionNames } from '../catalogue/institution-names';
import { ProgramMatcher } from '../matching/program-matcher';
import { INTERFACE_LANGUAGES } from '../understanding/concepts';
import { ProfileExtractor } from '../understanding/profile-extractor';
import { buildVocabulary } from '../understanding/vocabulary';

export type Clock = () => Date;

/** The understanding side of the planner: a vocabulary per interface language, with the catalogue's cities. */
export function createExtractor(catalogue: Catalogue, clock: Clock): ProfileExtractor {
  const institutions = catalogue.institutions();
  const cities = catalogue.cities().map((city) => ({
    id: city.id,
    names: [
      city.name,
      ...(city.localName ? [city.localName] : []),
      // the interface languages' own names ("Kopenhagen", "Lisbonne"); one character is too short to tell
      ...Object.values(cityNames(city)).filter((name) => [...name].length >= 2),
    ],
    // "an der ETH", "je vise l'EPFL": an institution named is the city it is in
    institutionNames: institutions
      .filter((institution) => institution.cityId === city.id)
      .flatMap(institutionNames),
  }));
  const vocabularies = new Map(
    INTERFACE_LANGUAGES.map((language) => [language, buildVocabulary(language, cities)]),
  );
  return new ProfileExtractor(vocabularies, clock);
}

/** The planner's parts built from a catalogue, as the service wires them (also for benchmarks and evaluation). */
export function createPlannerParts(catalogue: Catalogue, clock: Clock) {
  return { catalogue, extractor: createExtractor(catalogue, clock), matcher: new ProgramMatcher(catalogue) };
}

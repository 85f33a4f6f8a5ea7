import { Catalogue } from '../catalogue/catalogue';
import { cityNames } from '../catalogue/city-names';
import { institutionNames, shortNames } from '../catalogue/institution-names';
import { ProgramMatcher } from '../matching/program-matcher';
import { INTERFACE_LANGUAGES } from '../understanding/concepts';
import { ProfileExtractor } from '../understanding/profile-extractor';
import { normalizeText } from '../understanding/text-normalizer';
import { buildVocabulary } from '../understanding/vocabulary';

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

export type Clock = () => Date;

/** The understanding side of the planner: a vocabulary per interface language, with the catalogue's cities. */
export function createExtractor(catalogue: Catalogue, clock: Clock): ProfileExtractor {
  const institutions = catalogue.institutions();
  const cities = catalogue.cities().map((city) => {
    const names = [
      city.name,
      ...(city.localName ? [city.localName] : []),
      // the interface languages' own names ("Kopenhagen", "Lisbonne"); one character is too short to tell
      ...Object.values(cityNames(city)).filter((name) => [...name].length >= 2),
    ];
    // "an der ETH", "je vise l'EPFL": an institution named is the city it is in; its full name holding the city's
    // ("University of Amsterdam") is found by the city already, while short names stay ("TU Delft")
    const ownNames = names.map(normalizeText);
    const holdsCity = (name: string) => ownNames.some((own) => normalizeText(name).includes(own));
    const here = institutions.filter((institution) => institution.cityId === city.id);
    return {
      id: city.id,
      names,
      institutionNames: unique([
        ...here.flatMap(institutionNames).filter((name) => !holdsCity(name)),
        ...here.flatMap((institution) => shortNames(institution.id)),
      ]),
    };
  });
  const vocabularies = new Map(
    INTERFACE_LANGUAGES.map((language) => [language, buildVocabulary(language, cities)]),
  );
  return new ProfileExtractor(vocabularies, clock);
}

/** The planner's parts built from a catalogue, as the service wires them (also for benchmarks and evaluation). */
export function createPlannerParts(catalogue: Catalogue, clock: Clock) {
  return { catalogue, extractor: createExtractor(catalogue, clock), matcher: new ProgramMatcher(catalogue) };
}

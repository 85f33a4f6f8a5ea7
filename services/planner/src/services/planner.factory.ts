import { Catalogue } from '../catalogue/catalogue';
import { cityNames } from '../catalogue/city-names';
import type { InstitutionRecord } from '../catalogue/catalogue.schema';
import { institutionNames } from '../catalogue/institution-names';
import { ProgramMatcher } from '../matching/program-matcher';
import { INTERFACE_LANGUAGES } from '../understanding/concepts';
import { ProfileExtractor } from '../understanding/profile-extractor';
import { buildVocabulary } from '../understanding/vocabulary';

export type Clock = () => Date;

const KOREAN_PLACE_PARTICLES = ['에서', '으로', '에 있는'];

/** The understanding side of the planner: a vocabulary per interface language, with the catalogue's cities. */
export function createExtractor(catalogue: Catalogue, clock: Clock): ProfileExtractor {
  const institutionsByCity = new Map<string, InstitutionRecord[]>();
  for (const institution of catalogue.institutions()) {
    const here = institutionsByCity.get(institution.cityId);
    if (here) here.push(institution);
    else institutionsByCity.set(institution.cityId, [institution]);
  }
  const cities = catalogue.cities().map((city) => {
    const names = [
      city.name,
      ...(city.localName ? [city.localName] : []),
      // the interface languages' own names ("Kopenhagen", "Lisbonne"); one character is too short to tell, but
      // with a Korean place particle ("빈에서", Vienna: 빈 alone is "empty")
      ...Object.values(cityNames(city)).flatMap((name) =>
        [...name].length >= 2
          ? [name]
          : /\p{Script=Hangul}/u.test(name)
            ? KOREAN_PLACE_PARTICLES.map((p) => name + p)
            : [],
      ),
    ];
    // "an der ETH", "je vise l'EPFL": an institution named is the city it is in
    const institutionNamesHere = (institutionsByCity.get(city.id) ?? []).flatMap((institution) =>
      institutionNames(institution, names),
    );
    return { id: city.id, names, institutionNames: [...new Set(institutionNamesHere)] };
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

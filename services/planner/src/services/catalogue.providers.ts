import type { Provider } from '@nestjs/common';
import { Catalogue } from '../catalogue/catalogue';
import { ProgramMatcher } from '../matching/program-matcher';
import { INTERFACE_LANGUAGES } from '../understanding/concepts';
import { ProfileExtractor } from '../understanding/profile-extractor';
import { buildVocabulary } from '../understanding/vocabulary';

/** Today, injectable so tests can fix it. */
export const PLANNER_CLOCK = Symbol('PLANNER_CLOCK');
export type Clock = () => Date;

/** The catalogue is read and validated once at start-up: an invalid record stops the service. */
export const catalogueProviders: Provider[] = [
  { provide: Catalogue, useFactory: () => Catalogue.load() },
  {
    provide: ProfileExtractor,
    inject: [Catalogue, PLANNER_CLOCK],
    useFactory: (catalogue: Catalogue, clock: Clock) => {
      const cities = catalogue
        .cities()
        .map((city) => ({ id: city.id, names: [city.name, ...(city.localName ? [city.localName] : [])] }));
      const vocabularies = new Map(
        INTERFACE_LANGUAGES.map((language) => [language, buildVocabulary(language, cities)]),
      );
      return new ProfileExtractor(vocabularies, clock);
    },
  },
  {
    provide: ProgramMatcher,
    inject: [Catalogue],
    useFactory: (catalogue: Catalogue) => new ProgramMatcher(catalogue),
  },
  { provide: PLANNER_CLOCK, useValue: (() => new Date()) satisfies Clock },
];

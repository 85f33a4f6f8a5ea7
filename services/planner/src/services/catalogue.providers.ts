import type { Provider } from '@nestjs/common';
import { Catalogue } from '../catalogue/catalogue';
import { ProgramMatcher } from '../matching/program-matcher';
import { ProfileExtractor } from '../understanding/profile-extractor';
import { Clock, createExtractor } from './planner.factory';

export type { Clock } from './planner.factory';

/** Today, injectable so tests can fix it. */
export const PLANNER_CLOCK = Symbol('PLANNER_CLOCK');

/** The catalogue is read and validated once at start-up: an invalid record stops the service. */
export const catalogueProviders: Provider[] = [
  { provide: Catalogue, useFactory: () => Catalogue.load() },
  {
    provide: ProfileExtractor,
    inject: [Catalogue, PLANNER_CLOCK],
    useFactory: (catalogue: Catalogue, clock: Clock) => createExtractor(catalogue, clock),
  },
  {
    provide: ProgramMatcher,
    inject: [Catalogue],
    useFactory: (catalogue: Catalogue) => new ProgramMatcher(catalogue),
  },
  { provide: PLANNER_CLOCK, useValue: (() => new Date()) satisfies Clock },
];

import { Inject, Injectable } from '@nestjs/common';
import {
  describeUniversity,
  DetailType,
  universityFacts,
  UniversityFacts,
} from '../details/university-details';
import { PlannerException } from '../planner.exception';
import { buildTimeline, Timeline } from '../timeline/timeline.builder';
import { renderTemplate, TemplateKind } from '../timeline/templates';
import type { Citizenship } from '../understanding/student-profile';
import { Clock, PLANNER_CLOCK } from './catalogue.providers';
import { ProgramLookupService } from './program-lookup.service';
import { Catalogue } from '../catalogue/catalogue';

/** One tab of the university dialog: the specification's text, and its facts for an interface to phrase. */
export interface UniversityDetails {
  readonly content: string;
  /** The language of `content` and of the catalogue's texts in `details`: the catalogue is written in English. */
  readonly language: 'en';
  readonly details: UniversityFacts;
}

/** A chosen program's timeline, its university's details and the application templates. */
@Injectable()
export class TimelineService {
  constructor(
    private readonly lookup: ProgramLookupService,
    private readonly catalogue: Catalogue,
    @Inject(PLANNER_CLOCK) private readonly clock: Clock,
  ) {}

  timeline(
    country: string,
    program: string,
    programId?: string,
    citizenship: Citizenship = 'unknown',
  ): Timeline {
    return buildTimeline(this.lookup.program(country, program, programId), citizenship, this.clock());
  }

  universityDetails(
    detailType: DetailType,
    university: string | undefined,
    country: string | undefined,
    program?: string,
    programId?: string,
  ): UniversityDetails {
    if (!university?.trim() || !country?.trim()) throw PlannerException.missingUniversityOrCountry();
    const programs = this.lookup.university(university, country);
    const selected =
      (programId ? programs.find((entry) => entry.program.id === programId) : undefined) ??
      (program
        ? programs.find((entry) => program.toLowerCase().includes(entry.program.name.toLowerCase()))
        : undefined);
    return {
      content: describeUniversity(detailType, programs, selected),
      language: 'en',
      details: universityFacts(detailType, programs, selected),
    };
  }

  template(kind: TemplateKind, programId: string): { fileName: string; text: string } {
    const entry = this.catalogue.program(programId);
    if (!entry) throw PlannerException.programNotFound(programId, 'the catalogue');
    return renderTemplate(kind, entry);
  }
}

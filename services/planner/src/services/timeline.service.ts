import { Inject, Injectable } from '@nestjs/common';
import { describeUniversity, DetailType } from '../details/university-details';
import { PlannerException } from '../planner.exception';
import { buildTimeline, Timeline } from '../timeline/timeline.builder';
import { renderTemplate, TemplateKind } from '../timeline/templates';
import type { Citizenship } from '../understanding/student-profile';
import { Clock, PLANNER_CLOCK } from './catalogue.providers';
import { ProgramLookupService } from './program-lookup.service';
import { Catalogue } from '../catalogue/catalogue';

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
  ): string {
    if (!university?.trim() || !country?.trim()) throw PlannerException.missingUniversityOrCountry();
    const programs = this.lookup.university(university, country);
    const selected =
      (programId ? programs.find((entry) => entry.program.id === programId) : undefined) ??
      (program
        ? programs.find((entry) => program.toLowerCase().includes(entry.program.name.toLowerCase()))
        : undefined);
    return describeUniversity(detailType, programs, selected);
  }

  template(kind: TemplateKind, programId: string): { fileName: string; text: string } {
    const entry = this.catalogue.program(programId);
    if (!entry) throw PlannerException.programNotFound(programId, 'the catalogue');
    return renderTemplate(kind, entry);
  }
}

import type { NewApplication, ProgramSteps } from '@/features/applications/api/applications-api';

/** A program as a favourite card or a planner result has it. */
export type ProgramRef = {
  university?: string | null;
  program?: string | null;
  country?: string | null;
  link?: string | null;
  program_id?: string | null;
};

/** The application the service stores: the program plus a checklist of the timeline's steps, titled in the interface language. */
export function newApplication(
  program: ProgramRef,
  timeline: ProgramSteps | undefined,
  titleOf: (kind: string | null | undefined, fallback: string) => string,
): NewApplication {
  return {
    university: program.university ?? '',
    program: program.program ?? '',
    country: program.country ?? '',
    link: program.link && /^https?:\/\//i.test(program.link) ? program.link : '',
    program_id: program.program_id ?? null,
    checklist: (timeline?.steps ?? []).slice(0, 40).map((step) => ({
      id: step.id,
      kind: step.kind ?? 'step',
      title: titleOf(step.kind, step.title),
      due_date: /^\d{4}-\d{2}-\d{2}/.test(step.dueDate) ? step.dueDate.slice(0, 10) : null,
      category: step.category,
    })),
  };
}

/** Lowercase university plus program, as the services key favourites and applications. */
export const programKey = (entry: ProgramRef) =>
  `${(entry.university ?? '').trim().toLowerCase()}|${(entry.program ?? '').trim()}`;

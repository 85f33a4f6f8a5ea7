import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  CHECKLIST_CATEGORIES,
  MAX_CHECKLIST_ITEMS,
  MAX_NOTES_LENGTH,
} from '../applications.constants';
import type { Application } from '../repositories/application.repository';

const text = (what: string, max: number) =>
  z
    .string({ error: `${what} must be a string` })
    .trim()
    .min(1, `${what} must not be empty`)
    .max(max, `${what} must be at most ${max} characters`);

/** Only compared with the caller's ids by the guard (ADR 19); never chooses whose data is touched. */
const userId = z.string().trim().min(1).max(200).optional();

const calendarDate = z
  .string({ error: 'must be a date' })
  .regex(/^\d{4}-\d{2}-\d{2}/, 'must be a date as YYYY-MM-DD')
  .transform((value) => value.slice(0, 10))
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'must be a real date');

const checklistStep = z.object({
  id: text('id', 100).regex(/^[A-Za-z0-9_.:-]+$/, 'id must be letters, digits, _ . : or -'),
  kind: text('kind', 60),
  title: text('title', 300),
  due_date: calendarDate.nullish(),
  category: z.enum(CHECKLIST_CATEGORIES, { error: `must be one of ${CHECKLIST_CATEGORIES.join(', ')}` }),
});

const link = z
  .string()
  .trim()
  .max(2_000, 'must be at most 2,000 characters')
  .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), 'must be an http(s) address');

export const createBodySchema = z.object({
  user_id: userId,
  university: text('university', 300),
  program: text('program', 300),
  country: z.string().trim().max(100, 'must be at most 100 characters').default(''),
  link: link.default(''),
  program_id: z.string().trim().max(200).nullish(),
  checklist: z
    .array(checklistStep)
    .max(MAX_CHECKLIST_ITEMS, `must have at most ${MAX_CHECKLIST_ITEMS} items`)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, 'item ids must differ')
    .default([]),
});
export class CreateApplicationDto extends createZodDto(createBodySchema) {}
export type CreateApplicationBody = z.infer<typeof createBodySchema>;

export const updateBodySchema = z
  .object({
    user_id: userId,
    status: z
      .enum(APPLICATION_STATUSES, { error: `must be one of ${APPLICATION_STATUSES.join(', ')}` })
      .optional(),
    notes: z.string().max(MAX_NOTES_LENGTH, `must be at most ${MAX_NOTES_LENGTH} characters`).optional(),
    checklist: z
      .array(z.object({ id: text('id', 100), done: z.boolean({ error: 'must be true or false' }) }))
      .max(MAX_CHECKLIST_ITEMS)
      .optional(),
  })
  .refine((body) => body.status !== undefined || body.notes !== undefined || body.checklist !== undefined, {
    message: 'name at least one of status, notes, checklist',
    path: ['status'],
  });
export class UpdateApplicationDto extends createZodDto(updateBodySchema) {}
export type UpdateApplicationBody = z.infer<typeof updateBodySchema>;

export const applicationParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });
export class ApplicationParamsDto extends createZodDto(applicationParamsSchema) {}

export const listQuerySchema = z.object({ user_id: userId });
export class ListApplicationsQueryDto extends createZodDto(listQuerySchema) {}

/** An application as the API answers it. */
export function mapApplication(application: Application) {
  return {
    id: application.id,
    university: application.university,
    program: application.program,
    country: application.country,
    link: application.link,
    program_id: application.programId,
    status: application.status,
    history: application.history.map(({ status, at }) => ({ status, at })),
    notes: application.notes,
    checklist: application.checklist.map((item) => ({
      id: item.id,
      kind: item.kind,
      title: item.title,
      due_date: item.dueDate,
      category: item.category,
      done: item.done,
      done_at: item.doneAt,
    })),
    created_at: application.createdAt,
    updated_at: application.updatedAt,
  };
}
export type ApplicationResponse = ReturnType<typeof mapApplication>;

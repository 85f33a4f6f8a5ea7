import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { INTERFACE_LANGUAGES } from '../understanding/concepts';
import { DETAIL_TYPES } from '../details/university-details';
import { TEMPLATE_KINDS } from '../timeline/templates';

export const MAX_DESCRIPTION_LENGTH = 5000;

const description = z
  .string({ error: 'must be a string' })
  .refine((value) => value.trim().length > 0, 'must not be empty: describe yourself in a few sentences')
  .refine(
    (value) => value.length <= MAX_DESCRIPTION_LENGTH,
    `must be at most ${MAX_DESCRIPTION_LENGTH.toLocaleString('en')} characters`,
  );
/** The site's language: used only when the text alone does not tell which language it is written in. */
const language = z
  .enum(INTERFACE_LANGUAGES, { error: `must be one of ${INTERFACE_LANGUAGES.join(', ')}` })
  .optional();
const citizenship = z
  .enum(['eu', 'non_eu', 'unknown'], { error: 'must be eu, non_eu or unknown' })
  .optional();
const shortText = (max: number) =>
  z
    .string({ error: 'must be a string' })
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`);

export const profileRequestSchema = z.object({ description, language });
export class ProfileRequestDto extends createZodDto(profileRequestSchema) {}

export const timelineRequestSchema = z.object({
  country: shortText(100),
  program: shortText(300),
  program_id: shortText(120).optional(),
  citizenship,
});
export class TimelineRequestDto extends createZodDto(timelineRequestSchema) {}

/** Country and university are checked by the service, which answers the specification's own message. */
export const universityDetailsRequestSchema = z.object({
  university: z.string({ error: 'must be a string' }).max(300, 'must be at most 300 characters').optional(),
  country: z.string({ error: 'must be a string' }).max(100, 'must be at most 100 characters').optional(),
  program: z.string({ error: 'must be a string' }).max(300, 'must be at most 300 characters').optional(),
  program_id: shortText(120).optional(),
  detailType: z.enum(DETAIL_TYPES, { error: `must be one of ${DETAIL_TYPES.join(', ')}` }),
});
export class UniversityDetailsRequestDto extends createZodDto(universityDetailsRequestSchema) {}

export const templateParamsSchema = z.object({
  kind: z.enum(TEMPLATE_KINDS, { error: `must be one of ${TEMPLATE_KINDS.join(', ')}` }),
});
export class TemplateParamsDto extends createZodDto(templateParamsSchema) {}

export const templateQuerySchema = z.object({ program_id: shortText(120) });
export class TemplateQueryDto extends createZodDto(templateQuerySchema) {}

import { ingestSearchRequestSchema } from '@site/platform';
import { createZodDto } from 'nestjs-zod';

export class IngestSearchDto extends createZodDto(ingestSearchRequestSchema) {}

import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import type { ErasureRecord } from '../repositories/profile.repository';

export const erasureParamsSchema = z.object({
  erasure_id: z.uuid({ error: 'must be an erasure id (a UUID)' }),
});
export class ErasureParamsDto extends createZodDto(erasureParamsSchema) {}

export interface ErasureResponse {
  readonly erasure_id: string;
  readonly status: 'pending' | 'complete';
  readonly requested_at: string;
  readonly completed_at: string | null;
  /** Per service: when it erased the user's records and how many, or null while it has not confirmed. */
  readonly services: ErasureRecord['services'];
  readonly status_url: string;
}

export function mapErasure(record: ErasureRecord): ErasureResponse {
  return {
    erasure_id: record.erasure_id,
    status: record.completed_at ? 'complete' : 'pending',
    requested_at: record.requested_at,
    completed_at: record.completed_at,
    services: record.services,
    status_url: `/api/users/me/erasure/${record.erasure_id}`,
  };
}

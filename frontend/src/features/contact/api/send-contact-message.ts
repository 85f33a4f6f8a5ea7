import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { z } from 'zod/mini';

import type { LanguageCode } from '@/config/languages';
import { api } from '@/lib/api';
import type { ContactSubject } from '@/features/contact/utils/contact-subjects';

/** The body of `POST /api/send-email` (the mailer's `ContactMessageDto`). */
export type ContactMessageBody = {
  name: string;
  email: string;
  company: string;
  /** Dialling code plus number, e.g. "+49 30 1234567"; empty when no number was given. */
  fullPhone: string;
  subject: ContactSubject;
  message: string;
  /** The site's language, for the confirmation mail. */
  language: LanguageCode;
  /** Honeypot: a person leaves it empty. */
  website: string;
};

export type SendContactMessageArgs = {
  message: ContactMessageBody;
  /** Sent as `Idempotency-Key`: the same key for a retry of the same submission. */
  idempotencyKey: string;
};

const sendResultSchema = z.object({ success: z.boolean() });

/** The problem body of a refused message: `{detail, code, fields?}` (fields: name → English message). */
const problemSchema = z.object({
  detail: z.optional(z.string()),
  code: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.string())),
});

/** The server's field errors of a 400 answer, or undefined for any other failure. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const fetchError = error as Partial<FetchBaseQueryError> | undefined;
  if (fetchError?.status !== 400) return undefined;
  const problem = problemSchema.safeParse((fetchError as { data?: unknown }).data);
  return problem.success ? problem.data.fields : undefined;
}

const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/send-email`: `{success: true}` once the message is stored for delivery; 400, 429 otherwise. */
    sendContactMessage: build.mutation<z.infer<typeof sendResultSchema>, SendContactMessageArgs>({
      query: ({ message, idempotencyKey }) => ({
        url: '/api/send-email',
        method: 'POST',
        body: message,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      responseSchema: sendResultSchema,
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;

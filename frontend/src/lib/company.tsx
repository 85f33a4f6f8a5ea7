import { createContext, useContext, type ReactNode } from 'react';
import { z } from 'zod/mini';

import { EXAMPLE_COMPANY } from '@/config/company';
import type { AppConfig } from '@/lib/app-config';
import { createLogger } from '@/lib/logger';

const text = z.string().check(z.trim(), z.minLength(1));
const names = z.array(text).check(z.minLength(1));

/**
 * The company behind the site, as the server reads it from its company file (`config/company.json`, checked there
 * at start) and publishes it in `/app-config.json`: every fact of the legal notice and the contact page.
 */
const companySchema = z.object({
  /** The file still holds the example data: the legal notice and the contact page say so. */
  example: z._default(z.boolean(), false),
  legalName: text,
  legalForm: text,
  address: z.object({
    street: text,
    postalCode: text,
    city: text,
    /** ISO 3166-1 code; the name is shown in the visitor's language. */
    countryCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
  }),
  phone: text,
  email: z.email(),
  /** Where job applications go (the apply buttons open a mail to it). */
  careersEmail: z.email(),
  managingDirectors: names,
  /** Responsible for the content under § 18 (2) MStV, at the company's address. */
  responsibleForContent: names,
  register: z.nullable(z.object({ court: text, number: text })),
  vatId: z.nullable(text),
  supervisoryAuthority: z.nullable(
    z.object({ name: text, address: z.optional(text), url: z.optional(z.url({ protocol: /^https?$/ })) }),
  ),
  officeHours: z.object({ weekdays: z.object({ opens: text, closes: text, timeZone: text }) }),
});

export type Company = z.infer<typeof companySchema>;

const log = createLogger('config');

/**
 * The company of the runtime configuration. Without one (a server that publishes none) or with one that is not
 * valid (reported), the built-in example applies, which says that it is an example.
 */
export function companyOf(config: Pick<AppConfig, 'company'>): Company {
  if (config.company === undefined) return EXAMPLE_COMPANY;
  const result = companySchema.safeParse(config.company);
  if (result.success) return result.data;
  log.error(
    `The company in /app-config.json is not valid; showing the example:\n${z.prettifyError(result.error)}`,
  );
  return EXAMPLE_COMPANY;
}

const CompanyContext = createContext<Company>(EXAMPLE_COMPANY);

export function CompanyProvider({ company, children }: { company: Company; children: ReactNode }) {
  return <CompanyContext value={company}>{children}</CompanyContext>;
}

/** The company's facts, for the pages that show them. */
export const useCompany = (): Company => useContext(CompanyContext);

/** `tel:` link target: the number without spaces or punctuation. */
export const phoneHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

import { readFileSync } from 'node:fs';
import { ConfigError } from '@site/platform';
import { z } from 'zod';

const required = (expected: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'is required' : `must be ${expected}`;
const text = z
  .string({ error: required('text') })
  .trim()
  .min(1, 'must not be empty');
const time = z
  .string({ error: required('text') })
  .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, 'must be a time like 9:00 or 17:30');

/**
 * The company behind the site (ADR 5): every fact its legal notice and contact page show, in one file a deployer
 * fills in (`config/company.json`, or the file COMPANY_FILE names). Delivered to the SPA in `/app-config.json`.
 */
export const companySchema = z
  .object({
    /** A note for whoever fills in the file; JSON has no comments. */
    $comment: z.string().optional(),
    /** True while the file holds the example data: the site then says so on the legal notice and contact page. */
    example: z.boolean().default(false),
    legalName: text,
    legalForm: text,
    address: z.strictObject({
      street: text,
      postalCode: text,
      city: text,
      countryCode: z
        .string()
        .regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 code of two capital letters, like DE'),
    }),
    phone: z
      .string({ error: required('text') })
      .regex(/^\+[1-9][\d ()/-]{4,}\d$/, 'must be an international number, like +49 30 1234567'),
    email: z.email({ error: required('an e-mail address') }),
    careersEmail: z.email({ error: required('an e-mail address') }),
    managingDirectors: z
      .array(text, { error: required('a list of names') })
      .min(1, 'must name at least one person'),
    /** Responsible for the content (§ 18 (2) MStV), at the company's address. */
    responsibleForContent: z
      .array(text, { error: required('a list of names') })
      .min(1, 'must name at least one person'),
    register: z.strictObject({ court: text, number: text }).nullable(),
    vatId: z
      .string({ error: required('text or null') })
      .regex(/^[A-Z]{2}[0-9A-Z+*.]{2,12}$/, 'must be a VAT identification number, like DE123456789')
      .nullable(),
    supervisoryAuthority: z
      .strictObject({ name: text, address: text.optional(), url: z.url().optional() })
      .nullable(),
    officeHours: z.strictObject({
      weekdays: z.strictObject({ opens: time, closes: time, timeZone: text }),
    }),
  })
  .strict();

export type CompanyFacts = Omit<z.infer<typeof companySchema>, '$comment'>;

function issueText(issue: z.core.$ZodIssue): string {
  const where = issue.path.length > 0 ? issue.path.join('.') : 'the file';
  if (issue.code === 'unrecognized_keys') return `${where} has unknown fields: ${issue.keys.join(', ')}`;
  return `${where} ${issue.message}`;
}

/**
 * Reads and checks the company file; a file that cannot be read or has a bad value stops the start with one
 * ConfigError naming COMPANY_FILE, the file and every bad field.
 */
export function loadCompanyFile(path: string): CompanyFacts {
  const fail = (problem: string): never => {
    throw new ConfigError([{ variable: 'COMPANY_FILE', message: `${path}: ${problem}` }]);
  };
  let source: string;
  try {
    source = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return fail(code === 'ENOENT' ? 'no such file' : `cannot be read (${code ?? String(error)})`);
  }
  let content: unknown;
  try {
    content = JSON.parse(source);
  } catch (error) {
    return fail(`is not valid JSON (${(error as Error).message})`);
  }
  const parsed = companySchema.safeParse(content);
  if (!parsed.success) return fail(parsed.error.issues.map(issueText).join('; '));
  const { $comment: _comment, ...facts } = parsed.data;
  return facts;
}

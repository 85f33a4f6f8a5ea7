import { fieldsOfZodError } from '@site/platform';
import type { ZodError } from 'zod';
import { addBodySchema } from './favourite.dto';

/** `{"a": {"a": … 1 …}}` nested `levels` deep, as JSON.parse builds it from a request body. */
function nested(levels: number): unknown {
  return JSON.parse(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`);
}

const entry = { university: 'TU Berlin', program: 'Informatics (MSc)', reasons: ['English', 'No tuition'] };

describe('addBodySchema', () => {
  it('keeps a whole recommendation as it is', () => {
    expect(addBodySchema.parse({ user_id: 'user-1', university: entry })).toEqual({
      user_id: 'user-1',
      university: entry,
    });
  });

  it.each([1_500, 4_000, 50_000])('refuses an entry nested %i levels deep with a field error', (levels) => {
    const result = addBodySchema.safeParse({
      user_id: 'user-1',
      university: { ...entry, extra: nested(levels) },
    });
    expect(result.success).toBe(false);
    expect(fieldsOfZodError(result.error as ZodError)).toEqual({
      university: 'must nest at most 8 levels of objects and arrays',
    });
  });

  it('refuses an entry of more than 20,000 characters of JSON', () => {
    const result = addBodySchema.safeParse({
      user_id: 'user-1',
      university: { ...entry, notes: Array.from({ length: 10 }, () => 'x'.repeat(2_500)) },
    });
    expect(fieldsOfZodError(result.error as ZodError)).toEqual({
      university: 'must be at most 20,000 characters of JSON',
    });
  });
});

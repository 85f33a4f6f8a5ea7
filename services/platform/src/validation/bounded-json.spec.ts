import { z } from 'zod';
import { fieldsOfZodError } from '../errors/problem.mapper';
import { boundedJson, findJsonBoundViolation } from './bounded-json';

/** `{"a": {"a": … 1 …}}` nested `levels` deep, as JSON.parse builds it from a request body. */
function nested(levels: number): unknown {
  return JSON.parse(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`);
}

describe(findJsonBoundViolation.name, () => {
  it('measures a value nested 100,000 levels deep without overflowing the stack', () => {
    const deep = nested(100_000);
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    expect(findJsonBoundViolation(deep)).toEqual({
      bound: 'maxDepth',
      message: 'must nest at most 32 levels of objects and arrays',
      path: Array.from({ length: 32 }, () => 'a'),
    });
  });

  it('counts levels of objects and arrays', () => {
    expect(findJsonBoundViolation(nested(3), { maxDepth: 3 })).toBeUndefined();
    expect(findJsonBoundViolation(nested(4), { maxDepth: 3 })).toBeDefined();
    expect(findJsonBoundViolation([[[]]], { maxDepth: 3 })).toBeUndefined();
    expect(findJsonBoundViolation([[[[]]]], { maxDepth: 3 })).toBeDefined();
    expect(findJsonBoundViolation('a scalar', { maxDepth: 0 })).toBeUndefined();
  });

  it('bounds the keys and items of the whole value', () => {
    const wide = { list: Array.from({ length: 10 }, (_, i) => i) };
    expect(findJsonBoundViolation(wide, { maxEntries: 11 })).toBeUndefined();
    expect(findJsonBoundViolation(wide, { maxEntries: 10 })).toEqual({
      bound: 'maxEntries',
      message: 'must have at most 10 keys and items',
      path: [],
    });
  });

  it('names the string or key that is too long', () => {
    expect(findJsonBoundViolation({ reasons: ['ok', 'x'.repeat(11)] }, { maxStringLength: 10 })).toEqual({
      bound: 'maxStringLength',
      message: 'must be at most 10 characters',
      path: ['reasons', 1],
    });
    expect(findJsonBoundViolation({ ['k'.repeat(11)]: 1 }, { maxStringLength: 10 })).toMatchObject({
      path: ['k'.repeat(11)],
    });
  });

  it('bounds the length of the value as JSON, as JSON.stringify writes it', () => {
    const value = { university: 'TU Berlin', reasons: ['a', 'b'], tuition: null, fee: 1.5, open: true };
    const length = JSON.stringify(value).length;
    expect(findJsonBoundViolation(value, { maxJsonLength: length })).toBeUndefined();
    expect(findJsonBoundViolation(value, { maxJsonLength: length - 1 })).toMatchObject({
      message: `must be at most ${length - 1} characters of JSON`,
    });
  });
});

describe(boundedJson.name, () => {
  const schema = z.object({
    user_id: z.string(),
    entry: boundedJson(z.object({ name: z.string() }).catchall(z.unknown()), { maxDepth: 4 }),
  });

  it('keeps a bounded value as it is', () => {
    const entry = { name: 'x', details: { courses: ['a'] } };
    expect(schema.parse({ user_id: 'u', entry })).toEqual({ user_id: 'u', entry });
  });

  it('refuses a value nested too deep, naming the field', () => {
    const result = schema.safeParse({ user_id: 'u', entry: { name: 'x', more: nested(4_000) } });
    expect(result.success).toBe(false);
    expect(fieldsOfZodError(result.error as z.ZodError)).toEqual({
      entry: 'must nest at most 4 levels of objects and arrays',
    });
  });

  it('names the path of a string that is too long', () => {
    const bounded = boundedJson(z.unknown(), { maxStringLength: 4 });
    const result = z.object({ data: bounded }).safeParse({ data: { list: ['abcde'] } });
    expect(fieldsOfZodError(result.error as z.ZodError)).toEqual({
      'data.list.0': 'must be at most 4 characters',
    });
  });
});

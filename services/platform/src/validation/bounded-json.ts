import type { z } from 'zod';

/** How large a free-form object a client sends may be before it is stored (and encoded by a store's encoder). */
export interface JsonBounds {
  /** Objects and arrays inside one another: `{}` is 1 level, `{"a": []}` 2. */
  readonly maxDepth: number;
  /** Keys and items, counted over the whole value. */
  readonly maxEntries: number;
  /** Characters of any one string or key. */
  readonly maxStringLength: number;
  /** Characters of the value written as JSON (escapes not counted). */
  readonly maxJsonLength: number;
}

export const DEFAULT_JSON_BOUNDS: JsonBounds = {
  maxDepth: 32,
  maxEntries: 2_000,
  maxStringLength: 10_000,
  maxJsonLength: 100_000,
};

export interface JsonBoundViolation {
  readonly bound: keyof JsonBounds;
  readonly message: string;
  /** Where inside the value: the string that is too long, the value nested too deep, or [] for the whole. */
  readonly path: readonly (string | number)[];
}

interface Pending {
  readonly value: unknown;
  readonly depth: number;
  readonly parent?: Pending;
  readonly key?: string | number;
}

function pathOf(node: Pending): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Pending | undefined = node; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}

function scalarLength(value: unknown): number {
  if (typeof value === 'string') return value.length + 2;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).length;
  return 4; // null, and what JSON would write as null
}

/**
 * The first bound a value breaks, or undefined. Walks with its own stack, never recursion: a value nested
 * thousands of levels deep (JSON.parse builds those without complaint) is measured, not a stack overflow.
 */
export function findJsonBoundViolation(
  value: unknown,
  bounds: Partial<JsonBounds> = {},
): JsonBoundViolation | undefined {
  const limits = { ...DEFAULT_JSON_BOUNDS, ...bounds };
  const stack: Pending[] = [{ value, depth: 0 }];
  let entries = 0;
  let jsonLength = 0;
  const tooLong = (node: Pending): JsonBoundViolation => ({
    bound: 'maxStringLength',
    message: `must be at most ${limits.maxStringLength.toLocaleString('en')} characters`,
    path: pathOf(node),
  });
  while (stack.length > 0) {
    const node = stack.pop() as Pending;
    const current = node.value;
    if (typeof current !== 'object' || current === null) {
      if (typeof current === 'string' && current.length > limits.maxStringLength) return tooLong(node);
      jsonLength += scalarLength(current);
    } else {
      const depth = node.depth + 1;
      if (depth > limits.maxDepth) {
        return {
          bound: 'maxDepth',
          message: `must nest at most ${limits.maxDepth} levels of objects and arrays`,
          path: pathOf(node),
        };
      }
      const children: [string | number, unknown][] = Array.isArray(current)
        ? current.map((item, index) => [index, item])
        : Object.entries(current);
      entries += children.length;
      if (entries > limits.maxEntries) {
        return {
          bound: 'maxEntries',
          message: `must have at most ${limits.maxEntries.toLocaleString('en')} keys and items`,
          path: [],
        };
      }
      jsonLength += 2 + Math.max(children.length - 1, 0);
      for (const [key, child] of children) {
        const childNode: Pending = { value: child, depth, parent: node, key };
        if (typeof key === 'string') {
          if (key.length > limits.maxStringLength) return tooLong(childNode);
          jsonLength += key.length + 3;
        }
        stack.push(childNode);
      }
    }
    if (jsonLength > limits.maxJsonLength) {
      return {
        bound: 'maxJsonLength',
        message: `must be at most ${limits.maxJsonLength.toLocaleString('en')} characters of JSON`,
        path: [],
      };
    }
  }
  return undefined;
}

/**
 * A schema of a free-form client object (`.catchall(z.unknown())`, `z.record`, `z.unknown()`) refined so that it
 * is bounded in depth, entries and string sizes: a 400 naming the field instead of a store's encoder overflowing.
 */
export function boundedJson<T extends z.ZodType>(schema: T, bounds: Partial<JsonBounds> = {}): T {
  return schema.superRefine((value, context) => {
    const violation = findJsonBoundViolation(value, bounds);
    if (!violation) return;
    // A string is named where it is; the other bounds concern the field as a whole.
    const path = violation.bound === 'maxStringLength' ? [...violation.path] : [];
    context.addIssue({ code: 'custom', message: violation.message, path });
  });
}

import { boundedJson } from '@site/platform';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import type { Favourite } from '../repositories/favourite.repository';

const userId = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, 'must not be empty')
  .max(200, 'is too long');
const name = (what: string) =>
  z
    .string({ error: `${what} must be a string` })
    .trim()
    .min(1, `${what} must not be empty`)
    .max(300, `${what} must be at most 300 characters`);

/**
 * The recommendation as the interface has it: university and program required, other fields kept as sent,
 * bounded so that the store's encoder never meets a value nested thousands of levels deep.
 */
const entrySchema = boundedJson(
  z.object({ university: name('university'), program: name('program') }).catchall(z.unknown()),
  // Strings are bounded by the entry's length as JSON, so a long one names the entry as a whole.
  { maxDepth: 8, maxEntries: 500, maxStringLength: Number.POSITIVE_INFINITY, maxJsonLength: 20_000 },
);

export const listQuerySchema = z.object({ user_id: userId });
export class ListFavouritesQueryDto extends createZodDto(listQuerySchema) {}

export const addBodySchema = z.object({ user_id: userId, university: entrySchema });
export class AddFavouriteDto extends createZodDto(addBodySchema) {}

export const removeParamsSchema = z.object({ user_id: userId });
export class RemoveFavouriteParamsDto extends createZodDto(removeParamsSchema) {}

export const removeQuerySchema = z.object({ university: name('university'), program: name('program') });
export class RemoveFavouriteQueryDto extends createZodDto(removeQuerySchema) {}

/** A favourite as the interface reads it: the whole entry it saved. */
export type FavouriteResponse = Readonly<Record<string, unknown>>;

export function mapFavourite(favourite: Favourite): FavouriteResponse {
  return favourite.entry;
}

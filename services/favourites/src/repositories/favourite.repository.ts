/** A saved recommendation: the whole entry the interface sent, keyed by lowercase university plus program. */
export interface Favourite {
  readonly key: string;
  readonly entry: Readonly<Record<string, unknown>>;
  readonly createdAt: string;
}

export type AddOutcome = 'added' | 'exists' | 'full';

/** Storage of favourites; every adapter passes `test/contract/favourite-repository.contract-spec.ts`. */
export abstract class FavouriteRepository {
  /** The user's favourites, oldest first. */
  abstract list(userId: string): Promise<Favourite[]>;
  /** Adds unless the key exists ('exists') or the user already holds `limit` favourites ('full'), atomically. */
  abstract add(userId: string, favourite: Favourite, limit: number): Promise<AddOutcome>;
  /** Removes one; false when there was none. */
  abstract remove(userId: string, key: string): Promise<boolean>;
  /** Removes every favourite of the user; how many there were. */
  abstract eraseUser(userId: string): Promise<number>;
  abstract close(): Promise<void>;
}

/** The key of a favourite: lowercase university plus program. */
export function favouriteKey(university: string, program: string): string {
  return `${university.trim().toLowerCase()}\u001f${program.trim()}`;
}

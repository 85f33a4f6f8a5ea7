import { Inject, Injectable } from '@nestjs/common';
import { FavouriteException } from '../favourite.exception';
import { Favourite, favouriteKey, FavouriteRepository } from '../repositories/favourite.repository';

export const MAX_FAVOURITES = 500;
export const FAVOURITES_CLOCK = Symbol('FAVOURITES_CLOCK');

/** A user's favourites: idempotent adds, a limit per user, removal of one that exists. */
@Injectable()
export class FavouriteService {
  constructor(
    private readonly repository: FavouriteRepository,
    @Inject(FAVOURITES_CLOCK) private readonly clock: () => Date,
  ) {}

  list(userId: string): Promise<Favourite[]> {
    return this.repository.list(userId);
  }

  /** Adds the entry unless it is there already; either way the user's list is returned. */
  async add(
    userId: string,
    entry: Readonly<Record<string, unknown>> & { university: string; program: string },
  ) {
    const favourite: Favourite = {
      key: favouriteKey(entry.university, entry.program),
      entry,
      createdAt: this.clock().toISOString(),
    };
    const outcome = await this.repository.add(userId, favourite, MAX_FAVOURITES);
    if (outcome === 'full') throw FavouriteException.full(MAX_FAVOURITES);
    return this.repository.list(userId);
  }

  async remove(userId: string, university: string, program: string): Promise<void> {
    if (!(await this.repository.remove(userId, favouriteKey(university, program)))) {
      throw FavouriteException.notFound(university, program);
    }
  }
}

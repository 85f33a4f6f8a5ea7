import { Inject, Injectable } from '@nestjs/common';
import type { UserDataExport, UserDataRepository } from '@site/platform';
import { FavouriteRepository } from './favourite.repository';

/** The user's favourites in their data export, and their removal when the user erases their data. */
@Injectable()
export class FavouritesUserDataRepository implements UserDataRepository {
  constructor(@Inject(FavouriteRepository) private readonly favourites: FavouriteRepository) {}

  async exportFor(userId: string): Promise<UserDataExport> {
    const favourites = await this.favourites.list(userId);
    return { favourites: favourites.map(({ entry, createdAt }) => ({ ...entry, saved_at: createdAt })) };
  }

  eraseFor(userId: string): Promise<number> {
    return this.favourites.eraseUser(userId);
  }
}

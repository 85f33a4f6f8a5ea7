import { Inject, Injectable } from '@nestjs/common';
import type { UserDataExport, UserDataRepository } from '@site/platform';
import { ApplicationRepository } from '../applications/repositories/application.repository';
import { exportApplications } from '../applications/repositories/applications-user-data';
import { FavouriteRepository } from './favourite.repository';

/** The user's favourites and applications in their data export, and their removal when the user erases their data. */
@Injectable()
export class FavouritesUserDataRepository implements UserDataRepository {
  constructor(
    @Inject(FavouriteRepository) private readonly favourites: FavouriteRepository,
    @Inject(ApplicationRepository) private readonly applications: ApplicationRepository,
  ) {}

  async exportFor(userId: string): Promise<UserDataExport> {
    const favourites = await this.favourites.list(userId);
    return {
      favourites: favourites.map(({ entry, createdAt }) => ({ ...entry, saved_at: createdAt })),
      ...(await exportApplications(this.applications, userId)),
    };
  }

  async eraseFor(userId: string): Promise<number> {
    const [favourites, applications] = await Promise.all([
      this.favourites.eraseUser(userId),
      this.applications.eraseUser(userId),
    ]);
    return favourites + applications;
  }
}

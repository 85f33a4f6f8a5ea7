import { Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { startUserEraser, WorkQueue, WorkSubscription } from '@site/platform';
import { FAVOURITES } from '../favourites.constants';
import { FavouriteRepository } from '../repositories/favourite.repository';

/** Removes a user's favourites when the user erases their data (`user.erased`), and confirms it. */
@Injectable()
export class FavouritesEraserService implements OnApplicationBootstrap, OnModuleDestroy {
  private subscription?: WorkSubscription;

  constructor(
    private readonly queue: WorkQueue,
    private readonly repository: FavouriteRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await startUserEraser(this.queue, FAVOURITES, (userId) =>
      this.repository.eraseUser(userId),
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.stop();
  }
}

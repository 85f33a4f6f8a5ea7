import {
  type AddOutcome,
  type Favourite,
  FavouriteRepository,
} from '../../../services/favourites/src/repositories/favourite.repository';

/** Favourites in a Map, with the rules of `favourite-repository.contract-spec.ts`. */
export class FakeFavouriteRepository extends FavouriteRepository {
  readonly byUser = new Map<string, Favourite[]>();
  closed = false;

  async list(userId: string): Promise<Favourite[]> {
    return structuredClone(this.byUser.get(userId) ?? []);
  }

  async add(userId: string, favourite: Favourite, limit: number): Promise<AddOutcome> {
    const list = this.byUser.get(userId) ?? [];
    if (list.some((held) => held.key === favourite.key)) return 'exists';
    if (list.length >= limit) return 'full';
    this.byUser.set(userId, [...list, structuredClone(favourite)]);
    return 'added';
  }

  async remove(userId: string, key: string): Promise<boolean> {
    const list = this.byUser.get(userId) ?? [];
    const kept = list.filter((held) => held.key !== key);
    this.byUser.set(userId, kept);
    return kept.length < list.length;
  }

  async eraseUser(userId: string): Promise<number> {
    const count = this.byUser.get(userId)?.length ?? 0;
    this.byUser.delete(userId);
    return count;
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}

import { FavouriteException } from '../favourite.exception';
import { AddOutcome, Favourite, FavouriteRepository } from '../repositories/favourite.repository';
import { FavouriteService, MAX_FAVOURITES } from './favourite.service';

class FakeFavouriteRepository extends FavouriteRepository {
  readonly added: { userId: string; favourite: Favourite; limit: number }[] = [];
  outcome: AddOutcome = 'added';
  removed = true;

  async list(): Promise<Favourite[]> {
    return this.added.map((a) => a.favourite);
  }
  async add(userId: string, favourite: Favourite, limit: number): Promise<AddOutcome> {
    if (this.outcome === 'added') this.added.push({ userId, favourite, limit });
    return this.outcome;
  }
  async remove(): Promise<boolean> {
    return this.removed;
  }
  async eraseUser(): Promise<number> {
    return 0;
  }
  async close(): Promise<void> {}
}

describe(FavouriteService.name, () => {
  let repository: FakeFavouriteRepository;
  let sut: FavouriteService;

  beforeEach(() => {
    repository = new FakeFavouriteRepository();
    sut = new FavouriteService(repository, () => new Date('2026-11-23T10:00:00Z'));
  });

  it('keys a favourite by lowercase university plus program and keeps the whole entry', async () => {
    const entry = { university: 'TU Berlin', program: 'Informatics', tuition: '€0' };
    expect(await sut.add('user-1', entry)).toEqual([
      { key: 'tu berlin\u001fInformatics', entry, createdAt: '2026-11-23T10:00:00.000Z' },
    ]);
    expect(repository.added[0]).toMatchObject({ userId: 'user-1', limit: MAX_FAVOURITES });
  });

  it('answers 409 when the user holds the most favourites', async () => {
    repository.outcome = 'full';
    await expect(sut.add('user-1', { university: 'A', program: 'B' })).rejects.toMatchObject({
      status: 409,
      code: 'FAVOURITES_FULL',
    });
  });

  it('answers 404 when the favourite to remove is not there', async () => {
    repository.removed = false;
    await expect(sut.remove('user-1', 'A', 'B')).rejects.toBeInstanceOf(FavouriteException);
  });
});

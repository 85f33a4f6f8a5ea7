import { newTestService, type TestPorts } from '../../../../test/small/new-test-service';
import { FavouriteFactory } from '../../../../test/small/small.factory';
import { FavouriteException } from '../favourite.exception';
import { favouriteKey } from '../repositories/favourite.repository';
import { FavouriteService, MAX_FAVOURITES } from './favourite.service';

describe(FavouriteService.name, () => {
  let sut: FavouriteService;
  let ports: TestPorts;

  beforeEach(() => {
    ({ sut, ...ports } = newTestService(FavouriteService));
    ports.clock.set('2026-11-23T10:00:00Z');
  });

  describe('add', () => {
    it('keys a favourite by lowercase university plus program and keeps the whole entry', async () => {
      const entry = { university: 'TU Berlin', program: 'Informatics', tuition: '€0' };
      expect(await sut.add('user-1', entry)).toEqual([
        { key: 'tu berlin\u001fInformatics', entry, createdAt: '2026-11-23T10:00:00.000Z' },
      ]);
      expect(await ports.favourites.list('user-2')).toEqual([]);
    });

    it('adds the same university and program once, whatever the case of the university', async () => {
      await sut.add('user-1', { university: 'TU Berlin', program: 'Informatics' });
      ports.clock.advance(1000);

      const list = await sut.add('user-1', { university: 'tu berlin', program: 'Informatics' });

      expect(list).toHaveLength(1);
      expect(list[0]?.createdAt).toBe('2026-11-23T10:00:00.000Z');
    });

    it('answers 409 when the user holds the most favourites', async () => {
      ports.favourites.byUser.set(
        'user-1',
        Array.from({ length: MAX_FAVOURITES }, () => FavouriteFactory.create()),
      );

      await expect(sut.add('user-1', { university: 'A', program: 'B' })).rejects.toMatchObject({
        status: 409,
        code: 'FAVOURITES_FULL',
      });
      expect(await ports.favourites.list('user-1')).toHaveLength(MAX_FAVOURITES);
    });
  });

  describe('remove', () => {
    it('removes the favourite of that university and program', async () => {
      const kept = FavouriteFactory.create();
      const removed = FavouriteFactory.create({ entry: { university: 'TU Berlin', program: 'Informatics' } });
      ports.favourites.byUser.set('user-1', [kept, removed]);

      await sut.remove('user-1', 'TU Berlin', 'Informatics');

      expect(await ports.favourites.list('user-1')).toEqual([kept]);
    });

    it('answers 404 when the favourite to remove is not there', async () => {
      ports.favourites.byUser.set('user-2', [FavouriteFactory.create({ key: favouriteKey('A', 'B') })]);
      await expect(sut.remove('user-1', 'A', 'B')).rejects.toBeInstanceOf(FavouriteException);
    });
  });
});

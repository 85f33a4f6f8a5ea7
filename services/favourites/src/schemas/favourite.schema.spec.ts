import { Mongoose } from 'mongoose';
import { favouriteSchema } from './favourite.schema';

describe('favouriteSchema', () => {
  const Favourite = new Mongoose().model('Favourite', favouriteSchema);

  it('makes a key unique per user and orders a user by creation', () => {
    expect(favouriteSchema.indexes()).toEqual([
      [{ userId: 1, key: 1 }, expect.objectContaining({ unique: true, name: 'user_key_unique' })],
      [{ userId: 1, createdAt: 1 }, expect.objectContaining({ name: 'user_created' })],
    ]);
  });

  it('requires the owner, the key, the entry and the time', () => {
    const errors = new Favourite({}).validateSync()?.errors ?? {};
    expect(Object.keys(errors).sort()).toEqual(['createdAt', 'entry', 'key', 'userId']);
  });

  it('accepts a whole recommendation as the entry', () => {
    const document = new Favourite({
      userId: 'user-1',
      key: 'tu berlin\u001fInformatics',
      entry: { university: 'TU Berlin', program: 'Informatics', reasons: ['a', 'b'] },
      createdAt: '2026-11-23T10:00:00.000Z',
    });
    expect(document.validateSync()).toBeUndefined();
  });
});

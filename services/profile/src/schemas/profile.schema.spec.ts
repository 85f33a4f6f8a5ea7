import { Mongoose } from 'mongoose';
import { erasureSchema, profileSchema } from './profile.schema';

describe('profileSchema', () => {
  const Profile = new Mongoose().model('Profile', profileSchema);

  it('keeps one profile per user', () => {
    expect(profileSchema.indexes()).toEqual([
      [{ user_id: 1 }, expect.objectContaining({ unique: true, name: 'user_unique' })],
    ]);
  });

  it('refuses what the API refuses: a lower-case country code, a malformed date, an overlong name', () => {
    const errors =
      new Profile({
        user_id: 'u1',
        updated_at: '2026-11-23T10:00:00.000Z',
        country_code: 'de',
        date_of_birth: '10/12/1990',
        first_name: 'x'.repeat(101),
      }).validateSync()?.errors ?? {};
    expect(Object.keys(errors).sort()).toEqual(['country_code', 'date_of_birth', 'first_name']);
  });

  it('fills unsaved fields with null', () => {
    const document = new Profile({ user_id: 'u1', updated_at: '2026-11-23T10:00:00.000Z' });
    expect(document.validateSync()).toBeUndefined();
    expect(document.toObject()).toMatchObject({ city: null, phone: null, country_code: null });
  });

  it('finds an erasure by its unique id and the unfinished ones by completion', () => {
    expect(erasureSchema.indexes()).toEqual([
      [{ erasure_id: 1 }, expect.objectContaining({ unique: true, name: 'erasure_unique' })],
      [{ completed_at: 1 }, expect.objectContaining({ name: 'erasure_pending' })],
    ]);
  });
});

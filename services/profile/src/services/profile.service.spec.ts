import { newTestService, type TestPorts } from '../../../../test/small/new-test-service';
import { IdentityFactory, ProfileFactory } from '../../../../test/small/small.factory';
import { ProfileService } from './profile.service';

describe(ProfileService.name, () => {
  let sut: ProfileService;
  let ports: TestPorts;

  beforeEach(() => {
    ({ sut, ...ports } = newTestService(ProfileService));
    ports.clock.set('2026-11-23T10:00:00.000Z');
  });

  describe('read', () => {
    it('answers the saved profile', async () => {
      const profile = ProfileFactory.create({ city: 'Freiburg' });
      await ports.profiles.put(profile);

      expect(await sut.read(profile.user_id, IdentityFactory.create({ sub: profile.user_id }))).toEqual(
        profile,
      );
    });

    it('fills an unsaved profile from the token, and leaves the rest empty without storing it', async () => {
      const identity = IdentityFactory.create({
        email: 'ada@example.org',
        name: 'Ada Lovelace',
        givenName: 'Ada',
        familyName: 'Lovelace',
      });

      const profile = await sut.read(identity.sub, identity);

      expect(profile).toEqual({
        user_id: identity.sub,
        email: 'ada@example.org',
        display_name: 'Ada Lovelace',
        first_name: 'Ada',
        last_name: 'Lovelace',
        date_of_birth: null,
        address_line1: null,
        address_line2: null,
        city: null,
        state_region: null,
        postal_code: null,
        country_code: null,
        phone: null,
        mobile_phone: null,
        updated_at: '2026-11-23T10:00:00.000Z',
      });
      expect(ports.profiles.profiles.size).toBe(0);
    });

    it('names an unsaved profile by the login name when the token has no name, and by nothing without either', async () => {
      const named = IdentityFactory.create({ name: undefined, preferredUsername: 'ada' });
      const bare = { sub: 'user-without-claims' };

      expect((await sut.read(named.sub, named)).display_name).toBe('ada');
      expect(await sut.read(bare.sub, bare)).toMatchObject({
        display_name: null,
        email: null,
        first_name: null,
      });
    });
  });

  describe('save', () => {
    it('replaces the whole profile and stamps it with the time of saving', async () => {
      const { updated_at: _old, ...first } = ProfileFactory.create({
        city: 'Berlin',
        phone: '+49 30 901820',
      });
      await sut.save(first);
      ports.clock.advance(60_000);

      const saved = await sut.save({ ...first, city: null, phone: null });

      expect(saved).toEqual({ ...first, city: null, phone: null, updated_at: '2026-11-23T10:01:00.000Z' });
      expect(await ports.profiles.get(first.user_id)).toEqual(saved);
    });

    it("keeps one user's profile apart from another's", async () => {
      const { updated_at: _a, ...ada } = ProfileFactory.create({ first_name: 'Ada' });
      const { updated_at: _b, ...bob } = ProfileFactory.create({ first_name: 'Bob' });

      await sut.save(ada);
      await sut.save(bob);

      expect((await ports.profiles.get(ada.user_id))?.first_name).toBe('Ada');
      expect((await ports.profiles.get(bob.user_id))?.first_name).toBe('Bob');
    });
  });
});

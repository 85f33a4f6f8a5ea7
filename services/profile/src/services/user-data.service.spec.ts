import { ERASING_SERVICES, USER_DATA_EXPORTS } from '@site/platform';
import { newTestService, type TestPorts } from '../../../../test/small/new-test-service';
import { IdentityFactory, ProfileFactory } from '../../../../test/small/small.factory';
import { UserDataService } from './user-data.service';

const NOW = new Date('2026-11-23T10:00:00.000Z');

describe(UserDataService.name, () => {
  let sut: UserDataService;
  let ports: TestPorts;

  beforeEach(() => {
    ({ sut, ...ports } = newTestService(UserDataService));
    // every service answers with what it holds about the user it is asked for
    for (const [service, contract] of Object.entries(USER_DATA_EXPORTS)) {
      ports.bus.reply(contract, (request) => ({
        service,
        asked_for: (request as { user_id: string }).user_id,
      }));
    }
  });

  it("gathers the user's data from every service and the profile into one document", async () => {
    const identity = IdentityFactory.create({ preferredUsername: 'ada', email: 'ada@example.org' });
    const profile = ProfileFactory.create({ user_id: identity.sub });
    await ports.profiles.put(profile);

    const document = await sut.export(identity, NOW);

    expect(document).toEqual({
      user: { sub: identity.sub, preferred_username: 'ada', email: 'ada@example.org' },
      exported_at: '2026-11-23T10:00:00.000Z',
      services: {
        profile: { profile },
        favourites: { service: 'favourites', asked_for: identity.sub },
        'chat-orchestrator': { service: 'chat-orchestrator', asked_for: identity.sub },
        'document-ingest': { service: 'document-ingest', asked_for: identity.sub },
      },
    });
    // every service that erases a user's data also exports it
    expect(Object.keys(document.services).sort()).toEqual([...ERASING_SERVICES].sort());
  });

  it('asks by the token subject only', async () => {
    const identity = IdentityFactory.create();

    await sut.export(identity, NOW);

    expect(ports.bus.requests.map((request) => request.payload)).toEqual(
      Object.keys(USER_DATA_EXPORTS).map(() => ({ user_id: identity.sub })),
    );
  });

  it('exports a null profile for a user who never saved one', async () => {
    const document = await sut.export(IdentityFactory.create({ email: undefined }), NOW);

    expect(document.services.profile).toEqual({ profile: null });
    expect(document.user.email).toBeNull();
  });

  it('answers 503 naming the service that did not answer, rather than a partial export', async () => {
    ports.bus.silence(USER_DATA_EXPORTS['document-ingest']);

    await expect(sut.export(IdentityFactory.create(), NOW)).rejects.toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringContaining('the document-ingest service did not answer'),
    });
  });

  it('answers 503 naming the service whose answer breaks the export contract', async () => {
    ports.bus.reply(USER_DATA_EXPORTS.favourites, () => ['not', 'an', 'object']);

    await expect(sut.export(IdentityFactory.create(), NOW)).rejects.toMatchObject({
      status: 503,
      message: expect.stringContaining('the favourites service did not answer'),
    });
  });
});

import { ERASING_SERVICES, ERASURE_CONFIRMED, type ErasingService, USER_ERASED } from '@site/platform';
import { newTestService, type TestPorts } from '../../../../test/small/new-test-service';
import { ErasureRecordFactory, ProfileFactory } from '../../../../test/small/small.factory';
import { ErasureService } from './erasure.service';

describe(ErasureService.name, () => {
  let sut: ErasureService;
  let ports: TestPorts;

  beforeEach(async () => {
    ({ sut, ...ports } = newTestService(ErasureService));
    ports.clock.set('2026-11-23T10:00:00.000Z');
    await sut.onApplicationBootstrap();
  });

  afterEach(() => sut.onModuleDestroy());

  /** What another service sends once it has erased the user's records. */
  async function confirm(erasureId: string, service: ErasingService, records = 1): Promise<void> {
    await ports.queue.publish(
      ERASURE_CONFIRMED,
      { erasure_id: erasureId, service, records, erased_at: '2026-11-23T10:05:00.000Z' },
      { msgId: `${erasureId}:${service}` },
    );
  }

  describe('request', () => {
    it('records a ledger waiting for every service and announces user.erased under the erasure id', async () => {
      const record = await sut.request('user-1');

      expect(record).toEqual({
        erasure_id: expect.any(String),
        user_id: 'user-1',
        requested_at: '2026-11-23T10:00:00.000Z',
        completed_at: null,
        services: Object.fromEntries(ERASING_SERVICES.map((service) => [service, null])),
      });
      expect(await ports.profiles.getErasure(record.erasure_id)).toEqual(record);
      expect(ports.queue.payloads(USER_ERASED)).toEqual([
        { erasure_id: record.erasure_id, user_id: 'user-1' },
      ]);
      expect(ports.queue.published.find((item) => item.subject === USER_ERASED.subject)?.msgId).toBe(
        record.erasure_id,
      );
    });

    it("erases the user's profile, not another's, and records the profile's own confirmation", async () => {
      const profile = ProfileFactory.create({ user_id: 'user-1' });
      const other = ProfileFactory.create({ user_id: 'user-2' });
      await ports.profiles.put(profile);
      await ports.profiles.put(other);

      const { erasure_id } = await sut.request('user-1');
      await ports.queue.drain();

      expect(await ports.profiles.get('user-1')).toBeUndefined();
      expect(await ports.profiles.get('user-2')).toEqual(other);
      const record = await sut.status('user-1', erasure_id);
      expect(record.services.profile).toEqual({ records: 1, erased_at: expect.any(String) });
      expect(record.completed_at).toBeNull();
    });

    it('is complete once every service has confirmed, at the time of the last confirmation', async () => {
      const { erasure_id } = await sut.request('user-1');
      await ports.queue.drain();
      for (const service of ERASING_SERVICES.filter((s) => s !== 'profile'))
        await confirm(erasure_id, service);
      // a repeated confirmation changes nothing
      await ports.queue.publishUnchecked(
        ERASURE_CONFIRMED.subject,
        { erasure_id, service: 'favourites', records: 7, erased_at: '2026-11-23T11:00:00.000Z' },
        { msgId: 'again' },
      );

      await ports.queue.drain();

      const record = await sut.status('user-1', erasure_id);
      expect(record.completed_at).toBe('2026-11-23T10:05:00.000Z');
      expect(record.services.favourites).toEqual({ records: 1, erased_at: '2026-11-23T10:05:00.000Z' });
      expect(ports.queue.dead).toEqual([]);
    });

    it('gives up at once on a confirmation that breaks its contract', async () => {
      await ports.queue.publishUnchecked(
        ERASURE_CONFIRMED.subject,
        { erasure_id: 'not-a-uuid', service: 'mailer', records: -1 },
        { msgId: 'bad' },
      );

      await ports.queue.drain();

      expect(ports.queue.dead).toEqual([expect.objectContaining({ msgId: 'bad', attempts: 1 })]);
    });
  });

  describe('status', () => {
    it("answers 404 for another user's erasure and for an unknown one", async () => {
      const { erasure_id } = await sut.request('user-1');

      await expect(sut.status('user-2', erasure_id)).rejects.toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
      });
      await expect(sut.status('user-1', ErasureRecordFactory.create().erasure_id)).rejects.toMatchObject({
        status: 404,
      });
    });
  });

  describe('onApplicationBootstrap', () => {
    it('announces unfinished erasures again, and finished ones not', async () => {
      const pending = ErasureRecordFactory.create();
      const done = ErasureRecordFactory.create({ completed_at: '2026-11-22T10:00:00.000Z' });
      ({ sut, ...ports } = newTestService(ErasureService));
      await ports.profiles.putErasure(pending);
      await ports.profiles.putErasure(done);

      await sut.onApplicationBootstrap();

      expect(ports.queue.payloads(USER_ERASED)).toEqual([
        { erasure_id: pending.erasure_id, user_id: pending.user_id },
      ]);
    });
  });
});

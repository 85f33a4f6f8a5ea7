import { MAIL_SEND } from '@site/platform';
import { newTestService, type TestPorts } from '../../../../test/small/new-test-service';
import { ContactMessageFactory, OutboxEntryFactory } from '../../../../test/small/small.factory';
import { ContactService } from './contact.service';

describe(ContactService.name, () => {
  let sut: ContactService;
  let ports: TestPorts;

  beforeEach(async () => {
    ({ sut, ...ports } = newTestService(ContactService, {
      env: { CONTACT_RATE_LIMIT: '2', CONTACT_RATE_WINDOW_MS: '600000', MAIL_TO: 'inbox@example.org' },
    }));
    await sut.onApplicationBootstrap();
  });

  describe('accept', () => {
    it('stores the message without its honeypot and queues a mail to the inbox and a confirmation', async () => {
      const message = ContactMessageFactory.create({ email: 'ada@example.org', language: 'de' });

      await sut.accept(message, '203.0.113.1', 'key-0001');

      const { website: _honeypot, ...stored } = message;
      expect([...ports.outbox.entries.values()]).toEqual([
        { key: 'key-key-0001', message: stored, accepted_at: '2026-11-23T10:00:00.000Z', delivered: [] },
      ]);
      expect(ports.queue.published.map(({ subject, msgId }) => ({ subject, msgId }))).toEqual([
        { subject: MAIL_SEND.subject, msgId: 'key-key-0001:company' },
        { subject: MAIL_SEND.subject, msgId: 'key-key-0001:confirmation' },
      ]);
      expect(ports.queue.payloads(MAIL_SEND)).toEqual([
        expect.objectContaining({ to: 'inbox@example.org', replyTo: 'ada@example.org' }),
        expect.objectContaining({ to: 'ada@example.org', subject: 'Wir haben Ihre Nachricht erhalten' }),
      ]);
    });

    it('takes a message posted again under the same idempotency key once', async () => {
      const message = ContactMessageFactory.create();

      await sut.accept(message, '203.0.113.1', 'retried-key');
      await sut.accept(message, '203.0.113.1', 'retried-key');

      expect(ports.outbox.entries.size).toBe(1);
      expect(ports.queue.published).toHaveLength(2);
    });

    it('queues again, when the message is posted again, the mails a failed queueing left out (bus failover)', async () => {
      const message = ContactMessageFactory.create();
      jest.spyOn(ports.queue, 'publish').mockRejectedValueOnce(new Error('503'));

      await expect(sut.accept(message, '203.0.113.1', 'failover-key')).rejects.toThrow('503');
      expect(ports.queue.published).toEqual([]);
      await sut.accept(message, '203.0.113.1', 'failover-key');

      expect(ports.outbox.entries.size).toBe(1);
      expect(ports.queue.published.map((item) => item.msgId)).toEqual([
        'key-failover-key:company',
        'key-failover-key:confirmation',
      ]);
    });

    it('without a key, takes the same content once within a minute and again the next minute', async () => {
      const message = ContactMessageFactory.create();

      await sut.accept(message, '203.0.113.1');
      ports.clock.advance(20_000);
      await sut.accept(message, '203.0.113.2');
      expect(ports.outbox.entries.size).toBe(1);

      ports.clock.advance(60_000);
      await sut.accept(message, '203.0.113.3');
      expect(ports.outbox.entries.size).toBe(2);
    });

    it('drops a message whose honeypot is filled in, storing and sending nothing', async () => {
      await sut.accept(ContactMessageFactory.create({ website: 'http://spam.example' }), '203.0.113.1');

      expect(ports.outbox.entries.size).toBe(0);
      expect(ports.queue.published).toEqual([]);
    });

    it('answers 429 past the limit of one client address, and takes it again once the window has passed', async () => {
      await sut.accept(ContactMessageFactory.create(), '203.0.113.1');
      await sut.accept(ContactMessageFactory.create(), '203.0.113.1');

      await expect(sut.accept(ContactMessageFactory.create(), '203.0.113.1')).rejects.toMatchObject({
        status: 429,
        code: 'RATE_LIMITED',
      });
      await sut.accept(ContactMessageFactory.create(), '198.51.100.7');

      ports.clock.advance(600_000);
      await sut.accept(ContactMessageFactory.create(), '203.0.113.1');
      expect(ports.outbox.entries.size).toBe(4);
    });
  });

  describe('onApplicationBootstrap', () => {
    it('queues again the mails of stored messages that were not sent, parked ones under a new message id', async () => {
      const parked = OutboxEntryFactory.create({
        key: 'key-parked',
        delivered: ['company'],
        dead: {
          confirmation: { reason: '550 no such user', attempts: 5, at: '2026-11-22T10:00:00Z', round: 1 },
        },
      });
      const unsent = OutboxEntryFactory.create({ key: 'key-unsent' });
      const done = OutboxEntryFactory.create({ key: 'key-done', delivered: ['company', 'confirmation'] });
      ({ sut, ...ports } = newTestService(ContactService));
      for (const entry of [parked, unsent, done]) await ports.outbox.add(entry);

      await sut.onApplicationBootstrap();

      expect(ports.queue.published.map((item) => item.msgId).sort()).toEqual([
        'key-parked:confirmation#1',
        'key-unsent:company',
        'key-unsent:confirmation',
      ]);
    });
  });
});

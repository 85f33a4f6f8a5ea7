import { MAIL_SEND, PermanentWorkError } from '@site/platform';
import { newTestService, type TestPorts } from '../../../../test/small/new-test-service';
import { OutboxEntryFactory, WorkItemFactory } from '../../../../test/small/small.factory';
import { renderContactMail } from './contact-mail.renderer';
import { MAIL_CONSUMER, MailDeliveryService } from './mail-delivery.service';

const MAIL_FROM = 'Europa Launchpad <no-reply@example.org>';

describe(MailDeliveryService.name, () => {
  let sut: MailDeliveryService;
  let ports: TestPorts;

  beforeEach(async () => {
    ({ sut, ...ports } = newTestService(MailDeliveryService, { env: { BUS_MAX_ATTEMPTS: '3', MAIL_FROM } }));
    await sut.onApplicationBootstrap();
  });

  afterEach(() => sut.onModuleDestroy());

  /** A stored message with its company mail queued, as the contact service leaves it. */
  async function queuedMail(): Promise<string> {
    const entry = OutboxEntryFactory.create();
    await ports.outbox.add(entry);
    const id = `${entry.key}:company`;
    await ports.queue.publish(MAIL_SEND, renderContactMail('company', entry.message, 'inbox@example.org'), {
      msgId: id,
    });
    return id;
  }

  it('sends a queued mail from MAIL_FROM and records it as sent in the outbox', async () => {
    const id = await queuedMail();

    await ports.queue.drain();

    expect(ports.transport.sent.get(id)).toMatchObject({ from: MAIL_FROM, to: 'inbox@example.org' });
    expect(ports.outbox.isDelivered(id)).toBe(true);
    expect(ports.queue.acked).toEqual([expect.objectContaining({ msgId: id, consumer: MAIL_CONSUMER })]);
  });

  it('does not send again a mail the outbox records as sent (a redelivery after a crash)', async () => {
    const id = await queuedMail();
    await ports.outbox.markDelivered(id);

    await ports.queue.drain();

    expect(ports.transport.attempts).toBe(0);
  });

  it('retries a failing send, then parks the mail with the reason after its last attempt', async () => {
    const id = await queuedMail();
    ports.transport.fail(new Error('421 try again later'));

    await ports.queue.drain();

    expect(ports.transport.attempts).toBe(3);
    expect(ports.queue.dead).toEqual([expect.objectContaining({ msgId: id, attempts: 3 })]);
    const entry = ports.outbox.entry(id.replace(/:company$/, ''));
    expect(entry?.dead?.company).toMatchObject({ reason: '421 try again later', attempts: 3, round: 1 });
    expect(ports.outbox.isDelivered(id)).toBe(false);
  });

  it('parks a mail at once when the server refuses it for good', async () => {
    const id = await queuedMail();
    ports.transport.fail(new PermanentWorkError('550 mailbox unavailable'));

    await ports.queue.drain();

    expect(ports.transport.attempts).toBe(1);
    expect(ports.queue.dead).toEqual([expect.objectContaining({ msgId: id, attempts: 1 })]);
    expect(ports.outbox.entry(id.replace(/:company$/, ''))?.dead?.company?.reason).toBe(
      '550 mailbox unavailable',
    );
  });

  it('sends a mail that succeeds on a later attempt once, and does not park it', async () => {
    const id = await queuedMail();
    ports.transport.fail(new Error('connection lost'), 2);

    await ports.queue.drain();

    expect(ports.transport.attempts).toBe(3);
    expect([...ports.transport.sent.keys()]).toEqual([id]);
    expect(ports.queue.dead).toEqual([]);
    expect(ports.outbox.entry(id.replace(/:company$/, ''))?.dead?.company).toBeUndefined();
  });

  it('gives up at once on an item that is not a mail, without trying to send it', async () => {
    await ports.queue.publishUnchecked(
      MAIL_SEND.subject,
      { to: 'not an address', subject: 'x' },
      { msgId: 'bad' },
    );

    await ports.queue.drain();

    expect(ports.transport.attempts).toBe(0);
    expect(ports.queue.dead).toEqual([
      expect.objectContaining({
        msgId: 'bad',
        attempts: 1,
        error: expect.stringMatching(/^malformed mail.send item/),
      }),
    ]);
  });

  it('lets a second copy of a mail being sent wait instead of sending it twice', async () => {
    const id = await queuedMail();
    const mail = ports.queue.payloads(MAIL_SEND)[0];
    ports.transport.hold();

    const first = sut.deliver(WorkItemFactory.create(mail, { msgId: id }));
    const second = sut.deliver(WorkItemFactory.create(mail, { msgId: `${id}#1` }));
    await expect(second).rejects.toThrow(/is being sent by another delivery/);
    ports.transport.release();
    await first;

    expect(ports.transport.sent.size).toBe(1);
    expect(ports.outbox.isDelivered(id)).toBe(true);
  });
});

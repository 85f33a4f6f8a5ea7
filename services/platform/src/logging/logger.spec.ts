import { Logger } from '@nestjs/common';
import pino from 'pino';
import { Writable } from 'node:stream';
import { PlatformLogger } from './logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, root: pino({ level: 'info', messageKey: 'msg' }, sink) };
}

describe('PlatformLogger (Nest logger over pino)', () => {
  const { lines, root } = capture();
  const nest = new PlatformLogger(root);
  beforeAll(() => Logger.overrideLogger(nest));
  beforeEach(() => lines.splice(0));

  it('writes a message with its context', () => {
    new Logger('Mailer').log('mail delivered');
    expect(lines).toEqual([expect.objectContaining({ level: 30, msg: 'mail delivered', context: 'Mailer' })]);
  });

  it('keeps the fields and the message of pino-style calls', () => {
    new Logger('NatsWorkQueue').warn({ attempt: 2, subject: 'mail.send' }, 'work item failed; will retry');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'work item failed; will retry',
        context: 'NatsWorkQueue',
        attempt: 2,
        subject: 'mail.send',
      }),
    ]);
  });

  it("keeps an error's stack, and an Error's message", () => {
    new Logger('Boot').error('could not start', 'Error: boom\n    at x');
    nest.error(new Error('broken'));
    expect(lines[0]).toEqual(
      expect.objectContaining({
        level: 50,
        msg: 'could not start',
        stack: 'Error: boom\n    at x',
        context: 'Boot',
      }),
    );
    expect(lines[1]).toEqual(expect.objectContaining({ level: 50, msg: 'broken' }));
  });

  it('writes nothing below its level', () => {
    new Logger('Quiet').debug('not shown');
    expect(lines).toEqual([]);
  });
});

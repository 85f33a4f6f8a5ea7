import { once } from 'node:events';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Identity } from '@site/platform';
import express, { type Response } from 'express';
import type { AnswerEvent, AnswerService, PreparedAnswer } from '../answering/answer.service';
import type { AnswerDto } from '../dtos/chat.dto';
import { ChatLimits } from '../limits/chat-limits';
import { AnswersController } from './answers.controller';

/**
 * An answer service whose preparation takes until the client has gone (a slow history read), and which records
 * whether the generation it is then asked for was already told to stop.
 */
class SlowToPrepare {
  signalAbortedAtStart?: boolean;
  constructor(private readonly clientGone: Promise<unknown>) {}
  async prepare(): Promise<PreparedAnswer> {
    await this.clientGone;
    return {} as PreparedAnswer;
  }
  // eslint-disable-next-line require-yield
  async *answer(_prepared: PreparedAnswer, signal: AbortSignal): AsyncGenerator<AnswerEvent> {
    this.signalAbortedAtStart = signal.aborted;
  }
}

const body = { question: 'Hi', user_id: 'alice', model: 'gemma3:1b', top_k: 5 } as AnswerDto;
const identity = { sub: 'alice-sub' } as Identity;

describe(AnswersController.name, () => {
  let server: http.Server;
  afterEach(() => server?.close());

  /** Calls `handle` with a real response whose client goes away while the answer is prepared. */
  async function clientLeavesDuringPreparation(
    handle: (controller: AnswersController, res: Response) => Promise<unknown>,
  ): Promise<SlowToPrepare> {
    let answers!: SlowToPrepare;
    let received!: () => void;
    const arrived = new Promise<void>((resolve) => (received = resolve));
    const handled = new Promise<void>((resolve) => {
      const app = express();
      app.post('/', (_req, res) => {
        answers = new SlowToPrepare(once(res, 'close'));
        const limits = new ChatLimits({ requestsPerMinute: 10, concurrentGenerations: 1 });
        const controller = new AnswersController(answers as unknown as AnswerService, limits);
        received();
        void handle(controller, res)
          .catch(() => undefined)
          .then(() => resolve());
      });
      server = app.listen(0, '127.0.0.1');
    });
    await once(server, 'listening');
    const aborting = new AbortController();
    const request = fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
      method: 'POST',
      signal: aborting.signal,
    }).catch(() => undefined);
    // the client goes once the server has the request (a fixed delay raced the first request's set-up)
    await arrived;
    aborting.abort();
    await request;
    await handled;
    return answers;
  }

  it('stops a streamed answer whose client went away while it was being prepared', async () => {
    const answers = await clientLeavesDuringPreparation((controller, res) =>
      controller.stream(body, identity, res),
    );
    expect(answers.signalAbortedAtStart).toBe(true);
  });

  it('stops a JSON answer whose client went away while it was being prepared', async () => {
    const answers = await clientLeavesDuringPreparation((controller, res) =>
      controller.answer(body, identity, res),
    );
    expect(answers.signalAbortedAtStart).toBe(true);
  });
});

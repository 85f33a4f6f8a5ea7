import { INestApplication, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { z } from 'zod';
import {
  AnswersRequest,
  AppException,
  BusClient,
  BusContractError,
  BusController,
  commonEnv,
  createHttpApp,
  currentCorrelationId,
  defineRequest,
  DrainingNatsServer,
  InProcessBroker,
  InProcessServer,
  loadConfig,
  rootModule,
  runWithCorrelationId,
  serviceEnv,
} from '@site/platform';
import { NATS_URL, uniqueName } from '../support/nats';

// One suite, both adapters of the BusClient port: typed contracts, request/reply, errors, timeouts, correlation ids.
const prefix = uniqueName('contract').toLowerCase();
const anything = z.record(z.string(), z.unknown());
const ECHO = defineRequest({
  subject: `${prefix}.echo`,
  request: anything,
  reply: z.object({ payload: z.unknown(), correlationId: z.string().optional() }),
});
const FAIL = defineRequest({ subject: `${prefix}.fail`, request: anything, reply: z.never() });
const SLOW = defineRequest({ subject: `${prefix}.slow`, request: anything, reply: z.string() });
const NOBODY = defineRequest({ subject: `${prefix}.nobody`, request: anything, reply: z.unknown() });
/** Answered with `@AnswersRequest`: the handler sees only requests that match the contract. */
const DOUBLE = defineRequest({
  subject: `${prefix}.double`,
  request: z.object({ n: z.number().int().min(1), times: z.number().int().default(2) }),
  reply: z.object({ result: z.number() }),
});
/** The same subject as an outdated asker sees it: it sends what the answering side refuses. */
const DOUBLE_OUTDATED = defineRequest({ subject: DOUBLE.subject, request: anything, reply: z.unknown() });
/** Answered by a raw handler that records every message reaching it and replies with what breaks the contract. */
const LIAR = defineRequest({
  subject: `${prefix}.liar`,
  request: z.object({ n: z.number() }),
  reply: z.object({ result: z.number() }),
});
const doubled: unknown[] = [];
const reachedLiar: unknown[] = [];

@BusController()
class ContractHandlers {
  @AnswersRequest(ECHO)
  echo(payload: Record<string, unknown>) {
    return { payload, correlationId: currentCorrelationId() };
  }

  @AnswersRequest(FAIL)
  fail(): never {
    throw new AppException(409, 'CONTRACT_CONFLICT', 'Already there.');
  }

  @AnswersRequest(SLOW)
  async slow() {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return 'late';
  }

  @AnswersRequest(DOUBLE)
  double(request: { n: number; times: number }) {
    doubled.push(request);
    return { result: request.n * request.times };
  }

  @MessagePattern(LIAR.subject)
  liar(@Payload() payload: unknown) {
    reachedLiar.push(payload);
    return { result: 'not a number' };
  }
}

@Module({ controllers: [ContractHandlers] })
class ContractModule {}

async function standaloneApp(): Promise<INestApplication> {
  const config = loadConfig(commonEnv, { LOG_LEVEL: 'warn', BUS_REQUEST_TIMEOUT_MS: '500' });
  const app = await createHttpApp(
    rootModule({ serviceName: 'contract', mode: 'standalone', config }, [ContractModule]),
  );
  app.connectMicroservice(
    { strategy: new InProcessServer(app.get(InProcessBroker)) },
    { inheritAppConfig: true },
  );
  await app.startAllMicroservices();
  await app.init();
  return app;
}

async function distributedApp(): Promise<INestApplication> {
  const config = loadConfig(serviceEnv(0), { LOG_LEVEL: 'warn', NATS_URL, BUS_REQUEST_TIMEOUT_MS: '500' });
  const app = await createHttpApp(
    rootModule({ serviceName: 'contract', mode: 'distributed', config }, [ContractModule]),
  );
  app.connectMicroservice(
    { strategy: new DrainingNatsServer({ servers: [NATS_URL], queue: 'contract' }) },
    { inheritAppConfig: true },
  );
  await app.startAllMicroservices();
  await app.init();
  return app;
}

describe.each([
  ['in-process', standaloneApp],
  ['NATS', distributedApp],
])('BusClient contract: %s', (_name, start) => {
  let app: INestApplication;
  let bus: BusClient;

  beforeAll(async () => {
    app = await start();
    bus = app.get(BusClient);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('answers a request with the handler result, the payload copied as JSON', async () => {
    const answer = await bus.request(ECHO, { when: new Date('2026-01-02T03:04:05Z'), n: 1 });
    expect(answer.payload).toEqual({ when: '2026-01-02T03:04:05.000Z', n: 1 });
  });

  it('runs the handler inside the caller correlation id', async () => {
    const answer = await runWithCorrelationId('contract-corr-1', () => bus.request(ECHO, {}));
    expect(answer.correlationId).toBe('contract-corr-1');
  });

  it('brings back the status, code and detail of an error the handler raised', async () => {
    await expect(bus.request(FAIL, {})).rejects.toMatchObject({
      status: 409,
      code: 'CONTRACT_CONFLICT',
      detail: 'Already there.',
    });
  });

  it('gives up after the request timeout with BUS_TIMEOUT', async () => {
    await expect(bus.request(SLOW, {}, { timeoutMs: 300 })).rejects.toMatchObject({
      status: 504,
      code: 'BUS_TIMEOUT',
    });
  });

  it('fails a request nobody answers instead of hanging', async () => {
    await expect(bus.request(NOBODY, {}, { timeoutMs: 300 })).rejects.toBeInstanceOf(AppException);
  });

  it('hands the handler the validated request, defaults applied, and the asker the validated reply', async () => {
    doubled.length = 0;
    await expect(bus.request(DOUBLE, { n: 21 })).resolves.toEqual({ result: 42 });
    expect(doubled).toEqual([{ n: 21, times: 2 }]);
  });

  it('refuses a payload that breaks the contract before sending it', async () => {
    reachedLiar.length = 0;
    const refused = bus.request(LIAR, { n: 'one' as unknown as number });
    await expect(refused).rejects.toBeInstanceOf(BusContractError);
    await expect(refused).rejects.toMatchObject({
      status: 500,
      code: 'BUS_CONTRACT_VIOLATION',
      subject: LIAR.subject,
      stage: 'request',
      issues: [expect.objectContaining({ path: 'n' })],
    });
    // a request that was sent reaches the handler: the refused one did not
    await expect(bus.request(LIAR, { n: 1 })).rejects.toBeInstanceOf(BusContractError);
    expect(reachedLiar).toEqual([{ n: 1 }]);
  });

  it('refuses a reply that breaks the contract on arrival', async () => {
    await expect(bus.request(LIAR, { n: 1 })).rejects.toMatchObject({
      name: 'BusContractError',
      status: 502,
      code: 'BUS_CONTRACT_VIOLATION',
      subject: LIAR.subject,
      stage: 'reply',
      issues: [expect.objectContaining({ path: 'result' })],
    });
  });

  it('answers a request that breaks the contract with VALIDATION_FAILED, without running the handler', async () => {
    doubled.length = 0;
    await expect(bus.request(DOUBLE_OUTDATED, { n: 0 })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    expect(doubled).toEqual([]);
  });
});

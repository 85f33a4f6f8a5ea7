import { INestApplication, Module } from '@nestjs/common';
import { Ctx, EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  BusController,
  AppException,
  BusClient,
  commonEnv,
  createHttpApp,
  currentCorrelationId,
  DrainingNatsServer,
  InProcessBroker,
  InProcessServer,
  loadConfig,
  rootModule,
  runWithCorrelationId,
  serviceEnv,
} from '@site/platform';
import { NATS_URL, uniqueName } from '../support/nats';
import { waitFor } from '../support/wait';

// One suite, both adapters of the BusClient port: request/reply, errors, timeouts, events, correlation ids.
const prefix = uniqueName('contract').toLowerCase();
const ECHO = `${prefix}.echo`;
const FAIL = `${prefix}.fail`;
const SLOW = `${prefix}.slow`;
const HAPPENED = `${prefix}.happened`;
const events: { payload: unknown; correlationId?: string }[] = [];

@BusController()
class ContractHandlers {
  @MessagePattern(ECHO)
  echo(@Payload() payload: unknown, @Ctx() _ctx: unknown) {
    return { payload, correlationId: currentCorrelationId() };
  }

  @MessagePattern(FAIL)
  fail(): never {
    throw new AppException(409, 'CONTRACT_CONFLICT', 'Already there.');
  }

  @MessagePattern(SLOW)
  async slow() {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return 'late';
  }

  @EventPattern(HAPPENED)
  happened(@Payload() payload: unknown) {
    events.push({ payload, correlationId: currentCorrelationId() });
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

  beforeEach(() => {
    events.length = 0;
  });

  it('answers a request with the handler result, the payload copied as JSON', async () => {
    const answer = await bus.request<{ payload: unknown }>(ECHO, {
      when: new Date('2026-01-02T03:04:05Z'),
      n: 1,
    });
    expect(answer.payload).toEqual({ when: '2026-01-02T03:04:05.000Z', n: 1 });
  });

  it('runs the handler inside the caller correlation id', async () => {
    const answer = await runWithCorrelationId('contract-corr-1', () =>
      bus.request<{ correlationId: string }>(ECHO, {}),
    );
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
    await expect(bus.request(`${prefix}.nobody`, {}, { timeoutMs: 300 })).rejects.toBeInstanceOf(
      AppException,
    );
  });

  it('delivers an event to its listener with the correlation id', async () => {
    await runWithCorrelationId('contract-corr-2', () => bus.emit(HAPPENED, { id: 7 }));
    await waitFor(() => (events.length ? true : undefined), 5000, 'the event');
    expect(events).toEqual([{ payload: { id: 7 }, correlationId: 'contract-corr-2' }]);
  });
});

import type { Type } from '@nestjs/common';
import { PARAMTYPES_METADATA, SELF_DECLARED_DEPS_METADATA } from '@nestjs/common/constants';
import {
  BusClient,
  commonEnv,
  loadConfig,
  PLATFORM_CONFIG,
  type PlatformConfig,
  WorkQueue,
} from '@site/platform';
import { FAVOURITES_CLOCK } from '../../services/favourites/src/services/favourite.service';
import { FavouriteRepository } from '../../services/favourites/src/repositories/favourite.repository';
import { MAILER_CONFIG, type MailerConfig, mailerEnv } from '../../services/mailer/src/mailer.env';
import { OutboxRepository } from '../../services/mailer/src/repositories/outbox.repository';
import { CONTACT_CLOCK } from '../../services/mailer/src/services/contact.service';
import { MailTransport } from '../../services/mailer/src/services/mail-transport';
import { ProfileRepository } from '../../services/profile/src/repositories/profile.repository';
import { PROFILE_CLOCK } from '../../services/profile/src/services/profile.service';
import { FakeBusClient } from './fakes/fake-bus-client';
import { FakeClock } from './fakes/fake-clock';
import { FakeFavouriteRepository } from './fakes/fake-favourite.repository';
import { FakeMailTransport } from './fakes/fake-mail-transport';
import { FakeOutboxRepository } from './fakes/fake-outbox.repository';
import { FakeProfileRepository } from './fakes/fake-profile.repository';
import { FakeWorkQueue } from './fakes/fake-work-queue';

/** Every port a service may inject, as an in-memory fake a test can look into. */
export interface TestPorts {
  readonly config: PlatformConfig;
  readonly mailerConfig: MailerConfig;
  readonly clock: FakeClock;
  readonly bus: FakeBusClient;
  readonly queue: FakeWorkQueue;
  readonly outbox: FakeOutboxRepository;
  readonly transport: FakeMailTransport;
  readonly profiles: FakeProfileRepository;
  readonly favourites: FakeFavouriteRepository;
}

export interface TestServiceOptions {
  /** Environment variables the configuration is read from (defaults for the rest), e.g. `{ BUS_MAX_ATTEMPTS: '2' }`. */
  readonly env?: Readonly<Record<string, string>>;
  /** Fakes to use instead of fresh ones (e.g. an outbox filled before the service starts). */
  readonly ports?: Partial<TestPorts>;
}

const clockOf = (ports: TestPorts) => () => ports.clock.now();

/** Which fake stands in for each injection token (a class for typed parameters, a symbol for `@Inject`). */
const FAKE_FOR = new Map<unknown, (ports: TestPorts) => unknown>([
  [PLATFORM_CONFIG, (ports) => ports.config],
  [MAILER_CONFIG, (ports) => ports.mailerConfig],
  [BusClient, (ports) => ports.bus],
  [WorkQueue, (ports) => ports.queue],
  [OutboxRepository, (ports) => ports.outbox],
  [MailTransport, (ports) => ports.transport],
  [ProfileRepository, (ports) => ports.profiles],
  [FavouriteRepository, (ports) => ports.favourites],
  [CONTACT_CLOCK, clockOf],
  [PROFILE_CLOCK, clockOf],
  [FAVOURITES_CLOCK, clockOf],
]);

function tokensOf(Service: Type<unknown>): unknown[] {
  const types: unknown[] = Reflect.getMetadata(PARAMTYPES_METADATA, Service) ?? [];
  const declared: { index: number; param: unknown }[] =
    Reflect.getMetadata(SELF_DECLARED_DEPS_METADATA, Service) ?? [];
  const tokens = [...types];
  for (const { index, param } of declared) tokens[index] = param;
  return tokens;
}

/**
 * Builds a service as Nest would, from its constructor's injection tokens, with an in-memory fake for each port;
 * returns it as `sut` beside the fakes. A parameter nobody has a fake for fails here, naming it.
 */
export function newTestService<T>(
  Service: Type<T>,
  options: TestServiceOptions = {},
): TestPorts & { sut: T } {
  const env = { ...options.env };
  const config = options.ports?.config ?? loadConfig(commonEnv, env);
  const ports: TestPorts = {
    config,
    mailerConfig: loadConfig(mailerEnv, env),
    clock: new FakeClock(),
    bus: new FakeBusClient(),
    queue: new FakeWorkQueue(config.BUS_MAX_ATTEMPTS),
    outbox: new FakeOutboxRepository(),
    transport: new FakeMailTransport(),
    profiles: new FakeProfileRepository(),
    favourites: new FakeFavouriteRepository(),
    ...options.ports,
  };
  const args = tokensOf(Service).map((token, index) => {
    const fake = FAKE_FOR.get(token);
    if (!fake) {
      const name = typeof token === 'function' ? token.name : String(token);
      throw new Error(`newTestService: no fake for parameter ${index} (${name}) of ${Service.name}`);
    }
    return fake(ports);
  });
  return { ...ports, sut: new Service(...args) };
}

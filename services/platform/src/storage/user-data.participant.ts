import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy, Provider, Type } from '@nestjs/common';
import { AnswersRequest } from '../bus/answers-request.decorator';
import { WorkQueue, WorkSubscription } from '../bus/bus.port';
import { BusController } from '../bus/rpc-context.interceptor';
import {
  type ExportingService,
  USER_DATA_EXPORTS,
  type UserDataExport,
  type UserDataRequest,
} from '../contracts/user-data.contract';
import { startUserEraser } from './user-eraser';

/** The port a service implements to take part in the export and the erasure of a user's data. */
export interface UserDataRepository {
  /** Everything the service holds about the user, as plain JSON. */
  exportFor(userId: string): Promise<UserDataExport>;
  /** Removes all of it and says how many records there were; idempotent (an erasure event may come twice). */
  eraseFor(userId: string): Promise<number>;
}

export interface UserDataParticipantOptions {
  readonly service: ExportingService;
  /** The service's implementation of the port, an injectable class of its own module. */
  readonly repository: Type<UserDataRepository>;
}

/** What a service module adds to its `controllers` and `providers`. */
export interface UserDataParticipant {
  readonly controllers: Type<unknown>[];
  readonly providers: Provider[];
}

/**
 * Makes a service take part in `GET /api/users/me/export` and `DELETE /api/users/me`: it answers
 * `<service>.export` with `exportFor`, and its durable consumer of `user.erased` erases with `eraseFor` and
 * confirms. The service supplies only its repository; the parts live in the service's own module, so the
 * repository can inject that module's stores.
 */
export function userDataParticipant(options: UserDataParticipantOptions): UserDataParticipant {
  const { service, repository } = options;

  @BusController()
  class ExportController {
    constructor(@Inject(repository) private readonly data: UserDataRepository) {}

    @AnswersRequest(USER_DATA_EXPORTS[service])
    export(request: UserDataRequest): Promise<UserDataExport> {
      return this.data.exportFor(request.user_id);
    }
  }

  @Injectable()
  class Eraser implements OnApplicationBootstrap, OnModuleDestroy {
    private subscription?: WorkSubscription;

    constructor(
      @Inject(WorkQueue) private readonly queue: WorkQueue,
      @Inject(repository) private readonly data: UserDataRepository,
    ) {}

    async onApplicationBootstrap(): Promise<void> {
      this.subscription = await startUserEraser(this.queue, service, (userId) => this.data.eraseFor(userId));
    }

    async onModuleDestroy(): Promise<void> {
      await this.subscription?.stop();
    }
  }

  const name = service.replace(/(^|-)(\w)/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
  Object.defineProperty(ExportController, 'name', { value: `${name}ExportController` });
  Object.defineProperty(Eraser, 'name', { value: `${name}Eraser` });
  return { controllers: [ExportController], providers: [repository, Eraser] };
}

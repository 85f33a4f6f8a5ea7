import { MessagePattern } from '@nestjs/microservices';
import type { ParsedRequestOf, ReplyInputOf, RequestContract } from './bus.contract';

/** A handler of a contract's subject: it takes the validated request and returns what the reply schema accepts. */
export type RequestHandlerOf<C extends RequestContract> = (
  request: ParsedRequestOf<C>,
  // the message context (NatsContext or InProcessContext) follows the payload; no handler needs it typed
  ...rest: never[]
) => ReplyInputOf<C> | Promise<ReplyInputOf<C>>;

/**
 * Makes a method of a `@BusController()` answer the contract's subject. The incoming payload is validated with the
 * contract's request schema before the method runs (a ZodError: the asker gets 400 VALIDATION_FAILED naming the
 * fields), so the handler needs no `@Payload()` DTO: the contract is the one source of truth for both sides. The
 * compiler checks the method's parameter and return type against the contract.
 */
export function AnswersRequest<C extends RequestContract>(contract: C) {
  return <M extends RequestHandlerOf<C>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    const handler = descriptor.value;
    if (!handler) throw new Error(`@AnswersRequest(${contract.subject}) must decorate a method`);
    const validated = function (this: unknown, payload: unknown, ...rest: unknown[]) {
      return (handler as unknown as (...args: unknown[]) => unknown).call(
        this,
        contract.request.parse(payload),
        ...rest,
      );
    };
    // metadata that decorators below this one put on the method (guards, interceptors) stays with it
    for (const metadataKey of Reflect.getMetadataKeys(handler)) {
      Reflect.defineMetadata(metadataKey, Reflect.getMetadata(metadataKey, handler), validated);
    }
    Object.defineProperty(validated, 'name', { value: handler.name });
    descriptor.value = validated as unknown as M;
    MessagePattern(contract.subject)(target, key, descriptor);
  };
}

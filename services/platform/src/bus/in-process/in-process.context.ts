import { BaseRpcContext } from '@nestjs/microservices';

export type InProcessHeaders = ReadonlyMap<string, string>;

/** The in-process twin of NatsContext: the subject and the headers of the message being handled. */
export class InProcessContext extends BaseRpcContext<[string, InProcessHeaders]> {
  getSubject(): string {
    return this.args[0];
  }

  getHeaders(): InProcessHeaders {
    return this.args[1];
  }
}

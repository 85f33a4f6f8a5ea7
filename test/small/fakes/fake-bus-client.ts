import { BusClient, type RequestContract, type RequestOptions, toBusException } from '@site/platform';

type Responder = (payload: unknown) => unknown;

/**
 * Request/reply in memory: a test registers what each subject answers. The port validates the request and the
 * reply against the contract around this; a subject without a responder fails as on the real bus (no responders:
 * 503), and a payload is copied both ways, as it crosses a process boundary.
 */
export class FakeBusClient extends BusClient {
  readonly requests: { subject: string; payload: unknown }[] = [];
  private readonly responders = new Map<string, Responder>();

  /** Answers the contract's subject with what `responder` returns or throws (not checked here: the asker does). */
  reply(contract: RequestContract, responder: Responder): void {
    this.responders.set(contract.subject, responder);
  }

  /** Takes the responder of the contract away: requests to it fail as to a service that is down. */
  silence(contract: RequestContract): void {
    this.responders.delete(contract.subject);
  }

  protected async requestRaw(subject: string, payload: unknown, _options: RequestOptions): Promise<unknown> {
    const copy = structuredClone(payload);
    this.requests.push({ subject, payload: copy });
    const responder = this.responders.get(subject);
    try {
      if (!responder) throw new Error('no responders');
      return structuredClone(await responder(copy));
    } catch (error) {
      throw toBusException(subject, error, 0);
    }
  }
}

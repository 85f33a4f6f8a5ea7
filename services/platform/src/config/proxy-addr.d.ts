// proxy-addr (Express's `trust proxy`) ships no types: the part of its API the platform uses.
declare module 'proxy-addr' {
  import type { IncomingMessage } from 'node:http';

  type TrustFunction = (address: string, hop: number) => boolean;

  /** The client address: walks X-Forwarded-For from the socket peer while `trust` accepts the hop. */
  function proxyaddr(req: IncomingMessage, trust: TrustFunction): string;
  namespace proxyaddr {
    /** The socket peer, then the forwarded addresses, up to and including the first one not trusted. */
    function all(req: IncomingMessage, trust?: TrustFunction): string[];
    /** Trusts the listed addresses, CIDR ranges and names (loopback, linklocal, uniquelocal); throws on bad ones. */
    function compile(value: string | string[]): TrustFunction;
  }
  export = proxyaddr;
}

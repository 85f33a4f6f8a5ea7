// The client's address with Express's `trust proxy` semantics (proxy-addr), so that the edge and the services
// behind it, which run on Express, read X-Forwarded-For the same way: only from peers they trust.
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/**
 * `false`: the socket peer is the client; a number: that many proxies in front are trusted; a list: peers at
 * these addresses or CIDR ranges (`loopback`, `linklocal`, `uniquelocal` as in Express) are trusted.
 */
export type TrustProxySetting = false | number | readonly string[];

export type TrustFunction = (address: string, hop: number) => boolean;

/** The setting as a function, as Express compiles `trust proxy` (throws on a bad address). */
export function compileTrustProxy(setting: TrustProxySetting): TrustFunction {
  if (setting === false) {
    return () => false;
  }
  if (typeof setting === 'number') {
    return (_address, hop) => hop < setting;
  }
  return proxyaddr.compile([...setting]);
}

/** The client: the socket peer, or the nearest address in X-Forwarded-For that a trusted peer forwarded. */
export function clientAddressOf(req: IncomingMessage, trust: TrustFunction): string {
  if (req.socket.remoteAddress === undefined) {
    return '';
  }
  return proxyaddr(req, trust).replace(/^::ffff:/, '');
}

/**
 * What the edge forwards as X-Forwarded-For: the client it keyed on, the trusted proxies after it and its own
 * peer, left to right. Addresses a client wrote beyond that are dropped (Kong forwards them), so a service that
 * trusts the edge never sees an address the edge did not believe.
 */
export function forwardedChainOf(req: IncomingMessage, trust: TrustFunction): string[] {
  if (req.socket.remoteAddress === undefined) {
    return [];
  }
  return proxyaddr
    .all(req, trust)
    .reverse()
    .map((address) => address.replace(/^::ffff:/, ''));
}

/**
 * TRUST_PROXY of the services behind the local edge: the edge, which connects from this machine, and every
 * proxy the edge trusts; with the chain the edge forwards (forwardedChainOf) they reach the client the edge
 * keyed on.
 */
export function trustProxyBehindEdge(setting: TrustProxySetting): string {
  if (setting === false) {
    return '1';
  }
  if (typeof setting === 'number') {
    return String(setting + 1);
  }
  return ['loopback', ...setting].join(',');
}

import type { IncomingMessage } from 'node:http';
import { clientAddressOf, compileTrustProxy, forwardedChainOf, trustProxyBehindEdge } from './trust-proxy';

function from(peer: string, forwardedFor?: string): IncomingMessage {
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  return { socket: { remoteAddress: peer }, headers } as unknown as IncomingMessage;
}

describe('clientAddressOf', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    const trust = compileTrustProxy(false);

    expect(clientAddressOf(from('203.0.113.7', '198.51.100.1'), trust)).toBe('203.0.113.7');
  });

  it('takes the address a trusted peer forwarded, and stops at the first peer it does not trust', () => {
    const trust = compileTrustProxy(['10.0.0.0/8']);

    expect(clientAddressOf(from('10.0.0.5', '203.0.113.7'), trust)).toBe('203.0.113.7');
    expect(clientAddressOf(from('10.0.0.5', '198.51.100.1, 203.0.113.7, 10.0.0.4'), trust)).toBe(
      '203.0.113.7',
    );
    expect(clientAddressOf(from('192.0.2.1', '203.0.113.7'), trust)).toBe('192.0.2.1');
  });

  it('trusts that many hops with a count, whatever their addresses', () => {
    const trust = compileTrustProxy(1);

    expect(clientAddressOf(from('192.0.2.1', '198.51.100.1, 203.0.113.7'), trust)).toBe('203.0.113.7');
  });

  it('shows an IPv4-mapped peer as IPv4 and matches it against IPv4 ranges', () => {
    const trust = compileTrustProxy(['loopback']);

    expect(clientAddressOf(from('::ffff:127.0.0.1'), trust)).toBe('127.0.0.1');
    expect(clientAddressOf(from('::ffff:127.0.0.1', '203.0.113.7'), trust)).toBe('203.0.113.7');
  });

  it('refuses an address that is not one', () => {
    expect(() => compileTrustProxy(['10.0.0.300'])).toThrow(/10\.0\.0\.300/);
  });
});

describe('trustProxyBehindEdge', () => {
  it('makes the services trust the edge and every proxy the edge trusts', () => {
    expect(trustProxyBehindEdge(false)).toBe('1');
    expect(trustProxyBehindEdge(2)).toBe('3');
    expect(trustProxyBehindEdge(['10.0.0.5', '10.1.0.0/16'])).toBe('loopback,10.0.0.5,10.1.0.0/16');
  });

  it('lets a service behind the edge reach the client the edge keyed on, whatever the client wrote', () => {
    for (const setting of [false, 1, ['10.0.0.5']] as const) {
      const edgeTrust = compileTrustProxy(setting);
      const atEdge = from('10.0.0.5', '198.51.100.66, 203.0.113.7');
      const serviceSetting = trustProxyBehindEdge(setting);
      const serviceTrust = compileTrustProxy(
        /^\d+$/.test(serviceSetting) ? Number(serviceSetting) : serviceSetting.split(','),
      );
      const atService = from('127.0.0.1', forwardedChainOf(atEdge, edgeTrust).join(', '));

      expect(clientAddressOf(atService, serviceTrust)).toBe(clientAddressOf(atEdge, edgeTrust));
    }
  });

  it('forwards only the part of X-Forwarded-For the edge trusts, then its peer', () => {
    const atEdge = from('10.0.0.5', '198.51.100.66, 203.0.113.7');

    expect(forwardedChainOf(atEdge, compileTrustProxy(['10.0.0.5']))).toEqual(['203.0.113.7', '10.0.0.5']);
    expect(forwardedChainOf(atEdge, compileTrustProxy(false))).toEqual(['10.0.0.5']);
  });
});

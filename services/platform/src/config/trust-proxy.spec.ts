import { envVar, loadConfig } from './env';
import { commonEnv } from './platform.config';
import { trustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  const shape = { TRUST_PROXY: envVar(trustProxy, 'test', { default: 'false' }) };
  const load = (value?: string) => loadConfig(shape, { TRUST_PROXY: value }).TRUST_PROXY;

  it('trusts no proxy by default', () => {
    expect(load()).toBe(false);
    expect(loadConfig(commonEnv, {}).TRUST_PROXY).toBe(false);
  });

  it('reads a hop count, 0 meaning none', () => {
    expect(load('1')).toBe(1);
    expect(load('0')).toBe(false);
  });

  it('reads addresses, CIDR ranges and the named ranges of Express', () => {
    expect(load('loopback, 10.0.0.0/8,2001:db8::1')).toEqual(['loopback', '10.0.0.0/8', '2001:db8::1']);
  });

  it.each([
    ['true', /TRUST_PROXY must not be true/],
    ['proxy.example', /TRUST_PROXY must be false, a hop count or addresses\/CIDRs .*proxy\.example/],
    ['10.0.0.0/33', /TRUST_PROXY must be false, a hop count or addresses\/CIDRs .*10\.0\.0\.0\/33/],
  ])('refuses %s at start-up, naming the variable', (value, message) => {
    expect(() => load(value)).toThrow(message);
  });
});

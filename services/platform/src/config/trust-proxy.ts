import proxyaddr from 'proxy-addr';
import { z } from 'zod';

/**
 * Which peers may name the client in X-Forwarded-For, as Express's `trust proxy` understands it: `false` (the
 * socket peer is the client), a hop count (that many proxies in front of this process), or the addresses and
 * CIDR ranges of the proxies (`loopback`, `linklocal`, `uniquelocal` name proxy-addr's ranges).
 */
export type TrustProxy = false | number | readonly string[];

/** TRUST_PROXY: `false`, a hop count, or a comma-separated list of addresses/CIDRs; `true` is refused. */
export const trustProxy = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim();
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  if (value === 'true') {
    // Express's `true` takes the left-most X-Forwarded-For address, which any client can write.
    ctx.addIssue({
      code: 'custom',
      message: 'must not be true (any client could choose its address): give a hop count or the proxies',
    });
    return z.NEVER;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return false;
  try {
    proxyaddr.compile(entries);
  } catch (error) {
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a hop count or addresses/CIDRs (${(error as Error).message})`,
    });
    return z.NEVER;
  }
  return entries;
});

import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { readJson, writeJsonAtomic } from './json-file';

export interface ProviderKeys {
  /** Private RS256 signing keys as JWKs, newest first. */
  readonly jwks: { keys: Record<string, unknown>[] };
  /** Keys that sign the provider's cookies. */
  readonly cookieKeys: string[];
}

/**
 * The provider's signing and cookie keys, created once and kept under the data folder, so tokens and sessions
 * stay valid across restarts.
 */
export function loadOrCreateKeys(dataDir: string): ProviderKeys {
  const path = join(dataDir, 'keys.json');
  const existing = readJson<ProviderKeys>(path);
  if (existing?.jwks?.keys?.length && existing.cookieKeys?.length) return existing;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  const keys: ProviderKeys = { jwks: { keys: [jwk] }, cookieKeys: [randomBytes(32).toString('base64url')] };
  writeJsonAtomic(path, keys);
  return keys;
}

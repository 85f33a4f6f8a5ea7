import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** Hashes and checks passwords; one module, so a test can watch every verification. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

const KEY_LENGTH = 32;
// Node's defaults, written out: a dummy hash and every stored one cost the same to check.
const COST = { N: 16384, r: 8, p: 1 } as const;

function derive(password: string, salt: Buffer, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, length, COST, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** scrypt on libuv's thread pool (the event loop keeps serving while a password is checked). */
export const scryptHasher: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(16);
    return `scrypt$${salt.toString('base64url')}$${(await derive(password, salt, KEY_LENGTH)).toString('base64url')}`;
  },
  async verify(password, stored) {
    const [scheme, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64url');
    const actual = await derive(password, Buffer.from(salt, 'base64url'), expected.length);
    return timingSafeEqual(actual, expected);
  },
};

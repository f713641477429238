/** Password hashes: scrypt with a random salt, in a self-describing text form, checked in constant time. */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const COST = 16_384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function scryptAsync(
  password: string,
  salt: Buffer,
  length: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function encode(salt: Buffer, key: Buffer): string {
  return `scrypt$${COST}$${BLOCK_SIZE}$${PARALLELISM}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/**
 * Whether a password holds a NUL. scrypt keys HMAC-SHA256 with the password, and HMAC pads a key
 * shorter than its block with zero bytes: `secret` and `secret\0\0` would hash alike. No stored
 * password holds one, so a password with a NUL never signs in.
 */
function holdsNul(password: string): boolean {
  return password.includes('\0');
}

/** Hashes a password with scrypt and a random salt: `scrypt$N$r$p$salt$key`. */
export async function hashPassword(password: string): Promise<string> {
  if (holdsNul(password)) throw new Error('A password cannot hold a NUL character.');
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, {
    N: COST,
    r: BLOCK_SIZE,
    p: PARALLELISM,
  });
  return encode(salt, key);
}

/** A well-formed hash of no known password, compared against when no user matches. */
const decoyHash = encode(randomBytes(16), randomBytes(KEY_LENGTH));

/**
 * Checks a password against a stored hash in constant time. Pass `undefined` for an
 * unknown user: the same work is done, so timing does not reveal which e-mails exist.
 */
export async function verifyPassword(
  password: string,
  stored: string | undefined,
): Promise<boolean> {
  const parts = (stored ?? decoyHash).split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, cost, blockSize, parallelism, saltText, keyText] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = Buffer.from(keyText, 'base64url');
  if (expected.length === 0) return false;
  const N = Number(cost);
  const r = Number(blockSize);
  const p = Number(parallelism);
  if (![N, r, p].every(Number.isSafeInteger)) return false;
  const actual = await scryptAsync(password, Buffer.from(saltText, 'base64url'), expected.length, {
    N,
    r,
    p,
  });
  return stored !== undefined && timingSafeEqual(actual, expected) && !holdsNul(password);
}

/**
 * The device cookie: given to a browser when an account signs in on it, signed with the
 * server's key (kept in the database, so every process signs alike) over the account's e-mail
 * and a random nonce. A browser that brings it back for the same account is a device that has
 * signed in before, with a sign-in allowance of its own (login-limits.ts). HttpOnly, for HTTPS
 * under the `__Host-` prefix like the session cookie; it says nothing of the account it names.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { isHttps } from './session-cookie.ts';

export const DEVICE_COOKIE = 'zc_device';
export const SECURE_DEVICE_COOKIE = `__Host-${DEVICE_COOKIE}`;
/** How long a browser stays a known device of an account after its last sign-in there. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const KEY_NAME = 'device-cookie';
const keys = new WeakMap<Queryable, Buffer>();

/** The server's signing key, made once per database (the first process to need it wins). */
async function deviceKey(db: Queryable): Promise<Buffer> {
  const cached = keys.get(db);
  if (cached) return cached;
  await db.run('INSERT INTO server_keys (name, secret) VALUES (?, ?) ON CONFLICT DO NOTHING', [
    KEY_NAME,
    randomBytes(32).toString('base64url'),
  ]);
  const row = await db.get('SELECT secret FROM server_keys WHERE name = ?', [KEY_NAME]);
  const key = Buffer.from(String(row?.secret), 'base64url');
  keys.set(db, key);
  return key;
}

const sign = (key: Buffer, account: string, nonce: string) =>
  createHmac('sha256', key).update(`${account}|${nonce}`).digest('base64url');

/** The device cookie's value the browser sent (the `__Host-` one over HTTPS). */
function deviceCookieValue(request: FastifyRequest): string | undefined {
  return (
    request.cookies[SECURE_DEVICE_COOKIE] ??
    (isHttps(request) ? undefined : request.cookies[DEVICE_COOKIE])
  );
}

/**
 * The nonce of the request's device cookie when it was signed for this account (its e-mail in
 * normal form); undefined for no cookie, another account's, or a forged one.
 */
export async function knownDevice(
  db: Queryable,
  request: FastifyRequest,
  account: string,
): Promise<string | undefined> {
  const value = deviceCookieValue(request);
  const [nonce, signature, ...rest] = value?.split('.') ?? [];
  if (!nonce || !signature || rest.length > 0 || !/^[\w-]{22}$/.test(nonce)) return undefined;
  const expected = Buffer.from(sign(await deviceKey(db), account, nonce));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
}

/** Gives the browser a device cookie for the account (a new nonce unless it had one). */
export async function setDeviceCookie(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  account: string,
  nonce: string = randomBytes(16).toString('base64url'),
  secure: boolean = isHttps(request),
): Promise<void> {
  const signature = sign(await deviceKey(db), account, nonce);
  reply.setCookie(secure ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE, `${nonce}.${signature}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { retryWhileBusy } from '../../db/busy.ts';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../shared/http-errors.ts';
import type { RateLimitSetting } from '../index.ts';
import {
  type AccountLoginLimit,
  accountLockedFor,
  clearFailedLogins,
  createSession,
  deleteSession,
  findSessionUser,
  findUserByEmail,
  recordFailedLogin,
  type SessionTimes,
} from './accounts.ts';
import { MAX_PASSWORD_LENGTH, verifyPassword } from './passwords.ts';

/** The session cookie over plain HTTP (the local demo on `http://*.localhost`). */
export const SESSION_COOKIE = 'zc_session';
/**
 * The session cookie over HTTPS: the `__Host-` prefix makes browsers keep it only when it is
 * Secure, has Path=/ and no Domain, so no other host or plain-HTTP answer can set or shadow it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export interface AuthRoutesOptions {
  db: Database;
  /** Mark cookies Secure even for requests that did not arrive over HTTPS (COOKIE_SECURE=1). */
  secureCookies: boolean;
  sessionTimes: SessionTimes;
  loginRateLimit: RateLimitSetting;
  accountLoginLimit: AccountLoginLimit;
}

/**
 * Whether the request came over HTTPS: directly, or through a trusted proxy that says so in
 * `X-Forwarded-Proto` (Fastify reads it only from the proxies TRUST_PROXY names).
 */
export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/**
 * The session token the browser sent: the `__Host-` cookie, or over plain HTTP the plain one.
 * A plain cookie on an HTTPS request is ignored (a plain-HTTP answer could have planted it).
 */
export function sessionToken(request: FastifyRequest): string | undefined {
  return (
    request.cookies[SECURE_SESSION_COOKIE] ??
    (isHttps(request) ? undefined : request.cookies[SESSION_COOKIE])
  );
}

function isJson(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * `POST /auth/login` (JSON `{email, password}`), `GET /auth/session` (the signed-in user's
 * profile, or 401) and `POST /auth/logout`. Sessions live in the database, so every server
 * process on it knows them; so do the failed sign-ins counted per account.
 */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const { db, sessionTimes, accountLoginLimit } = options;
  const secure = (request: FastifyRequest) => options.secureCookies || isHttps(request);
  const cookieName = (request: FastifyRequest) =>
    secure(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

  app.post(
    '/auth/login',
    { config: { rateLimit: options.loginRateLimit } },
    async (request, reply) => {
      if (!isJson(request.headers['content-type'])) {
        throw new HttpError(415, 'Send the credentials as JSON.');
      }
      const body = request.body as Record<string, unknown> | null;
      const email = body && typeof body === 'object' ? body.email : undefined;
      const password = body && typeof body === 'object' ? body.password : undefined;
      if (
        typeof email !== 'string' ||
        typeof password !== 'string' ||
        email.length === 0 ||
        email.length > 254 ||
        password.length === 0 ||
        password.length > MAX_PASSWORD_LENGTH
      ) {
        throw new HttpError(400, 'Send an e-mail and a password.');
      }
      const account = email.trim();
      const lockedFor = await accountLockedFor(db, account, accountLoginLimit);
      if (lockedFor !== undefined) {
        reply.header('retry-after', String(lockedFor));
        throw new HttpError(429, 'Too many failed sign-ins for this account. Try again later.');
      }
      const user = await findUserByEmail(db, account);
      const valid = await verifyPassword(password, user?.passwordHash);
      if (!user || !valid) {
        await retryWhileBusy(() => recordFailedLogin(db, account, accountLoginLimit.windowMs));
        throw new HttpError(401, 'Wrong e-mail or password.');
      }

      const previous = sessionToken(request);
      const session = await retryWhileBusy(() =>
        db.transaction(async (tx) => {
          if (previous) await deleteSession(tx, previous);
          await clearFailedLogins(tx, account);
          return createSession(tx, user.profile.id, sessionTimes);
        }),
      );
      reply.setCookie(cookieName(request), session.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secure(request),
        expires: session.expiresAt,
      });
      return user.profile;
    },
  );

  app.get('/auth/session', async (request) => {
    const token = sessionToken(request);
    const profile = token ? await findSessionUser(db, token) : undefined;
    if (!profile) throw new HttpError(401, 'Not signed in.');
    return profile;
  });

  app.post('/auth/logout', async (request, reply) => {
    const type = request.headers['content-type'];
    if (type !== undefined && !isJson(type)) throw new HttpError(415, 'Send an empty JSON body.');
    const token = sessionToken(request);
    if (token) await retryWhileBusy(() => deleteSession(db, token));
    reply.clearCookie(cookieName(request), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secure(request),
    });
    return reply.code(204).send();
  });
}

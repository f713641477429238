import type { FastifyInstance } from 'fastify';
import { createSession, deleteSession, findSessionUser, findUserByEmail } from '../accounts.ts';
import { type Database, retryWhileBusy } from '../db.ts';
import { HttpError } from '../http-errors.ts';
import { MAX_PASSWORD_LENGTH, verifyPassword } from '../passwords.ts';
import type { RateLimitSetting } from './index.ts';

export const SESSION_COOKIE = 'zc_session';

export interface AuthRoutesOptions {
  db: Database;
  secureCookies: boolean;
  sessionLifetimeMs: number;
  loginRateLimit: RateLimitSetting;
}

function isJson(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * `POST /auth/login` (JSON `{email, password}`), `GET /auth/session` (the signed-in user's
 * profile, or 401) and `POST /auth/logout`. Sessions live in the database, so every server
 * process on it knows them.
 */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const { db, secureCookies, sessionLifetimeMs } = options;

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
      const user = await findUserByEmail(db, email.trim());
      const valid = await verifyPassword(password, user?.passwordHash);
      if (!user || !valid) throw new HttpError(401, 'Wrong e-mail or password.');

      const previous = request.cookies[SESSION_COOKIE];
      const session = await retryWhileBusy(() =>
        db.transaction(async (tx) => {
          if (previous) await deleteSession(tx, previous);
          return createSession(tx, user.profile.id, sessionLifetimeMs);
        }),
      );
      reply.setCookie(SESSION_COOKIE, session.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        expires: session.expiresAt,
      });
      return user.profile;
    },
  );

  app.get('/auth/session', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    const profile = token ? await findSessionUser(db, token) : undefined;
    if (!profile) throw new HttpError(401, 'Not signed in.');
    return profile;
  });

  app.post('/auth/logout', async (request, reply) => {
    const type = request.headers['content-type'];
    if (type !== undefined && !isJson(type)) throw new HttpError(415, 'Send an empty JSON body.');
    const token = request.cookies[SESSION_COOKIE];
    if (token) await retryWhileBusy(() => deleteSession(db, token));
    reply.clearCookie(SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
    });
    return reply.code(204).send();
  });
}

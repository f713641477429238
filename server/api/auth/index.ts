/**
 * Signing in and out: `POST /auth/login` (JSON `{email, password}`), `GET /auth/session` (the
 * signed-in user's profile, or 401) and `POST /auth/logout`. Sessions live in the database, so
 * every server process on it knows them; so do the failed sign-ins (login-limits.ts). A
 * successful sign-in also gives the browser the account's device cookie (device-cookie.ts).
 */
import {
  type FastifyPluginAsyncTypebox,
  Type,
  TypeBoxValidatorCompiler,
} from '@fastify/type-provider-typebox';
import { LoginBody, Profile } from '@zcomm/site-data/api/auth';
import { apiErrors, NoContent } from '@zcomm/site-data/api/errors';
import type { FastifyRequest } from 'fastify';
import { knownDevice, setDeviceCookie } from '../../auth/device-cookie.ts';
import {
  type AccountLoginLimit,
  type LoginAttempt,
  loginRefusal,
  recordLoginFailure,
  recordLoginSuccess,
} from '../../auth/login-limits.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import {
  isHttps,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  sessionToken,
} from '../../auth/session-cookie.ts';
import {
  createSession,
  deleteSession,
  findSessionUser,
  type SessionTimes,
} from '../../auth/sessions.ts';
import { findUserByEmail } from '../../auth/users.ts';
import { retryWhileBusy } from '../../db/busy.ts';
import type { RateLimitSetting } from '../../http/rate-limits.ts';
import { rateLimitKey } from '../../shared/client-address.ts';
import { emailKey } from '../../shared/email-key.ts';
import { HttpError } from '../../shared/http-errors.ts';
import { firstMessage } from '../../shared/schema-errors.ts';

export interface AuthRoutesOptions {
  /** Mark cookies Secure even for requests that did not arrive over HTTPS (COOKIE_SECURE=1). */
  secureCookies: boolean;
  sessionTimes: SessionTimes;
  loginRateLimit: RateLimitSetting;
  accountLoginLimit: AccountLoginLimit;
}

const JSON_TYPE = 'application/json';

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  const { db } = app;
  const { sessionTimes, accountLoginLimit } = options;
  const secure = (request: FastifyRequest) => options.secureCookies || isHttps(request);
  const cookieName = (request: FastifyRequest) =>
    secure(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

  app.post<{ Body: LoginBody }>(
    '/auth/login',
    {
      config: { rateLimit: options.loginRateLimit },
      schema: {
        // Only a JSON body is checked; any other is refused (415) before it is read.
        body: { content: { [JSON_TYPE]: { schema: LoginBody } } },
        response: { 200: Profile, ...apiErrors },
      },
      schemaErrorFormatter: (failures) =>
        new HttpError(400, firstMessage(LoginBody, failures) ?? 'Bad request.'),
    },
    async (request, reply) => {
      if (request.mediaType !== JSON_TYPE) {
        throw new HttpError(415, 'Send the credentials as JSON.');
      }
      const { email, password } = request.body;
      const account = emailKey(email);
      const attempt: LoginAttempt = {
        account,
        address: rateLimitKey(request.ip),
        device: await retryWhileBusy(() => knownDevice(db, request, account)),
      };
      const waitSeconds = await retryWhileBusy(() => loginRefusal(db, attempt, accountLoginLimit));
      if (waitSeconds !== undefined) {
        reply.header('retry-after', String(waitSeconds));
        throw new HttpError(429, 'Too many failed sign-ins for this account. Try again later.');
      }
      const user = await findUserByEmail(db, account);
      const valid = await verifyPassword(password, user?.passwordHash);
      if (!user || !valid) {
        await retryWhileBusy(() => recordLoginFailure(db, attempt, accountLoginLimit));
        throw new HttpError(401, 'Wrong e-mail or password.');
      }

      const previous = sessionToken(request);
      const session = await retryWhileBusy(() =>
        db.transaction(async (tx) => {
          if (previous) await deleteSession(tx, previous);
          await recordLoginSuccess(tx, attempt);
          return createSession(tx, user.profile.id, sessionTimes);
        }),
      );
      await setDeviceCookie(db, request, reply, account, attempt.device, secure(request));
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

  app.get(
    '/auth/session',
    { schema: { response: { 200: Profile, ...apiErrors } } },
    async (request) => {
      const token = sessionToken(request);
      const profile = token ? await findSessionUser(db, token) : undefined;
      if (!profile) throw new HttpError(401, 'Not signed in.');
      return profile;
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        headers: Type.Object({ 'content-type': Type.Optional(Type.String()) }),
        response: { 204: NoContent, ...apiErrors },
      },
    },
    async (request, reply) => {
      const type = request.headers['content-type'];
      if (type !== undefined && request.mediaType !== JSON_TYPE) {
        throw new HttpError(415, 'Send an empty JSON body.');
      }
      const token = sessionToken(request);
      if (token) await retryWhileBusy(() => deleteSession(db, token));
      reply.clearCookie(cookieName(request), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secure(request),
      });
      return reply.code(204).send();
    },
  );
};

/**
 * A crew list's organiser on another device. The organiser's rights live in an HttpOnly cookie
 * of the browser that started the list; an organiser link carries them to another one:
 *
 * - `POST /crew-lists/:id/organiser-link` (the organiser only): a new link, `/crew?list=<id>&
 *   organiser=<secret>` (a random 256-bit secret, shown once: only its SHA-256 hash is kept). A
 *   new link replaces the last one, whose devices lose the organiser's rights.
 * - `POST /crew-lists/:id/organiser` `{"secret": "…"}`: the device that opened the link gets the
 *   organiser cookie (`204`); a wrong, replaced or revoked secret is refused (`403`).
 * - `DELETE /crew-lists/:id/organiser-link` (the organiser only): revokes the link and every
 *   device that came in by it (`204`).
 *
 * The secret rides in the page's query string, which the server's request log never records.
 */
import {
  CREW_LIST_PAGE,
  CREW_LIST_PARAM,
  CREW_ORGANISER_PARAM,
} from '@zcomm/site-data/api/crew-lists';
import { apiErrors, NoContent } from '@zcomm/site-data/api/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { retryWhileBusy } from '../db/busy.ts';
import type { RateLimitSetting } from '../http/rate-limits.ts';
import { HttpError } from '../shared/http-errors.ts';
import { hashOf, newSecret, type StoredList, secretMatches } from './store.ts';

/** Whether a cookie's secret is the organiser's: the starting browser's, or the link's. */
export function isOrganiserSecret(secret: string | undefined, list: StoredList): boolean {
  return (
    secretMatches(secret, list.organiserHash) ||
    (list.organiserLinkHash !== null && secretMatches(secret, list.organiserLinkHash))
  );
}

const Params = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{24}$' }) });
const ClaimBody = Type.Object(
  { secret: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
const LinkAnswer = Type.Object({ url: Type.String() });

export interface OrganiserLinkOptions {
  config: { rateLimit: RateLimitSetting };
  onShop: (request: FastifyRequest) => Promise<void>;
  listOf: (request: FastifyRequest, id: string) => Promise<StoredList>;
  isOrganiser: (request: FastifyRequest, list: StoredList) => boolean;
  setOrganiserCookie: (
    request: FastifyRequest,
    reply: FastifyReply,
    list: StoredList,
    secret: string,
  ) => void;
}

const notOrganiser = () =>
  new HttpError(403, 'Only the organiser of this list can manage its organiser link.');

export async function organiserLinkRoutes(
  app: FastifyInstance,
  options: OrganiserLinkOptions,
): Promise<void> {
  const { db } = app;
  const route = { config: options.config, onRequest: options.onShop };
  const setLinkHash = (id: string, hash: string | null) =>
    retryWhileBusy(() =>
      db.run('UPDATE crew_lists SET organiser_link_hash = ? WHERE id = ?', [hash, id]),
    );

  app.post<{ Params: { id: string } }>(
    '/crew-lists/:id/organiser-link',
    { ...route, schema: { params: Params, response: { 201: LinkAnswer, ...apiErrors } } },
    async (request, reply) => {
      const list = await options.listOf(request, request.params.id);
      if (!options.isOrganiser(request, list)) throw notOrganiser();
      const secret = newSecret();
      await setLinkHash(list.id, hashOf(secret));
      request.log.info({ crewList: list.id }, 'Crew list: organiser link made');
      const query = new URLSearchParams({ [CREW_LIST_PARAM]: list.id });
      query.set(CREW_ORGANISER_PARAM, secret);
      return reply.code(201).send({ url: `${CREW_LIST_PAGE}?${query}` });
    },
  );

  app.post<{ Params: { id: string }; Body: { secret: string } }>(
    '/crew-lists/:id/organiser',
    {
      ...route,
      schema: { params: Params, body: ClaimBody, response: { 204: NoContent, ...apiErrors } },
    },
    async (request, reply) => {
      const list = await options.listOf(request, request.params.id);
      const { secret } = request.body;
      if (list.organiserLinkHash === null || !secretMatches(secret, list.organiserLinkHash)) {
        throw new HttpError(
          403,
          'This organiser link does not work: it may have been replaced or revoked. Ask the organiser for a new one.',
        );
      }
      options.setOrganiserCookie(request, reply, list, secret);
      request.log.info({ crewList: list.id }, 'Crew list: organiser link opened');
      return reply.code(204).send();
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/crew-lists/:id/organiser-link',
    { ...route, schema: { params: Params, response: { 204: NoContent, ...apiErrors } } },
    async (request, reply) => {
      const list = await options.listOf(request, request.params.id);
      if (!options.isOrganiser(request, list)) throw notOrganiser();
      await setLinkHash(list.id, null);
      request.log.info({ crewList: list.id }, 'Crew list: organiser link revoked');
      return reply.code(204).send();
    },
  );
}

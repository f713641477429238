/**
 * The crew-list routes, under `/api` on the shops' hosts only:
 * - `POST /crew-lists` starts a list (title, deadline, products) and gives its organiser an
 *   HttpOnly cookie holding the list's secret;
 * - `GET /crew-lists/:id` reads it: the tally by variant, the caller's own entry, and, for the
 *   organiser, every entry;
 * - `PUT /crew-lists/:id/entry` adds or changes the caller's own entry (their cookie), and
 *   `DELETE /crew-lists/:id/entry` removes it, both until the deadline;
 * - `DELETE /crew-lists/:id` erases the list (organiser only).
 * Each is rate limited per client address and checked by schema; the API's XSRF check applies.
 */

import {
  type FastifyPluginAsyncTypebox,
  TypeBoxValidatorCompiler,
} from '@fastify/type-provider-typebox';
import {
  CREW_LISTS_PATH,
  CrewEntryInput,
  CrewList,
  CrewListParams,
  crewListAddress,
  NewCrewList,
} from '@zcomm/site-data/api/crew-lists';
import { apiErrors, NoContent } from '@zcomm/site-data/api/errors';
import { tenants } from '@zcomm/site-data/tenants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { isHttps } from '../auth/session-cookie.ts';
import { retryWhileBusy } from '../db/busy.ts';
import type { RateLimitSetting } from '../http/rate-limits.ts';
import { intakeClientKey } from '../leads/intake.ts';
import { HttpError } from '../shared/http-errors.ts';
import { messageOf, propertyOf, type SchemaFailure } from '../shared/schema-errors.ts';
import { isOrganiserSecret, organiserLinkRoutes } from './organiser-link.ts';
import { CREW_LIST_SWEEP_INTERVAL_MS, type CrewListSettings } from './settings.ts';
import {
  closingTime,
  createList,
  deadlineProblem,
  eraseExpiredLists,
  eraseList,
  findList,
  listView,
  type MemberKey,
  memberKeyText,
  readMemberKey,
  removeEntry,
  type StoredList,
  saveEntry,
} from './store.ts';

export interface CrewListRoutesOptions {
  secureCookies: boolean;
  rateLimit: RateLimitSetting;
  settings: CrewListSettings;
}

const JSON_TYPE = 'application/json';
const DAY_MS = 24 * 60 * 60_000;

/** The sites that have a shop: the only hosts crew lists answer on. */
const shopSites: ReadonlySet<string> = new Set(
  tenants.flatMap((tenant) => ('shop' in tenant ? [tenant.id] : [])),
);

/** The organiser's cookie and a member's, one per list, sent to that list's API path only. */
export const organiserCookie = (id: string) => `crew-organiser-${id}`;
export const memberCookie = (id: string) => `crew-member-${id}`;
const cookiePath = (id: string) => `/api${CREW_LISTS_PATH}/${id}`;

const CreatedList = Type.Object({ id: Type.String(), url: Type.String() });

/** A body's schema failures as the API answers them: each field with its message. */
function fieldErrors(schema: Parameters<typeof messageOf>[0], properties: readonly string[]) {
  return (failures: SchemaFailure[], part: string) => {
    if (part === 'params') return new HttpError(404, 'No crew list has this link.');
    const fields: Record<string, string> = {};
    for (const name of properties) {
      const failure = failures.find((candidate) => propertyOf(candidate) === name);
      const message = failure && messageOf(schema, failure);
      if (message) fields[name] = message;
    }
    return Object.keys(fields).length > 0
      ? new HttpError(400, 'Some fields need attention.', fields)
      : new HttpError(400, 'Send only the fields the list asks for.');
  };
}

/** What every crew-list route asks: the host, the list the path names, the caller's cookies. */
interface CrewListAccess {
  config: { rateLimit: RateLimitSetting };
  /** Crew lists live on the shops' hosts only. */
  onShop: (request: FastifyRequest) => Promise<void>;
  /** The list the path names on this host, or a 404. */
  listOf: (request: FastifyRequest, id: string) => Promise<StoredList>;
  isOrganiser: (request: FastifyRequest, list: StoredList) => boolean;
  memberOf: (request: FastifyRequest, list: StoredList) => MemberKey | undefined;
  /** Sets a list's cookie until the list is erased. */
  setListCookie: (
    request: FastifyRequest,
    reply: FastifyReply,
    name: string,
    value: string,
    list: { id: string; deadline: string },
  ) => void;
}

/** The crew-list routes' access, on this server's database and with its cookie settings. */
function crewListAccess(app: FastifyInstance, options: CrewListRoutesOptions): CrewListAccess {
  const { db } = app;
  const secure = (request: FastifyRequest) => options.secureCookies || isHttps(request);
  return {
    config: { rateLimit: options.rateLimit },
    onShop: async (request) => {
      if (!request.site || !shopSites.has(request.site)) throw new HttpError(404, 'Not found.');
    },
    listOf: async (request, id) => {
      const list = await findList(db, id, request.site ?? '');
      if (!list) throw new HttpError(404, 'No crew list has this link.');
      return list;
    },
    isOrganiser: (request, list) =>
      isOrganiserSecret(request.cookies[organiserCookie(list.id)], list),
    memberOf: (request, list) => readMemberKey(request.cookies[memberCookie(list.id)]),
    setListCookie: (request, reply, name, value, list) => {
      const erasedAt = closingTime(list.deadline) + options.settings.retentionDays * DAY_MS;
      reply.setCookie(name, value, {
        path: cookiePath(list.id),
        httpOnly: true,
        sameSite: 'strict',
        secure: secure(request),
        maxAge: Math.max(60, Math.ceil((erasedAt - Date.now()) / 1000)),
      });
    },
  };
}

/** Lists are erased `retentionDays` after their deadline: at start, then every hour. */
function sweepExpiredLists(app: FastifyInstance, settings: CrewListSettings): void {
  const sweep = async () => {
    try {
      const erased = await retryWhileBusy(() => eraseExpiredLists(app.db, settings.retentionDays));
      if (erased > 0) app.log.info({ erased }, 'Crew lists: erased lists past their deadline');
    } catch (error) {
      app.log.error({ err: error }, 'Crew lists: the sweep failed; trying again later');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(
      () => void sweep(),
      settings.sweepIntervalMs ?? CREW_LIST_SWEEP_INTERVAL_MS,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

/** The options of a route on one list (`/crew-lists/:id…`) that takes no body. */
function onList(
  access: CrewListAccess,
  response: { 200: typeof CrewList } | { 204: typeof NoContent },
) {
  return {
    config: access.config,
    onRequest: access.onShop,
    schema: { params: CrewListParams, response: { ...response, ...apiErrors } },
    schemaErrorFormatter: fieldErrors(CrewListParams, []),
  };
}

/** A member's own entry: `PUT /crew-lists/:id/entry` adds or changes it, `DELETE` removes it. */
function entryRoutes(app: FastifyInstance, access: CrewListAccess): void {
  const { db } = app;
  const { config, onShop, listOf, isOrganiser, memberOf, setListCookie } = access;

  app.put<{ Params: CrewListParams; Body: CrewEntryInput }>(
    `${CREW_LISTS_PATH}/:id/entry`,
    {
      config,
      onRequest: onShop,
      schema: {
        params: CrewListParams,
        body: { content: { [JSON_TYPE]: { schema: CrewEntryInput } } },
        response: { 200: CrewList, 201: CrewList, ...apiErrors },
      },
      schemaErrorFormatter: fieldErrors(CrewEntryInput, ['name', 'variantId']),
    },
    async (request, reply) => {
      const list = await listOf(request, request.params.id);
      const { key, created } = await retryWhileBusy(() =>
        saveEntry(db, list, request.body, memberOf(request, list)),
      );
      setListCookie(request, reply, memberCookie(list.id), memberKeyText(key), list);
      const view = await listView(db, list, { organiser: isOrganiser(request, list), member: key });
      return reply.code(created ? 201 : 200).send(view);
    },
  );

  app.delete<{ Params: CrewListParams }>(
    `${CREW_LISTS_PATH}/:id/entry`,
    onList(access, { 204: NoContent }),
    async (request, reply) => {
      const list = await listOf(request, request.params.id);
      const removed = await retryWhileBusy(() => removeEntry(db, list, memberOf(request, list)));
      if (!removed) throw new HttpError(404, 'You have no entry on this list.');
      reply.clearCookie(memberCookie(list.id), { path: cookiePath(list.id) });
      return reply.code(204).send();
    },
  );
}

export const crewListRoutes: FastifyPluginAsyncTypebox<CrewListRoutesOptions> = async (
  app,
  options,
) => {
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  const { db } = app;
  const { settings } = options;
  const access = crewListAccess(app, options);
  const { config, onShop, listOf, isOrganiser, memberOf, setListCookie } = access;
  sweepExpiredLists(app, settings);

  app.post<{ Body: NewCrewList }>(
    CREW_LISTS_PATH,
    {
      config,
      onRequest: onShop,
      schema: {
        body: { content: { [JSON_TYPE]: { schema: NewCrewList } } },
        response: { 201: CreatedList, ...apiErrors },
      },
      schemaErrorFormatter: fieldErrors(NewCrewList, ['title', 'deadline', 'products']),
    },
    async (request, reply) => {
      const problem = deadlineProblem(request.body.deadline);
      if (problem) throw new HttpError(400, 'Some fields need attention.', { deadline: problem });
      const { id, organiserKey } = await retryWhileBusy(() =>
        createList(db, request.site ?? '', request.body, {
          client: intakeClientKey(request.ip),
          perClientPerDay: settings.perClientPerDay,
        }),
      );
      setListCookie(request, reply, organiserCookie(id), organiserKey, {
        id,
        deadline: request.body.deadline,
      });
      request.log.info({ crewList: id }, 'Crew list started');
      return reply.code(201).send({ id, url: crewListAddress(id) });
    },
  );

  await app.register(organiserLinkRoutes, {
    config,
    onShop,
    listOf,
    isOrganiser,
    setOrganiserCookie: (request, reply, list, secret) =>
      setListCookie(request, reply, organiserCookie(list.id), secret, list),
  });

  app.get<{ Params: CrewListParams }>(
    `${CREW_LISTS_PATH}/:id`,
    onList(access, { 200: CrewList }),
    async (request) => {
      const list = await listOf(request, request.params.id);
      return listView(db, list, {
        organiser: isOrganiser(request, list),
        member: memberOf(request, list),
      });
    },
  );

  entryRoutes(app, access);

  app.delete<{ Params: CrewListParams }>(
    `${CREW_LISTS_PATH}/:id`,
    onList(access, { 204: NoContent }),
    async (request, reply) => {
      const list = await listOf(request, request.params.id);
      if (!isOrganiser(request, list)) {
        throw new HttpError(403, 'Only the organiser who started this list can erase it.');
      }
      await retryWhileBusy(() => eraseList(db, list.id));
      request.log.info({ crewList: list.id }, 'Crew list erased by its organiser');
      reply.clearCookie(organiserCookie(list.id), { path: cookiePath(list.id) });
      return reply.code(204).send();
    },
  );
};

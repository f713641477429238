/**
 * What staff write on a lead: `POST /submissions/:id/replies` (a reply e-mailed to its
 * submitter through the outbox; 409 with the other answer when the lead was answered in the
 * last 10 minutes, unless it says `"confirm": true`), `POST /submissions/:id/replied` (a reply sent by other means,
 * recorded) and `POST /submissions/:id/notes` (an internal note, never sent). Each takes JSON
 * only, checks and bounds its text, and answers with the lead as `GET` does.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiErrors } from '@zcomm/site-data/api/errors';
import {
  LeadDetail,
  LeadParams,
  MarkRepliedBody,
  NoteBody,
  type RecentReply,
  ReplyBody,
  ReplyConflict,
} from '@zcomm/site-data/api/inbox';
import { MAX_NOTE_LENGTH, MAX_REPLY_LENGTH } from '@zcomm/site-data/api/inbox-states';
import { retryWhileBusy } from '../../db/busy.ts';
import { messageText } from '../../leads/message-text.ts';
import { addNote, markReplied, queueReply } from '../../leads/messages.ts';
import type { LeadView } from '../../leads/views.ts';
import { HttpError } from '../../shared/http-errors.ts';
import { firstMessage, propertyOf, type SchemaFailure } from '../../shared/schema-errors.ts';
import { staffOf } from './access.ts';
import { leadAnswer, notFound, paramsError } from './lead.ts';

const JSON_TYPE = 'application/json';

const minutesAgo = (at: string) => {
  const minutes = Math.max(0, Math.round((Date.now() - Date.parse(at)) / 60_000));
  return minutes < 1
    ? 'less than a minute ago'
    : minutes === 1
      ? '1 minute ago'
      : `${minutes} minutes ago`;
};

/** Why a reply asks first: who answered the lead, and when. */
export function recentReplyMessage(reply: RecentReply): string {
  const what = reply.action === 'replied' ? 'replied to this lead' : 'marked this lead replied';
  return `${reply.by} ${what} ${minutesAgo(reply.at)} (${reply.at}). Send with "confirm": true to reply anyway.`;
}

/** A reply's, a note's or a "replied" mark's body refused: its params, or the body's first failure. */
function bodyError(schema: typeof ReplyBody | typeof NoteBody | typeof MarkRepliedBody) {
  return (failures: SchemaFailure[], part: string): HttpError => {
    if (part === 'params') return paramsError(LeadParams)(failures);
    const unknown = failures.find((failure) => failure.schemaPath === '#/additionalProperties');
    if (unknown) return new HttpError(400, `Unknown field ${propertyOf(unknown)}.`);
    return new HttpError(400, firstMessage(schema, failures) ?? 'Bad request.');
  };
}

/** The body of a route that takes JSON only (any other is refused with 415). */
const jsonBody = <Schema>(schema: Schema) => ({ content: { [JSON_TYPE]: { schema } } });

export interface MessageRoutesOptions {
  view: Omit<LeadView, 'repliesEnabled'>;
}

export const messageRoutes: FastifyPluginAsyncTypebox<MessageRoutesOptions> = async (
  app,
  options,
) => {
  const { db, deliveries } = app;
  const detail = leadAnswer(db, { ...options.view, repliesEnabled: deliveries.repliesEnabled });

  /** The text of a reply or note as kept; 400 saying why when it is refused. */
  const checkedText = (text: string, what: string, max: number) => {
    const checked = messageText(text, what, max);
    if (!checked.ok) throw new HttpError(400, checked.error);
    return checked.text;
  };

  app.post<{ Body: ReplyBody; Params: LeadParams }>(
    '/submissions/:id/replies',
    {
      schema: {
        params: LeadParams,
        body: jsonBody(ReplyBody),
        response: { 202: LeadDetail, 409: ReplyConflict, ...apiErrors },
      },
      schemaErrorFormatter: bodyError(ReplyBody),
    },
    async (request, reply) => {
      const { id } = request.params;
      if (request.mediaType !== JSON_TYPE) throw new HttpError(415, 'Send JSON {"text": "…"}.');
      const staff = staffOf(request);
      const text = checkedText(request.body.text, 'Reply', MAX_REPLY_LENGTH);
      if (!deliveries.repliesEnabled) {
        throw new HttpError(
          409,
          'Replies are sent by e-mail, which is not set up on this server (SMTP_URL): use Reply by e-mail, then Mark replied.',
        );
      }
      const outcome = await retryWhileBusy(() =>
        queueReply(
          db,
          id,
          staff,
          text,
          request.body.state ?? 'in_progress',
          request.body.confirm === true,
        ),
      );
      if (outcome.outcome === 'recent') {
        // Asked first: the lead was just answered. Nothing is stored or sent.
        return reply
          .code(409)
          .send({ error: recentReplyMessage(outcome.reply), recent_reply: outcome.reply });
      }
      if (outcome.outcome !== 'queued') {
        if (outcome.outcome === 'not-found') throw notFound();
        throw new HttpError(
          409,
          outcome.outcome === 'spam'
            ? 'The lead is marked spam: mark it not spam to reply.'
            : 'The sender left no valid e-mail address to reply to.',
        );
      }
      deliveries.wake();
      request.log.info(
        { submission: id, delivery: outcome.deliveryId, by: staff.id },
        'Inbox: reply queued',
      );
      return reply.code(202).send(await detail(id));
    },
  );

  app.post<{ Body: MarkRepliedBody; Params: LeadParams }>(
    '/submissions/:id/replied',
    {
      schema: {
        params: LeadParams,
        body: jsonBody(MarkRepliedBody),
        response: { 200: LeadDetail, ...apiErrors },
      },
      schemaErrorFormatter: bodyError(MarkRepliedBody),
    },
    async (request) => {
      const { id } = request.params;
      if (request.mediaType !== JSON_TYPE) throw new HttpError(415, 'Send JSON {}.');
      const staff = staffOf(request);
      const state = request.body.state ?? 'in_progress';
      const outcome = await retryWhileBusy(() => markReplied(db, id, staff, state));
      if (outcome === 'not-found') throw notFound();
      if (outcome === 'spam') {
        throw new HttpError(409, 'The lead is marked spam: mark it not spam first.');
      }
      request.log.info({ submission: id, by: staff.id }, 'Inbox: lead marked replied');
      return detail(id);
    },
  );

  app.post<{ Body: NoteBody; Params: LeadParams }>(
    '/submissions/:id/notes',
    {
      schema: {
        params: LeadParams,
        body: jsonBody(NoteBody),
        response: { 201: LeadDetail, ...apiErrors },
      },
      schemaErrorFormatter: bodyError(NoteBody),
    },
    async (request, reply) => {
      const { id } = request.params;
      if (request.mediaType !== JSON_TYPE) throw new HttpError(415, 'Send JSON {"text": "…"}.');
      const staff = staffOf(request);
      const text = checkedText(request.body.text, 'Note', MAX_NOTE_LENGTH);
      if (!(await retryWhileBusy(() => addNote(db, id, staff, text)))) throw notFound();
      request.log.info({ submission: id, by: staff.id }, 'Inbox: note added');
      return reply.code(201).send(await detail(id));
    },
  );
};

/**
 * The form posts: `POST /contact` (the workwear form) and `POST /forms/:form`
 * (sailing-contact, agency-contact, quote), each accepted on its own site's host only, checked
 * by the schema generated from the form's contract, stored under the intake's caps and queued
 * for delivery. A post the honeypot caught is kept as spam and answered like any other.
 */
import {
  type FastifyPluginAsyncTypebox,
  TypeBoxValidatorCompiler,
} from '@fastify/type-provider-typebox';
import { type FormName, forms, isFormName } from '@zcomm/site-data/forms';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TObject } from 'typebox';
import { retryWhileBusy } from '../../db/busy.ts';
import type { Database } from '../../db/database.ts';
import type { RateLimitSetting } from '../../http/rate-limits.ts';
import {
  defaultIntake,
  IntakeRefusal,
  type IntakeSettings,
  insertSubmission,
  intakeClientKey,
} from '../../leads/intake.ts';
import { FORM_BODY_LIMIT, readPosted } from '../../leads/posted.ts';
import { FormParams, formPostBody, formResponses, otherFormNames } from '../../leads/schemas.ts';
import {
  acceptedPost,
  caughtByHoneypot,
  caughtPost,
  fieldErrors,
  normalisedFields,
  type Posted,
  type Submission,
} from '../../leads/validation.ts';
import { isNativeFormPost } from '../../security/xsrf.ts';
import { HttpError } from '../../shared/http-errors.ts';
import { messageOf, type SchemaFailure } from '../../shared/schema-errors.ts';

/** A post to store: its fields, or what the honeypot caught. */
type AcceptedSubmission = Extract<Submission, { ok: true }>;

export interface FormRoutesOptions {
  formRateLimit: RateLimitSetting;
  /** The daily cap per client address and the storage quota. @default defaultIntake */
  intake?: IntakeSettings | undefined;
}

/** Seconds until the next UTC day, when a client's daily cap starts again. */
function secondsUntilTomorrow(now = new Date()): number {
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((tomorrow - now.getTime()) / 1000));
}

/** A route's schema failures as the API answers them: an unknown form, or each field's. */
function formErrors(body: TObject) {
  return (failures: SchemaFailure[], part: string) =>
    part === 'params'
      ? new HttpError(404, messageOf(FormParams, failures[0] as SchemaFailure) ?? 'Not found.')
      : new HttpError(400, 'Some fields need attention.', fieldErrors(body, failures));
}

export const formRoutes: FastifyPluginAsyncTypebox<FormRoutesOptions> = async (app, options) => {
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  const store = postStore(app.db, options.intake ?? defaultIntake);
  /** What each request posted, as read before its fields were normalised (the honeypot's). */
  const posts = new WeakMap<FastifyRequest, Posted>();

  /**
   * Before the schema checks a post: its form's own host only, and the post read (whatever its
   * encoding) into the fields the schema checks, under the form's name.
   */
  const readForm = (form: FormName | undefined) => async (request: FastifyRequest) => {
    if (form === undefined) return;
    if (request.site !== forms[form].site) throw new HttpError(404, 'Not found.');
    const posted = await readPosted(request);
    posts.set(request, posted);
    request.body = { [form]: normalisedFields(forms[form].fields, posted) };
  };

  /** The post as it is stored: caught by the honeypot, or accepted (the schema refused none). */
  function submission(form: FormName, request: FastifyRequest): AcceptedSubmission {
    const posted = posts.get(request);
    if (posted && caughtByHoneypot(posted)) return caughtPost(form, posted);
    if (request.validationError) throw request.validationError;
    const fields = (request.body as Record<string, Record<string, unknown>>)[form] ?? {};
    return { ok: true, ...acceptedPost(fields), spam: false };
  }

  const routeOptions = {
    bodyLimit: FORM_BODY_LIMIT,
    config: { rateLimit: options.formRateLimit },
    // The honeypot's catches are stored whatever the schema says: the handler decides.
    attachValidation: true,
  };
  const contactBody = formPostBody(['contact']);
  const otherBody = formPostBody(otherFormNames);

  app.post(
    '/contact',
    {
      ...routeOptions,
      schema: { body: contactBody, response: formResponses },
      schemaErrorFormatter: formErrors(contactBody),
      preValidation: readForm('contact'),
    },
    (request, reply) => store('contact', submission('contact', request), request, reply),
  );

  app.post(
    '/forms/:form',
    {
      ...routeOptions,
      schema: { params: FormParams, body: otherBody, response: formResponses },
      schemaErrorFormatter: formErrors(otherBody),
      // An unknown form is read no further: its params fail, and it is answered 404.
      preValidation: (request) => {
        const { form } = request.params as { form: string };
        return readForm(isFormName(form) && form !== 'contact' ? form : undefined)(request);
      },
    },
    (request, reply) => {
      if (request.validationError?.validationContext === 'params') throw request.validationError;
      const { form } = request.params;
      return store(form, submission(form, request), request, reply);
    },
  );
};

/**
 * Stores accepted posts: under the intake's caps (507 past the quota, 429 past a client's daily
 * cap), queued for delivery, answered 201 (200 for a repeat of its idempotency key) or, to a
 * native post, with a redirect to the form page's thank-you view.
 */
function postStore(db: Database, intake: IntakeSettings) {
  /** The last UTC day whose earlier counts were erased. */
  let purgedBefore = '';
  return async (
    form: FormName,
    result: AcceptedSubmission,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const definition = forms[form];
    const deliveries = request.server.deliveries;
    // A post the honeypot caught is kept as spam (never delivered) under no idempotency key,
    // and answered exactly like a stored one: the bot learns nothing.
    const today = new Date().toISOString().slice(0, 10);
    const purge = purgedBefore !== today;
    let outcome: { id: string; created: boolean };
    try {
      outcome = await retryWhileBusy(() =>
        insertSubmission(
          db,
          {
            form,
            site: definition.site,
            data: result.data,
            idempotencyKey: result.spam ? undefined : result.idempotencyKey,
            honeypot: result.spam,
          },
          deliveries.channels,
          { ...intake, client: intakeClientKey(request.ip), purge },
        ),
      );
    } catch (error) {
      if (!(error instanceof IntakeRefusal)) throw error;
      if (error.reason === 'quota') {
        request.log.error(
          { form },
          'Submission refused: the stored submissions fill SUBMISSIONS_QUOTA_MB; erase old ones in the inbox or raise the quota',
        );
        throw new HttpError(507, error.message);
      }
      request.log.warn({ form }, 'Submission refused: SUBMISSIONS_PER_IP_PER_DAY reached');
      reply.header('retry-after', String(secondsUntilTomorrow()));
      throw new HttpError(429, error.message);
    }
    if (purge) purgedBefore = today;
    if (outcome.created && !result.spam) deliveries.wake();
    if (result.spam) request.log.info({ form }, 'honeypot filled: submission kept as spam');

    if (isNativeFormPost(request)) {
      return reply.code(303).header('location', definition.sentLocation).send();
    }
    return reply.code(outcome.created ? 201 : 200).send({ id: outcome.id });
  };
}

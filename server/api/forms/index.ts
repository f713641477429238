import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { retryWhileBusy } from '../../db/busy.ts';
import type { Database } from '../../db/database.ts';
import { isNativeFormPost } from '../../security/xsrf.ts';
import { HttpError } from '../../shared/http-errors.ts';
import type { DeliveryWorker } from '../../workers/delivery-worker.ts';
import type { RateLimitSetting } from '../index.ts';
import {
  defaultIntake,
  IntakeRefusal,
  type IntakeSettings,
  insertSubmission,
  intakeClientKey,
} from './intake.ts';
import { type FormName, forms, isFormName, validateSubmission } from './validation.ts';

/** Largest accepted form body, in bytes, whatever its encoding. */
export const FORM_BODY_LIMIT = 64 * 1024;

export interface FormRoutesOptions {
  db: Database;
  formRateLimit: RateLimitSetting;
  /** Delivers stored submissions: each is queued for its channels in its own transaction. */
  deliveries?: DeliveryWorker | undefined;
  /** The daily cap per client address and the storage quota. @default defaultIntake */
  intake?: IntakeSettings | undefined;
}

/** Seconds until the next UTC day, when a client's daily cap starts again. */
function secondsUntilTomorrow(now = new Date()): number {
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((tomorrow - now.getTime()) / 1000));
}

type Posted = Record<string, string[]>;

/** A map of field names with no prototype, so no name (`__proto__`, …) is special. */
const emptyPosted = (): Posted => Object.create(null) as Posted;

function add(posted: Posted, name: string, value: string): void {
  if (Object.hasOwn(posted, name)) posted[name]?.push(value);
  else posted[name] = [value];
}

function fromObject(body: unknown): Posted {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The body must be an object of form fields.');
  }
  const posted = emptyPosted();
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (typeof item === 'string') add(posted, name, item);
      else if (typeof item === 'number' && Number.isFinite(item)) add(posted, name, String(item));
      else if (item !== null) fields[name] = 'Send text.';
    }
  }
  if (Object.keys(fields).length > 0)
    throw new HttpError(400, 'Some fields are malformed.', fields);
  return posted;
}

async function fromMultipart(request: FastifyRequest): Promise<Posted> {
  if (Number(request.headers['content-length']) > FORM_BODY_LIMIT) {
    throw new HttpError(413, 'The request body is too large.');
  }
  const posted = emptyPosted();
  let size = 0;
  try {
    const parts = request.parts({
      limits: {
        fieldNameSize: 100,
        fieldSize: FORM_BODY_LIMIT,
        fields: 64,
        files: 0,
        parts: 64,
        headerPairs: 16,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        part.file.resume();
        throw new HttpError(400, 'File uploads are not accepted.');
      }
      if (typeof part.value !== 'string') throw new HttpError(400, 'Send text fields only.');
      if (part.valueTruncated || part.fieldnameTruncated) {
        throw new HttpError(413, 'The request body is too large.');
      }
      size += Buffer.byteLength(part.fieldname) + Buffer.byteLength(part.value);
      if (size > FORM_BODY_LIMIT) throw new HttpError(413, 'The request body is too large.');
      add(posted, part.fieldname, part.value);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, 'File uploads are not accepted.');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(413, 'The request body is too large.');
    }
    throw new HttpError(400, 'The multipart body is malformed.');
  }
  return posted;
}

/** The posted fields, each name with every value sent under it. */
async function readPosted(request: FastifyRequest): Promise<Posted> {
  const type = (request.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase();
  switch (type) {
    case 'multipart/form-data':
      return fromMultipart(request);
    case 'application/x-www-form-urlencoded':
    case 'application/json':
      return fromObject(request.body);
    default:
      throw new HttpError(415, 'Send the form as multipart/form-data, urlencoded or JSON.');
  }
}

/**
 * `POST /contact` (the workwear form) and `POST /forms/:form` (sailing-contact,
 * agency-contact, quote), each accepted on its own site's host only.
 */
export async function formRoutes(app: FastifyInstance, options: FormRoutesOptions): Promise<void> {
  const { db } = options;
  const channels = options.deliveries?.channels ?? [];
  const intake = options.intake ?? defaultIntake;
  /** The last UTC day whose earlier counts were erased. */
  let purgedBefore = '';

  async function handle(form: FormName, request: FastifyRequest, reply: FastifyReply) {
    const definition = forms[form];
    if (request.site !== definition.site) throw new HttpError(404, 'Not found.');
    const result = validateSubmission(form, await readPosted(request));
    if (!result.ok) throw new HttpError(400, 'Some fields need attention.', result.fields);

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
          channels,
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
    if (outcome.created && !result.spam) options.deliveries?.wake();
    if (result.spam) request.log.info({ form }, 'honeypot filled: submission kept as spam');

    if (isNativeFormPost(request)) {
      return reply.code(303).header('location', definition.sentLocation).send();
    }
    return reply.code(outcome.created ? 201 : 200).send({ id: outcome.id });
  }

  const routeOptions = {
    bodyLimit: FORM_BODY_LIMIT,
    config: { rateLimit: options.formRateLimit },
  };

  app.post('/contact', routeOptions, (request, reply) => handle('contact', request, reply));

  app.post<{ Params: { form: string } }>('/forms/:form', routeOptions, (request, reply) => {
    const { form } = request.params;
    if (!isFormName(form) || form === 'contact') throw new HttpError(404, 'Unknown form.');
    return handle(form, request, reply);
  });
}

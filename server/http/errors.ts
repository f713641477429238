/**
 * The errors a request can end in, as the status and message a client may see, and how the API
 * answers one: JSON `{error, fields?}` to a script, a small HTML page to a native form post (no
 * script ran, so a person reads it), with `Retry-After` when waiting helps.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseBusy } from '../db/busy.ts';
import { isNativeFormPost } from '../security/xsrf.ts';
import { escapeHtml } from '../shared/html.ts';
import { HttpError } from '../shared/http-errors.ts';

/** Seconds a client is asked to wait before retrying while the database is busy. */
export const BUSY_RETRY_AFTER_SECONDS = 1;
const BUSY_MESSAGE = 'The server is busy. Try again in a moment.';

const knownCodes: Readonly<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its length.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The JSON body is malformed.',
  FST_PARTS_LIMIT: 'The request body is too large.',
  FST_FIELDS_LIMIT: 'The request body is too large.',
  FST_FILES_LIMIT: 'File uploads are not accepted.',
  FST_REQ_FILE_TOO_LARGE: 'File uploads are not accepted.',
  FST_PROTO_VIOLATION: 'The form body is malformed.',
  FST_INVALID_JSON_FIELD_ERROR: 'The form body is malformed.',
};

const statusMessages: Readonly<Record<number, string>> = {
  400: 'Bad request.',
  401: 'Not signed in.',
  403: 'Forbidden.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'The request body is too large.',
  415: 'Unsupported content type.',
  429: 'Too many requests. Try again later.',
};

/** Status, client-safe message and field errors for any error thrown while handling a request. */
export function describeError(error: unknown): {
  statusCode: number;
  message: string;
  fields?: Record<string, string>;
  /** Seconds for a `Retry-After` header. */
  retryAfter?: number;
} {
  if (isDatabaseBusy(error)) {
    return { statusCode: 503, message: BUSY_MESSAGE, retryAfter: BUSY_RETRY_AFTER_SECONDS };
  }
  if (error instanceof HttpError) {
    return error.fields
      ? { statusCode: error.statusCode, message: error.message, fields: error.fields }
      : { statusCode: error.statusCode, message: error.message };
  }
  const candidate = error as { statusCode?: unknown; code?: unknown; message?: unknown };
  const statusCode =
    typeof candidate.statusCode === 'number' &&
    candidate.statusCode >= 400 &&
    candidate.statusCode < 600
      ? candidate.statusCode
      : 500;
  if (statusCode >= 500) return { statusCode, message: 'Internal server error.' };
  if (statusCode === 429 && typeof candidate.message === 'string') {
    return { statusCode, message: candidate.message };
  }
  const byCode = typeof candidate.code === 'string' ? knownCodes[candidate.code] : undefined;
  return { statusCode, message: byCode ?? statusMessages[statusCode] ?? 'Bad request.' };
}

/** A small page for a native form post the API could not accept. */
export function errorPage(message: string, fields: Record<string, string> | undefined): string {
  const items = Object.entries(fields ?? {})
    .map(
      ([name, problem]) => `<li><strong>${escapeHtml(name)}</strong>: ${escapeHtml(problem)}</li>`,
    )
    .join('');
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex"><title>Not sent</title></head><body><main>',
    '<h1>Your message was not sent</h1>',
    `<p>${escapeHtml(message)}</p>`,
    items ? `<ul>${items}</ul>` : '',
    '<p>Go back, check the form and try again.</p>',
    '</main></body></html>',
  ].join('');
}

/**
 * A failure's answer. A native form post its form's checks refused (`400` naming fields) is
 * answered with its form page, filled in with what was sent and each field's message
 * (`server/pages/refused-form.ts`), where the app can render it.
 */
export async function sendApiError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, message, fields, retryAfter } = describeError(error);
  if (statusCode === 503) request.log.warn({ err: error }, 'API request refused: database busy');
  else if (statusCode >= 500) request.log.error({ err: error }, 'API request failed');
  reply.code(statusCode);
  if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
  if (request.method === 'POST' && isNativeFormPost(request)) {
    const answer = request.server.answerRefusedForm;
    if (statusCode === 400 && fields && answer && (await answer(request, reply, fields))) {
      return reply;
    }
    return reply.type('text/html; charset=utf-8').send(errorPage(message, fields));
  }
  return reply.send(fields ? { error: message, fields } : { error: message });
}

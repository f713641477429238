/**
 * How the API answers a failure: JSON `{error, fields?}` to a script, a small HTML page to a
 * native form post (no script ran, so a person reads it), with `Retry-After` when waiting helps.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isNativeFormPost } from '../security/xsrf.ts';
import { escapeHtml } from '../shared/html.ts';
import { describeError } from '../shared/http-errors.ts';

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

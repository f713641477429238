/** The errors a request can end in, as the status and message a client may see. */
import { isDatabaseBusy } from '../db/busy.ts';

/** An error whose status and message are safe to show to the client. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;

  constructor(statusCode: number, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.fields = fields;
  }
}

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

/**
 * An error whose status and message are safe to show to the client: any room throws it, and
 * the answer (`describeError` in `server/http/errors.ts`) shows them as they are.
 */
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

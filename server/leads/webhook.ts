/**
 * The lead webhook: one POST per delivery, signed with HMAC-SHA256, and what its answer means
 * for a retry.
 */
import { createHmac } from 'node:crypto';
import type { ClaimedDelivery } from './outbox.ts';
import type { WebhookSettings } from './settings.ts';

/** The JSON body of a webhook: one stored submission. */
export interface WebhookPayload {
  /** The delivery id, also in `X-Delivery-Id`: the same on every retry, so a receiver can de-duplicate. */
  delivery_id: string;
  /** When this attempt was made (ISO 8601, UTC), also in `X-Timestamp`. */
  timestamp: string;
  event: 'submission.created';
  submission_id: string;
  site: string;
  form: string;
  /** When the submission was stored. */
  created_at: string;
  fields: Record<string, string>;
}

/** `sha256=<hex>`: HMAC-SHA256 of the raw body with the shared secret. */
export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

export function webhookBody(delivery: ClaimedDelivery, now: Date): string {
  const { submission } = delivery;
  const payload: WebhookPayload = {
    delivery_id: delivery.id,
    timestamp: now.toISOString(),
    event: 'submission.created',
    submission_id: submission.id,
    site: submission.site,
    form: submission.form,
    created_at: submission.created_at,
    fields: submission.data,
  };
  return JSON.stringify(payload);
}

/** A webhook attempt that did not succeed. */
export class WebhookError extends Error {
  override name = 'WebhookError';
  readonly retry: boolean;
  /** Seconds the receiver asked for in `Retry-After`. */
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, retry: boolean, retryAfterSeconds?: number) {
    super(message);
    this.retry = retry;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

function retryAfter(header: string | null): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
}

/**
 * POSTs one delivery. Resolves on a 2xx answer; otherwise throws a WebhookError that says
 * whether to try again: yes after a network error, a timeout, a 5xx or a 429; no after any
 * other answer (a 4xx, or a redirect, which is not followed).
 */
export async function postWebhook(
  delivery: ClaimedDelivery,
  settings: WebhookSettings,
  stopSignal: AbortSignal,
): Promise<void> {
  const now = new Date();
  const body = webhookBody(delivery, now);
  let response: Response;
  try {
    response = await fetch(settings.url, {
      method: 'POST',
      body,
      redirect: 'manual',
      signal: AbortSignal.any([stopSignal, AbortSignal.timeout(settings.timeoutMs)]),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'zcomm-leads/1',
        'x-delivery-id': delivery.id,
        'x-timestamp': now.toISOString(),
        'x-signature-256': signBody(body, settings.secret),
      },
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
    const name = (error as Error)?.name;
    const reason =
      name === 'TimeoutError'
        ? `no answer within ${settings.timeoutMs} ms`
        : String(cause?.code ?? cause?.message ?? (error as Error)?.message ?? error);
    throw new WebhookError(`Webhook not reached: ${reason}`, true);
  }
  // The answer's body is not read; free the connection.
  await response.body?.cancel().catch(() => undefined);
  if (response.status >= 200 && response.status < 300) return;
  const retry = response.status >= 500 || response.status === 429;
  throw new WebhookError(
    `Webhook answered ${response.status}`,
    retry,
    retry ? retryAfter(response.headers.get('retry-after')) : undefined,
  );
}

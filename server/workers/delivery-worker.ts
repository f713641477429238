/**
 * The outbox's delivery worker: claims due deliveries, sends them (e-mail, webhook), and records
 * each outcome, retrying with backoff until it gives up.
 */
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { retryWhileBusy } from '../db/busy.ts';
import type { Database } from '../db/database.ts';
import type { PostgresDatabase } from '../db/postgres.ts';
import { EmailSender } from '../leads/email.ts';
import {
  type ClaimedDelivery,
  capState,
  claimDue,
  countPending,
  markDelivered,
  markFailed,
  nextDueAt,
  type OutboxChannel,
  releaseClaims,
  scheduleRetry,
  WORKER_LOCK_CLASS,
} from '../leads/outbox.ts';
import { composeReplyEmail, replyOf } from '../leads/reply-email.ts';
import { type Channel, configuredChannels, type LeadSettings } from '../leads/settings.ts';
import { postWebhook, WebhookError } from '../leads/webhook.ts';
import { observeDelivery } from '../metrics/registry.ts';

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface DeliveryWorkerOptions {
  db: Database;
  settings: LeadSettings;
  log: Logger;
  /**
   * Deliveries in flight at once per channel, so a slow or silent receiver on one channel
   * never holds up the other. @default 4
   */
  concurrency?: number;
  /** Longest sleep between two looks at the outbox, a safety net behind `wake()`. @default 30 s */
  pollMs?: number;
  /** How long `stop()` lets deliveries in flight finish before cutting them off. @default 2 s */
  stopGraceMs?: number;
}

/** Longest time an SMTP connection may stay silent. */
const SMTP_TIMEOUT_MS = 30_000;
/** A claim outlives the longest attempt, so no other worker takes a delivery still in flight. */
const LEASE_MARGIN_MS = 30_000;
const MAX_TIMER_MS = 2 ** 31 - 1;
/** How often a worker on PostgreSQL looks for claims of processes that have died. */
const ORPHAN_SWEEP_MS = 5_000;

/** A delivery as the log names it: `Lead email`, `Lead webhook`, `Reply email`. */
const what = (channel: OutboxChannel) => (channel === 'reply' ? 'Reply email' : `Lead ${channel}`);

interface Outcome {
  ok: boolean;
  message?: string;
  retry?: boolean;
  retryAfterMs?: number;
}

/**
 * Delivers the outbox: claims due rows in short transactions, sends them (e-mail, webhook),
 * marks each delivered, or schedules its retry with exponential backoff, or gives it up once
 * it has failed for longer than the settings allow. Runs in the server's process on timers;
 * a database write never waits long (busy retries are timers too) and no delivery error
 * escapes. `wake()` after a submission is stored sends it at once.
 */
export class DeliveryWorker {
  readonly #db: Database;
  readonly #settings: LeadSettings;
  readonly #log: Logger;
  readonly #channels: Channel[];
  /** What this worker delivers: the notification channels, and replies when e-mail is set. */
  readonly #outboxChannels: OutboxChannel[];
  readonly #concurrency: number;
  readonly #inFlight = new Map<OutboxChannel, Set<Promise<void>>>();
  readonly #pollMs: number;
  readonly #stopGraceMs: number;
  readonly #leaseMs: number;
  readonly #email: EmailSender | undefined;
  readonly #abort = new AbortController();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = false;
  /** This worker's number: its claims carry it, and on PostgreSQL it holds a lock by it. */
  readonly #worker = String(randomInt(1, 2 ** 31 - 1));
  #releaseWorkerLock: (() => Promise<void>) | undefined;
  #lastSweep = 0;
  #capReported = false;

  constructor(options: DeliveryWorkerOptions) {
    this.#db = options.db;
    this.#settings = options.settings;
    this.#log = options.log;
    this.#channels = configuredChannels(options.settings);
    this.#outboxChannels = [
      ...this.#channels,
      ...(options.settings.email ? ['reply' as const] : []),
    ];
    this.#concurrency = options.concurrency ?? 4;
    for (const channel of this.#outboxChannels) this.#inFlight.set(channel, new Set());
    this.#pollMs = options.pollMs ?? 30_000;
    this.#stopGraceMs = options.stopGraceMs ?? 2_000;
    this.#leaseMs =
      Math.max(SMTP_TIMEOUT_MS * 3, options.settings.webhook?.timeoutMs ?? 0) + LEASE_MARGIN_MS;
    this.#email = options.settings.email
      ? new EmailSender(options.settings.email, SMTP_TIMEOUT_MS)
      : undefined;
  }

  /** The channels a stored submission is queued for (its notifications). */
  get channels(): readonly Channel[] {
    return this.#channels;
  }

  /** Whether replies written in the inbox can be sent (e-mail is set up). */
  get repliesEnabled(): boolean {
    return this.#outboxChannels.includes('reply');
  }

  /**
   * Frees the claims a killed process left behind, says what is pending, and starts
   * delivering everything due.
   */
  async start(): Promise<void> {
    try {
      if (this.#db.dialect === 'postgres' && this.#outboxChannels.length > 0) {
        this.#releaseWorkerLock = await (this.#db as PostgresDatabase).holdAdvisoryLock(
          WORKER_LOCK_CLASS,
          Number(this.#worker),
        );
      }
      const released = await releaseClaims(this.#db, this.#worker);
      this.#lastSweep = Date.now();
      const pending = await countPending(this.#db);
      const waiting = (Object.entries(pending) as [OutboxChannel, number][]).filter(
        ([, count]) => count > 0,
      );
      if (waiting.length > 0 || released > 0) {
        this.#log.info(
          `Outbox: ${waiting.map(([channel, count]) => `${count} ${channel}`).join(', ') || 'nothing'} pending at start${released > 0 ? ` (${released} interrupted by the last stop)` : ''}`,
        );
      }
      for (const [channel, count] of waiting) {
        if (!this.#outboxChannels.includes(channel)) {
          this.#log.warn(
            `Outbox: ${count} ${channel} deliveries wait until ${channel === 'webhook' ? 'WEBHOOK_URL' : 'SMTP_URL'} is set again`,
          );
        }
      }
    } catch (error) {
      this.#log.error({ err: error }, 'Outbox: could not read the pending deliveries at start');
    }
    this.wake();
  }

  /** Looks at the outbox now (a submission was just stored). */
  wake(): void {
    if (this.#stopped || this.#outboxChannels.length === 0) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#running = this.#run().finally(() => {
      this.#running = undefined;
      if (this.#again) {
        this.#again = false;
        this.wake();
      }
    });
  }

  /**
   * Stops taking new deliveries, lets those in flight finish for a moment, then cuts them
   * off (they stay pending and go out after the next start).
   */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#running;
    const inFlight = () => [...this.#inFlight.values()].flatMap((set) => [...set]);
    if (inFlight().length > 0) {
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, this.#stopGraceMs);
      });
      await Promise.race([Promise.all(inFlight()), grace]);
      clearTimeout(timer);
      this.#abort.abort();
      await Promise.all(inFlight());
    }
    this.#email?.close();
    await this.#releaseWorkerLock?.();
  }

  /**
   * Claims as many due deliveries as each channel has free slots and starts them; each one
   * that ends wakes the worker again. Then sleeps until the next one is due.
   */
  async #run(): Promise<void> {
    try {
      if (this.#db.dialect === 'postgres' && Date.now() - this.#lastSweep >= ORPHAN_SWEEP_MS) {
        this.#lastSweep = Date.now();
        const released = await releaseClaims(this.#db, this.#worker);
        if (released > 0)
          this.#log.info(`Outbox: ${released} deliveries of a stopped process freed`);
      }
      for (const [channel, running] of this.#inFlight) {
        if (this.#stopped) return;
        const free = this.#concurrency - running.size;
        if (free <= 0) continue;
        const claimed = await retryWhileBusy(() =>
          claimDue(this.#db, {
            channels: [channel],
            now: new Date(),
            leaseMs: this.#leaseMs,
            limit: free,
            worker: this.#worker,
            cap: channel === 'email' ? this.#settings.email?.rateLimit : undefined,
          }),
        );
        for (const delivery of claimed) {
          const attempt = this.#deliver(delivery).finally(() => {
            running.delete(attempt);
            this.wake();
          });
          running.add(attempt);
        }
      }
      await this.#scheduleNext();
    } catch (error) {
      this.#log.error({ err: error }, 'Outbox: delivery round failed; trying again shortly');
      this.#schedule(1_000);
    }
  }

  async #scheduleNext(): Promise<void> {
    if (this.#stopped) return;
    // A channel with every slot busy is woken when one of its deliveries ends.
    // So is e-mail at its cap: it looks again when the oldest send leaves the window.
    const cap = await this.#emailCap();
    const capped = cap !== undefined && cap.room <= 0;
    const open = this.#outboxChannels.filter(
      (channel) =>
        (this.#inFlight.get(channel)?.size ?? 0) < this.#concurrency &&
        !(channel === 'email' && capped),
    );
    const due = await nextDueAt(this.#db, open);
    let wait = due ? due.getTime() - Date.now() : this.#pollMs;
    if (capped && cap.freesAt !== undefined) wait = Math.min(wait, cap.freesAt - Date.now());
    // On PostgreSQL another process may die holding claims: look again for them in a while.
    if (this.#db.dialect === 'postgres' && this.#outboxChannels.length > 0) {
      wait = Math.min(wait, ORPHAN_SWEEP_MS);
    }
    this.#schedule(Math.max(0, Math.min(wait, this.#pollMs)));
  }

  /**
   * Where the cap on lead e-mails (`LEAD_EMAILS_PER_MINUTE`, all sites and every process on the
   * database together) stands; undefined without e-mail. Says once in the log when it is reached.
   */
  async #emailCap(): Promise<{ room: number; freesAt: number | undefined } | undefined> {
    const limit = this.#settings.email?.rateLimit;
    if (!limit || !this.#channels.includes('email')) return undefined;
    const state = await capState(this.#db, limit, Date.now());
    if (state.room <= 0 && !this.#capReported) {
      this.#capReported = true;
      this.#log.warn(
        `Outbox: ${limit.max} lead e-mails sent within ${limit.windowMs / 1000} s (LEAD_EMAILS_PER_MINUTE); the others wait their turn`,
      );
    } else if (state.room > 0) {
      this.#capReported = false;
    }
    return state;
  }

  #schedule(ms: number): void {
    if (this.#stopped) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.wake(), Math.min(ms, MAX_TIMER_MS));
    this.#timer.unref();
  }

  async #attempt(delivery: ClaimedDelivery): Promise<Outcome> {
    try {
      if (delivery.channel === 'email') {
        if (!this.#email) throw new Error('E-mail is not configured');
        await this.#email.send(delivery);
      } else if (delivery.channel === 'reply') {
        if (!this.#email) throw new Error('E-mail is not configured');
        const reply = await replyOf(this.#db, delivery);
        if (!reply) {
          throw Object.assign(new Error('The reply no longer exists'), { permanent: true });
        }
        await this.#email.sendReply(composeReplyEmail(delivery, reply, this.#email.settings));
      } else {
        const webhook = this.#settings.webhook;
        if (!webhook) throw new Error('The webhook is not configured');
        await postWebhook(delivery, webhook, this.#abort.signal);
      }
      return { ok: true };
    } catch (error) {
      if (error instanceof WebhookError) {
        return {
          ok: false,
          message: error.message,
          retry: error.retry,
          retryAfterMs:
            error.retryAfterSeconds === undefined ? undefined : error.retryAfterSeconds * 1000,
        };
      }
      const failure = EmailSender.describeFailure(error);
      return { ok: false, message: failure.message, retry: failure.retry };
    }
  }

  /** One attempt and its record; never throws. */
  async #deliver(delivery: ClaimedDelivery): Promise<void> {
    const outcome = await this.#attempt(delivery);
    const context = {
      delivery: delivery.id,
      submission: delivery.submission_id,
      channel: delivery.channel,
      attempt: delivery.attempts,
      // The request that stored the lead: its line in the request log has the same id.
      requestId: delivery.request_id ?? undefined,
    };
    try {
      const now = new Date();
      if (outcome.ok) {
        await retryWhileBusy(() => markDelivered(this.#db, delivery.id, now));
        observeDelivery(delivery.channel, 'sent');
        this.#log.info(context, `${what(delivery.channel)} delivered`);
        return;
      }
      const message = outcome.message ?? 'failed';
      if (this.#stopped && this.#abort.signal.aborted) {
        await retryWhileBusy(() =>
          scheduleRetry(this.#db, delivery.id, now, `Interrupted by shutdown: ${message}`),
        );
        return;
      }
      const { baseDelayMs, maxDelayMs, giveUpAfterMs } = this.#settings.retry;
      const backoff = baseDelayMs * 2 ** Math.min(30, delivery.attempts - 1);
      const jittered = backoff * (0.8 + Math.random() * 0.4);
      const delay = Math.min(maxDelayMs, Math.max(jittered, outcome.retryAfterMs ?? 0));
      const age = now.getTime() - Date.parse(delivery.created_at);
      if (!outcome.retry || age + delay > giveUpAfterMs) {
        const why = outcome.retry
          ? `Gave up after ${delivery.attempts} attempts: ${message}`
          : `Refused: ${message}`;
        await retryWhileBusy(() => markFailed(this.#db, delivery.id, why));
        observeDelivery(delivery.channel, 'failed');
        this.#log.error({ ...context, error: message }, `${what(delivery.channel)} not delivered`);
        return;
      }
      const at = new Date(now.getTime() + delay);
      await retryWhileBusy(() => scheduleRetry(this.#db, delivery.id, at, message));
      observeDelivery(delivery.channel, 'retried');
      this.#log.warn(
        { ...context, error: message, retryAt: at.toISOString() },
        `${what(delivery.channel)} failed; retrying`,
      );
    } catch (error) {
      // The claim runs out and the delivery is tried again.
      this.#log.error({ ...context, err: error }, 'Outbox: could not record a delivery');
    }
  }
}

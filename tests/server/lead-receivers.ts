import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import {
  type AddressInfo,
  connect,
  createServer as createTcpServer,
  type Socket,
  type Server as TcpServer,
} from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'leads';
export const SMTP_PASSWORD = 'smtp-test-password';
export const WEBHOOK_SECRET = 'a-webhook-secret-of-some-length';

export interface ReceivedMail {
  raw: string;
  mail: ParsedMail;
  envelope: { from: string; to: string[] };
  user: string | undefined;
  /** False for a message taken in while the server stalled: its sender got no reply. */
  answered: boolean;
  /** When the message's last byte arrived. */
  at: number;
}

/** A stand-in for a mail server: an SMTP server on a loopback port that keeps every message. */
export class MailReceiver {
  readonly messages: ReceivedMail[] = [];
  /** While set, a message's data is taken in and never answered (a stalled server). */
  hold = false;
  /** Once this many messages are in, `hold` is set. */
  stallAfter: number | undefined;
  /** Replies to refuse the next messages with, in order (e.g. 451, 550). */
  refuse: number[] = [];
  /** Every login the server was offered, right or wrong. */
  readonly logins: string[] = [];
  readonly #server: SMTPServer;
  readonly #waiters = new Set<() => void>();
  port = 0;

  constructor() {
    this.#server = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      closeTimeout: 100,
      disableReverseLookup: true,
      logger: false,
      onAuth: (auth, _session, callback) => {
        this.logins.push(auth.username ?? '');
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
          callback(null, { user: auth.username });
        } else {
          callback(Object.assign(new Error('Invalid login'), { responseCode: 535 }));
        }
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const code = this.hold ? undefined : this.refuse.shift();
          if (code !== undefined) {
            callback(
              Object.assign(new Error(`Refused by the test (${code})`), { responseCode: code }),
            );
            return;
          }
          const at = performance.now();
          const raw = Buffer.concat(chunks).toString('utf8');
          const held = this.hold;
          void simpleParser(raw).then((mail) => {
            const from = session.envelope.mailFrom;
            this.messages.push({
              raw,
              mail,
              envelope: {
                from: from ? from.address : '',
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              },
              user: typeof session.user === 'string' ? session.user : undefined,
              answered: !held,
              at,
            });
            // A held message was taken in, but the sender never hears so.
            if (!held) callback();
            if (this.stallAfter !== undefined && this.messages.length >= this.stallAfter) {
              this.hold = true;
            }
            for (const wake of this.#waiters) wake();
          }, callback);
        });
      },
    });
  }

  async start(): Promise<this> {
    // A client killed mid-message resets its connection: expected here, not a failure.
    this.#server.on('error', () => undefined);
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.port = (this.#server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${this.port}`;
  }

  /** Resolves once `test` holds for the messages received, or rejects after `timeoutMs`. */
  waitFor(test: (messages: ReceivedMail[]) => boolean, timeoutMs = 10_000): Promise<void> {
    return waitUntil(test, () => this.messages, this.#waiters, timeoutMs, 'e-mails');
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
  at: number;
}

/** A webhook receiver: answers each POST with the next status queued (200 when none). */
export class HookReceiver {
  /** Every request received, with the status it was answered with. */
  readonly requests: ReceivedHook[] = [];
  /** Statuses to answer the next requests with, in order. */
  statuses: number[] = [];
  /** While set, requests are read and recorded with status 0, and never answered. */
  hold = false;
  readonly #server: Server;
  readonly #waiters = new Set<() => void>();
  port = 0;

  constructor() {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (this.hold) {
          // Taken in (perhaps processed) but never answered: the sender cannot tell.
          this.requests.push({
            headers: request.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            status: 0,
            at: performance.now(),
          });
          for (const wake of this.#waiters) wake();
          return;
        }
        const status = this.statuses.shift() ?? 200;
        this.requests.push({
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          status,
          at: performance.now(),
        });
        response.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
        for (const wake of this.#waiters) wake();
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.port = (this.#server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks/leads`;
  }

  /** The requests answered 2xx. */
  get accepted(): ReceivedHook[] {
    return this.requests.filter((request) => request.status >= 200 && request.status < 300);
  }

  waitFor(test: (requests: ReceivedHook[]) => boolean, timeoutMs = 10_000): Promise<void> {
    return waitUntil(test, () => this.requests, this.#waiters, timeoutMs, 'webhooks');
  }

  close(): Promise<void> {
    this.#server.closeAllConnections();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

function waitUntil<T>(
  test: (items: T[]) => boolean,
  items: () => T[],
  waiters: Set<() => void>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  if (test(items())) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!test(items())) return;
      clearTimeout(timer);
      waiters.delete(check);
      resolve();
    };
    const timer = setTimeout(() => {
      waiters.delete(check);
      reject(new Error(`Timed out waiting for ${what}: ${items().length} received`));
    }, timeoutMs);
    waiters.add(check);
  });
}

/** The receiver's side of the signature check, as docs/leads.md shows it. */
export function verifySignature(body: string, header: string | undefined, secret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(body).digest('hex'), 'utf8');
  const given = Buffer.from(header.slice('sha256='.length), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A TCP relay in front of a server that records every byte the client sends: what crossed the
 * network in clear text.
 */
export class WireTap {
  /** The client's bytes, in order. */
  readonly sent: Buffer[] = [];
  readonly #server: TcpServer;
  readonly #sockets = new Set<Socket>();
  port = 0;

  constructor(targetPort: number) {
    this.#server = createTcpServer((client) => {
      const upstream = connect(targetPort, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('close', () => this.#sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.on('data', (chunk: Buffer) => {
        this.sent.push(chunk);
        upstream.write(chunk);
      });
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.port = (this.#server.address() as AddressInfo).port;
    return this;
  }

  /** Everything the client sent, as text. */
  get text(): string {
    return Buffer.concat(this.sent).toString('latin1');
  }

  close(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

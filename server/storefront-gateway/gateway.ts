/**
 * The storefront gateway's core: one GraphQL request of a shop, checked (a known document, a
 * plain body), counted against its caller's budgets and forwarded to the shop's storefront at
 * the pinned version: a real shop over HTTPS with its private token (or its public one) and the
 * shopper's address, a demo shop through the local simulator, in this process.
 */
import { originOf } from '@zcomm/site-data/hosts';
import { demoStorefrontToken } from '@zcomm/site-data/shops';
import { tenants } from '@zcomm/site-data/tenants';
import type { Shop } from '@zcomm/site-data/types';
import { fillResponse } from '@zcomm/storefront-simulator/translation';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { rateLimitKey } from '../shared/client-address.ts';
import type { StorefrontSettings } from '../shared/real-storefronts.ts';
import { type DocumentAllowList, type KnownDocument, knownDocument } from './documents.ts';
import { createFieldTranslator, type FieldTranslator } from './field-translation.ts';
import {
  type CallerKind,
  defaultGatewayBudgets,
  type GatewayBudgets,
  WindowCounters,
} from './limits.ts';
import { STOREFRONT_API_VERSION } from './version.ts';

/** The largest request body the gateway reads (the Buy Button's largest is a few kilobytes). */
export const GATEWAY_BODY_LIMIT = 64 * 1024;
/** How long the gateway waits for the storefront. */
export const DEFAULT_GATEWAY_TIMEOUT_MS = 8_000;
/** The address the simulator counts the sitemap's requests by (no shopper's). */
const SERVER_ADDRESS = '127.0.0.254';

/** A GraphQL request as the gateway forwards it. */
export interface GatewayBody {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

export interface GatewayCall {
  shop: Shop;
  caller: CallerKind;
  /** The client's address as TRUST_PROXY lets it be read (the server's own for the sitemap). */
  clientAddress: string;
  body: unknown;
  /** The origin the browser asked on, so the simulator's links point there; none for pages. */
  origin?: string | undefined;
  signal?: AbortSignal | undefined;
  /** The request's logger, so the gateway's lines for the call carry its request id. */
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
}

/**
 * What the gateway answers: a status, a JSON body (as the storefront's text, passed on without
 * being parsed again, or as a value), and how long to wait after a 429.
 */
export interface GatewayAnswer {
  status: number;
  body: unknown;
  /** The storefront's JSON text, when it answered (`body` is then its parsed value on demand). */
  text?: string;
  retryAfterSeconds?: number;
  /** Refused by the caller's budget here, before the storefront was asked. */
  overBudget?: boolean;
  /** The known document that was forwarded (absent when refused before). */
  document?: KnownDocument;
}

export interface GatewayOptions {
  storefronts: StorefrontSettings;
  /** Whether the local simulator is mounted (at `simulatorBase`). */
  simulator: boolean;
  simulatorBase: string;
  allowList: DocumentAllowList;
  budgets?: Partial<GatewayBudgets> | undefined;
  timeoutMs?: number | undefined;
  /** Replaces the network for a real shop (tests). */
  fetch?: typeof fetch | undefined;
  /** How documents are made to fit the schema without deprecated fields. @default createFieldTranslator() */
  translator?: FieldTranslator | undefined;
}

export interface StorefrontGateway {
  forward(call: GatewayCall): Promise<GatewayAnswer>;
}

const refusal = (status: number, message: string, extra: Partial<GatewayAnswer> = {}) => ({
  status,
  body: { errors: [{ message }] },
  ...extra,
});

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body's query, variables and operation name, or the message that says what is wrong. */
export function readGatewayBody(body: unknown): GatewayBody | string {
  if (!isPlainObject(body)) return 'The body must be a JSON object with a "query".';
  const { query, variables, operationName } = body;
  if (typeof query !== 'string' || query.trim() === '') {
    return 'The body must carry the GraphQL document as a string "query".';
  }
  if (variables !== undefined && variables !== null && !isPlainObject(variables)) {
    return '"variables" must be a JSON object.';
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return '"operationName" must be a string.';
  }
  return {
    query,
    variables: isPlainObject(variables) ? variables : {},
    ...(typeof operationName === 'string' ? { operationName } : {}),
  };
}

/** The production host of the site that sells a shop (the simulator answers on it). */
function shopHost(shop: Shop): string {
  const tenant = tenants.find((entry) => 'shop' in entry && entry.shop.store === shop.store);
  if (!tenant) throw new Error(`No site sells ${shop.store}.`);
  return new URL(originOf(tenant.id)).host;
}

/** Parses an answer's text as JSON, or undefined. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type Upstream = (
  call: GatewayCall,
  body: GatewayBody,
  signal: AbortSignal,
) => Promise<{
  status: number;
  text: string;
  retryAfter?: string | undefined;
}>;

function realUpstream(options: GatewayOptions): Upstream {
  const send = options.fetch ?? fetch;
  return async (call, body, signal) => {
    const real = options.storefronts[call.shop.store];
    if (!real) throw new Error(`No storefront for ${call.shop.store}.`);
    const response = await send(`https://${real.domain}/api/${STOREFRONT_API_VERSION}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(real.privateToken
          ? { 'shopify-storefront-private-token': real.privateToken }
          : { 'x-shopify-storefront-access-token': real.token }),
        'shopify-storefront-buyer-ip': call.clientAddress,
      },
      body: JSON.stringify(body),
      signal,
      redirect: 'error',
    });
    const text = await response.text();
    return {
      status: response.status,
      // A shop that names the token in an error never passes it on to a browser.
      text: real.privateToken ? text.replaceAll(real.privateToken, '[private token]') : text,
      retryAfter: response.headers.get('retry-after') ?? undefined,
    };
  };
}

function simulatorUpstream(app: FastifyInstance, options: GatewayOptions): Upstream {
  return async (call, body, signal) => {
    if (!options.simulator) throw new Error(`No storefront for ${call.shop.store}.`);
    const host = shopHost(call.shop);
    const injected = app.inject({
      method: 'POST',
      url: `${options.simulatorBase}/${call.shop.domain}/api/${STOREFRONT_API_VERSION}/graphql`,
      headers: {
        host,
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': demoStorefrontToken(call.shop.store),
        'shopify-storefront-buyer-ip': call.clientAddress,
      },
      // The simulator's own per-client limit counts the shopper, as Shopify does.
      remoteAddress: call.caller === 'sitemap' ? SERVER_ADDRESS : call.clientAddress,
      payload: body,
    });
    const aborted = new Promise<never>((_, reject) => {
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
    const response = await Promise.race([injected, aborted]);
    // The simulator names its links on the host asked: the browser's origin, or the page's own.
    const text = response.body.replaceAll(`http://${host}/`, call.origin ? `${call.origin}/` : '/');
    const retryAfter = response.headers['retry-after'];
    return {
      status: response.statusCode,
      text,
      retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
    };
  };
}

/** The gateway of every shop: the simulator's for the demo shops, the network for real ones. */
export function createStorefrontGateway(
  app: FastifyInstance,
  options: GatewayOptions,
): StorefrontGateway {
  const budgets = { ...defaultGatewayBudgets, ...options.budgets };
  const counters = new WindowCounters();
  const timeoutMs = options.timeoutMs ?? DEFAULT_GATEWAY_TIMEOUT_MS;
  const real = realUpstream(options);
  const simulated = simulatorUpstream(app, options);
  const translator = options.translator ?? createFieldTranslator();

  /** Counts the call against its budgets: undefined when allowed, else the ms to wait. */
  function spend(call: GatewayCall): number | undefined {
    const budget = budgets[call.caller];
    const scope = `${call.shop.store}|${call.caller}`;
    let spentByClient: number | undefined;
    if (budget.client) {
      const client = counters.take(`${scope}|${rateLimitKey(call.clientAddress)}`, budget.client);
      if (!client.allowed) return client.retryAfterMs;
      spentByClient = client.hits;
    }
    const shop = counters.take(scope, budget.shop);
    if (shop.allowed) return undefined;
    // The shop's budget is spent: a client within its assured share still gets through, so a
    // flood from many addresses never starves a shopper who asks for little.
    const assured = budget.client?.assured ?? 0;
    return spentByClient !== undefined && spentByClient <= assured ? undefined : shop.retryAfterMs;
  }

  return {
    async forward(call) {
      const body = readGatewayBody(call.body);
      if (typeof body === 'string') return refusal(400, body);
      const document = knownDocument(options.allowList, body.query);
      if (!document) {
        return refusal(
          403,
          'Unknown document: this storefront gateway forwards only the shop’s own queries.',
        );
      }
      const waitMs = spend(call);
      if (waitMs !== undefined) {
        const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
        return refusal(429, 'Too many storefront requests; try again shortly.', {
          retryAfterSeconds,
          overBudget: true,
          document,
        });
      }
      const signal = call.signal
        ? AbortSignal.any([call.signal, AbortSignal.timeout(timeoutMs)])
        : AbortSignal.timeout(timeoutMs);
      const upstream = Object.hasOwn(options.storefronts, call.shop.store) ? real : simulated;
      // Deprecated fields are asked through their replacements (or left out), so a removal on
      // Shopify's side never breaks the Buy Button's fixed documents.
      const translation = translator.translate(body.query);
      let answer: Awaited<ReturnType<Upstream>>;
      try {
        answer = await upstream(
          call,
          translation ? { ...body, query: translation.query } : body,
          signal,
        );
      } catch (error) {
        const timedOut = signal.aborted && !call.signal?.aborted;
        const log = call.log ?? app.log;
        const where = { store: call.shop.store, operation: document.name };
        if (timedOut) {
          log.warn({ ...where, timeoutMs }, 'The storefront did not answer in time');
          return refusal(504, 'The storefront did not answer in time.', { document });
        }
        log.warn({ err: error, ...where }, 'The storefront could not be reached');
        return refusal(502, 'The storefront could not be reached.', { document });
      }
      const parsed = parseJson(answer.text);
      if (parsed === undefined) {
        return refusal(
          answer.status >= 400 ? answer.status : 502,
          'The storefront answered no JSON.',
          {
            document,
          },
        );
      }
      if (translation && typeof parsed === 'object' && parsed !== null) {
        fillResponse(translation, parsed as { data?: unknown }, body.operationName);
      }
      const retryAfter = Number(answer.retryAfter);
      return {
        status: answer.status,
        body: parsed,
        document,
        ...(answer.status === 429 && Number.isFinite(retryAfter) && retryAfter > 0
          ? { retryAfterSeconds: Math.ceil(retryAfter) }
          : {}),
      };
    },
  };
}

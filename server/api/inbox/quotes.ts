/**
 * The inbox's priced checkout links, in the inbox's scope (signed-in staff on the agency's host,
 * XSRF, the inbox's rate limit): `GET /submissions/:id/quote` (a bulk order's lines at their list
 * prices now, and the links made) and `POST /submissions/:id/checkout-link` (JSON
 * `{"unit_prices": ["74.50", …]}`, one a line: the link, `201`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiErrors } from '@zcomm/site-data/api/errors';
import { LeadParams } from '@zcomm/site-data/api/inbox';
import {
  CheckoutLink,
  type CheckoutLinkRequest as CheckoutLinkBody,
  CheckoutLinkRequest,
  Quote,
} from '@zcomm/site-data/api/quotes';
import { isLocalHost, localHostOf, originOf } from '@zcomm/site-data/hosts';
import type { SiteId } from '@zcomm/site-data/tenants';
import type { FastifyRequest } from 'fastify';
import {
  type CheckoutLinkServices,
  makeCheckoutLink,
  readQuote,
} from '../../quotes/checkout-links.ts';
import { HttpError } from '../../shared/http-errors.ts';
import { firstMessage, type SchemaFailure } from '../../shared/schema-errors.ts';
import { staffOf } from './access.ts';
import { paramsError } from './lead.ts';

const JSON_TYPE = 'application/json';
const HELP = 'Send {"unit_prices": ["74.50", …]}: the agreed price of one piece, one a line.';

/**
 * The origin of a lead's shop as the buyer should open it: its production origin, or in the
 * local demo (the inbox asked on a `*.localhost` name) the shop's local name on the same port.
 */
export function shopOriginFor(request: FastifyRequest, site: SiteId): string {
  if (!isLocalHost(request.host)) return originOf(site);
  const port = /:(\d{1,5})$/.exec(request.host)?.[1];
  return `${request.protocol}://${localHostOf(site)}${port ? `:${port}` : ''}`;
}

function bodyError(failures: SchemaFailure[], part: string): HttpError {
  if (part === 'params') return paramsError(LeadParams)(failures);
  return new HttpError(400, firstMessage(CheckoutLinkRequest, failures) ?? HELP);
}

/** The services are set up after the inbox (the storefront gateway comes later). */
export interface QuoteRouteOptions {
  services: () => CheckoutLinkServices | undefined;
}

export const quoteRoutes: FastifyPluginAsyncTypebox<QuoteRouteOptions> = async (app, options) => {
  const servicesOf = () => {
    const services = options.services();
    if (!services) throw new HttpError(503, 'The shops’ storefronts are not set up yet.');
    return services;
  };
  const callerOf = async (request: FastifyRequest, id: string) => {
    const site = (await app.db.get('SELECT site FROM submissions WHERE id = ?', [id]))?.site;
    return {
      staff: staffOf(request),
      clientAddress: request.ip,
      shopOrigin: shopOriginFor(request, String(site ?? 'agency') as SiteId),
      log: request.log,
    };
  };

  app.get(
    '/submissions/:id/quote',
    {
      schema: { params: LeadParams, response: { 200: Quote, ...apiErrors } },
      schemaErrorFormatter: paramsError(LeadParams),
    },
    async (request) =>
      readQuote(servicesOf(), request.params.id, await callerOf(request, request.params.id)),
  );

  app.post<{ Body: CheckoutLinkBody; Params: LeadParams }>(
    '/submissions/:id/checkout-link',
    {
      schema: {
        params: LeadParams,
        body: { content: { [JSON_TYPE]: { schema: CheckoutLinkRequest } } },
        response: { 201: CheckoutLink, ...apiErrors },
      },
      schemaErrorFormatter: bodyError,
    },
    async (request, reply) => {
      if (request.mediaType !== JSON_TYPE) throw new HttpError(415, HELP);
      const { id } = request.params;
      const link = await makeCheckoutLink(
        servicesOf(),
        id,
        request.body.unit_prices,
        await callerOf(request, id),
      );
      return reply.code(201).send(link);
    },
  );
};

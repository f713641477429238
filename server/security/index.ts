/**
 * The security headers every answer carries, whatever answered it: `nosniff`, the referrer and
 * permissions policies, no framing, HSTS behind HTTPS, and the Content-Security-Policy of the
 * request's site (its storefront, the hashes of its pages' inline scripts and style attributes),
 * fixed at start; answers that belong to no site get the document policy.
 */

import { siteIds } from '@zcomm/site-data/tenants';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { StorefrontSettings } from '../shared/real-storefronts.ts';
import { documentPolicy } from './csp.ts';
import { type BuiltPageSources, sitePolicies } from './headers.ts';
import { securityHeaders } from './refusals.ts';

export interface SecurityOptions {
  /** Send Strict-Transport-Security (only behind HTTPS). */
  hsts: boolean;
  /** The build, whose pages' inline scripts and style attributes each site's policy allows. */
  build: BuiltPageSources;
  /** Real storefronts, which a shop site's policy names exactly. */
  storefronts?: StorefrontSettings | undefined;
}

async function security(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const other = documentPolicy();
  // One policy per site, fixed at start: its storefront, its pages' style attributes and inline scripts.
  const policies = sitePolicies(options.build, siteIds, options.storefronts);
  app.addHook('onSend', async (request, reply, payload) => {
    const policy = request.site ? policies.get(request.site) : undefined;
    securityHeaders(reply, policy ?? other, options.hsts);
    return payload;
  });
}

/** Shared with the whole app: its hook applies to every answer. */
export const securityPlugin = fastifyPlugin(security, {
  name: 'security',
  fastify: '5.x',
  decorators: { request: ['site'] },
});

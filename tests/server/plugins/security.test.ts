import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteBuild } from '../../../server/pages/site-build.ts';
import { documentPolicy } from '../../../server/security/csp.ts';
import { HSTS_VALUE, PERMISSIONS_POLICY } from '../../../server/security/headers.ts';
import { securityPlugin } from '../../../server/security/index.ts';
import { refusalHandlers } from '../../../server/security/refusals.ts';
import { siteFromHeader } from './bare.ts';

/** A build with no pages: each site's policy then allows no inline script or style attribute. */
const emptyBuild: SiteBuild = { built: true, sites: new Map(), assetsDir: undefined, warnings: [] };

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

async function securedApp(hsts: boolean) {
  app = Fastify(refusalHandlers(hsts));
  await app.register(siteFromHeader);
  await app.register(securityPlugin, { hsts, build: emptyBuild });
  app.get('/text', async () => 'hello');
  app.get('/own-policy', async (_request, reply) =>
    reply.header('content-security-policy', "default-src 'none'").send('mine'),
  );
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  return app;
}

describe('the security plugin', () => {
  it('sends the fixed headers and the site’s policy on every answer, errors included', async () => {
    await securedApp(false);
    for (const url of ['/text', '/fails', '/nope']) {
      const response = await app.inject({ url, headers: { 'x-site': 'workwear' } });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toBeUndefined();
      // The workwear shop: its demo storefront answers on its own origin, and the Buy Button
      // writes inline styles into its frames.
      expect(response.headers['content-security-policy']).toContain("frame-src 'self'");
      expect(response.headers['content-security-policy']).toContain(
        "style-src 'self' 'unsafe-inline'",
      );
    }
  });

  it('gives an answer that belongs to no site the document policy, and keeps a route’s own', async () => {
    await securedApp(true);
    const noSite = await app.inject({ url: '/text' });
    expect(noSite.headers['content-security-policy']).toBe(documentPolicy());
    expect(noSite.headers['strict-transport-security']).toBe(HSTS_VALUE);
    const own = await app.inject({ url: '/own-policy', headers: { 'x-site': 'agency' } });
    expect(own.headers['content-security-policy']).toBe("default-src 'none'");
  });

  it('answers a URL Fastify cannot decode with a plain 400 that does not echo it', async () => {
    await securedApp(false);
    const response = await app.inject({ url: '/%c0%ae%c0%ae/secret' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('Bad request.');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBe(documentPolicy());
  });
});

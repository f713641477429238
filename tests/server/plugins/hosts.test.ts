import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { hostsPlugin } from '../../../server/hosts/index.ts';
import { send } from '../helpers.ts';

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

/** The hosts plugin alone, with a route that says which site a request was given. */
async function hostsApp(localHosts: boolean) {
  app = Fastify();
  await app.register(hostsPlugin, {
    localHosts,
    anyHostPaths: new Set(['/ping']),
    notFound: (_request, reply) => reply.code(404).send('site 404 page'),
  });
  app.get('/*', async (request) => ({ site: request.site }));
  app.get('/ping', async (request) => ({ pong: true, site: request.site }));
  return app;
}

const get = (url: string, host?: string) =>
  app.inject({ url, headers: host === undefined ? {} : { host } });

describe('the hosts plugin', () => {
  it('picks the site by the exact production host', async () => {
    await hostsApp(false);
    const workwear = await get('/faq', 'beaconworkwear.example');
    expect(workwear.json()).toEqual({ site: 'workwear' });
  });

  it('answers an unknown host 404 `Unknown site`, and the local names only in the local demo', async () => {
    await hostsApp(false);
    for (const host of ['nope.example', 'workwear.localhost', 'localhost']) {
      const response = await get('/', host);
      expect(response.statusCode, host).toBe(404);
      expect(response.body).toBe('Unknown site');
    }
    await app.close();
    await hostsApp(true);
    expect((await get('/', 'sailing.localhost')).json()).toEqual({ site: 'sailing' });
  });

  it('lists the local sites at bare localhost, on the port asked, with its own policy', async () => {
    await hostsApp(true);
    const index = await get('/', 'localhost:4000');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.headers['content-security-policy']).toMatch(
      /^default-src 'none'; style-src 'sha256-/,
    );
    expect(index.body).toContain('http://agency.localhost:4000/');
    expect((await get('/faq', 'localhost')).body).toBe('Not found');
  });

  it('answers the paths for every host whatever the host, with the site when there is one', async () => {
    await hostsApp(false);
    expect((await get('/ping', 'nope.example')).json()).toEqual({ pong: true, site: null });
    expect((await get('/ping', 'beaconworkwear.example')).json()).toEqual({
      pong: true,
      site: 'workwear',
    });
  });

  it('answers a path that tries to climb out with the site’s not-found answer', async () => {
    await hostsApp(true);
    // Over a real socket: the path arrives exactly as sent, not normalised.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    for (const url of ['/a/../b', '/%2e%2e/x', '/a/%2E/b', '/a%5cb', '/a%00b']) {
      const response = await send(port, { host: 'agency.localhost', path: url });
      expect(response.text, url).toBe('site 404 page');
    }
  });
});

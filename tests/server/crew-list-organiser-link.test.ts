/**
 * A crew list's organiser on another device: an organiser link (shown once) sets the organiser
 * cookie on the device that opens it; a wrong, replaced or revoked secret is refused; only the
 * secret's SHA-256 hash is kept.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Backend,
  backends,
  Client,
  databaseUrlFor,
  setCookieLine,
  startServer,
  type TestServer,
} from './helpers.ts';

const SHOP = 'sailing.localhost';
const deadline = new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString().slice(0, 10);
const crewTee = {
  handle: 'crew-tee',
  title: 'Crew tee',
  variants: [{ id: 'gid://shopify/ProductVariant/1', size: 'M', colour: 'Navy' }],
};

describe.each(backends)('crew list organiser links on %s', (backend: Backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({
      databaseUrl: await databaseUrlFor(backend),
      rateLimits: { crewLists: { max: 1000, timeWindow: 60_000 } },
      crewLists: { perClientPerDay: 1000, retentionDays: 30 },
    });
  });
  afterAll(() => server.close());

  async function device(): Promise<Client> {
    const client = new Client(server.port, SHOP);
    await client.visit('/');
    return client;
  }

  async function startList(organiser: Client): Promise<string> {
    const response = await organiser.postJson('/api/crew-lists', {
      title: 'Spring Series crew shirts',
      deadline,
      products: [crewTee],
    });
    expect(response.status, response.text).toBe(201);
    return (response.json() as { id: string }).id;
  }

  const isOrganiser = async (client: Client, id: string) =>
    ((await client.request('GET', `/api/crew-lists/${id}`)).json() as { organiser: boolean })
      .organiser;

  async function makeLink(client: Client, id: string) {
    const response = await client.postJson(`/api/crew-lists/${id}/organiser-link`, {});
    expect(response.status, response.text).toBe(201);
    const url = new URL((response.json() as { url: string }).url, 'http://sailing.localhost');
    expect(url.pathname).toBe('/crew');
    expect(url.searchParams.get('list')).toBe(id);
    return url.searchParams.get('organiser') ?? '';
  }

  const claim = (client: Client, id: string, secret: string) =>
    client.postJson(`/api/crew-lists/${id}/organiser`, { secret });

  it('opens the list as its organiser on another device, and keeps only a hash', async () => {
    const organiser = await device();
    const id = await startList(organiser);
    const secret = await makeLink(organiser, id);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const row = await server.app.db.get('SELECT * FROM crew_lists WHERE id = ?', [id]);
    expect(row?.organiser_link_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);

    const phone = await device();
    expect(await isOrganiser(phone, id)).toBe(false);
    const claimed = await claim(phone, id, secret);
    expect(claimed.status, claimed.text).toBe(204);
    const line = setCookieLine(claimed, `crew-organiser-${id}`) ?? '';
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Strict');
    expect(line).toContain(`Path=/api/crew-lists/${id}`);
    expect(await isOrganiser(phone, id)).toBe(true);
    expect(await isOrganiser(organiser, id)).toBe(true);
  });

  it('refuses a wrong secret, and a link replaced or revoked', async () => {
    const organiser = await device();
    const id = await startList(organiser);

    const stranger = await device();
    expect((await claim(stranger, id, 'not-the-secret')).status).toBe(403);
    expect((await stranger.postJson(`/api/crew-lists/${id}/organiser-link`, {})).status).toBe(403);

    const first = await makeLink(organiser, id);
    const phone = await device();
    expect((await claim(phone, id, first)).status).toBe(204);
    expect((await claim(stranger, id, `${first.slice(0, -1)}x`)).status).toBe(403);

    // A new link replaces the first: its devices lose the organiser's rights.
    const second = await makeLink(organiser, id);
    expect(await isOrganiser(phone, id)).toBe(false);
    expect((await claim(stranger, id, first)).status).toBe(403);
    const tablet = await device();
    expect((await claim(tablet, id, second)).status).toBe(204);
    expect(await isOrganiser(tablet, id)).toBe(true);

    // Revoked: the link and the devices that came in by it stop working; the organiser's own
    // browser keeps its rights.
    const revoked = await organiser.request('DELETE', `/api/crew-lists/${id}/organiser-link`);
    expect(revoked.status, revoked.text).toBe(204);
    expect(await isOrganiser(tablet, id)).toBe(false);
    expect((await claim(stranger, id, second)).status).toBe(403);
    expect(await isOrganiser(organiser, id)).toBe(true);
  });
});

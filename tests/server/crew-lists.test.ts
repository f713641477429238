import { CREW_LIST_MAX_MEMBERS } from '@zcomm/site-data/api/crew-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseExpiredLists } from '../../server/crew-lists/store.ts';
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
const DAY_MS = 24 * 60 * 60_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const variant = (n: number) => `gid://shopify/ProductVariant/${n}`;
/** The crew tee: S, M, L in Navy (1 to 3) and White (4 to 6). */
const crewTee = {
  handle: 'crew-tee',
  title: 'Crew tee',
  variants: ['Navy', 'White'].flatMap((colour, c) =>
    ['S', 'M', 'L'].map((size, s) => ({ id: variant(c * 3 + s + 1), size, colour })),
  ),
};

interface View {
  id: string;
  title: string;
  deadline: string;
  open: boolean;
  organiser: boolean;
  members: number;
  tally: { product: string; variantId: string; size: string; colour: string; count: number }[];
  mine: { name: string; size: string } | null;
  entries?: { name: string; size: string; colour: string }[];
}

describe.each(backends)('crew lists on %s', (backend: Backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({
      databaseUrl: await databaseUrlFor(backend),
      rateLimits: { crewLists: { max: 1000, timeWindow: 60_000 } },
      crewLists: { perClientPerDay: 1000, retentionDays: 30 },
    });
  });
  afterAll(() => server.close());

  async function visitor(host = SHOP): Promise<Client> {
    const client = new Client(server.port, host);
    await client.visit('/');
    return client;
  }

  async function startList(
    organiser: Client,
    body: unknown = {
      title: 'Spring Series crew shirts',
      deadline: day(7),
      products: [crewTee],
    },
  ) {
    return organiser.postJson('/api/crew-lists', body);
  }

  const read = async (client: Client, id: string) => {
    const response = await client.request('GET', `/api/crew-lists/${id}`);
    expect(response.status, response.text).toBe(200);
    return response.json() as View;
  };

  const join = (client: Client, id: string, entry: Record<string, unknown>) =>
    client.request('PUT', `/api/crew-lists/${id}/entry`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(entry),
    });

  it('starts a list with an unguessable link and an HttpOnly organiser cookie', async () => {
    const organiser = await visitor();
    const response = await startList(organiser);
    expect(response.status, response.text).toBe(201);
    const { id, url } = response.json() as { id: string; url: string };
    expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    // The query form: the request log never records a query string, so the id stays out of it.
    expect(url).toBe(`/crew?list=${id}`);
    const line = setCookieLine(response, `crew-organiser-${id}`) ?? '';
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Strict');
    expect(line).toContain(`Path=/api/crew-lists/${id}`);
    const secret = organiser.cookies[`crew-organiser-${id}`] ?? '';
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only a hash of the secret is stored.
    const row = await server.app.db.get('SELECT * FROM crew_lists WHERE id = ?', [id]);
    expect(JSON.stringify(row)).not.toContain(secret);

    const view = await read(organiser, id);
    expect(view).toMatchObject({
      title: 'Spring Series crew shirts',
      deadline: day(7),
      open: true,
      organiser: true,
      members: 0,
      tally: [],
      mine: null,
      entries: [],
    });
    const other = await startList(organiser);
    expect((other.json() as { id: string }).id).not.toBe(id);
  });

  it('lets members add, change and remove their own entry, and tallies by variant', async () => {
    const organiser = await visitor();
    const { id } = (await startList(organiser)).json() as { id: string };
    const anna = await visitor();
    const ben = await visitor();

    const added = await join(anna, id, { name: 'Anna', variantId: variant(1) });
    expect(added.status, added.text).toBe(201);
    expect(setCookieLine(added, `crew-member-${id}`)).toContain('HttpOnly');
    const changed = await join(anna, id, { name: 'Anna K.', variantId: variant(3) });
    expect(changed.status, changed.text).toBe(200);
    expect((changed.json() as View).mine).toMatchObject({ name: 'Anna K.', size: 'L' });
    expect((await join(ben, id, { name: 'Ben', variantId: variant(3) })).status).toBe(201);

    const seenByBen = await read(ben, id);
    expect(seenByBen.organiser).toBe(false);
    expect(seenByBen.entries).toBeUndefined();
    expect(seenByBen.members).toBe(2);
    expect(seenByBen.tally).toEqual([
      { product: 'crew-tee', variantId: variant(3), size: 'L', colour: 'Navy', count: 2 },
    ]);
    expect(seenByBen.mine?.name).toBe('Ben');
    const seenByOrganiser = await read(organiser, id);
    expect(seenByOrganiser.entries?.map((entry) => entry.name)).toEqual(['Anna K.', 'Ben']);
    expect(seenByOrganiser.mine).toBeNull();

    // Someone else cannot remove Anna's entry; she can.
    const stranger = await visitor();
    expect((await stranger.request('DELETE', `/api/crew-lists/${id}/entry`)).status).toBe(404);
    expect((await anna.request('DELETE', `/api/crew-lists/${id}/entry`)).status).toBe(204);
    expect((await read(organiser, id)).entries?.map((entry) => entry.name)).toEqual(['Ben']);
  });

  it('refuses bad input with field errors, and lists on other hosts or ids', async () => {
    const organiser = await visitor();
    const refused = await startList(organiser, { title: ' ', deadline: day(-1), products: [] });
    expect(refused.status).toBe(400);
    expect(Object.keys((refused.json() as { fields: object }).fields).sort()).toEqual([
      'products',
      'title',
    ]);
    const past = await startList(organiser, {
      title: 'Crew',
      deadline: day(-1),
      products: [crewTee],
    });
    expect(past.json()).toEqual({
      error: 'Some fields need attention.',
      fields: { deadline: 'The deadline has passed: pick today or a later day.' },
    });
    const notADay = await startList(organiser, {
      title: 'Crew',
      deadline: '2026-02-30',
      products: [crewTee],
    });
    expect((notADay.json() as { fields: Record<string, string> }).fields.deadline).toMatch(/date/);
    expect(
      (await startList(organiser, { title: 'Crew', deadline: day(400), products: [crewTee] }))
        .status,
    ).toBe(400);

    const { id } = (await startList(organiser)).json() as { id: string };
    const member = await visitor();
    const wrongProduct = await join(member, id, { name: 'Cy', variantId: variant(9) });
    expect(wrongProduct.status).toBe(400);
    expect((wrongProduct.json() as { fields: object }).fields).toHaveProperty('variantId');
    const longName = await join(member, id, { name: 'x'.repeat(81), variantId: variant(1) });
    expect((longName.json() as { fields: object }).fields).toHaveProperty('name');
    expect((await join(member, id, { name: 'Cy', variantId: 'not-a-variant' })).status).toBe(400);

    expect((await member.request('GET', '/api/crew-lists/AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(
      404,
    );
    const malformed = await member.request('GET', '/api/crew-lists/nope');
    expect(malformed.status).toBe(404);
    expect(malformed.json()).toEqual({ error: 'No crew list has this link.' });
    const agency = await visitor('agency.localhost');
    expect((await agency.request('GET', `/api/crew-lists/${id}`)).status).toBe(404);
    const workwear = await visitor('workwear.localhost');
    expect((await workwear.request('GET', `/api/crew-lists/${id}`)).status).toBe(404);
    // A change without the XSRF token is refused.
    const forged = await member.request('PUT', `/api/crew-lists/${id}/entry`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Cy', variantId: variant(1) }),
      xsrf: false,
    });
    expect(forged.status).toBe(403);
  });

  it('shows the list read-only after its deadline', async () => {
    const organiser = await visitor();
    const { id } = (await startList(organiser)).json() as { id: string };
    const member = await visitor();
    expect((await join(member, id, { name: 'Dee', variantId: variant(1) })).status).toBe(201);
    await server.app.db.run('UPDATE crew_lists SET deadline = ? WHERE id = ?', [day(-1), id]);
    const view = await read(member, id);
    expect(view.open).toBe(false);
    expect(view.mine?.name).toBe('Dee');
    const late = await join(member, id, { name: 'Dee', variantId: variant(2) });
    expect(late.status).toBe(409);
    expect((late.json() as { error: string }).error).toMatch(/closed/);
    expect((await member.request('DELETE', `/api/crew-lists/${id}/entry`)).status).toBe(409);
  });

  it(`takes at most ${CREW_LIST_MAX_MEMBERS} people a list`, async () => {
    const organiser = await visitor();
    const { id } = (await startList(organiser)).json() as { id: string };
    const now = new Date().toISOString();
    await server.app.db.transaction(async (tx) => {
      for (let n = 1; n < CREW_LIST_MAX_MEMBERS; n += 1) {
        await tx.run(
          `INSERT INTO crew_members (id, list_id, secret_hash, name, product, variant_id, size,
             colour, created_at, updated_at) VALUES (?, ?, 'x', ?, 'crew-tee', ?, 'M', '', ?, ?)`,
          [`member-${n}`, id, `Member ${n}`, variant(1), now, now],
        );
      }
    });
    expect((await join(await visitor(), id, { name: 'Last', variantId: variant(1) })).status).toBe(
      201,
    );
    const over = await join(await visitor(), id, { name: 'One more', variantId: variant(1) });
    expect(over.status).toBe(409);
    expect((await read(organiser, id)).members).toBe(CREW_LIST_MAX_MEMBERS);
  });

  it('is erased by its organiser only, and by the sweep days after its deadline', async () => {
    const organiser = await visitor();
    const { id } = (await startList(organiser)).json() as { id: string };
    const member = await visitor();
    await join(member, id, { name: 'Eve', variantId: variant(1) });
    const refused = await member.request('DELETE', `/api/crew-lists/${id}`);
    expect(refused.status).toBe(403);
    expect((await organiser.request('DELETE', `/api/crew-lists/${id}`)).status).toBe(204);
    expect((await member.request('GET', `/api/crew-lists/${id}`)).status).toBe(404);
    expect(
      await server.app.db.get('SELECT 1 FROM crew_members WHERE list_id = ?', [id]),
    ).toBeUndefined();

    const old = (await startList(organiser)).json() as { id: string };
    const recent = (await startList(organiser)).json() as { id: string };
    await join(member, old.id, { name: 'Eve', variantId: variant(1) });
    await server.app.db.run('UPDATE crew_lists SET deadline = ? WHERE id = ?', [day(-31), old.id]);
    await server.app.db.run('UPDATE crew_lists SET deadline = ? WHERE id = ?', [
      day(-29),
      recent.id,
    ]);
    expect(await eraseExpiredLists(server.app.db, 30)).toBeGreaterThanOrEqual(1);
    expect((await member.request('GET', `/api/crew-lists/${old.id}`)).status).toBe(404);
    expect(
      await server.app.db.get('SELECT 1 FROM crew_members WHERE list_id = ?', [old.id]),
    ).toBeUndefined();
    expect((await read(member, recent.id)).open).toBe(false);
  });
});

describe('the daily cap on lists per address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ crewLists: { perClientPerDay: 2, retentionDays: 30 } });
  });
  afterAll(() => server.close());

  it('refuses a third list from one address in a day, storing nothing', async () => {
    const organiser = new Client(server.port, SHOP);
    await organiser.visit('/');
    const body = { title: 'Crew', deadline: day(3), products: [crewTee] };
    expect((await organiser.postJson('/api/crew-lists', body)).status).toBe(201);
    expect((await organiser.postJson('/api/crew-lists', body)).status).toBe(201);
    const third = await organiser.postJson('/api/crew-lists', body);
    expect(third.status).toBe(429);
    expect((third.json() as { error: string }).error).toMatch(/tomorrow/);
    expect((await server.app.db.get('SELECT COUNT(*) AS n FROM crew_lists'))?.n).toBe(2);
  });
});

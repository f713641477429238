/**
 * The crew lists' store (tables `crew_lists`, `crew_members`, `crew_list_counts`): a list's
 * unguessable share id, its organiser's secret and each member's kept as hashes, the tally by
 * variant, the daily cap on lists per client address, and the erasure of lists some days after
 * their deadline.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  CREW_LIST_MAX_DAYS_AHEAD,
  CREW_LIST_MAX_MEMBERS,
  type CrewEntry,
  type CrewEntryInput,
  type CrewList,
  type CrewProduct,
  type CrewTallyLine,
  type NewCrewList,
} from '@zcomm/site-data/api/crew-lists';
import type { Database, Queryable, Row } from '../db/database.ts';
import { HttpError } from '../shared/http-errors.ts';

const DAY_MS = 24 * 60 * 60_000;

/** A new random secret: 32 bytes, URL-safe. */
export const newSecret = (): string => randomBytes(32).toString('base64url');
/** A new share id: 18 bytes (144 bits), 24 URL-safe characters. */
export const newListId = (): string => randomBytes(18).toString('base64url');

export const hashOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Whether `secret` hashes to `hash`, compared in constant time. */
export function secretMatches(secret: string | undefined, hash: string): boolean {
  if (!secret) return false;
  const left = Buffer.from(hashOf(secret), 'hex');
  const right = Buffer.from(hash, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A UTC day, `YYYY-MM-DD`. */
const dayOf = (instant: number): string => new Date(instant).toISOString().slice(0, 10);

/** When a list with this deadline stops taking changes: the end of that day, UTC. */
export const closingTime = (deadline: string): number =>
  Date.parse(`${deadline}T00:00:00Z`) + DAY_MS;

/** Why a deadline cannot be used today, or undefined when it can. */
export function deadlineProblem(deadline: string, now = Date.now()): string | undefined {
  const instant = Date.parse(`${deadline}T00:00:00Z`);
  if (Number.isNaN(instant) || dayOf(instant) !== deadline)
    return 'Give the deadline as a date (YYYY-MM-DD).';
  if (deadline < dayOf(now)) return 'The deadline has passed: pick today or a later day.';
  if (instant > now + CREW_LIST_MAX_DAYS_AHEAD * DAY_MS) {
    return `Pick a deadline within ${CREW_LIST_MAX_DAYS_AHEAD} days.`;
  }
  return undefined;
}

/** A stored list, as the routes read it. */
export interface StoredList {
  id: string;
  site: string;
  organiserHash: string;
  /** The hash of the organiser link's secret, or null when there is none. */
  organiserLinkHash: string | null;
  title: string;
  deadline: string;
  products: CrewProduct[];
}

function toList(row: Row): StoredList {
  return {
    id: String(row.id),
    site: String(row.site),
    organiserHash: String(row.organiser_hash),
    organiserLinkHash: typeof row.organiser_link_hash === 'string' ? row.organiser_link_hash : null,
    title: String(row.title),
    deadline: String(row.deadline),
    products: JSON.parse(String(row.products)) as CrewProduct[],
  };
}

const toEntry = (row: Row): CrewEntry => ({
  name: String(row.name),
  product: String(row.product),
  variantId: String(row.variant_id),
  size: String(row.size),
  colour: String(row.colour),
});

/** Whether the list still takes changes. */
export const isOpen = (list: StoredList, now = Date.now()): boolean =>
  now < closingTime(list.deadline);

/** The list with this share id on this site, or undefined. */
export async function findList(
  db: Queryable,
  id: string,
  site: string,
): Promise<StoredList | undefined> {
  const row = await db.get('SELECT * FROM crew_lists WHERE id = ? AND site = ?', [id, site]);
  return row ? toList(row) : undefined;
}

/**
 * Starts a list: one more for the client today (past `perClientPerDay`, a 429 and nothing
 * stored; 0 for no cap). Returns its id and the organiser's secret (stored as a hash only).
 */
export function createList(
  db: Database,
  site: string,
  input: NewCrewList,
  limits: { client: string; perClientPerDay: number },
  now = Date.now(),
): Promise<{ id: string; organiserKey: string }> {
  const id = newListId();
  const organiserKey = newSecret();
  const products = input.products.filter(
    (product, index) =>
      input.products.findIndex((other) => other.handle === product.handle) === index,
  );
  return db.transaction(async (tx) => {
    if (limits.perClientPerDay > 0) {
      const day = dayOf(now);
      await tx.run('DELETE FROM crew_list_counts WHERE day < ?', [day]);
      const counted = await tx.get(
        `INSERT INTO crew_list_counts (client, day, lists) VALUES (?, ?, 1)
         ON CONFLICT (client, day) DO UPDATE SET lists = crew_list_counts.lists + 1
         RETURNING lists`,
        [limits.client, day],
      );
      if (Number(counted?.lists ?? 0) > limits.perClientPerDay) {
        throw new HttpError(
          429,
          'You have started as many crew lists today as we take from one connection. Try again tomorrow.',
        );
      }
    }
    await tx.run(
      `INSERT INTO crew_lists (id, site, organiser_hash, title, deadline, products, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        site,
        hashOf(organiserKey),
        input.title.trim(),
        input.deadline,
        JSON.stringify(products),
        new Date(now).toISOString(),
      ],
    );
    return { id, organiserKey };
  });
}

/** A member's cookie value: their entry's id and secret. */
export interface MemberKey {
  memberId: string;
  secret: string;
}

/** Reads a member cookie (`<id>.<secret>`); undefined when it is not one. */
export function readMemberKey(value: string | undefined): MemberKey | undefined {
  const match = value?.match(/^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/);
  return match ? { memberId: match[1] ?? '', secret: match[2] ?? '' } : undefined;
}

export const memberKeyText = (key: MemberKey): string => `${key.memberId}.${key.secret}`;

/** The member's entry row when the key is theirs on this list. */
async function ownEntry(
  db: Queryable,
  listId: string,
  key: MemberKey | undefined,
): Promise<Row | undefined> {
  if (!key) return undefined;
  const row = await db.get('SELECT * FROM crew_members WHERE id = ? AND list_id = ?', [
    key.memberId,
    listId,
  ]);
  return row && secretMatches(key.secret, String(row.secret_hash)) ? row : undefined;
}

/** The list as its page shows it to this caller. */
export async function listView(
  db: Queryable,
  list: StoredList,
  caller: { organiser: boolean; member: MemberKey | undefined },
  now = Date.now(),
): Promise<CrewList> {
  const tally = await db.all(
    `SELECT product, variant_id, size, colour, COUNT(*) AS count FROM crew_members
     WHERE list_id = ? GROUP BY product, variant_id, size, colour
     ORDER BY product, colour, variant_id`,
    [list.id],
  );
  const lines: CrewTallyLine[] = tally.map((row) => ({
    product: String(row.product),
    variantId: String(row.variant_id),
    size: String(row.size),
    colour: String(row.colour),
    count: Number(row.count),
  }));
  const mine = await ownEntry(db, list.id, caller.member);
  const view: CrewList = {
    id: list.id,
    title: list.title,
    deadline: list.deadline,
    closesAt: new Date(closingTime(list.deadline)).toISOString(),
    open: isOpen(list, now),
    products: list.products,
    organiser: caller.organiser,
    members: lines.reduce((sum, line) => sum + line.count, 0),
    maxMembers: CREW_LIST_MAX_MEMBERS,
    tally: lines,
    mine: mine ? toEntry(mine) : null,
  };
  if (caller.organiser) {
    const rows = await db.all(
      'SELECT * FROM crew_members WHERE list_id = ? ORDER BY created_at, id',
      [list.id],
    );
    view.entries = rows.map(toEntry);
  }
  return view;
}

/** Refuses a change once the list has closed. */
function assertOpen(list: StoredList, now: number): void {
  if (!isOpen(list, now)) {
    throw new HttpError(
      409,
      `This list closed at the end of ${list.deadline}: it can no longer be changed.`,
    );
  }
}

/**
 * Adds the caller's entry, or changes it when their key is theirs on this list. Returns the
 * key to keep (a new one for a new entry). Refused once the list has closed, when the product
 * is not on it, or when the list is full.
 */
export function saveEntry(
  db: Database,
  list: StoredList,
  input: CrewEntryInput,
  key: MemberKey | undefined,
  now = Date.now(),
): Promise<{ key: MemberKey; created: boolean }> {
  assertOpen(list, now);
  const product = list.products.find((candidate) =>
    candidate.variants.some((variant) => variant.id === input.variantId),
  );
  const variant = product?.variants.find((candidate) => candidate.id === input.variantId);
  if (!product || !variant) {
    throw new HttpError(400, 'Some fields need attention.', {
      variantId: 'Pick a size of a product on the list.',
    });
  }
  const values = [
    input.name.trim(),
    product.handle,
    variant.id,
    variant.size,
    variant.colour,
    new Date(now).toISOString(),
  ];
  return db.transaction(async (tx) => {
    // One change to a list at a time, so the cap on members holds on PostgreSQL too.
    const lock = tx.dialect === 'postgres' ? ' FOR UPDATE' : '';
    if (!(await tx.get(`SELECT id FROM crew_lists WHERE id = ?${lock}`, [list.id]))) {
      throw new HttpError(404, 'No crew list has this link.');
    }
    const existing = await ownEntry(tx, list.id, key);
    if (existing && key) {
      await tx.run(
        `UPDATE crew_members SET name = ?, product = ?, variant_id = ?, size = ?, colour = ?,
           updated_at = ? WHERE id = ?`,
        [...values, key.memberId],
      );
      return { key, created: false };
    }
    const count = await tx.get('SELECT COUNT(*) AS n FROM crew_members WHERE list_id = ?', [
      list.id,
    ]);
    if (Number(count?.n ?? 0) >= CREW_LIST_MAX_MEMBERS) {
      throw new HttpError(409, `This list is full: it takes ${CREW_LIST_MAX_MEMBERS} people.`);
    }
    const fresh = { memberId: randomUUID(), secret: newSecret() };
    await tx.run(
      `INSERT INTO crew_members (id, list_id, secret_hash, name, product, variant_id, size,
         colour, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [fresh.memberId, list.id, hashOf(fresh.secret), ...values, values[5] ?? ''],
    );
    return { key: fresh, created: true };
  });
}

/** Removes the caller's own entry; whether there was one. Refused once the list has closed. */
export async function removeEntry(
  db: Database,
  list: StoredList,
  key: MemberKey | undefined,
  now = Date.now(),
): Promise<boolean> {
  assertOpen(list, now);
  const existing = await ownEntry(db, list.id, key);
  if (!existing || !key) return false;
  await db.run('DELETE FROM crew_members WHERE id = ?', [key.memberId]);
  return true;
}

/** Erases a list with its entries. */
export function eraseList(db: Database, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.run('DELETE FROM crew_members WHERE list_id = ?', [id]);
    await tx.run('DELETE FROM crew_lists WHERE id = ?', [id]);
  });
}

/**
 * Erases every list whose deadline passed more than `days` days ago (with its entries), and
 * the daily counts of past days. Returns how many lists.
 */
export function eraseExpiredLists(db: Database, days: number, now = Date.now()): Promise<number> {
  // A list closes when its deadline day ends; it is kept `days` whole days after that.
  const lastKept = dayOf(now - days * DAY_MS);
  return db.transaction(async (tx) => {
    await tx.run(
      `DELETE FROM crew_members WHERE list_id IN (SELECT id FROM crew_lists WHERE deadline < ?)`,
      [lastKept],
    );
    const { changes } = await tx.run('DELETE FROM crew_lists WHERE deadline < ?', [lastKept]);
    await tx.run('DELETE FROM crew_list_counts WHERE day < ?', [dayOf(now)]);
    return changes;
  });
}

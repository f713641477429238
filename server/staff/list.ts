/**
 * `GET /submissions`: one page of the leads the filter matches, newest first (keyset pages:
 * any page is an index range, however deep), with the cursors to the pages either side, the
 * total, and the counts per site and state for the inbox's navigation.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiErrors } from '@zcomm/site-data/api/errors';
import { InboxPage } from '@zcomm/site-data/api/inbox';
import { forms } from '@zcomm/site-data/forms';
import { siteIds } from '@zcomm/site-data/tenants';
import type { Queryable } from '../db/database.ts';
import { staffOf } from './access.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { summary } from './leads.ts';
import { ListQuery, queryError, readFilter, trimQuery } from './query.ts';
import {
  anySubmissionAt,
  countByState,
  countSubmissions,
  type InboxFilter,
  type InboxSubmission,
  listSubmissionsAt,
  type PageKey,
} from './store.ts';

/** Submissions a page of the list holds. */
export const INBOX_PAGE_SIZE = 20;

/** The sites that have a form, in the sites' order: the keys of the per-site counts. */
const sitesWithForms = siteIds.filter((site) =>
  Object.values(forms).some((definition) => definition.site === site),
);

const keyOf = (direction: PageKey['direction'], lead: InboxSubmission | undefined) =>
  lead ? { direction, created_at: lead.created_at, id: lead.id } : undefined;

/**
 * The page at `key` (the first without one) and whether there are leads on either side of it,
 * as the cursors that lead there: one more row than a page tells whether there is another page
 * that way; the other side is looked up.
 */
async function pageAt(reader: Queryable, filter: InboxFilter, key: PageKey | undefined) {
  const rows = await listSubmissionsAt(reader, filter, INBOX_PAGE_SIZE + 1, key);
  const more = rows.length > INBOX_PAGE_SIZE;
  const page =
    key?.direction === 'newer'
      ? rows.slice(rows.length - Math.min(rows.length, INBOX_PAGE_SIZE))
      : rows.slice(0, INBOX_PAGE_SIZE);
  const older = keyOf('older', page.at(-1));
  const newer = keyOf('newer', page[0]);
  let hasOlder: boolean;
  let hasNewer: boolean;
  if (key?.direction === 'newer') {
    hasNewer = more;
    hasOlder = await anySubmissionAt(reader, filter, older ?? { ...key, direction: 'older' });
  } else {
    hasOlder = more;
    hasNewer =
      key === undefined
        ? false
        : await anySubmissionAt(reader, filter, newer ?? { ...key, direction: 'newer' });
  }
  return {
    page,
    next_cursor: hasOlder
      ? encodeCursor(older ?? { ...(key as PageKey), direction: 'older' })
      : null,
    previous_cursor: hasNewer
      ? encodeCursor(newer ?? { ...(key as PageKey), direction: 'newer' })
      : null,
  };
}

export interface LeadListOptions {
  reader: Queryable;
  /** The leads team's time zone, which the inbox shows every time in. */
  timeZone: string;
}

export const leadList: FastifyPluginAsyncTypebox<LeadListOptions> = async (app, options) => {
  const { reader, timeZone } = options;
  app.get(
    '/submissions',
    {
      schema: { querystring: ListQuery, response: { 200: InboxPage, ...apiErrors } },
      preValidation: trimQuery(ListQuery),
      schemaErrorFormatter: queryError(ListQuery),
    },
    async (request) => {
      const filter = readFilter(request.query, staffOf(request));
      const { cursor } = request.query;
      const key = cursor === undefined ? undefined : decodeCursor(cursor);
      const { page, ...cursors } = await pageAt(reader, filter, key);
      const [total, counts] = await Promise.all([
        countSubmissions(reader, filter),
        countByState(reader),
      ]);
      return {
        submissions: page.map(summary),
        total,
        page_size: INBOX_PAGE_SIZE,
        ...cursors,
        counts: Object.fromEntries(
          sitesWithForms.map((site) => [
            site,
            counts.get(site) ?? { new: 0, in_progress: 0, done: 0 },
          ]),
        ),
        time_zone: timeZone,
      };
    },
  );
};

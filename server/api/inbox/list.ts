/**
 * `GET /submissions`: one page of the leads the filter matches, newest first (keyset pages:
 * any page is an index range, however deep), with the cursors to the pages either side, the
 * total, and the counts per site and state for the inbox's navigation.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiErrors } from '@zcomm/site-data/api/errors';
import { DUE_SOON_MS, InboxPage } from '@zcomm/site-data/api/inbox';
import { forms } from '@zcomm/site-data/forms';
import { siteIds } from '@zcomm/site-data/tenants';
import type { Queryable } from '../../db/database.ts';
import type { BusinessHours } from '../../leads/business-hours.ts';
import {
  anySubmissionAt,
  countByState,
  countSubmissions,
  type InboxFilter,
  type InboxSubmission,
  type ListOrder,
  listSubmissionsAt,
  type PageKey,
} from '../../leads/store.ts';
import { summary } from '../../leads/views.ts';
import { HttpError } from '../../shared/http-errors.ts';
import { staffOf } from './access.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { ListQuery, queryError, readFilter, trimQuery } from './query.ts';

/** Submissions a page of the list holds. */
export const INBOX_PAGE_SIZE = 20;

/** The sites that have a form, in the sites' order: the keys of the per-site counts. */
const sitesWithForms = siteIds.filter((site) =>
  Object.values(forms).some((definition) => definition.site === site),
);

const keyOf = (direction: PageKey['direction'], lead: InboxSubmission | undefined) =>
  lead ? { direction, created_at: lead.created_at, id: lead.id } : undefined;

/**
 * The page at `key` (the first without one), in `order`, and whether there are leads on either
 * side of it, as the cursors that lead there: one more row than a page tells whether there is
 * another page the way the key points; the other side is looked up. Forward is towards older
 * leads newest first, towards newer ones oldest first.
 */
async function pageAt(
  reader: Queryable,
  filter: InboxFilter,
  key: PageKey | undefined,
  order: ListOrder,
) {
  const forward: PageKey['direction'] = order === 'newest' ? 'older' : 'newer';
  const backward: PageKey['direction'] = order === 'newest' ? 'newer' : 'older';
  const rows = await listSubmissionsAt(reader, filter, INBOX_PAGE_SIZE + 1, key, order);
  const more = rows.length > INBOX_PAGE_SIZE;
  const page =
    key?.direction === backward
      ? rows.slice(rows.length - Math.min(rows.length, INBOX_PAGE_SIZE))
      : rows.slice(0, INBOX_PAGE_SIZE);
  const after = keyOf(forward, page.at(-1));
  const before = keyOf(backward, page[0]);
  let hasAfter: boolean;
  let hasBefore: boolean;
  if (key?.direction === backward) {
    hasBefore = more;
    hasAfter = await anySubmissionAt(reader, filter, after ?? { ...key, direction: forward });
  } else {
    hasAfter = more;
    hasBefore =
      key === undefined
        ? false
        : await anySubmissionAt(reader, filter, before ?? { ...key, direction: backward });
  }
  return {
    page,
    next_cursor: hasAfter
      ? encodeCursor(after ?? { ...(key as PageKey), direction: forward })
      : null,
    previous_cursor: hasBefore
      ? encodeCursor(before ?? { ...(key as PageKey), direction: backward })
      : null,
  };
}

export interface LeadListOptions {
  reader: Queryable;
  /** The leads team's time zone, which the inbox shows every time in. */
  timeZone: string;
  /** The sites' business hours: New leads' reply-by times. */
  hours: BusinessHours;
  /** Whether replies can be sent from the inbox. */
  repliesEnabled: boolean;
}

export const leadList: FastifyPluginAsyncTypebox<LeadListOptions> = async (app, options) => {
  const { reader, timeZone } = options;
  const view = { hours: options.hours, repliesEnabled: options.repliesEnabled };
  app.get(
    '/submissions',
    {
      schema: { querystring: ListQuery, response: { 200: InboxPage, ...apiErrors } },
      preValidation: trimQuery(ListQuery),
      schemaErrorFormatter: queryError(ListQuery),
    },
    async (request) => {
      const filter = readFilter(request.query, staffOf(request));
      const { cursor, sort } = request.query;
      if (sort === 'due') {
        // The leads whose reply is due: New ones, the longest waiting (the soonest due) first.
        if (filter.spam || (filter.state !== undefined && filter.state !== 'new')) {
          throw new HttpError(400, 'sort=due lists New leads: send it without spam and state.');
        }
        filter.state = 'new';
      }
      const key = cursor === undefined ? undefined : decodeCursor(cursor);
      const order = sort === 'due' ? 'oldest' : 'newest';
      const { page, ...cursors } = await pageAt(reader, filter, key, order);
      const [total, counts] = await Promise.all([
        countSubmissions(reader, filter),
        countByState(reader),
      ]);
      return {
        submissions: page.map((lead) => summary(lead, view)),
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
        due_soon_ms: DUE_SOON_MS,
      };
    },
  );
};

/**
 * `GET /export`: every lead the filter matches as CSV, written record by record as the database
 * hands over each batch (memory holds one batch, however many there are), with a rate limit of
 * its own besides the inbox's, since each export reads every matching row.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiErrors } from '@zcomm/site-data/api/errors';
import {
  BULK_ORDER_LINES_DATA,
  BULK_ORDER_PIECES_DATA,
  orderLinesText,
  storedOrderLines,
} from '@zcomm/site-data/bulk-order';
import { forms } from '@zcomm/site-data/forms';
import { HONEYPOT_FIELD } from '@zcomm/storefront-ui/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Queryable } from '../../db/database.ts';
import type { RateLimitSetting } from '../../http/rate-limits.ts';
import { replyByOf } from '../../leads/business-hours.ts';
import { type InboxFilter, type InboxSubmission, streamSubmissions } from '../../leads/store.ts';
import { formatTeamTime } from '../../leads/team-time.ts';
import type { LeadView } from '../../leads/views.ts';
import { HttpError } from '../../shared/http-errors.ts';
import { inboxRateLimitKey, staffOf } from './access.ts';
import { CSV_START, csvLine } from './csv.ts';
import { ExportQuery, queryError, readFilter, trimQuery } from './query.ts';

/** The export: a CSV document (UTF-8 with a byte order mark, CRLF line ends). */
const CsvDocument = Type.Unsafe<NodeJS.ReadableStream>({
  type: 'string',
  contentMediaType: 'text/csv',
});

/**
 * Every field name of every form, in the forms' order, then a bulk order's lines and pieces,
 * then the honeypot's: the export's columns.
 */
const exportFieldNames: readonly string[] = [
  ...new Set([
    ...Object.values(forms).flatMap((definition) => Object.keys(definition.fields)),
    BULK_ORDER_LINES_DATA,
    BULK_ORDER_PIECES_DATA,
    HONEYPOT_FIELD,
  ]),
];

/** A stored field as its column writes it: a bulk order's lines one a line, as the e-mail. */
function exportValue(name: string, value: string): string {
  return name === BULK_ORDER_LINES_DATA ? orderLinesText(storedOrderLines(value)) : value;
}

const exportHeader = [
  'id',
  'created_at',
  'received_team_time',
  'site',
  'form',
  'state',
  'read',
  'assignee',
  'spam',
  'caught_by_honeypot',
  'reply_by',
  'first_reply_at',
  'first_reply_team_time',
  'replied_by',
  ...exportFieldNames,
];

function exportRecord(submission: InboxSubmission, timeZone: string, view: LeadView): string[] {
  const replied = submission.first_reply_at;
  return [
    submission.id,
    submission.created_at,
    formatTeamTime(new Date(submission.created_at), timeZone),
    submission.site,
    submission.form,
    submission.state,
    submission.read ? 'yes' : 'no',
    submission.assignee?.name ?? '',
    submission.spam ? 'yes' : 'no',
    submission.honeypot ? 'yes' : 'no',
    replyByOf(view.hours, submission) ?? '',
    replied ?? '',
    replied ? formatTeamTime(new Date(replied), timeZone) : '',
    submission.first_reply_by ?? '',
    ...exportFieldNames.map((name) =>
      Object.hasOwn(submission.data, name) ? exportValue(name, submission.data[name] ?? '') : '',
    ),
  ];
}

/**
 * The CSV of every submission the filter matches, written record by record as the database
 * hands over each batch: however many there are, memory holds one batch.
 */
async function* csvExport(
  db: Queryable,
  filter: InboxFilter,
  timeZone: string,
  view: LeadView,
): AsyncGenerator<string> {
  yield CSV_START + csvLine(exportHeader);
  for await (const submission of streamSubmissions(db, filter)) {
    yield csvLine(exportRecord(submission, timeZone, view));
  }
}

export interface LeadExportOptions {
  reader: Queryable;
  /** Exports per session (or IP): each reads every matching row. */
  rateLimit: RateLimitSetting;
  /** The leads team's time zone: each lead's time is written in it beside UTC. */
  timeZone: string;
  /** The sites' business hours: each New lead's reply-by time. */
  view: LeadView;
}

export const leadExport: FastifyPluginAsyncTypebox<LeadExportOptions> = async (app, options) => {
  const { reader } = options;
  const exportLimit = app.createRateLimit({
    ...options.rateLimit,
    keyGenerator: async (request) => `export:${await inboxRateLimitKey(request)}`,
  });
  /** Counted before the query is checked: a refused query costs an export too. */
  const countExport = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await exportLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', String(limit.ttlInSeconds));
      throw new HttpError(429, `Too many exports: try again in ${limit.ttlInSeconds} s.`);
    }
  };

  app.get(
    '/export',
    {
      schema: { querystring: ExportQuery, response: { 200: CsvDocument, ...apiErrors } },
      preValidation: [countExport, trimQuery(ExportQuery)],
      schemaErrorFormatter: queryError(ExportQuery),
    },
    async (request, reply) => {
      const filter = readFilter(request.query, staffOf(request));
      const day = new Date().toISOString().slice(0, 10);
      const body = Readable.from(csvExport(reader, filter, options.timeZone, options.view), {
        objectMode: false,
      });
      body.on('error', (error) => request.log.error({ err: error }, 'Inbox: export failed'));
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${filter.spam ? 'spam' : 'inbox'}-${day}.csv"`,
        )
        .send(body);
    },
  );
};

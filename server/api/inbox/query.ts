/**
 * The inbox list's and export's query: its schema (each parameter once, only known names, each
 * value checked), the parameters trimmed (an empty one left out) before it is checked, and the
 * filter it becomes.
 */

import type { StaffRef } from '@zcomm/site-data/api/inbox';
import { leadStates, listSorts } from '@zcomm/site-data/api/inbox-states';
import { formNames } from '@zcomm/site-data/forms';
import { siteIds } from '@zcomm/site-data/tenants';
import type { FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import type { InboxFilter } from '../../leads/store.ts';
import { HttpError } from '../../shared/http-errors.ts';
import { messageOf, propertyOf, type SchemaFailure } from '../../shared/schema-errors.ts';
import { MAX_SEARCH_LENGTH, searchPatterns } from '../../shared/search-text.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A parameter's schema: a text, sent once, with the API's message when its value is refused. */
function parameter<Schema extends object>(name: string, schema: Schema, message: string) {
  const refused = { enum: message, format: message, pattern: message, maxLength: message };
  return Type.Optional(
    Type.Unsafe<string>({
      type: 'string',
      ...schema,
      errorMessage: { type: `Send ${name} once.`, ...refused },
    }),
  );
}

const filterParameters = {
  site: parameter('site', { enum: [...siteIds] }, `site must be one of: ${siteIds.join(', ')}.`),
  form: parameter(
    'form',
    { enum: [...formNames] },
    `form must be one of: ${formNames.join(', ')}.`,
  ),
  from: parameter('from', { format: 'date' }, 'from must be a date: YYYY-MM-DD.'),
  to: parameter('to', { format: 'date' }, 'to must be a date: YYYY-MM-DD.'),
  q: parameter(
    'q',
    { maxLength: MAX_SEARCH_LENGTH },
    `q must be at most ${MAX_SEARCH_LENGTH} characters.`,
  ),
  spam: parameter('spam', { enum: ['0', '1'] }, 'spam must be 0 or 1.'),
  state: parameter(
    'state',
    { enum: [...leadStates] },
    `state must be one of: ${leadStates.join(', ')}.`,
  ),
  assignee: parameter(
    'assignee',
    { pattern: '^(?:me|none|[1-9]\\d{0,15})$' },
    'assignee must be a staff id, me or none.',
  ),
};

/** The export's query: the list's filters. */
export const ExportQuery = Type.Object(filterParameters, { additionalProperties: false });
export type ExportQuery = Static<typeof ExportQuery>;

/** The list's query: the filters, the order, and the cursor of the page wanted. */
export const ListQuery = Type.Object(
  {
    ...filterParameters,
    sort: parameter(
      'sort',
      { enum: [...listSorts] },
      `sort must be one of: ${listSorts.join(', ')}.`,
    ),
    cursor: parameter('cursor', {}, 'Send cursor once.'),
  },
  { additionalProperties: false },
);
export type ListQuery = Static<typeof ListQuery>;

/**
 * Before the query is checked: each value of a known parameter trimmed, an empty one left out
 * (an unknown one stays, to be refused). A parameter sent more than once keeps its values,
 * which the schema refuses.
 */
export function trimQuery(schema: typeof ListQuery | typeof ExportQuery) {
  const known = new Set(Object.keys(schema.properties));
  return async (request: FastifyRequest): Promise<void> => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const trimmed: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(query)) {
      if (typeof value !== 'string' || !known.has(name)) trimmed[name] = value;
      else if (value.trim() !== '') trimmed[name] = value.trim();
    }
    request.query = trimmed;
  };
}

/**
 * The one failure the API answers (400): an unknown parameter, then one sent more than once,
 * then the first refused value in the query schema's order.
 */
export function queryError(schema: typeof ListQuery | typeof ExportQuery) {
  const order = Object.keys(schema.properties);
  return (failures: SchemaFailure[]): HttpError => {
    const unknown = failures.find((failure) => failure.schemaPath === '#/additionalProperties');
    const name = unknown && propertyOf(unknown);
    if (name !== undefined) return new HttpError(400, `Unknown parameter: ${name}.`);
    const position = (failure: SchemaFailure) => order.indexOf(propertyOf(failure) ?? '');
    const [first] = [...failures].sort(
      (a, b) =>
        Number(b.keyword === 'type') - Number(a.keyword === 'type') || position(a) - position(b),
    );
    return new HttpError(400, (first && messageOf(schema, first)) ?? 'Bad request.');
  };
}

/** A checked `YYYY-MM-DD` as the instant its UTC day starts. */
const dayStart = (value: string) => new Date(`${value}T00:00:00.000Z`);

/** The filter of a list or an export, from its checked query; 400 when `from` is after `to`. */
export function readFilter(query: ExportQuery, staff: StaffRef): InboxFilter {
  const from = query.from === undefined ? undefined : dayStart(query.from);
  const to = query.to === undefined ? undefined : dayStart(query.to);
  if (from && to && from > to) throw new HttpError(400, 'from must not be after to.');
  const assignee =
    query.assignee === 'me'
      ? staff.id
      : query.assignee === 'none' || query.assignee === undefined
        ? query.assignee
        : Number(query.assignee);
  // `to` is a whole day: everything before the next day starts. After 9999-12-31 comes no
  // day that ISO 8601 text can hold (it would sort before every other), so that `to` is open.
  const next = to ? new Date(to.getTime() + DAY_MS) : undefined;
  return {
    site: query.site,
    form: query.form,
    from: from?.toISOString(),
    before: next && next.getUTCFullYear() <= 9999 ? next.toISOString() : undefined,
    patterns: searchPatterns(query.q ?? ''),
    spam: query.spam === '1',
    state: query.state as InboxFilter['state'],
    assignee,
  };
}

/**
 * `GET /field-speed`: what real visitors' page views measured, per site and kind of page, over
 * the last days (UTC, today included): each metric's 75th percentile and how it fares against
 * Google's thresholds, from the counts `POST /api/vitals` keeps.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiErrors } from '@zcomm/site-data/api/errors';
import { type Static, Type } from 'typebox';
import { HttpError } from '../../shared/http-errors.ts';
import { firstMessage, type SchemaFailure } from '../../shared/schema-errors.ts';
import { VITALS_DEFAULT_DAYS, VITALS_KEPT_DAYS } from '../../vitals/store.ts';

export const FieldSpeedQuery = Type.Object(
  {
    days: Type.Optional(
      Type.String({
        pattern: '^(?:[1-9]|[1-8]\\d|90)$',
        errorMessage: `days must be a whole number from 1 to ${VITALS_KEPT_DAYS}.`,
      }),
    ),
  },
  { additionalProperties: false, errorMessage: 'The only parameter is days.' },
);

const MetricSummary = Type.Object({
  site: Type.String(),
  page_kind: Type.String(),
  // The five of `VITAL_NAMES` (the handler's type checks that they agree).
  metric: Type.Union([
    Type.Literal('LCP'),
    Type.Literal('INP'),
    Type.Literal('CLS'),
    Type.Literal('FCP'),
    Type.Literal('TTFB'),
  ]),
  /** Page views that reported the metric. */
  count: Type.Integer(),
  /** The 75th percentile: milliseconds, or CLS's score. */
  p75: Type.Number(),
  rating: Type.Union([
    Type.Literal('good'),
    Type.Literal('needs-improvement'),
    Type.Literal('poor'),
  ]),
});

export const FieldSpeed = Type.Object({
  days: Type.Integer(),
  metrics: Type.Array(MetricSummary),
});
export type FieldSpeed = Static<typeof FieldSpeed>;

export const fieldSpeedRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/field-speed',
    {
      schema: { querystring: FieldSpeedQuery, response: { 200: FieldSpeed, ...apiErrors } },
      schemaErrorFormatter: (failures: SchemaFailure[]) =>
        new HttpError(400, firstMessage(FieldSpeedQuery, failures) ?? 'Bad request.'),
    },
    async (request) => {
      const days = Number(request.query.days ?? VITALS_DEFAULT_DAYS);
      return { days, metrics: await app.vitals.summary(days) };
    },
  );
};

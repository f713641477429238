/**
 * The staff inbox's API, `/api/inbox/*`, on the agency host only, for signed-in staff: the list
 * of leads (filtered, searched, paged, due first), one lead (read, changed, erased, a delivery
 * resent, replied to, noted, who else has it open), the staff, the CSV export, how fast the team answers and how fast the sites are for their visitors. Lists, counts, searches and exports read on a thread of their
 * own (SQLite), so a long read never holds up the server; changes go through its connection.
 */
import {
  type FastifyPluginAsyncTypebox,
  TypeBoxValidatorCompiler,
} from '@fastify/type-provider-typebox';
import type { RateLimitSetting } from '../../http/rate-limits.ts';
import { type BusinessHours, defaultBusinessHours } from '../../leads/business-hours.ts';
import { DEFAULT_TEAM_TIME_ZONE } from '../../leads/team-time.ts';
import type { ArtworkStore } from '../../uploads/artwork.ts';
import { guardInbox } from './access.ts';
import { artworkRoutes } from './artwork.ts';
import { leadExport } from './export.ts';
import { fieldSpeedRoute } from './field-speed.ts';
import { leadRoutes } from './lead.ts';
import { leadList } from './list.ts';
import { messageRoutes } from './message-routes.ts';
import { presenceRoutes } from './presence.ts';
import { type QuoteRouteOptions, quoteRoutes } from './quotes.ts';
import { inboxReader } from './reader.ts';
import { responseTimesRoute } from './response-times.ts';

export interface StaffInboxOptions {
  /** Requests per session (or, without one, per client IP) to the whole inbox API. */
  rateLimit: RateLimitSetting;
  /** Exports per session (or IP): each reads every matching row. */
  exportRateLimit: RateLimitSetting;
  /** The leads team's time zone (`TEAM_TIME_ZONE`). @default 'America/New_York' */
  timeZone?: string | undefined;
  /**
   * The sites' business hours (`BUSINESS_HOURS`, `REPLY_WITHIN_MINUTES`), in the team's zone.
   * @default Monday to Friday, 9 to 5, a reply within the hour
   */
  hours?: BusinessHours | undefined;
  /** The bulk orders' artwork, downloaded here and erased with its lead. */
  artwork?: ArtworkStore | undefined;
  /** A bulk order's priced checkout links (`quotes.ts`, made by `server/quotes/`). */
  quotes?: QuoteRouteOptions | undefined;
}

/** Register inside the API's scope (rate limiting, XSRF, JSON errors), at `/inbox`. */
export const staffInbox: FastifyPluginAsyncTypebox<StaffInboxOptions> = async (app, options) => {
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  const reader = inboxReader(app.db);
  const timeZone = options.timeZone ?? DEFAULT_TEAM_TIME_ZONE;
  const hours = options.hours ?? defaultBusinessHours(timeZone);
  const view = { hours, repliesEnabled: app.deliveries.repliesEnabled };
  app.addHook('onClose', () => reader.close());
  guardInbox(app, options.rateLimit);
  await app.register(leadList, { reader, timeZone, ...view });
  const artwork = options.artwork;
  await app.register(leadRoutes, {
    view: { hours },
    afterErase: artwork && (() => artwork.eraseOrphans(app.db)),
  });
  if (artwork) await app.register(artworkRoutes, { artwork });
  await app.register(messageRoutes, { view: { hours } });
  await app.register(presenceRoutes);
  if (options.quotes) await app.register(quoteRoutes, options.quotes);
  await app.register(responseTimesRoute, { reader, timeZone });
  await app.register(fieldSpeedRoute);
  await app.register(leadExport, {
    reader,
    rateLimit: options.exportRateLimit,
    timeZone,
    view,
  });
};

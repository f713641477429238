/**
 * The API's per-client rate limits: what each endpoint allows a client address (or, for the
 * staff inbox, a session) within a window, and their defaults.
 */
import type { AccountLoginLimit } from '../auth/login-limits.ts';

export interface RateLimitSetting {
  /** Requests allowed per client IP within the window. */
  max: number;
  /** Window length in milliseconds, or an `ms`-style string such as `'1 minute'`. */
  timeWindow: number | string;
}

export interface RateLimits {
  /** Each form endpoint. @default { max: 10, timeWindow: '1 minute' } */
  forms: RateLimitSetting;
  /** `POST /api/auth/login`, per client IP. @default { max: 5, timeWindow: '1 minute' } */
  login: RateLimitSetting;
  /**
   * Failed sign-ins per account and address (or known device) before that address waits out
   * the window, and per account from every unknown device before their attempts are spaced out.
   * @default { max: 5, accountMax: 10, windowMs: 15 minutes, delayMs: 30 seconds }
   */
  loginAccount: AccountLoginLimit;
  /** Each shop's storefront simulator (GraphQL). @default { max: 300, timeWindow: '1 minute' } */
  storefront: RateLimitSetting;
  /** The staff inbox's API, per session (or IP). @default { max: 300, timeWindow: '1 minute' } */
  inbox: RateLimitSetting;
  /** Its CSV exports, per session (or IP). @default { max: 10, timeWindow: '1 minute' } */
  inboxExport: RateLimitSetting;
  /**
   * Web Vitals reports, per client IP: a page view sends one or two, more after going back
   * to a page. @default { max: 60, timeWindow: '1 minute' }
   */
  vitals: RateLimitSetting;
  /**
   * The crew-list routes, per client IP: a list's page reads it and each member saves an
   * entry. @default { max: 60, timeWindow: '1 minute' }
   */
  crewLists: RateLimitSetting;
}

export const defaultRateLimits: RateLimits = {
  forms: { max: 10, timeWindow: '1 minute' },
  login: { max: 5, timeWindow: '1 minute' },
  loginAccount: { max: 5, accountMax: 10, windowMs: 15 * 60_000, delayMs: 30_000 },
  storefront: { max: 300, timeWindow: '1 minute' },
  inbox: { max: 300, timeWindow: '1 minute' },
  inboxExport: { max: 10, timeWindow: '1 minute' },
  vitals: { max: 60, timeWindow: '1 minute' },
  crewLists: { max: 60, timeWindow: '1 minute' },
};

/**
 * The Storefront API version every storefront call of the shops asks for: the newest version
 * the project carries a schema for (`storefront-simulator/schemas/<version>.json`). The
 * server's gateway forwards at this version, the simulator answers with its schema, and the
 * drift check (`tests/unit/storefront-drift.test.ts`) holds the pin to the newest file there.
 * Plain data, so the browser can import it without pulling in a schema.
 */
export const STOREFRONT_API_VERSION = '2026-04';

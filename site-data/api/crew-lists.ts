/**
 * Crew lists: an organiser starts a list for a shop's product(s) with a title and a deadline,
 * shares its link, and each crew member adds their own pick (name, size, colour) until the
 * deadline. The routes' schemas, limits and answers, shared by the server and the shops' pages.
 */
import { type Static, Type } from 'typebox';

/** Where the API answers for crew lists (under `/api`). */
export const CREW_LISTS_PATH = '/crew-lists';
/**
 * The page of every list on a shop, `/crew`, which reads the list's id from the query
 * parameter `list`: the server's request log never records a query string, so a list's
 * secret-ish share id stays out of it (a path would be logged).
 */
export const CREW_LIST_PAGE = '/crew';
/** The query parameter naming the list on its page. */
export const CREW_LIST_PARAM = 'list';
/** The page's query parameter holding an organiser link's secret (`/crew?list=<id>&organiser=…`). */
export const CREW_ORGANISER_PARAM = 'organiser';
/** The address of a list's page: `/crew?list=<id>`. */
export const crewListAddress = (id: string): string =>
  `${CREW_LIST_PAGE}?${CREW_LIST_PARAM}=${encodeURIComponent(id)}`;

/** Entries one list holds at most. */
export const CREW_LIST_MAX_MEMBERS = 200;
/** Products a list offers at most. */
export const CREW_LIST_MAX_PRODUCTS = 5;
/** Longest title and name, in characters. */
export const CREW_LIST_TITLE_MAX = 120;
export const CREW_MEMBER_NAME_MAX = 80;
/** Longest option value (a size, a colour). */
export const CREW_OPTION_MAX = 60;
/** How far ahead a deadline may be, in days. */
export const CREW_LIST_MAX_DAYS_AHEAD = 180;

/** A list's share id: 24 URL-safe characters (144 random bits). */
export const CREW_LIST_ID_PATTERN = '^[A-Za-z0-9_-]{24}$';
const HANDLE_PATTERN = '^[a-z0-9][a-z0-9-]{0,99}$';
const VARIANT_PATTERN = '^gid://shopify/ProductVariant/[A-Za-z0-9_-]{1,64}$';
const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

export const CrewListParams = Type.Object(
  {
    id: Type.String({
      pattern: CREW_LIST_ID_PATTERN,
      errorMessage: 'No crew list has this link.',
    }),
  },
  { additionalProperties: false },
);
export type CrewListParams = Static<typeof CrewListParams>;

/** Variants one product of a list offers at most. */
export const CREW_LIST_MAX_VARIANTS = 100;

/** One variant a member may pick: its id, size and colour (`''` when the product has none). */
export const CrewVariant = Type.Object(
  {
    id: Type.String({ pattern: VARIANT_PATTERN }),
    size: Type.String({ maxLength: CREW_OPTION_MAX }),
    colour: Type.String({ maxLength: CREW_OPTION_MAX }),
  },
  { additionalProperties: false },
);
export type CrewVariant = Static<typeof CrewVariant>;

/** A product of a list: its handle, title and the variants members pick from. */
export const CrewProduct = Type.Object(
  {
    handle: Type.String({ pattern: HANDLE_PATTERN }),
    title: Type.String({ minLength: 1, maxLength: CREW_LIST_TITLE_MAX }),
    variants: Type.Array(CrewVariant, { minItems: 1, maxItems: CREW_LIST_MAX_VARIANTS }),
  },
  { additionalProperties: false },
);
export type CrewProduct = Static<typeof CrewProduct>;

/** What an organiser sends to start a list. */
export const NewCrewList = Type.Object(
  {
    title: Type.String({
      minLength: 1,
      maxLength: CREW_LIST_TITLE_MAX,
      pattern: '\\S',
      errorMessage: `Give the list a title of up to ${CREW_LIST_TITLE_MAX} characters.`,
    }),
    deadline: Type.String({
      pattern: DAY_PATTERN,
      errorMessage: 'Give the deadline as a date (YYYY-MM-DD).',
    }),
    products: Type.Array(CrewProduct, {
      minItems: 1,
      maxItems: CREW_LIST_MAX_PRODUCTS,
      errorMessage: `Pick from one to ${CREW_LIST_MAX_PRODUCTS} products, each with its variants.`,
    }),
  },
  { additionalProperties: false },
);
export type NewCrewList = Static<typeof NewCrewList>;

/** A crew member's pick: their name and one variant of one of the list's products. */
export const CrewEntryInput = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: CREW_MEMBER_NAME_MAX,
      pattern: '\\S',
      errorMessage: `Give your name, up to ${CREW_MEMBER_NAME_MAX} characters.`,
    }),
    variantId: Type.String({ pattern: VARIANT_PATTERN, errorMessage: 'Pick a size.' }),
  },
  { additionalProperties: false },
);
export type CrewEntryInput = Static<typeof CrewEntryInput>;

/** One cell of the tally: how many members picked this variant. */
export const CrewTallyLine = Type.Object({
  product: Type.String(),
  variantId: Type.String(),
  size: Type.String(),
  colour: Type.String(),
  count: Type.Integer(),
});
export type CrewTallyLine = Static<typeof CrewTallyLine>;

/** A member's entry as its owner (and the organiser) sees it. */
export const CrewEntry = Type.Object({
  name: Type.String(),
  product: Type.String(),
  variantId: Type.String(),
  size: Type.String(),
  colour: Type.String(),
});
export type CrewEntry = Static<typeof CrewEntry>;

/** A list as its page shows it. */
export const CrewList = Type.Object({
  id: Type.String(),
  title: Type.String(),
  /** The last day entries may change (UTC), `YYYY-MM-DD`. */
  deadline: Type.String(),
  /** When the list stops taking changes: the end of the deadline day, UTC (ISO instant). */
  closesAt: Type.String(),
  open: Type.Boolean(),
  products: Type.Array(CrewProduct),
  /** Whether the caller is the list's organiser (their cookie). */
  organiser: Type.Boolean(),
  members: Type.Integer(),
  maxMembers: Type.Integer(),
  tally: Type.Array(CrewTallyLine),
  /** The caller's own entry, when they have one. */
  mine: Type.Union([CrewEntry, Type.Null()]),
  /** Every entry, for the organiser only. */
  entries: Type.Optional(Type.Array(CrewEntry)),
});
export type CrewList = Static<typeof CrewList>;

import { type CartShop, recordCart } from './cart-summary';
import { type BuyButtonOptions, compactCollectionOptions, mergeCollectionOptions } from './options';

/** shopify-buy's collection resource: the library fetches a grid's first page through it. */
export interface BuyButtonCollectionResource {
  fetchWithProducts: (id: string, options?: { productsFirst?: number }) => Promise<unknown>;
}

/** The storefront client shopify-buy builds; its config and collection resource are used here. */
export interface BuyButtonClient {
  config: { domain: string; storefrontAccessToken: string };
  collection?: BuyButtonCollectionResource;
}

export interface BuyButtonClientConfig {
  domain: string;
  storefrontAccessToken: string;
  source?: string;
}

/** shopify-buy's `buildClient`: the optional second argument replaces its network fetch. */
export type BuildClient = (
  config: BuyButtonClientConfig,
  fetchFunction?: (url: string, init: RequestInit) => Promise<Response>,
) => BuyButtonClient;

/** A Buy Button component as created by `ui.createComponent`. */
export interface BuyButtonComponent {
  node: HTMLElement;
  destroy: () => void;
  model?: { products?: unknown[] };
  view?: {
    wrapper?: HTMLElement | null;
    iframe?: { el: HTMLIFrameElement } | null;
    resize?: () => void;
    resizeCompleted?: boolean;
  };
}

export interface BuyButtonComponentConfig {
  id?: string;
  storefrontId?: string;
  node: HTMLElement;
  moneyFormat: string;
  options: BuyButtonOptions;
}

/** The library's cart: one per UI, shared by all its products. */
export interface BuyButtonCart {
  model?: unknown;
  open: () => void;
}

export interface BuyButtonCartConfig {
  moneyFormat: string;
  options: BuyButtonOptions;
  /** The cart's toggles; none when empty, the library's floating tab when absent. */
  toggles?: { node: HTMLElement }[];
}

/** The UI the library keeps per shop: it owns the shared cart, cart toggle and modal. */
export interface BuyButtonUI {
  createComponent: (
    type: 'collection',
    config: BuyButtonComponentConfig,
  ) => Promise<BuyButtonComponent | undefined>;
  /** Creates the shop's cart, or resolves to the one it has. */
  createCart?: (config: BuyButtonCartConfig) => Promise<BuyButtonCart>;
  /** The element that gets the focus back when the cart closes. */
  setActiveEl?: (element: HTMLElement) => void;
  components: { collection: BuyButtonComponent[]; cart?: BuyButtonCart[] };
  /** The component classes the UI creates (the library's own; absent in stand-ins). */
  componentTypes?: Record<string, { prototype: object }>;
}

export interface BuyButtonIntegrations {
  errorReporter?: { notifyException: (error: unknown) => void };
}

/** The part of the library's default export (`ShopifyBuy`) the grid uses. */
export interface BuyButtonLibrary {
  buildClient: BuildClient;
  UI: { init: (client: BuyButtonClient, integrations?: BuyButtonIntegrations) => BuyButtonUI };
}

/** What a `loadLibrary` function may resolve to: the library or a module whose default it is. */
export type BuyButtonModule = BuyButtonLibrary | { default: BuyButtonLibrary };

export interface ShopIdentity {
  domain: string;
  storefrontAccessToken: string;
}

/** Header carts on the page (`CartButton`): while there is one, carts get no floating tab. */
let headerCarts = 0;

/** Registers a header cart for as long as it is shown; returns the unregister function. */
export function registerHeaderCart(): () => void {
  headerCarts += 1;
  let registered = true;
  return () => {
    if (registered) headerCarts -= 1;
    registered = false;
  };
}

/**
 * Writes every state of `cart` to the stored summary the header cart reads: the library
 * replaces the cart's model after each change (add, quantity, removal, empty, expiry).
 */
function recordChanges(cart: BuyButtonCart, shop: CartShop): void {
  let model = cart.model;
  recordCart(shop, model);
  Object.defineProperty(cart, 'model', {
    configurable: true,
    enumerable: true,
    get: () => model,
    set(value: unknown) {
      model = value;
      recordCart(shop, value);
    },
  });
}

/**
 * The UI's cart, created the first time: without the floating tab when the page has a header
 * cart, and with its changes stored for the header cart's count.
 */
function watchCart(ui: BuyButtonUI, shop: CartShop): void {
  const createCart = ui.createCart?.bind(ui);
  if (!createCart) return;
  ui.createCart = (config) => {
    if (ui.components.cart?.length) return createCart(config);
    const created = createCart(headerCarts > 0 ? { ...config, toggles: [] } : config);
    return created.then((cart) => {
      recordChanges(cart, shop);
      return cart;
    });
  };
}

/** A grid's wish for its page size, waiting for the library's first fetch of the collection. */
interface PageSizeRequest {
  size: number;
}

interface Shop {
  ui: BuyButtonUI;
  /** Errors the UI reported, in order; each failed `createComponent` takes the oldest. */
  reportedErrors: unknown[];
  /** Page sizes asked for per collection (storefront id), oldest first. */
  pageSizes: Map<string, PageSizeRequest[]>;
}

const SOURCE = 'buy-button-js';
const COMPACT_PRODUCT_COUNT = 4;
/** The Storefront API's largest page. */
const MAX_PAGE_SIZE = 250;

/** Resolves in a later task: `scheduler.yield()` where the browser has it, a timer otherwise. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The storefront id (`gid://shopify/Collection/…`) the library turns a collection id into. */
export function collectionStorefrontId(id: string): string {
  return id.startsWith('gid://') ? id : `gid://shopify/Collection/${id}`;
}

/**
 * The library asks for a collection's first page without a size (shopify-buy then fetches
 * 20 products, and pages continue at that size). This hands each fetch the size its grid
 * asked for; a fetch nobody asked a size for keeps the library's default.
 */
function applyPageSizes(client: BuyButtonClient, pageSizes: Shop['pageSizes']): void {
  const resource = client.collection;
  if (!resource || typeof resource.fetchWithProducts !== 'function') return;
  const fetchWithProducts = resource.fetchWithProducts.bind(resource);
  resource.fetchWithProducts = (id, options) => {
    const queue = pageSizes.get(id);
    const size = queue?.shift()?.size;
    if (queue?.length === 0) pageSizes.delete(id);
    return fetchWithProducts(
      id,
      size === undefined ? options : { productsFirst: size, ...options },
    );
  };
}

let defaultLibrary: Promise<BuyButtonLibrary> | undefined;
const shopsByLibrary = new WeakMap<BuyButtonLibrary, Map<string, Shop>>();

function isLibrary(value: unknown): value is BuyButtonLibrary {
  if (typeof value !== 'function' && (typeof value !== 'object' || value === null)) return false;
  const candidate = value as Partial<BuyButtonLibrary>;
  return typeof candidate.buildClient === 'function' && typeof candidate.UI?.init === 'function';
}

/**
 * The `ShopifyBuy` class from what an import resolved to. Bundlers may also copy its static
 * members onto the module namespace, so `default` comes first: only the class itself has
 * shopify-buy's client as its prototype.
 */
function toLibrary(loaded: unknown): BuyButtonLibrary {
  const candidate = (loaded as { default?: unknown } | null)?.default;
  if (isLibrary(candidate)) return candidate;
  if (isLibrary(loaded)) return loaded;
  throw new Error('The Buy Button library did not load.');
}

/** Imports the Buy Button bundle once, on first use; a failed import is retried next time. */
function loadDefaultLibrary(): Promise<BuyButtonLibrary> {
  defaultLibrary ??= import('@shopify/buy-button-js').then(toLibrary, (error: unknown) => {
    defaultLibrary = undefined;
    throw error;
  });
  return defaultLibrary;
}

/**
 * A fetch for shopify-buy that sends `https://<domain>/…` to `endpoint` instead (when
 * given) through `fetchFunction` (when given). Undefined when neither is given.
 */
export function storefrontFetch(
  domain: string,
  endpoint: string | undefined,
  fetchFunction: typeof fetch | undefined,
): ((url: string, init: RequestInit) => Promise<Response>) | undefined {
  if (!endpoint && !fetchFunction) return undefined;
  const origin = `https://${domain}`;
  const base = endpoint?.replace(/\/+$/, '');
  return (url, init) => {
    const target =
      base !== undefined && (url === origin || url.startsWith(`${origin}/`))
        ? `${base}${url.slice(origin.length)}`
        : url;
    return fetchFunction ? fetchFunction(target, init) : fetch(target, init);
  };
}

/**
 * Buy Button's own `buildClient` drops shopify-buy's fetch argument, so with a fetch the
 * parent class's (shopify-buy's) is used, with the source tag Buy Button would add.
 */
function buildClient(
  library: BuyButtonLibrary,
  config: BuyButtonClientConfig,
  fetchFunction: ((url: string, init: RequestInit) => Promise<Response>) | undefined,
): BuyButtonClient {
  if (!fetchFunction) return library.buildClient(config);
  const parent = Object.getPrototypeOf(library) as Partial<BuyButtonLibrary> | null;
  if (parent && typeof parent.buildClient === 'function') {
    return parent.buildClient.call(parent, { ...config, source: SOURCE }, fetchFunction);
  }
  return library.buildClient(config, fetchFunction);
}

const sharedOptionPrototypes = new WeakSet<object>();

/**
 * The library's components read their settings through an `options` getter that deep-copies
 * the component's configuration on every read, and a product reads it several hundred times
 * while binding its events (every CSS selector re-derives every class name through it): most
 * of the main-thread time of a grid. Within one synchronous run the configuration cannot
 * change under those reads and the library never writes to the copy, so one copy per component
 * is shared until the next microtask. Applied once to the library's component base class.
 */
export function shareOptionsWithinTask(ui: BuyButtonUI): void {
  let prototype: object | null = ui.componentTypes?.product?.prototype ?? null;
  while (prototype && !Object.getOwnPropertyDescriptor(prototype, 'options')) {
    prototype = Object.getPrototypeOf(prototype) as object | null;
  }
  const descriptor = prototype && Object.getOwnPropertyDescriptor(prototype, 'options');
  const read = descriptor?.get;
  if (!prototype || !descriptor || !read || sharedOptionPrototypes.has(prototype)) return;
  sharedOptionPrototypes.add(prototype);

  type Component = { config?: Record<string, unknown>; typeKey?: string };
  let copies = new WeakMap<object, { source: unknown; options: unknown }>();
  let clearing = false;
  Object.defineProperty(prototype, 'options', {
    ...descriptor,
    get(this: Component) {
      const source = this.config?.[this.typeKey ?? ''];
      const copy = copies.get(this);
      if (copy && copy.source === source) return copy.options;
      const options: unknown = read.call(this);
      copies.set(this, { source, options });
      if (!clearing) {
        clearing = true;
        queueMicrotask(() => {
          copies = new WeakMap();
          clearing = false;
        });
      }
      return options;
    },
  });
}

const settledCartPrototypes = new WeakSet<object>();
const cartModels = new WeakMap<object, unknown>();

interface CartInternals {
  localStorageCheckoutKey: string;
  props: { client: { checkout: { fetch: (id: string) => Promise<unknown> } } };
}

/**
 * Two repairs to how the library's cart starts, applied once to its class:
 * - A component starts with `model = {}` until its data arrives, but the cart's getters (empty
 *   state, subtotal, discounts) treat only a missing model as empty and read `lineItems` off
 *   anything else, so a cart drawn while its stored checkout was still being fetched (a reload
 *   with items in the cart) threw. For the cart, a model without line items is no model, the
 *   library's own empty state, until the checkout arrives.
 * - The library forgets the stored checkout whenever fetching it fails, also when the request
 *   never reached the storefront (offline, or cut off by the visitor leaving the page), so the
 *   shopper's cart was gone on the next page. The stored checkout is now forgotten only when the
 *   storefront answered that it is gone or completed.
 */
export function settleCartModel(ui: BuyButtonUI): void {
  const prototype = ui.componentTypes?.cart?.prototype as
    | { fetchData?: (this: CartInternals) => Promise<unknown> }
    | undefined;
  if (!prototype || settledCartPrototypes.has(prototype)) return;
  settledCartPrototypes.add(prototype);
  Object.defineProperty(prototype, 'model', {
    configurable: true,
    get(this: object) {
      return cartModels.get(this) ?? null;
    },
    set(this: object, model: unknown) {
      const lineItems = (model as { lineItems?: unknown } | null | undefined)?.lineItems;
      cartModels.set(this, Array.isArray(lineItems) ? model : null);
    },
  });
  const fetchData = prototype.fetchData;
  if (typeof fetchData !== 'function') return;
  prototype.fetchData = function fetchStoredCheckout(this: CartInternals) {
    const key = this.localStorageCheckoutKey;
    const stored = localStorage.getItem(key);
    const checkouts = this.props.client.checkout;
    const fetchCheckout = checkouts.fetch;
    let unreachable = false;
    checkouts.fetch = (id) =>
      fetchCheckout.call(checkouts, id).catch((error: unknown) => {
        unreachable = true;
        throw error;
      });
    let started: Promise<unknown>;
    try {
      started = fetchData.call(this);
    } finally {
      checkouts.fetch = fetchCheckout;
    }
    return started.then((model) => {
      if (unreachable && stored && localStorage.getItem(key) === null) {
        localStorage.setItem(key, stored);
      }
      return model;
    });
  };
}

const splitPrototypes = new WeakSet<object>();
/** Components that build a frame of their own and then draw their data into it. */
const framedTypes = new Set(['cart', 'productSet']);

/**
 * A cart or grid builds its frame, then draws its data into it: in the task that built the
 * frame when the data needs no request (an empty cart), or in the one that received the
 * response. Applied once to the library's component base class, the drawing waits for a task
 * of its own.
 */
export function drawInTaskOfItsOwn(ui: BuyButtonUI): void {
  let prototype: object | null = ui.componentTypes?.cart?.prototype ?? null;
  while (prototype && !Object.hasOwn(prototype, 'setupModel')) {
    prototype = Object.getPrototypeOf(prototype) as object | null;
  }
  const base = prototype as { setupModel?: (this: object, data?: unknown) => unknown } | null;
  const setupModel = base?.setupModel;
  if (!base || typeof setupModel !== 'function' || splitPrototypes.has(base)) return;
  splitPrototypes.add(base);
  base.setupModel = function setupModelThenYield(this: { typeKey?: string }, data?: unknown) {
    const model = setupModel.call(this, data);
    if (!framedTypes.has(this.typeKey ?? '')) return model;
    return Promise.resolve(model).then(async (value) => {
      await yieldToMain();
      return value;
    });
  };
}

const steppedSetPrototypes = new WeakSet<object>();

interface ProductSetInternals {
  renderProducts: (this: object, ...args: unknown[]) => unknown;
}

interface ProductInternals {
  init: (this: object, data?: unknown) => Promise<unknown>;
}

/**
 * The library renders a page of a grid's products all at once: each product's template, its
 * DOM diff and its event binding, a dozen times over, in one task that keeps the page from
 * answering input for as long. Applied once to its classes, this starts each product of a
 * page in a task of its own, in order, the browser getting a turn before each. A page is still
 * done (and the grid ready) only once all of its products are.
 */
export function renderProductsInTurn(ui: BuyButtonUI): void {
  const setPrototype = ui.componentTypes?.collection?.prototype as
    | Partial<ProductSetInternals>
    | undefined;
  const productPrototype = ui.componentTypes?.product?.prototype as
    | Partial<ProductInternals>
    | undefined;
  const renderProducts = setPrototype?.renderProducts;
  const init = productPrototype?.init;
  if (
    !setPrototype ||
    !productPrototype ||
    typeof renderProducts !== 'function' ||
    typeof init !== 'function' ||
    steppedSetPrototypes.has(setPrototype)
  ) {
    return;
  }
  steppedSetPrototypes.add(setPrototype);

  /** The product set whose `renderProducts` is running: it creates its products synchronously. */
  let rendering: object | undefined;
  /** Per product set, the product started last: the next one starts after it. */
  const lastStarted = new WeakMap<object, Promise<unknown>>();

  setPrototype.renderProducts = function renderProductsInTurn(this: object, ...args: unknown[]) {
    const outer = rendering;
    rendering = this;
    try {
      return renderProducts.apply(this, args);
    } finally {
      rendering = outer;
    }
  };
  productPrototype.init = function initInTurn(this: object, data?: unknown) {
    const set = rendering;
    if (!set) return init.call(this, data);
    const previous = lastStarted.get(set) ?? Promise.resolve();
    const started = previous.then(yieldToMain).then(() => init.call(this, data));
    lastStarted.set(
      set,
      started.catch(() => undefined),
    );
    return started;
  };
}

const lastPagePrototypes = new WeakSet<object>();

interface PaginatedSet {
  model?: { products?: { hasNextPage?: unknown }[] };
  nextModel: { products: unknown[] };
  classes: { productSet: { paginationButton: string } };
  paginationTemplate: unknown;
  view: { renderChild: (className: string, template: unknown) => void; resize: () => void };
  showPagination: (this: PaginatedSet) => Promise<unknown>;
}

/**
 * After drawing a page, the library fetches the whole next page to learn whether its “Next
 * page” button has anything to show, also after the last page (the storefront then answers
 * with nothing): a request and its decoding while the page loads, for a collection that fits
 * one page. Applied once to its product-set class, that fetch is left out when the page's
 * last product already says there is no next page; the button is drawn as the library draws
 * it for an empty next page (inactive, hidden).
 */
export function skipFetchAfterLastPage(ui: BuyButtonUI): void {
  const prototype = ui.componentTypes?.collection?.prototype as Partial<PaginatedSet> | undefined;
  const showPagination = prototype?.showPagination;
  if (!prototype || typeof showPagination !== 'function' || lastPagePrototypes.has(prototype)) {
    return;
  }
  lastPagePrototypes.add(prototype);
  prototype.showPagination = function showPaginationUnlessLastPage(this: PaginatedSet) {
    const products = this.model?.products ?? [];
    // shopify-buy marks the last node of a page with its connection's `hasNextPage`.
    const more = products[products.length - 1]?.hasNextPage as { valueOf(): unknown } | undefined;
    if (more === undefined || more === null || more.valueOf() !== false) {
      return showPagination.call(this);
    }
    this.nextModel = { products: [] };
    this.view.renderChild(this.classes.productSet.paginationButton, this.paginationTemplate);
    this.view.resize();
    return Promise.resolve();
  };
}

/** One UI per shop (domain + token) and library: the first grid or cart of a shop creates it. */
function shopFor(
  library: BuyButtonLibrary,
  identity: ShopIdentity,
  storefrontEndpoint: string | undefined,
  fetchFunction: typeof fetch | undefined,
): Shop {
  let shops = shopsByLibrary.get(library);
  if (!shops) {
    shops = new Map();
    shopsByLibrary.set(library, shops);
  }
  const key = `${identity.domain}.${identity.storefrontAccessToken}`;
  let shop = shops.get(key);
  if (!shop) {
    const reportedErrors: unknown[] = [];
    const client = buildClient(
      library,
      { domain: identity.domain, storefrontAccessToken: identity.storefrontAccessToken },
      storefrontFetch(identity.domain, storefrontEndpoint, fetchFunction),
    );
    const pageSizes: Shop['pageSizes'] = new Map();
    applyPageSizes(client, pageSizes);
    const ui = library.UI.init(client, {
      errorReporter: { notifyException: (error) => reportedErrors.push(error) },
    });
    shareOptionsWithinTask(ui);
    settleCartModel(ui);
    renderProductsInTurn(ui);
    drawInTaskOfItsOwn(ui);
    skipFetchAfterLastPage(ui);
    watchCart(ui, {
      domain: identity.domain,
      storefrontAccessToken: identity.storefrontAccessToken,
      ...(storefrontEndpoint ? { storefrontEndpoint } : {}),
    });
    shop = { ui, reportedErrors, pageSizes };
    shops.set(key, shop);
  }
  return shop;
}

function toError(reported: unknown, collectionId: string): Error {
  const message = `The collection ${collectionId} could not be loaded.`;
  return reported === undefined ? new Error(message) : new Error(message, { cause: reported });
}

/** The page's own `@font-face` rules (same-origin stylesheets), as CSS text. */
function pageFontFaces(): string {
  const rules: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let sheetRules: CSSRuleList;
    try {
      sheetRules = sheet.cssRules;
    } catch {
      continue; // a cross-origin stylesheet: its rules are not readable
    }
    for (const rule of Array.from(sheetRules)) {
      if (rule instanceof CSSFontFaceRule) rules.push(rule.cssText);
    }
  }
  return rules.join('\n');
}

/**
 * The widget draws in iframes that see none of the page's fonts; this gives a frame the
 * page's self-hosted `@font-face` rules, so font families named in the options resolve.
 * Fonts still download only when a frame uses them.
 */
function shareFonts(component: BuyButtonComponent): void {
  const frameDocument = component.view?.iframe?.el.contentDocument;
  if (!frameDocument?.head || frameDocument.head.querySelector('style[data-zc-fonts]')) return;
  const css = pageFontFaces();
  if (!css) return;
  const style = frameDocument.createElement('style');
  style.dataset.zcFonts = '';
  style.textContent = css;
  frameDocument.head.append(style);
}

/** Components of a shop's UI whose frames get the page's fonts. */
const framedComponents = ['product', 'modal', 'modalProduct', 'cart', 'toggle'] as const;

/** Adds `shareFonts` to each framed component's `afterInit`, keeping the caller's handler. */
function withSharedFonts(options: Readonly<BuyButtonOptions>): BuyButtonOptions {
  const additions: BuyButtonOptions = {};
  for (const key of framedComponents) {
    const own = (options[key] ?? {}) as {
      events?: { afterInit?: (component: BuyButtonComponent) => void };
    };
    const userAfterInit = own.events?.afterInit;
    additions[key] = {
      events: {
        afterInit(this: unknown, component: BuyButtonComponent) {
          shareFonts(component);
          userAfterInit?.call(this, component);
        },
      },
    };
  }
  return additions;
}

export interface MountOptions {
  /** A node the caller created for the widget: the library removes it on destroy. */
  node: HTMLElement;
  collection: ShopIdentity & { id: string };
  options: Readonly<BuyButtonOptions>;
  moneyFormat: string;
  compact: boolean;
  /** Products per page; a compact grid asks for only the products it shows. */
  pageSize?: number | undefined;
  storefrontEndpoint?: string | undefined;
  fetch?: typeof fetch | undefined;
  loadLibrary?: (() => Promise<BuyButtonModule>) | undefined;
}

export interface MountedCollection {
  /** Settles once the products are rendered; rejects when the collection cannot load. */
  ready: Promise<void>;
  /** Removes the widget (and its node); safe at any time, also before `ready` settles. */
  destroy: () => void;
}

/** Loads the library (when not loaded yet) as a grid or a cart was told to. */
async function libraryFor(
  loadLibrary: (() => Promise<BuyButtonModule>) | undefined,
): Promise<BuyButtonLibrary> {
  return loadLibrary ? toLibrary(await loadLibrary()) : loadDefaultLibrary();
}

export interface OpenCartOptions {
  shop: CartShop;
  /** Display options: the same as the shop's grids, so the cart looks the same. */
  options: Readonly<BuyButtonOptions>;
  moneyFormat: string;
  fetch?: typeof fetch | undefined;
  loadLibrary?: (() => Promise<BuyButtonModule>) | undefined;
  /** Gets the focus back when the cart closes. */
  opener?: HTMLElement | undefined;
}

/**
 * Opens the shop's cart, loading the library and creating the cart first when the page has
 * not done so: the same cart the shop's grids add to, in this page and after a reload.
 */
export async function openCart(open: OpenCartOptions): Promise<void> {
  const library = await libraryFor(open.loadLibrary);
  const { ui } = shopFor(library, open.shop, open.shop.storefrontEndpoint, open.fetch);
  if (!ui.createCart) throw new Error('The Buy Button library has no cart.');
  const cart = await ui.createCart({
    moneyFormat: open.moneyFormat,
    options: mergeCollectionOptions(open.options, withSharedFonts(open.options)),
  });
  if (open.opener) ui.setActiveEl?.(open.opener);
  cart.open();
}

/** Loads the library, then renders a collection widget into `node`. */
export function mountCollection(mount: MountOptions): MountedCollection {
  const { node, collection } = mount;
  let destroyed = false;
  let shop: Shop | undefined;
  let component: BuyButtonComponent | undefined;
  let observer: ResizeObserver | undefined;
  let pageSizeRequest: PageSizeRequest | undefined;
  const storefrontId = collectionStorefrontId(collection.id);
  const pageSize = mount.compact ? COMPACT_PRODUCT_COUNT : mount.pageSize;

  const userOptions = mount.options;
  const userProductSet = (userOptions.productSet ?? {}) as {
    events?: { afterInit?: (component: BuyButtonComponent) => void };
  };
  const afterInit = (created: BuyButtonComponent) => {
    if (mount.compact && Array.isArray(created.model?.products)) {
      created.model.products = created.model.products.slice(0, COMPACT_PRODUCT_COUNT);
    }
    // The library polls the frame height every 200 ms until it has grown once per product,
    // which often never happens; an observer resizes it instead and stops on destroy.
    const view = created.view;
    const frameWindow = view?.iframe?.el.contentWindow as (Window & typeof globalThis) | null;
    const Observer = frameWindow?.ResizeObserver;
    if (view?.wrapper && Observer && !destroyed) {
      view.resizeCompleted = true;
      observer?.disconnect();
      observer = new Observer(() => view.resize?.());
      observer.observe(view.wrapper);
    }
    shareFonts(created);
    userProductSet.events?.afterInit?.call(created, created);
  };
  const options = mergeCollectionOptions(
    userOptions,
    mount.compact ? compactCollectionOptions : undefined,
    withSharedFonts(userOptions),
    { productSet: { events: { afterInit } } },
  );

  const ready = (async () => {
    if (
      pageSize !== undefined &&
      (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    ) {
      throw new RangeError(
        `The page size of a collection grid must be a whole number from 1 to ${MAX_PAGE_SIZE}, not ${pageSize}.`,
      );
    }
    const library = await libraryFor(mount.loadLibrary);
    // Evaluating the library is one long task; building the widget's frames is another, so
    // input and rendering get a turn between them.
    await yieldToMain();
    if (destroyed) return;
    shop = shopFor(library, collection, mount.storefrontEndpoint, mount.fetch);
    if (shop.ui.createCart && !shop.ui.components.cart?.length) {
      // The grid would create the shop's cart (a frame of its own) first and wait for it, in
      // the task that builds the grid's frame. Started here, it is built in a task of its own,
      // and the grid finds it and goes on without waiting for a stored cart to be fetched.
      shop.ui.createCart({ moneyFormat: mount.moneyFormat, options }).catch((error: unknown) => {
        console.error(error);
      });
      await yieldToMain();
      if (destroyed) return;
    }
    if (pageSize !== undefined) {
      pageSizeRequest = { size: pageSize };
      const queue = shop.pageSizes.get(storefrontId) ?? [];
      queue.push(pageSizeRequest);
      shop.pageSizes.set(storefrontId, queue);
    }
    const created = await shop.ui.createComponent('collection', {
      ...(collection.id.startsWith('gid://')
        ? { storefrontId: collection.id }
        : { id: collection.id }),
      node,
      moneyFormat: mount.moneyFormat,
      options,
    });
    withdrawPageSize();
    if (!created) {
      const reported = shop.reportedErrors.shift();
      if (destroyed) return;
      throw toError(reported, collection.id);
    }
    if (destroyed) return;
    component = created;
  })().catch((error: unknown) => {
    if (!destroyed) teardown();
    throw error;
  });

  /** Takes back this grid's page size if the library never fetched with it. */
  function withdrawPageSize() {
    const queue = shop?.pageSizes.get(storefrontId);
    const index = pageSizeRequest && queue ? queue.indexOf(pageSizeRequest) : -1;
    if (queue && index !== -1) queue.splice(index, 1);
    if (queue?.length === 0) shop?.pageSizes.delete(storefrontId);
    pageSizeRequest = undefined;
  }

  function teardown() {
    withdrawPageSize();
    observer?.disconnect();
    observer = undefined;
    const list = shop?.ui.components.collection;
    const target = component ?? list?.find((candidate) => candidate.node === node);
    if (target) {
      if (target.node.parentNode) target.destroy();
      const index = list?.indexOf(target) ?? -1;
      if (list && index !== -1) list.splice(index, 1);
    }
    component = undefined;
    node.remove();
  }

  return {
    ready,
    destroy: () => {
      if (destroyed) return;
      destroyed = true;
      teardown();
    },
  };
}

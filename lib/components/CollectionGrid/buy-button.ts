import { yieldToMain } from '../../utils/yield-to-main';
import type {
  BuyButtonCart,
  BuyButtonClient,
  BuyButtonClientConfig,
  BuyButtonComponent,
  BuyButtonLibrary,
  BuyButtonModule,
  BuyButtonUI,
  ShopIdentity,
} from './buy-button-types';
import type { CardChoice } from './card-choice';
import type { CardFactsLoader, CardFactsSource } from './card-facts-loader';
import { restoreCart } from './cart-restore';
import { type CartShop, recordCart } from './cart-summary';
import { hasHeaderCart } from './header-carts';
import { type BuyButtonOptions, compactCollectionOptions, mergeCollectionOptions } from './options';
import { dialogHistoryOptions, productLinkOptions } from './product-links';
import { collectionStorefrontId, productStorefrontId, storefrontFetch } from './storefront';

export type * from './buy-button-types';
export { registerHeaderCart } from './header-carts';

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
  let creating: Promise<BuyButtonCart> | undefined;
  ui.createCart = (config) => {
    if (ui.components.cart?.length) return createCart(config);
    // A cart the server kept for this browser is stored first, so the library opens it
    // rather than starting another; every caller meanwhile waits for the same cart.
    if (!creating) {
      const create = () => createCart(hasHeaderCart() ? { ...config, toggles: [] } : config);
      const restoring = shop.cartEndpoint ? restoreCart(shop.cartEndpoint, shop) : undefined;
      // Without a cart to ask for, the cart's frame is built now, in this task.
      creating = (restoring ? restoring.then(create) : create()).then(
        (cart) => {
          recordChanges(cart, shop);
          // Checkout asks the server for the cart's checkout at the tap (see checkout.ts).
          if (shop.cartEndpoint) {
            (cart as { zcCheckoutEndpoint?: string }).zcCheckoutEndpoint =
              `${shop.cartEndpoint.replace(/\/+$/, '')}/checkout`;
          }
          return cart;
        },
        (error: unknown) => {
          creating = undefined;
          throw error;
        },
      );
    }
    return creating;
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
  /** The storefront's facts of the shop's cards (card-facts-loader.ts). */
  cardFacts: CardFactsLoader;
}

const SOURCE = 'buy-button-js';
const COMPACT_PRODUCT_COUNT = 4;
/** The Storefront API's largest page. */
const MAX_PAGE_SIZE = 250;
/** The page size shopify-buy asks a collection for when given none. */
const LIBRARY_PAGE_SIZE = 20;

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

/** One UI per shop (domain + token) and library: the first grid or cart of a shop creates it. */
function shopFor(
  { library, patch, cardFactsLoader }: LoadedLibrary,
  identity: ShopIdentity & Pick<CartShop, 'cartEndpoint'>,
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
    patch(ui);
    const cardFacts = cardFactsLoader(client, {
      domain: identity.domain,
      storefrontAccessToken: identity.storefrontAccessToken,
      storefrontEndpoint,
      fetch: fetchFunction,
    });
    watchCart(ui, {
      domain: identity.domain,
      storefrontAccessToken: identity.storefrontAccessToken,
      ...(storefrontEndpoint ? { storefrontEndpoint } : {}),
      ...(identity.cartEndpoint ? { cartEndpoint: identity.cartEndpoint } : {}),
    });
    shop = { ui, reportedErrors, pageSizes, cardFacts };
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
 * The focus ring of the page's own controls (the theme's `--zc-focus-ring` token, as the page
 * resolves it) for every control in a frame, or nothing when the page has no such token.
 */
function pageFocusRing(): string {
  const ring = getComputedStyle(document.documentElement)
    .getPropertyValue('--zc-focus-ring')
    .trim();
  if (!ring || /[{};<]/.test(ring)) return '';
  return `:focus { outline: none; }
:focus-visible { outline: 2px solid transparent !important; outline-offset: 2px; box-shadow: ${ring} !important; }`;
}

/**
 * The widget draws in iframes that see none of the page's styles; this gives a frame the
 * page's self-hosted `@font-face` rules, so font families named in the options resolve, and
 * the page's focus ring. Fonts still download only when a frame uses them.
 */
function shareFonts(component: BuyButtonComponent): void {
  const frameDocument = component.view?.iframe?.el.contentDocument;
  if (!frameDocument?.head || frameDocument.head.querySelector('style[data-zc-fonts]')) return;
  const css = [pageFontFaces(), pageFocusRing()].filter(Boolean).join('\n');
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
  /** Where the shop's server keeps this browser's cart (cart-restore.ts). */
  cartEndpoint?: string | undefined;
  /** Cards link their picture and title to `<prefix><handle>`. @default no links */
  productPathPrefix?: string | undefined;
  fetch?: typeof fetch | undefined;
  loadLibrary?: (() => Promise<BuyButtonModule>) | undefined;
  /** Shows these products (storefront ids) in this order instead of the collection's. */
  productIds?: readonly string[] | undefined;
  /** The shopper's choice: cards start on it and link to it (card-choice.ts). */
  choice?: CardChoice | undefined;
}

/** Whether a grid's options give its cards facts (`cardFactsOptions`). */
function hasCardFacts(options: Readonly<BuyButtonOptions>): boolean {
  const product = options.product as { viewData?: { zcCardRule?: unknown } } | undefined;
  return typeof product?.viewData?.zcCardRule === 'object';
}

export interface MountedCollection {
  /** Settles once the products are rendered; rejects when the collection cannot load. */
  ready: Promise<void>;
  /** Removes the widget (and its node); safe at any time, also before `ready` settles. */
  destroy: () => void;
}

/** The library, and the repairs to its classes that come with it. */
interface LoadedLibrary {
  library: BuyButtonLibrary;
  /** Applies the repairs of `library-patches.ts` to a shop's UI (once per class). */
  patch: (ui: BuyButtonUI) => void;
  /** How cards show their facts, for grids whose options give them a rule. */
  cardFactsDisplay: Readonly<BuyButtonOptions>;
  /** A loader of the shop's card facts, given to the cards of its client. */
  cardFactsLoader: (client: BuyButtonClient, source: CardFactsSource) => CardFactsLoader;
}

/**
 * Loads the library (when not loaded yet) as a grid or a cart was told to, with the repairs to
 * its classes: they load with the library, not with the page, whose header cart needs neither.
 */
async function libraryFor(
  loadLibrary: (() => Promise<BuyButtonModule>) | undefined,
): Promise<LoadedLibrary> {
  const [library, patches] = await Promise.all([
    loadLibrary ? loadLibrary().then(toLibrary) : loadDefaultLibrary(),
    import('./library-patches'),
  ]);
  return {
    library,
    patch: patches.patchLibraryClasses,
    cardFactsDisplay: patches.cardFactsDisplayOptions,
    cardFactsLoader: (client, source) => {
      const loader = patches.createCardFactsLoader(source);
      patches.attachCardFactsLoader(client, loader);
      return loader;
    },
  };
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

// biome-ignore lint/suspicious/noTemplateCurlyInString: the library's money format, not a template
const DEFAULT_MONEY_FORMAT = '${{amount}}';

/** One line to add to the cart: a variant (its storefront id) and how many. */
export interface CartLine {
  /** The variant's storefront id (`gid://shopify/ProductVariant/…`). */
  variantId: string;
  quantity: number;
}

export interface AddLinesToCartOptions extends Omit<OpenCartOptions, 'moneyFormat'> {
  /** @default '${{amount}}' */
  moneyFormat?: string | undefined;
  /** The lines, in the order the cart lists them; each a line of its own. */
  lines: readonly CartLine[];
}

export interface AddToCartOptions extends Omit<AddLinesToCartOptions, 'lines'> {
  /** The variant's storefront id (`gid://shopify/ProductVariant/…`). */
  variantId: string;
  /** @default 1 */
  quantity?: number;
}

/** shopify-buy's checkout resource, as the library's cart calls it. */
interface CheckoutResource {
  create: (input: { lineItems?: unknown[] }) => Promise<unknown>;
  addLineItems: (checkoutId: string, lineItems: unknown[]) => Promise<unknown>;
}

/**
 * Adds `lines` through the cart's own `addVariantToCart`, which stores, draws and counts what it
 * adds, in the one storefront call it makes: for the length of the call, the checkout resource
 * is given every line instead of the one the library asks for.
 */
function addLinesThroughCart(
  cart: BuyButtonCart & { props?: { client?: { checkout?: CheckoutResource } } },
  lines: readonly CartLine[],
): unknown {
  const addVariantToCart = cart.addVariantToCart?.bind(cart);
  const [first] = lines;
  if (!addVariantToCart || !first) throw new Error('The Buy Button cart cannot add products.');
  if (lines.length === 1) return addVariantToCart({ id: first.variantId }, first.quantity);
  const checkouts = cart.props?.client?.checkout;
  if (!checkouts) throw new Error('The Buy Button cart cannot add several lines at once.');
  const lineItems = lines.map(({ variantId, quantity }) => ({ variantId, quantity }));
  const { create, addLineItems } = checkouts;
  checkouts.create = (input) => create.call(checkouts, { ...input, lineItems });
  checkouts.addLineItems = (checkoutId) => addLineItems.call(checkouts, checkoutId, lineItems);
  try {
    return addVariantToCart({ id: first.variantId }, first.quantity);
  } finally {
    checkouts.create = create;
    checkouts.addLineItems = addLineItems;
  }
}

/**
 * Adds lines to the shop's cart, the one its grids and the header's cart button use, in one
 * storefront call, and opens the cart: loading the library and creating the cart first when the
 * page has not. Resolves once the storefront has the lines.
 */
export async function addLinesToCart(add: AddLinesToCartOptions): Promise<void> {
  if (add.lines.length === 0) throw new RangeError('There are no lines to add.');
  for (const { quantity } of add.lines) {
    if (!Number.isInteger(quantity) || quantity < 1) {
      throw new RangeError(`A quantity must be a whole number of at least 1, not ${quantity}.`);
    }
  }
  const library = await libraryFor(add.loadLibrary);
  const { ui } = shopFor(library, add.shop, add.shop.storefrontEndpoint, add.fetch);
  if (!ui.createCart) throw new Error('The Buy Button library has no cart.');
  const cart = await ui.createCart({
    moneyFormat: add.moneyFormat ?? DEFAULT_MONEY_FORMAT,
    options: mergeCollectionOptions(add.options, withSharedFonts(add.options)),
  });
  if (!cart.addVariantToCart) throw new Error('The Buy Button cart cannot add products.');
  if (add.opener) ui.setActiveEl?.(add.opener);
  await addLinesThroughCart(cart, add.lines);
}

/**
 * Adds a variant to the shop's cart, the one its grids and the header's cart button use, and
 * opens it: loading the library and creating the cart first when the page has not. Resolves
 * once the storefront has the line.
 */
export function addToCart({ variantId, quantity = 1, ...add }: AddToCartOptions): Promise<void> {
  return addLinesToCart({ ...add, lines: [{ variantId, quantity }] });
}

/** Throws a RangeError for a page size out of range or a product set of no products. */
function checkProducts(pageSize: number | undefined, productIds: readonly string[] | undefined) {
  if (
    pageSize !== undefined &&
    (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
  ) {
    throw new RangeError(
      `The page size of a collection grid must be a whole number from 1 to ${MAX_PAGE_SIZE}, not ${pageSize}.`,
    );
  }
  if (productIds?.length === 0) {
    throw new RangeError('A product set needs at least one product.');
  }
}

/**
 * The library's product set: a list of product ids is fetched as those products; else the
 * collection, by its Storefront API id or its numeric one.
 */
function productSet(collectionId: string, productIds: readonly string[] | undefined) {
  if (productIds) return { storefrontId: productIds.map(productStorefrontId) };
  return collectionId.startsWith('gid://') ? { storefrontId: collectionId } : { id: collectionId };
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
  let options = mergeCollectionOptions(
    userOptions,
    mount.compact ? compactCollectionOptions : undefined,
    withSharedFonts(userOptions),
    mount.productPathPrefix === undefined ? undefined : productLinkOptions(mount.productPathPrefix),
    // Back with the product dialog open closes it and stays on the page.
    dialogHistoryOptions(() => shop?.ui),
    mount.choice ? { product: { viewData: { zcChoice: mount.choice } } } : undefined,
    { productSet: { events: { afterInit } } },
  );

  const ready = (async () => {
    checkProducts(pageSize, mount.productIds);
    if (mount.cartEndpoint) {
      // Asked while the library downloads, so the cart it creates is the one kept.
      void restoreCart(mount.cartEndpoint, {
        domain: collection.domain,
        storefrontAccessToken: collection.storefrontAccessToken,
        ...(mount.storefrontEndpoint ? { storefrontEndpoint: mount.storefrontEndpoint } : {}),
        cartEndpoint: mount.cartEndpoint,
      });
    }
    const library = await libraryFor(mount.loadLibrary);
    const cardFacts = hasCardFacts(userOptions);
    if (cardFacts) options = mergeCollectionOptions(library.cardFactsDisplay, options);
    // Evaluating the library is one long task; building the widget's frames is another, so
    // input and rendering get a turn between them.
    await yieldToMain();
    if (destroyed) return;
    shop = shopFor(
      library,
      mount.cartEndpoint ? { ...collection, cartEndpoint: mount.cartEndpoint } : collection,
      mount.storefrontEndpoint,
      mount.fetch,
    );
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
    if (cardFacts) {
      // Asked beside the library's own fetch of the same products, so the cards wait for
      // neither longer than for the slower.
      if (mount.productIds) void shop.cardFacts.load(mount.productIds.map(productStorefrontId));
      else void shop.cardFacts.loadCollection(collection.id, pageSize ?? LIBRARY_PAGE_SIZE);
    }
    if (pageSize !== undefined && !mount.productIds) {
      pageSizeRequest = { size: pageSize };
      const queue = shop.pageSizes.get(storefrontId) ?? [];
      queue.push(pageSizeRequest);
      shop.pageSizes.set(storefrontId, queue);
    }
    const created = await shop.ui.createComponent('collection', {
      ...productSet(collection.id, mount.productIds),
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

import { yieldToMain } from '../../utils/yield-to-main';
import type { BuyButtonUI } from './buy-button-types';
import { type CardChoice, type ChoiceVariant, cardStart } from './card-choice';
import { type CardFactsRule, cardFacts, type FactsProduct } from './card-facts';
import { cardFactsDisplayOptions } from './card-facts-display';
import { type CardFactsLoader, createCardFactsLoader } from './card-facts-loader';
import { openCheckout } from './checkout';

export { cardFactsDisplayOptions, createCardFactsLoader };

/**
 * Repairs and speed-ups applied to the Buy Button library's own classes (once per class, through
 * a shop's UI). A module of its own: it loads with the library, never with the page.
 * `lib/tests/buy-button-options.test.ts` and `lib/tests/buy-button-tasks.test.ts` check that
 * the library still has what they hook into.
 */
export function patchLibraryClasses(ui: BuyButtonUI): void {
  shareOptionsWithinTask(ui);
  settleCartModel(ui);
  renderProductsInTurn(ui);
  drawInTaskOfItsOwn(ui);
  skipFetchAfterLastPage(ui);
  startWithVariantInStock(ui);
  markSoldOutOptions(ui);
  showCardFacts(ui);
  dimPageBehindCart(ui);
  checkoutThroughEndpoint(ui);
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
  base.setupModel = function setupModelThenYield(
    this: { typeKey?: string; node?: Node },
    data?: unknown,
  ) {
    const model = setupModel.call(this, data);
    if (!framedTypes.has(this.typeKey ?? '')) return model;
    return Promise.resolve(model).then(async (value) => {
      await yieldToMain();
      // Removed in the meantime (its grid was replaced): drawing into a frame that has left the
      // page would throw, so the component stops here, quietly.
      if (this.node && !this.node.isConnected) return new Promise<never>(() => {});
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

interface VariantInternals {
  id: unknown;
  available?: boolean;
  availableForSale?: boolean;
}

interface ProductVariantInternals {
  defaultStorefrontVariantId?: unknown;
  options?: { viewData?: Record<string, unknown> };
  model?: { zcOpenOn?: unknown } | null;
  selectedVariant?: { id?: unknown } | null;
  setDefaultVariant: (this: ProductVariantInternals, model: unknown) => unknown;
  openModal: (this: ProductVariantInternals, ...args: unknown[]) => unknown;
}

const inStockPrototypes = new WeakSet<object>();

/** Whether shopify-buy says a variant can be bought. */
function inStock(variant: VariantInternals): boolean {
  return (variant.availableForSale ?? variant.available) !== false;
}

/**
 * The library starts a product on its first variant, also when that one is sold out (the
 * dialog then opens on “Out of stock”). Its selects cannot show “no size chosen”, so a product
 * that names no variant of its own starts on its first variant in stock instead, and a grid
 * given the shopper's choice (`viewData.zcChoice`, see card-choice.ts) starts each product on
 * it. The product dialog opens on the variant its card shows (the filter's colour, or the
 * swatch chosen), not on the product's first. Applied once to its product class.
 */
export function startWithVariantInStock(ui: BuyButtonUI): void {
  const prototype = ui.componentTypes?.product?.prototype as
    | Partial<ProductVariantInternals>
    | undefined;
  const setDefaultVariant = prototype?.setDefaultVariant;
  if (!prototype || typeof setDefaultVariant !== 'function' || inStockPrototypes.has(prototype)) {
    return;
  }
  inStockPrototypes.add(prototype);
  const openModal = prototype.openModal;
  if (typeof openModal === 'function') {
    prototype.openModal = function openOnShownVariant(this: ProductVariantInternals, ...args) {
      if (this.model && this.selectedVariant) this.model.zcOpenOn = this.selectedVariant.id;
      return openModal.apply(this, args);
    };
  }
  prototype.setDefaultVariant = function setVariantInStock(this: ProductVariantInternals, model) {
    const variants = (model as { variants?: VariantInternals[] } | null)?.variants;
    const openOn = (model as { zcOpenOn?: unknown } | null)?.zcOpenOn;
    if (
      this.defaultStorefrontVariantId === undefined &&
      openOn !== undefined &&
      variants?.some((variant) => variant.id === openOn)
    ) {
      // A dialog opened from a card: the variant the card shows.
      return setDefaultVariant.call(
        Object.assign(this, { defaultStorefrontVariantId: openOn }),
        model,
      );
    }
    const choice = this.options?.viewData?.zcChoice as CardChoice | undefined;
    const start =
      choice && this.defaultStorefrontVariantId === undefined && Array.isArray(variants)
        ? cardStart(variants as ChoiceVariant[], choice)
        : undefined;
    if (start && model && typeof model === 'object') {
      // The card shows the chosen colour's picture and links to its page opened on the choice.
      this.defaultStorefrontVariantId = start.variant.id;
      (model as { zcChoiceQuery?: string }).zcChoiceQuery = start.query;
    } else if (model && typeof model === 'object' && 'zcChoiceQuery' in model) {
      delete (model as { zcChoiceQuery?: string }).zcChoiceQuery;
    }
    if (this.defaultStorefrontVariantId === undefined && Array.isArray(variants)) {
      const first = variants.find(inStock);
      if (first && first !== variants[0]) this.defaultStorefrontVariantId = first.id;
    }
    return setDefaultVariant.call(this, model);
  };
}

interface DecoratedOption {
  name: string;
  values: { name: string; selected: boolean; soldOut?: boolean }[];
  /** A size option of a product whose details hold a size chart (a table). */
  sizeChart?: boolean;
}

interface OptionsProductInternals {
  selectedOptions: Record<string, string>;
  model?: {
    variants?: (VariantInternals & { selectedOptions?: { name: string; value: string }[] })[];
    descriptionHtml?: string;
  };
}

/**
 * Whether some variant in stock has `value` for the option `name` and the other options as
 * `others` has them. (The library's own `optionValueCanBeSelected` reads a field that
 * shopify-buy's variants no longer have.)
 */
function valueInStock(
  product: OptionsProductInternals,
  others: Record<string, string>,
  name: string,
  value: string,
): boolean {
  const wanted = { ...others, [name]: value };
  return (product.model?.variants ?? []).some((variant) => {
    if (!inStock(variant)) return false;
    const chosen = new Map(
      (variant.selectedOptions ?? []).map((option) => [option.name, option.value]),
    );
    return Object.entries(wanted).every(([key, wantedValue]) => chosen.get(key) === wantedValue);
  });
}

const soldOutPrototypes = new WeakSet<object>();

/**
 * The library's option selects show every value alike and say “Out of stock” only once a
 * sold-out one is picked. Applied once to its product class, each value that no variant in
 * stock can have (with the other options as chosen) carries `soldOut`, which the option
 * template of `defaultCollectionOptions` prints as “(sold out)”; the size option of a product
 * whose details hold a size chart carries `sizeChart`, for the button beside it.
 */
export function markSoldOutOptions(ui: BuyButtonUI): void {
  const prototype = ui.componentTypes?.product?.prototype ?? null;
  const descriptor = prototype && Object.getOwnPropertyDescriptor(prototype, 'decoratedOptions');
  const read = descriptor?.get;
  if (!prototype || !descriptor || !read || soldOutPrototypes.has(prototype)) return;
  soldOutPrototypes.add(prototype);
  Object.defineProperty(prototype, 'decoratedOptions', {
    ...descriptor,
    get(this: OptionsProductInternals) {
      const options = read.call(this) as DecoratedOption[];
      if (!Array.isArray(this.model?.variants)) return options;
      const hasSizeChart = /<table[\s>]/i.test(this.model.descriptionHtml ?? '');
      return options.map((option) => {
        const others = { ...this.selectedOptions };
        delete others[option.name];
        return {
          ...option,
          sizeChart: hasSizeChart && /^size$/i.test(option.name),
          values: option.values.map((value) => ({
            ...value,
            soldOut: !valueInStock(this, others, option.name, value.name),
          })),
        };
      });
    },
  });
}

interface CartVisibility {
  isVisible?: boolean;
  node?: HTMLElement;
  open: (this: CartVisibility, ...args: unknown[]) => unknown;
  close: (this: CartVisibility, ...args: unknown[]) => unknown;
  toggleVisibility: (this: CartVisibility, ...args: unknown[]) => unknown;
}

const dimmedCartPrototypes = new WeakSet<object>();
/** The page behind an open cart: its dimming layer and the elements made inert. */
const dimmed = new WeakMap<object, { backdrop: HTMLElement; inert: Element[] }>();

/** Dims the page behind `cart` and makes it inert, or undoes that, as the cart is shown. */
function syncPageBehindCart(cart: CartVisibility): void {
  const current = dimmed.get(cart);
  const frame = cart.node;
  if (cart.isVisible && frame?.isConnected && !current) {
    const page = frame.ownerDocument;
    const backdrop = page.createElement('div');
    backdrop.dataset.slot = 'cart-backdrop';
    backdrop.setAttribute('aria-hidden', 'true');
    Object.assign(backdrop.style, {
      position: 'fixed',
      inset: '0',
      zIndex: '2147483646',
      background: 'rgb(0 0 0 / 0.5)',
    });
    const inert: Element[] = [];
    for (const element of Array.from(page.body.children)) {
      if (element.contains(frame) || element.hasAttribute('inert')) continue;
      if (element.tagName === 'SCRIPT' || element.tagName === 'STYLE') continue;
      element.setAttribute('inert', '');
      inert.push(element);
    }
    page.body.append(backdrop);
    dimmed.set(cart, { backdrop, inert });
  } else if (!cart.isVisible && current) {
    current.backdrop.remove();
    for (const element of current.inert) element.removeAttribute('inert');
    dimmed.delete(cart);
  }
}

/**
 * The library slides its cart in over a page that stays bright and reachable by Tab. Applied
 * once to its cart class, an open cart dims the page behind it (a click there closes the cart,
 * as before) and makes the page inert, so the keyboard stays in the cart until it closes.
 */
export function dimPageBehindCart(ui: BuyButtonUI): void {
  const prototype = ui.componentTypes?.cart?.prototype as Partial<CartVisibility> | undefined;
  if (!prototype || dimmedCartPrototypes.has(prototype)) return;
  const methods = ['open', 'close', 'toggleVisibility'] as const;
  if (methods.some((name) => typeof prototype[name] !== 'function')) return;
  dimmedCartPrototypes.add(prototype);
  for (const name of methods) {
    const method = prototype[name] as CartVisibility[typeof name];
    prototype[name] = function showOrHideWithPage(this: CartVisibility, ...args: unknown[]) {
      const result = method.apply(this, args);
      syncPageBehindCart(this);
      return result;
    };
  }
}

interface CheckoutCart {
  /** The shop's checkout endpoint, set on the cart when the shop has one. */
  zcCheckoutEndpoint?: string;
  model?: { lineItems?: unknown } | null;
  node?: HTMLElement;
  view?: { document?: Document | null };
  onCheckout: (this: CheckoutCart, ...args: unknown[]) => unknown;
  _userEvent?: (this: CheckoutCart, name: string) => void;
}

const checkoutPrototypes = new WeakSet<object>();

/** Shows `message` above the cart's Checkout button, replacing the one shown before. */
function showCheckoutNotice(cart: CheckoutCart, message: string, kind: 'status' | 'alert'): void {
  const frame = cart.view?.document ?? cart.node?.ownerDocument;
  const button = frame?.querySelector<HTMLElement>('.shopify-buy__btn--cart-checkout');
  if (!frame || !button) return;
  let notice = frame.querySelector<HTMLElement>('[data-zc-checkout-notice]');
  if (!notice || notice.nextElementSibling !== button) {
    notice?.remove();
    notice = frame.createElement('p');
    notice.dataset.zcCheckoutNotice = '';
    notice.className = 'shopify-buy__cart__notice';
    button.before(notice);
  }
  notice.setAttribute('role', kind);
  notice.textContent = message;
}

/**
 * The library's Checkout goes to the `checkoutUrl` the cart had when it last changed, and does
 * nothing when that is missing. Applied once to its cart class, a cart given its shop's
 * checkout endpoint asks it at the tap instead (see checkout.ts): the cart's checkout read
 * now, or Shopify's cart permalink when the storefront cannot say, with a message at the
 * button when the permalink opens or nothing can.
 */
export function checkoutThroughEndpoint(ui: BuyButtonUI): void {
  const prototype = ui.componentTypes?.cart?.prototype as Partial<CheckoutCart> | undefined;
  const onCheckout = prototype?.onCheckout;
  if (!prototype || typeof onCheckout !== 'function' || checkoutPrototypes.has(prototype)) return;
  checkoutPrototypes.add(prototype);
  prototype.onCheckout = function checkoutAtTheTap(this: CheckoutCart, ...args: unknown[]) {
    const endpoint = this.zcCheckoutEndpoint;
    if (!endpoint) return onCheckout.apply(this, args);
    this._userEvent?.('openCheckout');
    return openCheckout({
      endpoint,
      lineItems: this.model?.lineItems,
      notify: (message, kind) => showCheckoutNotice(this, message, kind),
    });
  };
}

/** The card facts loader of each shop's storefront client. */
const factsLoaders = new WeakMap<object, CardFactsLoader>();

/** Gives a shop's cards their facts from `loader` (the client is the shop's UI's). */
export function attachCardFactsLoader(client: object, loader: CardFactsLoader): void {
  factsLoaders.set(client, loader);
}

interface FactsCard {
  model?: (FactsProduct & { id?: string; zcChoiceQuery?: string }) | null;
  selectedOptions: Record<string, string>;
  options?: { viewData?: Record<string, unknown> };
  props?: { client?: object };
  updateVariant: (this: FactsCard, name: string, value: string) => unknown;
  zcChooseColour?: (this: FactsCard, value: string) => void;
}

interface FactsSet {
  config?: { product?: { viewData?: Record<string, unknown> } };
  props?: { client?: object };
  model?: { products?: { id?: unknown }[] };
  renderProducts: (this: FactsSet, ...args: unknown[]) => unknown;
}

const factsPrototypes = new WeakSet<object>();

/** The card facts rule a grid gave its cards (`viewData.zcCardRule`, see card-facts.ts). */
function ruleOf(viewData: Record<string, unknown> | undefined): CardFactsRule | undefined {
  const rule = viewData?.zcCardRule;
  return rule && typeof rule === 'object' ? (rule as CardFactsRule) : undefined;
}

/**
 * Cards that help choose (card-facts.ts), for grids given a rule (`viewData.zcCardRule`):
 * applied once to the library's classes, a page of cards is drawn once the storefront's facts
 * of its products have arrived (or failed), each card's view data carries its facts
 * (`zcCard`), and choosing a swatch (`zcChooseColour`) shows that colour, in stock and with the
 * grid's other choices where it can, and links the card to its page opened on it.
 */
export function showCardFacts(ui: BuyButtonUI): void {
  const cardPrototype = ui.componentTypes?.product?.prototype as FactsCard | undefined;
  const setPrototype = ui.componentTypes?.collection?.prototype as Partial<FactsSet> | undefined;
  const descriptor = cardPrototype && Object.getOwnPropertyDescriptor(cardPrototype, 'viewData');
  const read = descriptor?.get;
  const renderProducts = setPrototype?.renderProducts;
  if (
    !cardPrototype ||
    !setPrototype ||
    !descriptor ||
    !read ||
    typeof renderProducts !== 'function' ||
    factsPrototypes.has(cardPrototype)
  ) {
    return;
  }
  factsPrototypes.add(cardPrototype);
  Object.defineProperty(cardPrototype, 'viewData', {
    ...descriptor,
    get(this: FactsCard) {
      const data = read.call(this) as Record<string, unknown>;
      const rule = ruleOf(this.options?.viewData);
      if (!rule || !this.model) return data;
      const client = this.props?.client;
      const facts =
        client && this.model.id ? factsLoaders.get(client)?.get(this.model.id) : undefined;
      return { ...data, zcCard: cardFacts(this.model, this.selectedOptions, facts, rule) };
    },
  });
  cardPrototype.zcChooseColour = function chooseColour(this: FactsCard, value: string) {
    const model = this.model;
    const option = model?.options?.find((candidate) => /\bcolou?r\b/i.test(candidate.name));
    if (!model || !option || !Array.isArray(model.variants)) return;
    const grid = this.options?.viewData?.zcChoice as CardChoice | undefined;
    const others = Object.entries(grid?.options ?? {}).filter(
      ([name]) => name.toLowerCase() !== option.name.toLowerCase(),
    );
    const start = cardStart(model.variants as ChoiceVariant[], {
      options: { ...Object.fromEntries(others), [option.name]: [value] },
    });
    if (!start) return;
    for (const chosen of start.variant.selectedOptions ?? []) {
      this.selectedOptions[chosen.name] = chosen.value;
    }
    model.zcChoiceQuery = start.query;
    this.updateVariant(option.name, value);
  };
  setPrototype.renderProducts = function renderWithFacts(this: FactsSet, ...args: unknown[]) {
    const client = this.props?.client;
    const loader = client ? factsLoaders.get(client) : undefined;
    if (!loader || !ruleOf(this.config?.product?.viewData)) {
      return renderProducts.apply(this, args);
    }
    const ids = (this.model?.products ?? [])
      .map((product) => product.id)
      .filter((id): id is string => typeof id === 'string');
    return loader.load(ids).then(() => renderProducts.apply(this, args));
  };
}

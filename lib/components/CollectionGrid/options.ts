import type { CardFactsRule } from './card-facts';

/** Buy Button display options, keyed by component (`product`, `productSet`, `modalProduct`, `cart`, …). */
export type BuyButtonOptions = Record<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return Object.prototype.toString.call(value) === '[object Object]';
}

/**
 * Deep-merges Buy Button options: nested objects merge, everything else (strings, arrays,
 * functions) is replaced by the later source. Returns a new object; sources are untouched.
 */
export function mergeCollectionOptions(
  ...sources: (Readonly<BuyButtonOptions> | undefined)[]
): BuyButtonOptions {
  const target: BuyButtonOptions = {};
  for (const source of sources) {
    if (!source) continue;
    for (const [key, value] of Object.entries(source)) {
      const current = target[key];
      target[key] = isPlainObject(value)
        ? mergeCollectionOptions(isPlainObject(current) ? current : undefined, value)
        : value;
    }
  }
  return target;
}

/** Four products per row from this width of the widget up. */
const FOUR_PER_ROW = '@media (min-width: 602px)';

const arrow =
  '<svg class="carousel-button-arrow" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M5 2l6 6-6 6" fill="none" stroke="currentColor" stroke-width="2"/></svg>';

/**
 * The library's image carousel with inline arrows: its own template loads arrow images from
 * Shopify's CDN, which a strict content security policy (or no network) blocks.
 */
const imageCarouselTemplate = `<div class="{{data.classes.product.imgWrapper}}" data-element="product.imageWrapper">
<div class="main-image-wrapper">
<button type="button" class="carousel-button carousel-button--previous">Previous image${arrow}</button>
<img class="{{data.classes.product.img}}" alt="{{data.currentImage.altText}}" src="{{data.currentImage.src}}" data-element="product.img" />
<button type="button" class="carousel-button carousel-button--next">Next image${arrow}</button>
</div>
<div class="{{data.classes.product.carousel}}">
{{#data.carouselImages}}<a data-element="product.carouselitem" aria-label="{{altText}}" href="{{src}}" class="{{data.classes.product.carouselItem}} {{#isSelected}} {{data.classes.product.carouselItemSelected}} {{/isSelected}}" {{#isSelected}}aria-current="true"{{/isSelected}} data-image-id="{{id}}" style="background-image: url({{carouselSrc}})"></a>{{/data.carouselImages}}
</div>
</div>`;

/** Text and frames in the library's frames where a site gives no colour of its own. */
const INK = '#1f2328';
/** The class of the Remove button the cart's line items get. */
const REMOVE_CLASS = 'zc-cart-item__remove';
/** A quantity button: a 44 px square, the smallest comfortable touch target. */
const TOUCH_SQUARE = {
  flex: 'none',
  width: '44px',
  height: '44px',
  'padding-top': '0px',
  'padding-bottom': '0px',
};

/**
 * The library's option select, with each value that no variant in stock can have marked
 * “sold out” before it is picked (`soldOut` comes from `markSoldOutOptions` in
 * `library-patches.ts`).
 */
const optionTemplate = `<div class="{{data.classes.option.option}}" data-element="option.option">
<label for="{{data.selectId}}" class="{{data.classes.option.label}} {{#data.onlyOption}}{{data.classes.option.hiddenLabel}}{{/data.onlyOption}}" data-element="option.label">{{data.name}}</label>
<div class="{{data.classes.option.wrapper}}" data-element="option.wrapper">
<select id="{{data.selectId}}" class="{{data.classes.option.select}}" name="{{data.name}}" data-element="option.select">
{{#data.values}}<option {{#selected}}selected{{/selected}} value="{{name}}">{{name}}{{#soldOut}} (sold out){{/soldOut}}</option>{{/data.values}}
</select>
<svg class="{{data.classes.option.selectIcon}}" data-element="option.selectIcon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M21 5.176l-9.086 9.353L3 5.176.686 7.647 12 19.382 23.314 7.647 21 5.176z"></path></svg>
</div>
{{#data.sizeChart}}<button type="button" class="{{data.classes.option.sizeChart}}" data-element="option.sizeChart">Size chart</button>{{/data.sizeChart}}
</div>`;

/** The class of the size-chart button beside a product's size choice. */
const SIZE_CHART_CLASS = 'zc-size-chart';

/**
 * Brings the size chart of the product's details (a table in its description) into view and
 * gives it the focus, so a screen reader reads it from there.
 */
function showSizeChart(event: Event, target: Element): void {
  event.preventDefault();
  const product = target.closest('.shopify-buy__product') ?? target.ownerDocument;
  const table = product.querySelector<HTMLElement>('.shopify-buy__product-description table');
  if (!table) return;
  table.tabIndex = -1;
  table.scrollIntoView({ block: 'start' });
  table.focus({ preventScroll: true });
}

/** The library's quantity stepper of a cart line, followed by a Remove button. */
const lineItemQuantityTemplate = `<div class="{{data.classes.lineItem.quantity}}" data-element="lineItem.quantity">
<button class="{{data.classes.lineItem.quantityButton}} {{data.classes.lineItem.quantityDecrement}}" type="button" data-line-item-id="{{data.id}}" data-element="lineItem.quantityDecrement"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M4 7h8v2H4z"/></svg><span class="visuallyhidden">{{data.text.quantityDecrementAccessibilityLabel}}</span></button>
<input class="{{data.classes.lineItem.quantityInput}}" type="number" min="0" aria-label="{{data.text.quantityInputAccessibilityLabel}}" data-line-item-id="{{data.id}}" value="{{data.quantity}}" data-element="lineItem.quantityInput">
<button class="{{data.classes.lineItem.quantityButton}} {{data.classes.lineItem.quantityIncrement}}" type="button" data-line-item-id="{{data.id}}" data-element="lineItem.quantityIncrement"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M12 7H9V4H7v3H4v2h3v3h2V9h3z"/></svg><span class="visuallyhidden">{{data.text.quantityIncrementAccessibilityLabel}}</span></button>
<button class="{{data.classes.lineItem.remove}}" type="button" data-line-item-id="{{data.id}}" data-element="lineItem.remove" aria-label="Remove {{data.title}}{{#data.variantTitle}}, {{data.variantTitle}}{{/data.variantTitle}}">Remove</button>
</div>`;

/** The part of the library's cart view a Remove button reaches. */
interface CartView {
  component: { updateItem: (id: string, quantity: number) => unknown };
}

/** Removes the cart line a Remove button belongs to (the library's own quantity update to 0). */
function removeLineItem(this: CartView, _event: Event, target: Element): void {
  const id = target.getAttribute('data-line-item-id');
  if (id) this.component.updateItem(id, 0);
}

/**
 * Display options for a collection grid: “View product” opens a modal with an image
 * carousel, a quantity selector and “Add to cart”; the cart shows “Subtotal” and “Checkout”;
 * four products per row from 602 px. Sites extend it with their fonts and colours through
 * `mergeCollectionOptions(defaultCollectionOptions, { … })`.
 */
export const defaultCollectionOptions: Readonly<BuyButtonOptions> = {
  product: {
    buttonDestination: 'modal',
    contents: { options: false },
    text: { button: 'View product' },
    styles: {
      // A column whose button sits at the bottom: buttons line up along a row even when a
      // title wraps onto two lines.
      product: {
        display: 'flex',
        'flex-direction': 'column',
        [FOUR_PER_ROW]: {
          // The library's 240 px minimum would leave two cards and wide gutters on a tablet.
          'min-width': '0px !important',
          'max-width': 'calc(25% - 20px)',
          'margin-left': '20px',
          'margin-bottom': '50px',
          width: 'calc(25% - 20px)',
        },
      },
      buttonWrapper: { 'margin-top': 'auto' },
    },
  },
  productSet: {
    styles: {
      // Rows of equal height (the library sets products inline, each as tall as its text).
      products: {
        display: 'flex',
        'flex-wrap': 'wrap',
        'justify-content': 'center',
        [FOUR_PER_ROW]: { 'margin-left': '-20px' },
      },
    },
  },
  modalProduct: {
    contents: {
      img: false,
      imgWithCarousel: true,
      button: false,
      buttonWithQuantity: true,
    },
    styles: {
      product: {
        [FOUR_PER_ROW]: { 'max-width': '100%', 'margin-left': '0px', 'margin-bottom': '0px' },
      },
      // The selected thumbnail carries a frame; the others are not faded (the library fades
      // the selected one, which reads the wrong way round).
      carouselItem: { opacity: '1' },
      carouselItemSelected: { opacity: '1', 'box-shadow': `0 0 0 2px #ffffff, 0 0 0 4px ${INK}` },
      // “Out of stock” at 4.5:1 or better: white on the library's #999 is 2.85:1.
      disabled: { 'background-color': '#5c6066 !important', color: '#ffffff' },
    },
    text: { button: 'Add to cart' },
    templates: { imgWithCarousel: imageCarouselTemplate },
    DOMEvents: {
      [`click .${SIZE_CHART_CLASS}`]: showSizeChart,
    },
  },
  modal: {
    // The library's close button hides its “×” with `aria-role`, which is not an attribute.
    templates: {
      contents:
        '<button class="{{data.classes.modal.close}}" data-element="modal.close"><span aria-hidden="true">&times;</span><span class="visuallyhidden">Close</span></button>',
    },
    styles: {
      // The library draws the close button 60 px above the dialog, over the site's sticky
      // header on a laptop; it sits in the dialog's own corner instead, a 44 px target.
      close: {
        top: '8px !important',
        right: '8px !important',
        width: '44px',
        height: '44px',
        padding: '0px !important',
        'font-size': '36px !important',
        'line-height': '1',
        color: `${INK} !important`,
      },
    },
  },
  option: {
    templates: { option: optionTemplate },
    classes: { sizeChart: SIZE_CHART_CLASS },
    styles: {
      // Option selects at least 44 px tall, as every other control.
      select: { 'min-height': '44px', 'font-size': '16px' },
      sizeChart: {
        'min-height': '44px',
        padding: '0px',
        border: '0px',
        background: 'transparent',
        color: 'inherit',
        'font-family': 'inherit',
        'font-size': '15px',
        'text-decoration': 'underline',
        'text-underline-offset': '3px',
        cursor: 'pointer',
      },
    },
  },
  cart: {
    // Checkout in the same window: a new one would take the shopper away from the site on a
    // phone, and it could not go back to the shop from there.
    popup: false,
    text: { total: 'Subtotal', button: 'Checkout', currency: 'USD' },
    styles: {
      notice: { 'font-size': '13px', 'line-height': '1.4' },
      close: { width: '44px', height: '44px', top: '10px', right: '10px', padding: '0px' },
    },
    DOMEvents: {
      [`click .${REMOVE_CLASS}`]: removeLineItem,
    },
  },
  lineItem: {
    templates: { quantity: lineItemQuantityTemplate },
    classes: { remove: REMOVE_CLASS },
    styles: {
      // The price under the title, where the library floats it over the quantity row's end.
      priceWithDiscounts: {
        float: 'none',
        'max-width': 'none',
        'margin-left': '80px',
        'text-align': 'left',
      },
      // One row: the stepper, then Remove (the library's row is 26 px high and floats).
      quantity: {
        display: 'flex',
        'align-items': 'center',
        height: 'auto',
        'line-height': 'normal',
        'margin-top': '8px',
        'margin-right': '0px',
      },
      quantityDecrement: TOUCH_SQUARE,
      quantityIncrement: TOUCH_SQUARE,
      quantityInput: { flex: 'none', height: '44px', width: '52px', 'font-size': '16px' },
      remove: {
        'min-height': '44px',
        'min-width': '44px',
        padding: '0px 8px',
        'margin-left': '8px',
        border: '0px',
        background: 'transparent',
        color: INK,
        'font-family': 'inherit',
        'font-size': '15px',
        'text-decoration': 'underline',
        'text-underline-offset': '3px',
        cursor: 'pointer',
        'vertical-align': 'top',
      },
    },
  },
  toggle: {},
};

/** Where a compact grid's four products do not fit one row: one row that scrolls sideways. */
const ONE_ROW = '@media (max-width: 900px)';
/** Cards of that row: three and a peek on tablets, two and a peek on phones. */
const TABLET_CARDS = '@media (min-width: 602px) and (max-width: 900px)';
const PHONE_CARDS = '@media (max-width: 601px)';

/**
 * What compact grids change: no pagination button (the four-product cut is applied on load),
 * and on narrow widths one row of products that scrolls sideways, snapping to each card, with
 * the next card peeking in, so every card is whole within the grid's fixed height and a
 * vertical swipe scrolls the page. (`!important`: the library writes the base rules of these
 * selectors after their media rules, so they would otherwise win.)
 */
export const compactCollectionOptions: Readonly<BuyButtonOptions> = {
  productSet: {
    contents: { pagination: false },
    styles: {
      products: {
        [ONE_ROW]: {
          'flex-wrap': 'nowrap !important',
          'justify-content': 'flex-start !important',
          'margin-left': '0px !important',
          'overflow-x': 'auto',
          'overscroll-behavior-x': 'contain',
          'scroll-snap-type': 'x mandatory',
          'scrollbar-width': 'thin',
          'padding-bottom': '12px',
        },
      },
    },
  },
  product: {
    styles: {
      product: {
        [ONE_ROW]: {
          'min-width': '0px !important',
          'margin-left': '0px !important',
          'margin-right': '16px !important',
          'margin-bottom': '0px !important',
          'scroll-snap-align': 'start',
        },
        [TABLET_CARDS]: {
          flex: '0 0 29% !important',
          width: '29% !important',
          'max-width': '29% !important',
        },
        [PHONE_CARDS]: {
          flex: '0 0 42% !important',
          width: '42% !important',
          'max-width': '42% !important',
        },
      },
    },
  },
};

/**
 * Options that give a grid's cards what helps choose (card-facts.ts): swatches of the colours
 * a product comes in (choosing one shows it on the card), its size range (“S–4XL”) and, by the
 * shop's `rule`, the standard a tag names and a mark from its collections or tags. Merge them
 * into the shop's grid options; the display itself loads with the Buy Button library.
 */
export function cardFactsOptions(rule: CardFactsRule): BuyButtonOptions {
  return { product: { viewData: { zcCardRule: rule } } };
}

/** A link the empty cart offers: one of the shop's collections. */
export interface CartCollectionLink {
  /** The collection's name, as the site's navigation shows it. */
  label: string;
  /** Its address on the site, e.g. `/jackets`; opened in the page, not in the cart's frame. */
  href: string;
}

export interface ShopCartOptions {
  /** The collections an empty cart offers, so the shopper is never at a dead end. */
  collections: readonly CartCollectionLink[];
  /** The line under the subtotal: the shop's shipping terms, as its policy states them. */
  shipping: string;
  /**
   * The lead of the empty cart's links.
   * @default 'Find something in our collections:'
   */
  collectionsLead?: string;
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '{': '&#123;',
  '}': '&#125;',
};

/** Text made safe for an HTML template of the library (which is also a Mustache template). */
function escapeTemplateText(text: string): string {
  return text.replace(/[&<>"'{}]/g, (character) => htmlEscapes[character] ?? character);
}

/**
 * Cart options of a shop: an empty cart that lists the shop's collections (links that open in
 * the page) and the shop's shipping terms under the subtotal. Merge them over the shop's grid
 * options: `mergeCollectionOptions(defaultCollectionOptions, shopCartOptions({ … }), …)`.
 */
export function shopCartOptions({
  collections,
  shipping,
  collectionsLead = 'Find something in our collections:',
}: ShopCartOptions): BuyButtonOptions {
  const links = collections
    .map(
      (link) =>
        `<li><a class="{{data.classes.cart.emptyLink}}" href="${escapeTemplateText(link.href)}" target="_top">${escapeTemplateText(link.label)}</a></li>`,
    )
    .join('');
  const lineItems = `<div class="{{data.classes.cart.cartScroll}}{{#data.contents.note}} {{data.classes.cart.cartScrollWithCartNote}}{{/data.contents.note}}{{#data.discounts}} {{data.classes.cart.cartScrollWithDiscounts}}{{/data.discounts}}" data-element="cart.cartScroll">
{{#data.isEmpty}}<div class="{{data.classes.cart.emptyState}}" data-element="cart.emptyState"><p class="{{data.classes.cart.empty}} {{data.classes.cart.emptyCart}}" data-element="cart.empty">{{data.text.empty}}</p>
<nav aria-label="Collections"><p class="{{data.classes.cart.emptyLead}}">${escapeTemplateText(collectionsLead)}</p><ul role="list" class="{{data.classes.cart.emptyLinks}}">${links}</ul></nav></div>{{/data.isEmpty}}
<ul role="list" class="{{data.classes.cart.lineItems}}" data-element="cart.lineItems">{{{data.lineItemsHtml}}}</ul>
</div>`;
  return {
    cart: {
      templates: { lineItems },
      text: { notice: shipping },
      classes: {
        emptyState: 'zc-cart-empty',
        emptyLead: 'zc-cart-empty__lead',
        emptyLinks: 'zc-cart-empty__links',
        emptyLink: 'zc-cart-empty__link',
      },
      styles: {
        emptyState: { padding: '8px 20px 0px' },
        empty: { padding: '0px', 'text-align': 'left', 'font-size': '16px' },
        emptyLead: { margin: '24px 0px 8px', 'font-weight': '600' },
        emptyLinks: { margin: '0px', padding: '0px', 'list-style': 'none' },
        emptyLink: {
          display: 'flex',
          'align-items': 'center',
          'min-height': '44px',
          color: 'inherit',
          'font-size': '16px',
          'text-decoration': 'underline',
          'text-underline-offset': '3px',
        },
      },
    },
  };
}

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
{{#data.carouselImages}}<a data-element="product.carouselitem" aria-label="{{altText}}" href="{{src}}" class="{{data.classes.product.carouselItem}} {{#isSelected}} {{data.classes.product.carouselItemSelected}} {{/isSelected}}" data-image-id="{{id}}" style="background-image: url({{carouselSrc}})"></a>{{/data.carouselImages}}
</div>
</div>`;

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
    },
    text: { button: 'Add to cart' },
    templates: { imgWithCarousel: imageCarouselTemplate },
  },
  modal: {
    // The library's close button hides its “×” with `aria-role`, which is not an attribute.
    templates: {
      contents:
        '<button class="{{data.classes.modal.close}}" data-element="modal.close"><span aria-hidden="true">&times;</span><span class="visuallyhidden">Close</span></button>',
    },
  },
  cart: {
    text: { total: 'Subtotal', button: 'Checkout', currency: 'USD' },
  },
  option: {},
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

import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import {
  type CardFactsRule,
  cardFactsOptions,
  defaultCollectionOptions,
  mergeCollectionOptions,
  shopCartOptions,
} from '@zcomm/storefront-ui/collection-grid';
import type { StandardFilter } from '../../shared/shop/listing';
import { purchasePromise } from './policies';

/*
 * The hosted product grid renders in its own frames, which cannot read the page's CSS tokens:
 * the brand values are repeated here from the workwear theme.
 */
const charcoal = '#1c1f23';
const charcoalLight = '#3b4047';
const font = "'Inter Variable', Inter, 'Helvetica Neue', Arial, sans-serif";
/** The headings' face, as on the site's own pages: condensed, upper case. */
const headingFont =
  "'Oswald Variable', Oswald, 'Arial Narrow', 'Helvetica Neue', Arial, sans-serif";
const heading = {
  'font-family': headingFont,
  'font-weight': '600',
  'text-transform': 'uppercase',
  'letter-spacing': '0.01em',
  color: charcoal,
};

/** The empty cart's way back: every collection of the shop. */
const shopCollections = workwearShop.collections.map(({ name, path }) => ({
  label: name,
  href: path,
}));

/* Two products per row on phones (the library's 240 px minimum allows only one), top-aligned. */
const phoneLayout = {
  product: {
    styles: {
      product: {
        '@media (max-width: 601px)': {
          'min-width': '0',
          width: 'calc(50% - 15px)',
          'max-width': 'calc(50% - 15px)',
          'margin-top': '0 !important',
          'margin-bottom': '32px',
        },
      },
    },
  },
};

const button = {
  'font-family': font,
  'font-weight': '700',
  'font-size': '15px',
  'letter-spacing': '0.02em',
  'text-transform': 'uppercase',
  'padding-top': '14px',
  'padding-bottom': '14px',
  'background-color': charcoal,
  'border-radius': '4px',
  ':hover': { 'background-color': charcoalLight },
  ':focus': { 'background-color': charcoalLight },
};

const text = { 'font-family': font, color: charcoal };

/** The ANSI/ISEA 107 class, as a product's tags name it: “ANSI Class 3”. */
const ansiClassTagPrefix = 'ANSI Class ';

/**
 * What the cards say beyond colours and sizes: the ANSI/ISEA 107 class a product's tag names
 * (“ANSI Class 3”, as the filters offer it), and “New” or “Best seller” from the collections.
 */
export const workwearCardRule: CardFactsRule = {
  standardTagPrefix: ansiClassTagPrefix,
  marks: [
    { label: 'New', collection: 'new-releases' },
    { label: 'Best seller', collection: 'best-sellers' },
  ],
};

/** The lists' filter of the same tags as the cards': the group “ANSI standard”. */
export const workwearStandardFilter: StandardFilter = {
  tagPrefix: ansiClassTagPrefix,
  label: 'ANSI standard',
};

/** Beacon Workwear's product grids: charcoal buttons, Inter, 4 px radius. */
export const workwearCollectionOptions = mergeCollectionOptions(
  defaultCollectionOptions,
  phoneLayout,
  cardFactsOptions(workwearCardRule),
  shopCartOptions({
    collections: shopCollections,
    shipping: purchasePromise.cartNotice,
  }),
  {
    product: {
      styles: {
        button: { ...button, 'padding-left': '16px', 'padding-right': '16px' },
        title: { ...text, 'font-weight': '700', 'font-size': '16px' },
        price: { ...text, 'font-weight': '500' },
        compareAt: text,
        zcFacts: { 'font-family': font },
        zcMark: { 'font-family': font, 'background-color': charcoal },
        zcSwatchSelected: { 'box-shadow': `inset 0 0 0 2px ${charcoal}` },
      },
    },
    productSet: { styles: { paginationButton: button } },
    modalProduct: {
      styles: {
        button,
        title: { ...heading, 'font-size': '28px', 'line-height': '1.2' },
        carouselItemSelected: { 'box-shadow': `0 0 0 2px #ffffff, 0 0 0 4px ${charcoal}` },
        price: { ...text, 'font-size': '18px' },
        compareAt: text,
        description: text,
      },
    },
    cart: {
      styles: {
        button,
        title: { ...heading, 'font-size': '22px' },
        header: text,
        lineItems: text,
        subtotalText: text,
        subtotal: text,
        notice: text,
        currency: text,
        empty: text,
        emptyState: text,
        close: { color: charcoal, ':hover': { color: charcoalLight } },
      },
    },
    modal: { styles: { close: { color: `${charcoal} !important` } } },
    option: {
      styles: {
        label: { 'font-family': font, color: charcoal },
        select: { 'font-family': font, color: charcoal },
        sizeChart: { 'font-family': font, color: charcoal },
      },
    },
    toggle: {
      styles: {
        toggle: {
          'font-family': font,
          'background-color': charcoal,
          ':hover': { 'background-color': charcoalLight },
          ':focus': { 'background-color': charcoalLight },
        },
      },
    },
    lineItem: {
      styles: {
        itemTitle: text,
        price: text,
        quantityInput: { 'font-family': font },
      },
    },
  },
);

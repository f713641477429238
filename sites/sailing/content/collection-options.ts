import {
  cardFactsOptions,
  defaultCollectionOptions,
  mergeCollectionOptions,
  shopCartOptions,
} from '@zcomm/storefront-ui/collection-grid';
import { headerLinks, purchasePromise } from '../site';

/*
 * The hosted product grid renders in its own frames, which cannot read the page's CSS tokens:
 * the brand values are repeated here from the sailing theme.
 */
const navy = '#0b2545';
const navyLight = '#1f4f8a';
const ink = '#0f1b2d';
const font = "'Montserrat Variable', Montserrat, 'Helvetica Neue', Arial, sans-serif";

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

/** The empty cart's way back: the shop's collections, as the header's Collections menu lists them. */
const shopCollections = headerLinks[0]?.children ?? [];

const button = {
  'font-family': font,
  'font-weight': '600',
  'font-size': '15px',
  'padding-top': '14px',
  'padding-bottom': '14px',
  'background-color': navy,
  'border-radius': '5px',
  ':hover': { 'background-color': navyLight },
  ':focus': { 'background-color': navyLight },
};

const title = { 'font-family': font, 'font-weight': '700', color: ink };
const price = { 'font-family': font, 'font-weight': '500', color: ink };

/** Off Soundings' product grids: Montserrat, brand navy buttons, 5 px radius, four per row above 601 px. */
export const sailingCollectionOptions = mergeCollectionOptions(
  defaultCollectionOptions,
  phoneLayout,
  // Swatches and the size range; the shop has no standard or mark to show.
  cardFactsOptions({}),
  shopCartOptions({
    collections: shopCollections,
    shipping: purchasePromise.cartNotice,
  }),
  {
    product: {
      styles: {
        button: { ...button, 'padding-left': '16px', 'padding-right': '16px' },
        title: { ...title, 'font-size': '16px' },
        price,
        compareAt: price,
        zcFacts: { 'font-family': font },
        zcMark: { 'font-family': font, 'background-color': navy },
        zcSwatchSelected: { 'box-shadow': `inset 0 0 0 2px ${navy}` },
      },
    },
    productSet: {
      styles: {
        paginationButton: button,
      },
    },
    modalProduct: {
      styles: {
        button,
        title: { ...title, 'font-size': '24px' },
        carouselItemSelected: { 'box-shadow': `0 0 0 2px #ffffff, 0 0 0 4px ${navy}` },
        price: { ...price, 'font-size': '18px' },
        compareAt: price,
        description: { 'font-family': font, color: ink },
      },
    },
    modal: {
      styles: {
        modal: { 'border-radius': '5px' },
        close: { color: `${ink} !important` },
      },
    },
    cart: {
      styles: {
        button,
        title: { ...title, 'font-size': '20px' },
        header: { color: ink },
        lineItems: { 'font-family': font, color: ink },
        subtotalText: { 'font-family': font, color: ink },
        subtotal: { 'font-family': font, color: ink },
        notice: { 'font-family': font, color: ink },
        currency: { 'font-family': font, color: ink },
        close: { color: ink, ':hover': { color: navyLight } },
        empty: { 'font-family': font, color: ink },
        emptyState: { 'font-family': font, color: ink },
      },
    },
    option: {
      styles: {
        label: { 'font-family': font, color: ink },
        select: { 'font-family': font, color: ink },
        sizeChart: { 'font-family': font, color: ink },
      },
    },
    toggle: {
      styles: {
        toggle: {
          'font-family': font,
          'background-color': navy,
          ':hover': { 'background-color': navyLight },
          ':focus': { 'background-color': navyLight },
        },
      },
    },
    lineItem: {
      styles: {
        itemTitle: { 'font-family': font, color: ink },
        price: { 'font-family': font, color: ink },
        quantityInput: { 'font-family': font },
      },
    },
  },
);

/** Prices as the storefront formats them: a dollar sign, then the amount. */
export const sailingMoneyFormat = '$' + '{{amount}}';

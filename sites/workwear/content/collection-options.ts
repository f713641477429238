import {
  defaultCollectionOptions,
  mergeCollectionOptions,
} from '@zcomm/storefront-ui/collection-grid';

/*
 * The hosted product grid renders in its own frames, which cannot read the page's CSS tokens:
 * the brand values are repeated here from the workwear theme.
 */
const charcoal = '#1c1f23';
const charcoalLight = '#3b4047';
const font = "'Inter Variable', Inter, 'Helvetica Neue', Arial, sans-serif";

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

/** Beacon Workwear's product grids: charcoal buttons, Inter, 4 px radius. */
export const workwearCollectionOptions = mergeCollectionOptions(
  defaultCollectionOptions,
  phoneLayout,
  {
    product: {
      styles: {
        button: { ...button, 'padding-left': '16px', 'padding-right': '16px' },
        title: { ...text, 'font-weight': '700', 'font-size': '16px' },
        price: { ...text, 'font-weight': '500' },
        compareAt: text,
      },
    },
    productSet: { styles: { paginationButton: button } },
    modalProduct: {
      styles: {
        button,
        title: { ...text, 'font-weight': '700', 'font-size': '24px' },
        price: { ...text, 'font-size': '18px' },
        compareAt: text,
        description: text,
      },
    },
    cart: {
      styles: {
        button,
        title: text,
        header: text,
        lineItems: text,
        subtotalText: text,
        subtotal: text,
        notice: text,
        currency: text,
        empty: text,
        close: { color: charcoal, ':hover': { color: charcoalLight } },
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

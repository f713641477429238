import type { BuyButtonOptions } from './options';

/**
 * A product's link on a card: the prefix the page passes, the product's handle, then the
 * shopper's choice when the grid was given one (card-choice.ts).
 */
const HREF = '{{data.zcProductPath}}{{data.handle}}{{data.zcChoiceQuery}}';

/**
 * Card templates whose picture and title are links to the product's own page: real links
 * (`target="_top"`, the card lives in a frame), so a new tab or a copied address works too.
 * The picture's link repeats the title's, so it is left out of the tab order and of the
 * accessibility tree; the title's link is the one announced.
 */
export function productLinkOptions(pathPrefix: string): BuyButtonOptions {
  return {
    product: {
      viewData: { zcProductPath: pathPrefix },
      templates: {
        img: `{{#data.currentImage.srcLarge}}<div class="{{data.classes.product.imgWrapper}}" data-element="product.imgWrapper"><a href="${HREF}" target="_top" tabindex="-1" aria-hidden="true"><img alt="" data-element="product.img" class="{{data.classes.product.img}}" src="{{data.currentImage.srcLarge}}" /></a></div>{{/data.currentImage.srcLarge}}`,
        title: `<h1 class="{{data.classes.product.title}}" data-element="product.title"><a href="${HREF}" target="_top" style="color: inherit; text-decoration: none">{{data.title}}</a></h1>`,
      },
    },
  };
}

/** The part of the library's UI that closes the product dialog. */
interface DialogUI {
  closeModal?: () => void;
}

/** Whether a history entry of ours stands for the open dialog. */
let dialogEntry = false;
/** Set while Back closes the dialog: that close must not go back once more. */
let closingFromHistory = false;
let dialogUi: DialogUI | undefined;
let listening = false;

function onPopState() {
  if (!dialogEntry) return;
  dialogEntry = false;
  closingFromHistory = true;
  try {
    dialogUi?.closeModal?.();
  } finally {
    closingFromHistory = false;
  }
}

/** The history marker of the dialog's entry. */
const MARK = 'zcProductDialog';

/**
 * Options that give the product dialog a history entry: opening it adds one (same address),
 * Back closes it and the page stays where it was; closing it otherwise takes its entry back.
 */
export function dialogHistoryOptions(ui: () => DialogUI | undefined): BuyButtonOptions {
  return {
    product: {
      events: {
        openModal() {
          dialogUi = ui();
          if (!listening) {
            window.addEventListener('popstate', onPopState);
            listening = true;
          }
          if (dialogEntry) return;
          const state: unknown = window.history.state;
          window.history.pushState(
            { ...(typeof state === 'object' && state !== null ? state : {}), [MARK]: true },
            '',
          );
          dialogEntry = true;
        },
      },
    },
    modal: {
      events: {
        closeModal() {
          if (closingFromHistory || !dialogEntry) return;
          dialogEntry = false;
          const state = window.history.state as Record<string, unknown> | null;
          if (state?.[MARK]) window.history.back();
        },
      },
    },
  };
}

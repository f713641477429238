import type { BuyButtonOptions } from './options';

/*
 * How a card shows its facts (card-facts.ts): loaded with the library, never with the page,
 * and merged under the options of a grid whose cards are given a rule (`cardFactsOptions`).
 */

/** Text and frames where a site gives no colour of its own. */
const INK = '#1f2328';
/** Secondary text: 7.5:1 on white. */
const QUIET_INK = '#4b5158';

const SWATCH_CLASS = 'zc-card-swatch';

/** The mark over the card's picture (“New”, “Best seller”). */
const markTemplate =
  '{{#data.zcCard.mark}}<p class="{{data.classes.product.zcMark}}" data-element="product.zcMark">{{data.zcCard.mark}}</p>{{/data.zcCard.mark}}';

/**
 * The card's facts under its title: the colours as a radio group of swatches (one tab stop,
 * arrow keys choose), then the standard and the size range, each read as it is meant.
 */
const factsTemplate = `{{#data.zcCard}}<div class="{{data.classes.product.zcFacts}}" data-element="product.zcFacts">
{{#colourOption}}<div role="radiogroup" aria-label="{{colourOption}} of {{data.title}}" class="{{data.classes.product.zcSwatches}}">{{#swatches}}<button type="button" role="radio" aria-checked="{{selected}}" tabindex="{{tabIndex}}" aria-label="{{value}}" title="{{value}}" data-zc-value="{{value}}" class="{{data.classes.product.zcSwatch}}{{#selected}} {{data.classes.product.zcSwatchSelected}}{{/selected}}"><span class="{{data.classes.product.zcSwatchColour}}" aria-hidden="true"{{#color}} style="background-color: {{color}}"{{/color}}>{{#image}}<img src="{{image}}" alt="" width="20" height="20" loading="lazy">{{/image}}</span></button>{{/swatches}}{{#moreColours}}<span class="{{data.classes.product.zcMoreColours}}">+{{moreColours}}<span class="visuallyhidden"> more colours</span></span>{{/moreColours}}</div>{{/colourOption}}
{{#standard}}<span class="{{data.classes.product.zcFact}}">{{standard}}</span>{{/standard}}{{#sizes}}<span class="{{data.classes.product.zcFact}}"><span class="visuallyhidden">{{sizesLabel}}</span><span aria-hidden="true">{{sizes}}</span></span>{{/sizes}}
</div>{{/data.zcCard}}`;

/** The part of the library's product view a swatch's events reach. */
interface SwatchView {
  wrapper?: HTMLElement | null;
  component: { zcChooseColour?: (value: string) => void };
}

function swatchesOf(view: SwatchView): HTMLElement[] {
  return Array.from(view.wrapper?.querySelectorAll<HTMLElement>(`.${SWATCH_CLASS}`) ?? []);
}

/** Shows the swatch's colour on its card. */
function chooseSwatch(this: SwatchView, event: Event, target: Element): void {
  event.preventDefault();
  const value = target.getAttribute('data-zc-value');
  if (value !== null) this.component.zcChooseColour?.(value);
}

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** Arrow keys move to the next or previous swatch and choose it, as in a radio group. */
function stepSwatch(this: SwatchView, event: Event, target: Element): void {
  const key = (event as KeyboardEvent).key;
  const step = STEPS[key];
  const swatches = swatchesOf(this);
  const index = swatches.indexOf(target as HTMLElement);
  if (step === undefined && key !== 'Home' && key !== 'End') return;
  if (index === -1) return;
  event.preventDefault();
  const next =
    key === 'Home'
      ? 0
      : key === 'End'
        ? swatches.length - 1
        : (index + (step ?? 0) + swatches.length) % swatches.length;
  const value = swatches[next]?.getAttribute('data-zc-value');
  if (value === null || value === undefined) return;
  this.component.zcChooseColour?.(value);
  swatchesOf(this)
    .find((swatch) => swatch.getAttribute('data-zc-value') === value)
    ?.focus();
}

/**
 * The display of a card's facts: swatches of the colours a product comes in (choosing one
 * shows it), the standard and the size range under the title, and a mark over the picture.
 * A site's own fonts and colours extend the classes' styles (`zcFacts`, `zcMark`, …).
 */
export const cardFactsDisplayOptions: Readonly<BuyButtonOptions> = {
  product: {
    order: [
      'zcMark',
      'img',
      'imgWithCarousel',
      'title',
      'zcFacts',
      'variantTitle',
      'price',
      'options',
      'quantity',
      'button',
      'buttonWithQuantity',
      'description',
    ],
    contents: { zcMark: true, zcFacts: true },
    templates: { zcMark: markTemplate, zcFacts: factsTemplate },
    classes: {
      zcMark: 'zc-card-mark',
      zcFacts: 'zc-card-facts',
      zcSwatches: 'zc-card-swatches',
      zcSwatch: SWATCH_CLASS,
      zcSwatchSelected: 'zc-card-swatch--selected',
      zcSwatchColour: 'zc-card-swatch__colour',
      zcMoreColours: 'zc-card-more-colours',
      zcFact: 'zc-card-fact',
    },
    styles: {
      product: { position: 'relative' },
      zcMark: {
        position: 'absolute',
        top: '8px',
        left: '8px',
        'z-index': '1',
        margin: '0px',
        padding: '2px 8px',
        'border-radius': '2px',
        'background-color': INK,
        color: '#ffffff',
        'font-size': '12px',
        'font-weight': '700',
        'line-height': '1.5',
        'letter-spacing': '0.04em',
        'text-transform': 'uppercase',
      },
      // Centred, as the library's cards centre their title, price and button.
      zcFacts: {
        display: 'flex',
        'flex-wrap': 'wrap',
        'align-items': 'center',
        'justify-content': 'center',
        'column-gap': '8px',
        'row-gap': '2px',
        margin: '6px 0px 6px',
        color: QUIET_INK,
        'font-size': '13px',
        'line-height': '1.4',
      },
      zcSwatches: {
        display: 'flex',
        'flex-wrap': 'wrap',
        'align-items': 'center',
        'justify-content': 'center',
        gap: '4px',
        width: '100%',
      },
      zcSwatch: {
        display: 'inline-flex',
        'align-items': 'center',
        'justify-content': 'center',
        width: '28px',
        height: '28px',
        padding: '0px',
        border: '0px',
        'border-radius': '50%',
        background: 'transparent',
        cursor: 'pointer',
      },
      zcSwatchSelected: { 'box-shadow': `inset 0 0 0 2px ${INK}` },
      zcSwatchColour: {
        display: 'block',
        width: '20px',
        height: '20px',
        overflow: 'hidden',
        'border-radius': '50%',
        'background-color': '#ffffff',
        'box-shadow': 'inset 0 0 0 1px rgb(0 0 0 / 0.3)',
      },
      zcMoreColours: { color: QUIET_INK },
      zcFact: { 'white-space': 'nowrap' },
    },
    DOMEvents: {
      [`click .${SWATCH_CLASS}`]: chooseSwatch,
      [`keydown .${SWATCH_CLASS}`]: stepSwatch,
    },
  },
};

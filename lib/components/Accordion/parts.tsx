import type { ReactNode } from 'react';
import { Icon } from '../Icon';

/** One question and its answer. */
export interface AccordionItem {
  /**
   * Identifies the item in `value` / `defaultValue`.
   * @default String(index)
   */
  value?: string;
  /** The question, shown on the trigger button. */
  question: string;
  /** The answer: text or rich content such as paragraphs and lists. */
  answer: ReactNode;
}

/** The value an item answers to: its own, or its position. */
export const itemValueOf = (item: AccordionItem, index: number): string =>
  item.value ?? String(index);

/** Class names and slots of the parts, the same in the light and the full version. */
export const slots = {
  item: { className: 'zc-accordion__item', 'data-slot': 'accordion-item' },
  heading: { className: 'zc-accordion__heading' },
  trigger: { className: 'zc-accordion__trigger', 'data-slot': 'accordion-trigger' },
  content: { className: 'zc-accordion__content', 'data-slot': 'accordion-content' },
} as const;

/** What a trigger shows: the question and the chevron. */
export function Question({ children }: { children: string }) {
  return (
    <>
      <span className="zc-accordion__question" data-slot="accordion-question">
        {children}
      </span>
      <span className="zc-accordion__indicator" data-slot="accordion-indicator">
        <Icon name="chevron-down" size={20} />
      </span>
    </>
  );
}

/** An answer's body inside its region. */
export function Answer({ children }: { children: ReactNode }) {
  return (
    <div className="zc-accordion__answer" data-slot="accordion-answer">
      {children}
    </div>
  );
}

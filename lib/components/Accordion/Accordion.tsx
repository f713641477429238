'use client';

import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { moveFocus } from '../../utils/roving-focus';
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

export type AccordionProps = Omit<
  ComponentProps<'div'>,
  'children' | 'defaultValue' | 'dir' | 'onChange'
> & {
  /** The question/answer pairs, in order. */
  items: AccordionItem[];
  /**
   * The item open on first render when uncontrolled; `''` opens none.
   * @default ''
   */
  defaultValue?: string;
  /** The open item when controlled; `''` means none. Pair with `onValueChange`. */
  value?: string;
  /** Called with the item now open, or `''` when the open one was closed. */
  onValueChange?: (value: string) => void;
  /**
   * Heading level wrapping each question, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
};

/** The questions of an accordion, for moving between them with the keyboard. */
function focusQuestion(current: HTMLButtonElement, key: string): boolean {
  const root = current.closest('.zc-accordion');
  const triggers = [...(root?.querySelectorAll<HTMLButtonElement>('.zc-accordion__trigger') ?? [])];
  return triggers.includes(current) && moveFocus(triggers, key);
}

/**
 * A list of questions of which at most one answer is open; clicking the open question closes it.
 * Keyboard: Tab / arrow keys / Home / End move between questions, Enter or Space toggles.
 * Every answer is in the markup (closed ones `hidden`), so search engines read them all.
 */
export function Accordion({
  items,
  defaultValue = '',
  value,
  onValueChange,
  headingLevel = 3,
  className,
  ...props
}: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const openValue = value ?? uncontrolledValue;
  const baseId = useId();
  // Answers open from the start appear at once; only a question the visitor opens animates.
  const [animated, setAnimated] = useState(false);

  const choose = (next: string) => {
    setAnimated(true);
    if (value === undefined) setUncontrolledValue(next);
    onValueChange?.(next);
  };

  return (
    <div
      {...props}
      className={['zc-accordion', className].filter(Boolean).join(' ')}
      data-slot="accordion"
      data-orientation="vertical"
      data-animated={animated ? '' : undefined}
    >
      {items.map((item, index) => {
        const itemValue = item.value ?? String(index);
        const open = itemValue !== '' && itemValue === openValue;
        const state = open ? 'open' : 'closed';
        const triggerId = `${baseId}-question-${index}`;
        const answerId = `${baseId}-answer-${index}`;
        return (
          <div
            key={itemValue}
            className="zc-accordion__item"
            data-slot="accordion-item"
            data-state={state}
          >
            <Heading className="zc-accordion__heading" data-state={state}>
              <button
                type="button"
                id={triggerId}
                className="zc-accordion__trigger"
                data-slot="accordion-trigger"
                aria-expanded={open}
                aria-controls={answerId}
                data-state={state}
                onClick={() => choose(open ? '' : itemValue)}
                onKeyDown={(event) => {
                  if (focusQuestion(event.currentTarget, event.key)) event.preventDefault();
                }}
              >
                <span className="zc-accordion__question" data-slot="accordion-question">
                  {item.question}
                </span>
                <span className="zc-accordion__indicator" data-slot="accordion-indicator">
                  <Icon name="chevron-down" size={20} />
                </span>
              </button>
            </Heading>
            <section
              id={answerId}
              aria-labelledby={triggerId}
              className="zc-accordion__content"
              data-slot="accordion-content"
              data-state={state}
              hidden={!open}
            >
              <div className="zc-accordion__answer" data-slot="accordion-answer">
                {item.answer}
              </div>
            </section>
          </div>
        );
      })}
    </div>
  );
}

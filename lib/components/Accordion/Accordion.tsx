'use client';

import { type ComponentProps, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useComposedRefs } from '../../hooks/useComposedRefs';
import { useEnhancement } from '../../hooks/useEnhancement';
import { type AccordionItem, Answer, itemValueOf, Question, slots } from './parts';

export type { AccordionItem } from './parts';

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

const loadEnhanced = () => import('./EnhancedAccordion').then((module) => module.EnhancedAccordion);

/** The key that moves the focus, and where to: the next, previous, first or last question. */
const moves: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The arrow keys, Home and End move between the questions as Radix's version does (wrapping at
 * the ends), so keys pressed while that version loads behave the same, and the swap keeps the
 * focus where they left it.
 */
function moveBetweenQuestions(event: KeyboardEvent<HTMLButtonElement>) {
  const move = moves[event.key];
  if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const root = event.currentTarget.closest('[data-slot="accordion"]');
  const triggers = [
    ...(root?.querySelectorAll<HTMLButtonElement>('[data-slot="accordion-trigger"]') ?? []),
  ];
  const index = triggers.indexOf(event.currentTarget);
  if (index < 0) return;
  event.preventDefault();
  triggers[move(index, triggers.length)]?.focus();
}

/**
 * A list of questions of which at most one answer is open; clicking the open question closes it.
 * Keyboard: Tab / arrow keys / Home / End move between questions, Enter or Space toggles.
 * Every answer is in the markup (closed ones `hidden`), so search engines read them all.
 *
 * Built on Radix Accordion, which loads once a pointer or the focus reaches the accordion:
 * until then the same markup opens and closes with a click, so a page that is only read loads
 * none of its bytes.
 */
export function Accordion({
  items,
  defaultValue = '',
  value,
  onValueChange,
  headingLevel = 3,
  className,
  ref,
  ...props
}: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const openValue = value ?? uncontrolledValue;
  const baseId = useId();
  const root = useRef<HTMLDivElement>(null);
  const rootRef = useComposedRefs(ref, root);
  // The light version opens and closes with a click; Radix adds the arrow keys between the
  // questions, so it loads when a pointer or the focus reaches the accordion, not at idle: a
  // page of questions that is only read loads none of it.
  const { enhanced: Enhanced } = useEnhancement(loadEnhanced, root, { idle: false });
  // Answers open from the start appear at once; only a question the visitor opens animates.
  const [animated, setAnimated] = useState(false);

  const choose = (next: string) => {
    setAnimated(true);
    if (value === undefined) setUncontrolledValue(next);
    onValueChange?.(next);
  };

  const rootProps = {
    ...props,
    className: ['zc-accordion', className].filter(Boolean).join(' '),
    'data-slot': 'accordion',
    'data-animated': animated ? '' : undefined,
  };

  if (Enhanced) {
    return (
      <Enhanced
        {...rootProps}
        rootRef={rootRef}
        items={items}
        value={openValue}
        onValueChange={choose}
        headingLevel={headingLevel}
      />
    );
  }

  return (
    <div {...rootProps} ref={rootRef} data-orientation="vertical">
      {items.map((item, index) => {
        const itemValue = itemValueOf(item, index);
        const open = itemValue !== '' && itemValue === openValue;
        const state = open ? 'open' : 'closed';
        const triggerId = `${baseId}-question-${index}`;
        const answerId = `${baseId}-answer-${index}`;
        return (
          <div key={itemValue} {...slots.item} data-state={state}>
            <Heading {...slots.heading} data-state={state}>
              <button
                type="button"
                {...slots.trigger}
                id={triggerId}
                aria-expanded={open}
                aria-controls={answerId}
                data-state={state}
                onClick={() => choose(open ? '' : itemValue)}
                onKeyDown={moveBetweenQuestions}
              >
                <Question>{item.question}</Question>
              </button>
            </Heading>
            <section
              {...slots.content}
              id={answerId}
              aria-labelledby={triggerId}
              data-state={state}
              hidden={!open}
            >
              <Answer>{item.answer}</Answer>
            </section>
          </div>
        );
      })}
    </div>
  );
}

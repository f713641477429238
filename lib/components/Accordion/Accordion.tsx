import * as AccordionPrimitive from '@radix-ui/react-accordion';
import type { ComponentProps, ReactNode } from 'react';
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

/**
 * A list of questions of which at most one answer is open; clicking the open question closes it.
 * Keyboard: Tab / arrow keys / Home / End move between questions, Enter or Space toggles.
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
  return (
    <AccordionPrimitive.Root
      {...props}
      type="single"
      collapsible
      defaultValue={defaultValue}
      value={value}
      onValueChange={onValueChange}
      className={['zc-accordion', className].filter(Boolean).join(' ')}
    >
      {items.map((item, index) => {
        const itemValue = item.value ?? String(index);
        return (
          <AccordionPrimitive.Item key={itemValue} value={itemValue} className="zc-accordion__item">
            <AccordionPrimitive.Header asChild>
              <Heading className="zc-accordion__heading">
                <AccordionPrimitive.Trigger className="zc-accordion__trigger">
                  <span className="zc-accordion__question">{item.question}</span>
                  <span className="zc-accordion__indicator">
                    <Icon name="chevron-down" size={20} />
                  </span>
                </AccordionPrimitive.Trigger>
              </Heading>
            </AccordionPrimitive.Header>
            <AccordionPrimitive.Content className="zc-accordion__content">
              <div className="zc-accordion__answer">{item.answer}</div>
            </AccordionPrimitive.Content>
          </AccordionPrimitive.Item>
        );
      })}
    </AccordionPrimitive.Root>
  );
}

'use client';

import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ComponentProps, Ref } from 'react';
import { type AccordionItem, Answer, itemValueOf, Question, slots } from './parts';

export type EnhancedAccordionProps = Omit<
  ComponentProps<'div'>,
  'children' | 'defaultValue' | 'dir' | 'onChange' | 'ref'
> & {
  items: AccordionItem[];
  value: string;
  onValueChange: (value: string) => void;
  headingLevel: 2 | 3 | 4;
  rootRef: Ref<HTMLDivElement>;
};

/**
 * The accordion on Radix: roving focus (arrow keys, Home, End), the ARIA wiring, one item open
 * and closable. Controlled by `Accordion`, which renders the same markup until this loads.
 * Closed answers stay in the document, `hidden`, as in the server's HTML.
 */
export function EnhancedAccordion({
  items,
  value,
  onValueChange,
  headingLevel,
  rootRef,
  ...props
}: EnhancedAccordionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Root
      {...props}
      ref={rootRef}
      data-enhanced=""
      type="single"
      collapsible
      value={value}
      onValueChange={onValueChange}
    >
      {items.map((item, index) => {
        const itemValue = itemValueOf(item, index);
        return (
          <RadixAccordion.Item key={itemValue} value={itemValue} {...slots.item}>
            <RadixAccordion.Header asChild>
              <Heading {...slots.heading}>
                <RadixAccordion.Trigger {...slots.trigger}>
                  <Question>{item.question}</Question>
                </RadixAccordion.Trigger>
              </Heading>
            </RadixAccordion.Header>
            <RadixAccordion.Content {...slots.content} forceMount hidden={itemValue !== value}>
              <Answer>{item.answer}</Answer>
            </RadixAccordion.Content>
          </RadixAccordion.Item>
        );
      })}
    </RadixAccordion.Root>
  );
}

import type { AccordionItem } from '@zcomm/storefront-ui';
import { Children, isValidElement, type ReactNode } from 'react';
import { StructuredData } from './structured-data';

/** The words a piece of content shows, its blocks separated by a space. */
export function textOf(node: ReactNode): string {
  const parts: string[] = [];
  const walk = (value: ReactNode) => {
    if (typeof value === 'string' || typeof value === 'number') parts.push(String(value));
    else if (isValidElement<{ children?: ReactNode }>(value)) {
      parts.push(' ');
      Children.forEach(value.props.children, walk);
      parts.push(' ');
    } else if (Array.isArray(value)) Children.forEach(value, walk);
  };
  walk(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** A page's questions and answers as `FAQPage`: each question with its answer's text. */
export function faqPageData(items: readonly AccordionItem[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: textOf(item.question),
      acceptedAnswer: { '@type': 'Answer', text: textOf(item.answer) },
    })),
  };
}

/** The `FAQPage` block of a page that shows these questions. */
export function FaqStructuredData({ items }: { items: readonly AccordionItem[] }) {
  return <StructuredData data={faqPageData(items)} />;
}

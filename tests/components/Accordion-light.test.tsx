/**
 * The accordion before (or without) its Radix version: the keys move between the questions as
 * Radix's do, so a keyboard user who presses them while that version loads loses nothing. Here
 * the Radix version cannot load at all, so every key reaches the light version.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, type AccordionItem } from '@zcomm/storefront-ui';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../lib/components/Accordion/EnhancedAccordion', () => {
  throw new Error('offline: the enhancement cannot load');
});

const items: AccordionItem[] = [
  { question: 'How long does shipping take?', answer: 'Three to seven business days.' },
  { question: 'Can I return an item?', answer: 'Within 30 days of delivery.' },
  { question: 'Do you ship abroad?', answer: 'To Canada and Mexico.' },
];

describe('Accordion, light version', () => {
  it('moves between questions with the arrow keys, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const [first, second, third] = screen.getAllByRole('button');
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(third).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
    await user.keyboard('{End}');
    expect(third).toHaveFocus();
    await user.keyboard(' ');
    expect(third).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('[data-enhanced]')).toBeNull();
  });

  it('leaves keys with a modifier, and keys outside the questions, to the page', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const [first] = screen.getAllByRole('button');
    first!.focus();
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(first).toHaveFocus();
  });
});

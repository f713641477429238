import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, type AccordionItem } from '@zcomm/storefront-ui';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { whenEnhanced } from './enhanced';

/**
 * Swaps the accordions rendered so far for their Radix version the way a visitor's browser
 * does: a pointer reaches them (they do not load at idle).
 */
async function enhanceAccordions(count = 1) {
  for (const root of document.querySelectorAll('[data-slot="accordion"]')) {
    fireEvent.pointerOver(root);
  }
  await whenEnhanced(count);
}

const items: AccordionItem[] = [
  {
    question: 'How long does shipping take?',
    answer: 'Standard U.S. shipping takes 3–7 business days.',
  },
  { question: 'Can I return an item?', answer: 'Returns are accepted within 30 days of delivery.' },
  {
    question: 'What do you offer?',
    answer: (
      <>
        <p>Three services:</p>
        <ul>
          <li>Web Development</li>
          <li>Product Fulfillment</li>
          <li>Both (Full Service)</li>
        </ul>
      </>
    ),
  },
];

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <output aria-label="Open item">{value || 'none'}</output>
      <Accordion items={items} value={value} onValueChange={setValue} />
      <button type="button" onClick={() => setValue('2')}>
        Open the last one
      </button>
    </>
  );
}

function trigger(name: string) {
  return screen.getByRole('button', { name });
}

function expectOpen(...openQuestions: string[]) {
  for (const item of items) {
    const isOpen = openQuestions.includes(item.question);
    expect(trigger(item.question)).toHaveAttribute('aria-expanded', String(isOpen));
    if (isOpen) {
      expect(screen.getByRole('region', { name: item.question })).toBeVisible();
    } else {
      expect(screen.queryByRole('region', { name: item.question })).not.toBeInTheDocument();
    }
  }
}

describe('Accordion', () => {
  it('loads its Radix version once a pointer or the focus reaches it, not at idle', async () => {
    render(<Accordion items={items} />);
    // Past the idle load of other enhancements (a timer where the browser cannot tell idle).
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(document.querySelector('[data-enhanced]')).toBeNull();
    screen.getByRole('button', { name: items[0]?.question as string }).focus();
    await whenEnhanced();
  });

  it('renders each question as a button inside an h3 by default', () => {
    render(<Accordion items={items} />);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(
      items.map((item) => item.question),
    );
    expect(headings[0]).toContainElement(trigger(items[0]!.question));
  });

  it('uses the requested heading level', () => {
    render(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  describe('start states', () => {
    it('workwear (-1 = none): starts with none open by default', () => {
      render(<Accordion items={items} />);
      expectOpen();
    });

    it('agency (items indexed from 1, 0 = none): starts with none open', () => {
      const fromOne = items.map((item, index) => ({ ...item, value: String(index + 1) }));
      const { rerender } = render(<Accordion items={fromOne} defaultValue="0" />);
      expectOpen();
      rerender(<Accordion key="empty" items={fromOne} defaultValue="" />);
      expectOpen();
    });

    it('sailing (first open): defaultValue "0" opens the first item', () => {
      render(<Accordion items={items} defaultValue="0" />);
      expectOpen(items[0]!.question);
      expect(screen.getByText(/3–7 business days/)).toBeVisible();
    });
  });

  describe('pointer', () => {
    it('opens one at a time and closes the open one when it is clicked', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(<Accordion items={items} onValueChange={onValueChange} />);
      await enhanceAccordions();

      await user.click(trigger(items[1]!.question));
      expectOpen(items[1]!.question);
      expect(onValueChange).toHaveBeenLastCalledWith('1');

      await user.click(trigger(items[2]!.question));
      expectOpen(items[2]!.question);
      expect(onValueChange).toHaveBeenLastCalledWith('2');

      await user.click(trigger(items[2]!.question));
      expectOpen();
      expect(onValueChange).toHaveBeenLastCalledWith('');
    });

    it('closes the first item of a sailing-style accordion when clicked', async () => {
      const user = userEvent.setup();
      render(<Accordion items={items} defaultValue="0" />);
      await enhanceAccordions();
      await user.click(trigger(items[0]!.question));
      expectOpen();
    });

    it('renders rich answers such as a bulleted list', async () => {
      const user = userEvent.setup();
      render(<Accordion items={items} />);
      await enhanceAccordions();
      await user.click(trigger(items[2]!.question));
      const region = screen.getByRole('region', { name: items[2]!.question });
      const list = region.querySelector('ul');
      expect(list).not.toBeNull();
      expect(list!.querySelectorAll('li')).toHaveLength(3);
      expect(screen.getByText('Product Fulfillment')).toBeVisible();
    });
  });

  describe('keyboard', () => {
    it('toggles with Enter and Space', async () => {
      const user = userEvent.setup();
      render(<Accordion items={items} />);
      await enhanceAccordions();
      await user.tab();
      expect(trigger(items[0]!.question)).toHaveFocus();

      await user.keyboard('{Enter}');
      expectOpen(items[0]!.question);
      await user.keyboard('{Enter}');
      expectOpen();

      await user.keyboard(' ');
      expectOpen(items[0]!.question);
      await user.keyboard(' ');
      expectOpen();
    });

    it('moves focus between questions with the arrow keys, Home and End', async () => {
      const user = userEvent.setup();
      render(<Accordion items={items} />);
      await enhanceAccordions();
      await user.tab();

      await user.keyboard('{ArrowDown}');
      expect(trigger(items[1]!.question)).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(trigger(items[2]!.question)).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(trigger(items[0]!.question)).toHaveFocus();
      await user.keyboard('{ArrowUp}');
      expect(trigger(items[2]!.question)).toHaveFocus();
      await user.keyboard('{Home}');
      expect(trigger(items[0]!.question)).toHaveFocus();
      await user.keyboard('{End}');
      expect(trigger(items[2]!.question)).toHaveFocus();

      await user.keyboard(' ');
      expectOpen(items[2]!.question);
    });

    it('leaves the accordion with Tab after the last question', async () => {
      const user = userEvent.setup();
      render(
        <>
          <Accordion items={items} />
          <button type="button">After</button>
        </>,
      );
      await enhanceAccordions();
      await user.tab();
      await user.tab();
      await user.tab();
      expect(trigger(items[2]!.question)).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    });
  });

  describe('controlled', () => {
    it('shows the value it is given and reports changes without applying them', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      render(<Accordion items={items} value="1" onValueChange={onValueChange} />);
      await enhanceAccordions();
      expectOpen(items[1]!.question);

      await user.click(trigger(items[0]!.question));
      expect(onValueChange).toHaveBeenLastCalledWith('0');
      expectOpen(items[1]!.question);

      await user.click(trigger(items[1]!.question));
      expect(onValueChange).toHaveBeenLastCalledWith('');
      expectOpen(items[1]!.question);
    });

    it('follows the parent state', async () => {
      const user = userEvent.setup();
      render(<Controlled />);
      await enhanceAccordions();
      expectOpen();

      await user.click(trigger(items[0]!.question));
      expectOpen(items[0]!.question);
      expect(screen.getByLabelText('Open item')).toHaveTextContent('0');

      await user.click(screen.getByRole('button', { name: 'Open the last one' }));
      expectOpen(items[2]!.question);

      await user.click(trigger(items[2]!.question));
      expectOpen();
      expect(screen.getByLabelText('Open item')).toHaveTextContent('none');
    });

    it('uses explicit item values', async () => {
      const user = userEvent.setup();
      const onValueChange = vi.fn();
      const named = items.map((item, index) => ({ ...item, value: `faq-${index}` }));
      render(<Accordion items={named} defaultValue="faq-1" onValueChange={onValueChange} />);
      await enhanceAccordions();
      expectOpen(items[1]!.question);
      await user.click(trigger(items[2]!.question));
      expect(onValueChange).toHaveBeenLastCalledWith('faq-2');
    });
  });
});

describe('Accordion server HTML', () => {
  it('carries no style attribute, open or closed (the sites’ CSP allows none)', () => {
    const closed = renderToString(<Accordion items={items} />);
    const open = renderToString(<Accordion items={items} defaultValue="0" />);
    expect(closed).not.toContain('style=');
    expect(open).not.toContain('style=');
  });
});

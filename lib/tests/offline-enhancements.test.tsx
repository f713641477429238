import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, Header } from '@zcomm/storefront-ui';
import { describe, expect, it, vi } from 'vitest';

// The Radix modules never arrive (the chunk failed to download, or is still on its way): the
// light versions the server's HTML hydrates into must work on their own.
vi.mock('../components/Accordion/EnhancedAccordion', () => {
  throw new Error('offline');
});
vi.mock('../components/Header/EnhancedNavigation', () => {
  throw new Error('offline');
});

const items = [
  { question: 'Shipping?', answer: 'Three to seven days.' },
  { question: 'Returns?', answer: 'Within thirty days.' },
];

describe('before (or without) the Radix enhancements', () => {
  it('the accordion opens one answer at a time and closes the open one', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Accordion items={items} defaultValue="0" onValueChange={onValueChange} />);
    const [first, second] = screen.getAllByRole('button');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Shipping?' })).toBeVisible();

    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Three to seven days.')).not.toBeVisible();
    expect(onValueChange).toHaveBeenLastCalledWith('1');

    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(document.querySelector('[data-enhanced]')).toBeNull();
  });

  it('the desktop navigation opens and closes a dropdown with a click, and closes it on a choice', async () => {
    const user = userEvent.setup();
    render(
      <Header
        logo="Z"
        logoLabel="Home"
        links={[
          {
            label: 'Our Stores',
            href: '/stores',
            children: [{ label: 'Off Soundings', href: 'https://sailing.example.com/' }],
          },
        ]}
      />,
    );
    const desktop = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    const trigger = within(desktop).getByRole('button', { name: 'Our Stores' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const store = within(desktop).getByRole('link', { name: 'Off Soundings' });
    store.addEventListener('click', (event) => event.preventDefault());
    await user.click(store);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('[data-enhanced]')).toBeNull();
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchCombobox, type SearchSuggestion } from '@zcomm/storefront-ui';
import { describe, expect, it, vi } from 'vitest';

const products: SearchSuggestion[] = [
  {
    id: 'p1',
    title: 'Class 3 Rain Jacket',
    href: '/products/class-3-rain-jacket',
    price: '$89.00',
    image: { src: '/rain.png' },
  },
  { id: 'p2', title: 'Class 3 Insulated Parka', href: '/products/parka', price: '$129.00' },
  { id: 'p3', title: 'Duck Canvas Coat', href: '/products/duck-coat', price: '$99.00' },
];

/** A search over `products` by words of the title, as a storefront would answer. */
function fakeSearch() {
  return vi.fn(async (query: string, _signal: AbortSignal) =>
    products.filter((product) =>
      query
        .toLowerCase()
        .split(/\s+/)
        .every((word) => product.title.toLowerCase().includes(word)),
    ),
  );
}

function setup(props: Partial<Parameters<typeof SearchCombobox>[0]> = {}) {
  const search = fakeSearch();
  const onNavigate = vi.fn();
  render(<SearchCombobox search={search} debounce={0} onNavigate={onNavigate} {...props} />);
  return {
    user: userEvent.setup(),
    search,
    onNavigate,
    field: screen.getByRole('combobox', { name: 'Search products' }),
  };
}

describe('SearchCombobox', () => {
  it('suggests products with picture, name and price from the first character', async () => {
    const { user, field, search } = setup();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.type(field, 'c');
    const list = await screen.findByRole('listbox', { name: 'Search products: suggestions' });
    expect(search).toHaveBeenCalledWith('c', expect.any(AbortSignal));
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Class 3 Rain Jacket$89.00',
      'Class 3 Insulated Parka$129.00',
      'Duck Canvas Coat$99.00',
      'See all results for “c”',
    ]);
    expect(options[0]?.querySelector('img')).toHaveAttribute('src', '/rain.png');
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions');
  });

  it('moves through the options with the arrow keys and announces the active one', async () => {
    const { user, field } = setup();
    await user.type(field, 'class');
    await screen.findByRole('listbox');
    expect(field).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: /Class 3 Rain Jacket/ });
    expect(field).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const all = screen.getByRole('option', { name: 'See all results for “class”' });
    expect(field).toHaveAttribute('aria-activedescendant', all.id);

    // Past the last option the field itself is active again; up from there, the last option.
    await user.keyboard('{ArrowDown}');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', all.id);
    expect(field).toHaveFocus();
  });

  it('goes to the active suggestion on Enter', async () => {
    const { user, field, onNavigate } = setup();
    await user.type(field, 'parka');
    await screen.findByRole('option', { name: /Insulated Parka/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/products/parka');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the results page on Enter with no option active, or from “See all results”', async () => {
    const { user, field, onNavigate } = setup();
    await user.type(field, 'rain jacket');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenLastCalledWith('/search?q=rain+jacket');

    await user.click(field);
    await user.click(await screen.findByRole('option', { name: /See all results/ }));
    expect(onNavigate).toHaveBeenLastCalledWith('/search?q=rain+jacket');
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });

  it('says exactly “No results found” when nothing matches', async () => {
    const { user, field } = setup();
    await user.type(field, 'sailboat');
    const empty = await screen.findByText('No results found', {
      selector: '[data-slot="search-empty"]',
    });
    expect(empty).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(/^No results found$/);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    // No list to point at: the field is not expanded.
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape, then clears the field on a second Escape', async () => {
    const { user, field } = setup();
    await user.type(field, 'duck');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    expect(field).toHaveValue('duck');
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('');
    // Arrow down opens the list again once there is something to show.
    await user.type(field, 'duck');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}{ArrowDown}');
    expect(field).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks once typing pauses and aborts a request whose query has changed', async () => {
    vi.useFakeTimers();
    try {
      const signals: AbortSignal[] = [];
      const search = vi.fn(
        (query: string, signal: AbortSignal) =>
          new Promise<SearchSuggestion[]>((resolve) => {
            signals.push(signal);
            if (query === 'co') setTimeout(() => resolve([products[2] as SearchSuggestion]), 500);
            else resolve([]);
          }),
      );
      render(<SearchCombobox search={search} debounce={100} onNavigate={vi.fn()} />);
      const field = screen.getByRole('combobox');
      // Keystrokes as change events: user-event's pauses wait on real timers.
      fireEvent.change(field, { target: { value: 'c' } });
      await act(() => vi.advanceTimersByTimeAsync(50));
      fireEvent.change(field, { target: { value: 'co' } });
      expect(search).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(search).toHaveBeenCalledTimes(1);
      expect(search).toHaveBeenCalledWith('co', expect.any(AbortSignal));
      // A new keystroke while the answer is on its way: that request is aborted.
      fireEvent.change(field, { target: { value: 'cox' } });
      expect(signals[0]?.aborted).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(600));
      expect(search).toHaveBeenLastCalledWith('cox', expect.any(AbortSignal));
      expect(screen.getByRole('status')).toHaveTextContent('No results found');
      expect(screen.queryByRole('option', { name: /Duck Canvas Coat/ })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('submits to the results page without JavaScript and says when suggestions fail', async () => {
    const search = vi.fn(async () => {
      throw new Error('offline');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<SearchCombobox search={search} debounce={0} action="/find" />);
    const field = screen.getByRole('combobox');
    expect(field).toHaveAttribute('name', 'q');
    expect(field.closest('form')).toHaveAttribute('action', '/find');
    expect(field.closest('search')).not.toBeNull();
    await userEvent.setup().type(field, 'x');
    expect(
      await screen.findByText('Suggestions are not available. Press Enter to search.', {
        selector: '[data-slot="search-error"]',
      }),
    ).toBeVisible();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

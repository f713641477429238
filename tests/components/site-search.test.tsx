import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteSearch } from '../../sites/shared/shop/site-search';

describe('the header search before its suggestions load', () => {
  it('hands the focus to the field with suggestions when the field is pressed after the pointer loaded them', async () => {
    render(
      <MemoryRouter>
        <SiteSearch store="beacon-workwear" />
      </MemoryRouter>,
    );
    const plain = screen.getByRole('searchbox', { name: 'Search products' });
    // Inside one act scope React draws nothing until the scope ends, so the swap cannot be drawn
    // before the press however slowly the machine runs.
    await act(async () => {
      // The pointer reaches the field: the code is asked for, and arrives…
      fireEvent.pointerEnter(plain);
      await import('../../sites/shared/shop/search-box');
      // …before the press focuses the plain field, and before the swap is drawn.
      plain.focus();
    });
    const combobox = await screen.findByRole('combobox', { name: 'Search products' });
    expect(combobox).toHaveFocus();
  });

  it('leaves the focus alone when only the pointer passed over the field', async () => {
    render(
      <MemoryRouter>
        <button type="button">Elsewhere</button>
        <SiteSearch store="beacon-workwear" />
      </MemoryRouter>,
    );
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    fireEvent.pointerEnter(screen.getByRole('searchbox', { name: 'Search products' }));
    await screen.findByRole('combobox', { name: 'Search products' });
    expect(elsewhere).toHaveFocus();
  });
});

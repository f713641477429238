'use client';
// The package's search field and filter sheet as a consumer wires them: both take functions
// (the search to run, what a choice does), so in Next.js they live in a Client Component module.
import { FilterPanel, SearchCombobox } from '@zcomm/storefront-ui';
import { useState } from 'react';

const products = [
  { id: '1', title: 'Offshore Jacket', href: '/products/offshore-jacket', price: '$189.00' },
  { id: '2', title: 'Regatta Polo', href: '/products/regatta-polo', price: '$54.00' },
];

/** @param {string} query */
async function search(query) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return products.filter((product) =>
    words.every((word) => product.title.toLowerCase().includes(word)),
  );
}

export function ShopSearch() {
  const [open, setOpen] = useState(false);
  const [navy, setNavy] = useState(false);
  return (
    <>
      <div data-export="SearchCombobox">
        <SearchCombobox search={search} label="Search products" />
      </div>
      <div data-export="FilterPanel">
        <button type="button" onClick={() => setOpen(true)}>
          Filters
        </button>
        <FilterPanel
          open={open}
          onClose={() => setOpen(false)}
          groups={[
            {
              id: 'color',
              label: 'Color',
              choices: [{ id: 'navy', label: 'Navy', count: 1, selected: navy }],
            },
          ]}
          onChoiceChange={(_group, _choice, selected) => setNavy(selected)}
          onClear={() => setNavy(false)}
          resultCount={navy ? 1 : products.length}
        />
      </div>
    </>
  );
}

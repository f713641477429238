import { render, screen, within } from '@testing-library/react';
import { quoteFormContract } from '@zcomm/storefront-ui';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ServicesPage } from '../../sites/agency/pages/ServicesPage';
import { AuthProvider } from '../../sites/shared/shell/auth';
import { SiteInfoProvider } from '../../sites/shared/shell/site-info';

describe('the Services price guide', () => {
  it('lists the quote form’s budget ranges, in its order, each with what it covers', () => {
    render(
      <MemoryRouter initialEntries={['/services']}>
        <SiteInfoProvider
          value={{ id: 'agency', name: 'Z-Comm', origin: 'https://zcomm.example', lang: 'en-US' }}
        >
          <AuthProvider>
            <ServicesPage />
          </AuthProvider>
        </SiteInfoProvider>
      </MemoryRouter>,
    );
    const section = screen
      .getByRole('heading', { level: 2, name: 'Price Guide' })
      .closest('section');
    if (!section) throw new Error('No price guide');
    const ranges = within(section).getAllByRole('term');
    expect(ranges.map((range) => range.textContent)).toEqual(
      quoteFormContract.budget.options.map((option) => option.label),
    );
    for (const description of within(section).getAllByRole('definition')) {
      expect(description.textContent?.length).toBeGreaterThan(40);
    }
    expect(within(section).getByRole('link', { name: 'Get a fixed quote' })).toHaveAttribute(
      'href',
      '/quote',
    );
  });
});

/** A bulk order in the inbox: its lines as a table with the pieces, and where its artwork stands. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InboxDetail } from '../../sites/agency/inbox/inbox-api';
import { LeadOrder } from '../../sites/agency/inbox/LeadOrder';

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

function order(status: 'clean' | 'pending' | 'infected' | null): InboxDetail {
  return {
    id: ID,
    order: {
      lines: [
        {
          handle: 'jacket',
          product: 'Class 3 jacket',
          variant_id: 'v1',
          variant: 'Yellow / L',
          quantity: 12,
        },
        {
          handle: 'jacket',
          product: 'Class 3 jacket',
          variant_id: 'v2',
          variant: 'Orange / M',
          quantity: 14,
        },
      ],
      pieces: 26,
      artwork:
        status === null
          ? null
          : { file_name: 'logo.png', media_type: 'image/png', bytes: 740 * 1024, status },
    },
  } as InboxDetail;
}

describe('a bulk order in the inbox', () => {
  it('shows its lines as a table with the pieces and their total', () => {
    render(<LeadOrder lead={order('clean')} />);
    const table = screen.getByRole('table', { name: '2 lines, 26 pieces' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ProductVariantPieces',
      'Class 3 jacketYellow / L12',
      'Class 3 jacketOrange / M14',
      'Total26',
    ]);
  });

  it('offers a clean artwork as a download from the inbox API', () => {
    render(<LeadOrder lead={order('clean')} />);
    const link = screen.getByRole('link', { name: 'Download the artwork' });
    expect(link.getAttribute('href')).toBe(`/api/inbox/submissions/${ID}/artwork`);
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.parentElement?.textContent).toContain('logo.png, 740 KB');
  });

  it.each([
    ['pending', /waiting for its virus scan/],
    ['infected', /found infected by the virus scan and has been erased/],
  ] as const)('offers no download while the artwork is %s', (status, text) => {
    render(<LeadOrder lead={order(status)} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('says when no artwork was sent', () => {
    render(<LeadOrder lead={order(null)} />);
    expect(screen.getByText('No artwork was sent.')).toBeTruthy();
  });
});

import { render, screen, within } from '@testing-library/react';
import { workwear } from '@zcomm/site-data/tenants/workwear';
import { describe, expect, it } from 'vitest';
import { ShopContact } from '../../sites/shared/shop/shop-contact';

describe('ShopContact', () => {
  const contact = { ...workwear.contact, phone: '(203) 555-0163' };

  it('prints the tenant record’s e-mail, phone and postal address under its heading', () => {
    render(
      <ShopContact name="Beacon Workwear" contact={contact} heading="Customer Support">
        We answer within one business day.
      </ShopContact>,
    );
    const panel = screen.getByRole('complementary', { name: 'Customer Support' });
    expect(within(panel).getByText('We answer within one business day.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: contact.email })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
    // The number as people write it; the link dials its digits.
    expect(within(panel).getByRole('link', { name: '(203) 555-0163' })).toHaveAttribute(
      'href',
      'tel:+12035550163',
    );
    const address = panel.querySelector('address');
    expect(address?.textContent).toContain('Beacon Workwear');
    expect(address?.textContent).toContain(contact.address.street);
    expect(address?.textContent).toContain(
      `${contact.address.city}, ${contact.address.region} ${contact.address.postalCode}`,
    );
  });

  it('adds its note only when given one', () => {
    const { rerender } = render(
      <ShopContact name="Off Soundings" contact={contact} heading="Reach Us Directly">
        Write, call or send a letter.
      </ShopContact>,
    );
    expect(screen.queryByText(/whole crew/)).toBeNull();
    rerender(
      <ShopContact
        name="Off Soundings"
        contact={contact}
        heading="Reach Us Directly"
        note="Outfitting a whole crew? Ask for volume pricing."
      >
        Write, call or send a letter.
      </ShopContact>,
    );
    expect(screen.getByText(/whole crew/)).toBeInTheDocument();
  });
});

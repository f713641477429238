/** The inbox's names for forms and sites, read from the data package's views. */
import { describe, expect, it } from 'vitest';
import { formName, formOptions, siteName } from '../../sites/agency/inbox/format';

describe('the inbox names', () => {
  it('lists every form by its kind and its site’s brand name', () => {
    expect(formOptions).toEqual([
      { value: 'contact', label: 'Contact (Beacon Workwear)' },
      { value: 'sailing-contact', label: 'Contact (Off Soundings)' },
      { value: 'agency-contact', label: 'Contact (Z-Comm)' },
      { value: 'quote', label: 'Quote request (Z-Comm)' },
      { value: 'bulk-order', label: 'Bulk order (Beacon Workwear)' },
      { value: 'sailing-bulk-order', label: 'Bulk order (Off Soundings)' },
    ]);
  });

  it('titles a form and a site, and shows an unknown one as it came', () => {
    expect(formName('quote')).toBe('Quote request');
    expect(formName('sailing-bulk-order')).toBe('Bulk order');
    expect(formName('sailing-contact')).toBe('Contact form');
    expect(formName('toString')).toBe('toString');
    expect(siteName('sailing')).toBe('Off Soundings');
    expect(siteName('elsewhere')).toBe('elsewhere');
  });
});

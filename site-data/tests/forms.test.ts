/** The forms as facts: which site takes each, where it posts, which contract it uses. */
import {
  contactFormContract,
  quoteFormContract,
  serviceContactFormContract,
} from '@zcomm/storefront-ui/contracts';
import { describe, expect, it } from 'vitest';
import { formAction, formAt, forms, isFormName } from '../forms.ts';
import { addressesOfKind } from '../routes.ts';
import { siteIds } from '../tenants.ts';
import { formIdentities } from '../views/form-names.ts';

describe('forms', () => {
  it('post to the API: the workwear contact form at its own address, the others by name', () => {
    expect(formAction('contact')).toBe('/api/contact');
    expect(formAction('sailing-contact')).toBe('/api/forms/sailing-contact');
    expect(formAction('agency-contact')).toBe('/api/forms/agency-contact');
    expect(formAction('quote')).toBe('/api/forms/quote');
  });

  it('take each shop’s bulk order at the same address on its own host', () => {
    expect(formAction('bulk-order')).toBe('/api/forms/bulk-order');
    expect(formAction('sailing-bulk-order')).toBe('/api/forms/bulk-order');
    expect(formAt('workwear', 'bulk-order')).toBe('bulk-order');
    expect(formAt('sailing', 'bulk-order')).toBe('sailing-bulk-order');
    expect(formAt('agency', 'bulk-order')).toBeUndefined();
    expect(formAt('workwear', 'quote')).toBeUndefined();
  });

  it('each use the contract their form component is built from', () => {
    expect(forms.contact.fields).toBe(contactFormContract);
    expect(forms['sailing-contact'].fields).toBe(contactFormContract);
    expect(forms['agency-contact'].fields).toBe(serviceContactFormContract);
    expect(forms.quote.fields).toBe(quoteFormContract);
  });

  it('each belong to a site and come back to one of its form pages when posted natively', () => {
    for (const definition of Object.values(forms)) {
      expect(siteIds).toContain(definition.site);
      const [page, query] = definition.sentLocation.split('?');
      expect(addressesOfKind(definition.site, ['form'])).toContain(page);
      expect(query).toBe('sent=1');
    }
  });

  it('each have one whole record: identity, address and contract, with nothing left empty', () => {
    for (const [name, definition] of Object.entries(forms)) {
      const missing = Object.entries({ ...definition, name })
        .filter(([, value]) => value === undefined || value === '')
        .map(([key]) => key);
      expect(missing, `the form "${name}" lacks ${missing.join(', ')}`).toEqual([]);
      expect(definition).toMatchObject(formIdentities[name as keyof typeof formIdentities]);
      expect(Object.keys(definition.fields).length, name).toBeGreaterThan(0);
      expect(definition.action).toMatch(/^\/api\//);
    }
    expect(Object.keys(formIdentities)).toEqual(Object.keys(forms));
  });

  it('are told apart from other names, inherited ones included', () => {
    expect(isFormName('quote')).toBe(true);
    expect(isFormName('toString')).toBe(false);
    expect(isFormName('newsletter')).toBe(false);
  });
});

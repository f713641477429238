import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forms } from '@zcomm/site-data/forms';
import {
  ContactForm,
  contactFormContract,
  type FormContract,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  QuoteForm,
  quoteFormContract,
  serviceContactFormContract,
} from '@zcomm/storefront-ui';
import { describe, expect, it } from 'vitest';
import { validateSubmission } from '../../server/leads/validation';

/** The form's own fields as rendered (the honeypot and idempotency key aside). */
function renderedFields(form: HTMLFormElement) {
  return [...form.elements].filter(
    (element): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
      'name' in element &&
      typeof element.name === 'string' &&
      element.name !== '' &&
      !element.matches(':disabled') &&
      element.name !== HONEYPOT_FIELD &&
      element.name !== IDEMPOTENCY_FIELD,
  );
}

/** Each rendered field agrees with its contract: name, label, required flag, options. */
function expectFormMatches(form: HTMLFormElement, contract: FormContract, shown: string[]) {
  const fields = renderedFields(form);
  expect(fields.map((field) => field.name)).toEqual(shown);
  for (const element of fields) {
    const field = contract[element.name];
    if (!field) throw new Error(`${element.name} is not in the contract`);
    expect(element.required, element.name).toBe(field.required ?? false);
    expect(within(form).getByLabelText(new RegExp(`^${escapePattern(field.label)}`))).toBe(element);
    if (element instanceof HTMLSelectElement) {
      const options = [...element.options].filter((option) => option.value !== '');
      expect(options.map(({ value, text }) => ({ value, label: text }))).toEqual(field.options);
    }
  }
}

const escapePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('form contracts', () => {
  it('the contact forms render exactly their contracts', () => {
    const { unmount } = render(<ContactForm action="/api/contact" />);
    expectFormMatches(
      screen.getByRole('form') as HTMLFormElement,
      contactFormContract,
      Object.keys(contactFormContract),
    );
    unmount();
    render(<ContactForm action="/api/forms/agency-contact" variant="with-service" />);
    expectFormMatches(
      screen.getByRole('form') as HTMLFormElement,
      serviceContactFormContract,
      Object.keys(serviceContactFormContract),
    );
  });

  it('the quote form renders its contract, the fulfillment fields only with fulfillment', async () => {
    const user = userEvent.setup();
    render(<QuoteForm action="/api/forms/quote" />);
    const form = screen.getByRole('form') as HTMLFormElement;
    const conditional = Object.entries(quoteFormContract)
      .filter(([, field]) => 'onlyWhen' in field)
      .map(([name]) => name);
    const always = Object.keys(quoteFormContract).filter((name) => !conditional.includes(name));
    expectFormMatches(form, quoteFormContract, always);
    await user.selectOptions(screen.getByLabelText(/^Service/), 'both');
    expectFormMatches(form, quoteFormContract, Object.keys(quoteFormContract));
  });

  it('the server validates each form by the contract its component renders', () => {
    expect(forms.contact.fields).toBe(contactFormContract);
    expect(forms['sailing-contact'].fields).toBe(contactFormContract);
    expect(forms['agency-contact'].fields).toBe(serviceContactFormContract);
    expect(forms.quote.fields).toBe(quoteFormContract);
  });

  it('refuses a value that is not one of the options, and leaves out a fulfillment field without fulfillment', () => {
    const base = {
      name: ['Ada'],
      email: ['ada@example.com'],
      company: ['Analytical'],
      phone: ['555'],
      service: ['web-development'],
      platform: ['shopify'],
      'project-details': ['A store'],
      message: ['Hello'],
    };
    expect(validateSubmission('quote', base).ok).toBe(true);
    expect(validateSubmission('quote', { ...base, platform: ['myspace'] })).toEqual({
      ok: false,
      fields: {
        platform:
          'Choose one of: none, shopify, woocommerce, squarespace, wix, bigcommerce, custom, other.',
      },
    });
    // A form posted before its script ran sends what the visitor filled in, also after
    // changing the service back: the fulfillment details are left out, the rest is kept.
    const withoutFulfillment = validateSubmission('quote', {
      ...base,
      storage: ['yes'],
      'sku-count': ['120'],
    });
    expect(withoutFulfillment.ok).toBe(true);
    if (withoutFulfillment.ok) {
      expect(withoutFulfillment.data).not.toHaveProperty('storage');
      expect(withoutFulfillment.data).not.toHaveProperty('sku-count');
      expect(withoutFulfillment.data).toMatchObject({ service: 'web-development' });
    }
    // Invalid values are still refused whatever the service.
    expect(
      validateSubmission('quote', { ...base, service: ['both'], 'sku-count': ['-4'] }).ok,
    ).toBe(false);
    expect(validateSubmission('quote', { ...base, service: ['both'], storage: ['yes'] }).ok).toBe(
      true,
    );
  });
});

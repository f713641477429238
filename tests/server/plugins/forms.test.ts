import { formNames, forms } from '@zcomm/site-data/forms';
import {
  contactFormContract,
  IDEMPOTENCY_FIELD,
  quoteFormContract,
} from '@zcomm/storefront-ui/contracts';
import { describe, expect, it } from 'vitest';
import { composeLeadEmail } from '../../../server/leads/email.ts';
import { fieldSchema, formFieldsSchema, formPostBody } from '../../../server/leads/schemas.ts';
import type { EmailSettings } from '../../../server/leads/settings.ts';
import { shownFields } from '../../../server/leads/shown-fields.ts';

describe('the form schemas', () => {
  it('declare each contract field once, with its label, length limit and rules, in the form’s order', () => {
    const schema = formFieldsSchema(quoteFormContract);
    expect(Object.keys(schema.properties)).toEqual([
      IDEMPOTENCY_FIELD,
      ...Object.keys(quoteFormContract),
    ]);
    expect(schema.required).toEqual(
      Object.entries(quoteFormContract)
        .filter(([, field]) => 'required' in field && field.required)
        .map(([name]) => name),
    );
    expect(fieldSchema(quoteFormContract.platform)).toMatchObject({
      title: 'Current platform',
      maxLength: 40,
      enum: quoteFormContract.platform.options.map((option) => option.value),
    });
    expect(fieldSchema(contactFormContract.email)).toMatchObject({ format: 'form-email' });
  });

  it('take each form’s post under its name, one form at a time', () => {
    const body = formPostBody(formNames);
    expect(Object.keys(body.properties)).toEqual(formNames);
    expect(body).toMatchObject({ minProperties: 1, maxProperties: 1, additionalProperties: false });
  });
});

describe('the labels staff see', () => {
  const settings: EmailSettings = {
    smtpUrl: 'smtp://mail.example.com',
    allowPlaintext: false,
    sender: 'leads@example.com',
    recipients: {
      contact: [],
      'sailing-contact': [],
      'agency-contact': [],
      quote: ['q@example.com'],
      'bulk-order': [],
      'sailing-bulk-order': [],
    },
    inboxUrl: 'https://zcomm.example/inbox',
    rateLimit: { max: 1, windowMs: 1 },
  };

  it.each(formNames)('are the contract’s in the %s lead e-mail and in the inbox alike', (form) => {
    const contract = forms[form].fields;
    const data = Object.fromEntries(
      Object.entries(contract).map(([name, field]) => [
        name,
        field.options?.[0]?.value ?? `a ${name}`,
      ]),
    );
    const shown = shownFields(form, data);
    expect(shown.map((field) => field.label)).toEqual(
      Object.values(contract).map((field) => field.label),
    );
    const { text } = composeLeadEmail(
      {
        id: 'delivery',
        submission_id: 'lead',
        channel: 'email',
        state: 'pending',
        attempts: 1,
        created_at: '2025-01-01T00:00:00.000Z',
        next_attempt_at: '2025-01-01T00:00:00.000Z',
        last_error: null,
        delivered_at: null,
        submission: {
          id: 'lead',
          form,
          site: forms[form].site,
          created_at: '2025-01-01T00:00:00.000Z',
          data,
        },
      },
      settings,
    );
    for (const field of shown) {
      expect(text, field.name).toContain(`${field.label}:`);
    }
  });
});

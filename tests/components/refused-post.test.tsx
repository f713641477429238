import { render, screen } from '@testing-library/react';
import { ContactForm, RefusedPostProvider } from '@zcomm/storefront-ui';
import { describe, expect, it } from 'vitest';

const refused = {
  action: '/api/contact',
  values: { name: 'Dana Reyes', email: 'dana@harborgoods', message: '<b>Hello</b>' },
  errors: {
    email: 'Enter an e-mail address with a full domain, like dana@harborgoods.example.',
    phone_number: 'Use at most 40 characters.',
  },
  labels: { email: 'Email', phone_number: 'Phone Number' },
};

describe('a form the server refused', () => {
  it('starts with the values sent, one message per refused field and a focused summary', () => {
    render(
      <RefusedPostProvider value={refused}>
        <ContactForm action="/api/contact" />
      </RefusedPostProvider>,
    );
    const summary = screen.getByRole('region', { name: '2 fields need attention before sending.' });
    // The server's markup focuses it with `autofocus` (the e2e test sees it without scripts).
    expect(summary).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('link', { name: 'Email' })).toHaveAttribute('href', '#zc-field-email');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('dana@harborgoods');
    expect(email).toHaveAttribute('id', 'zc-field-email');
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription(refused.errors.email);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('<b>Hello</b>');
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeValid();
    expect(screen.getByText('Use at most 40 characters.')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-slot="field-error"]')).toHaveLength(2);
  });

  it('leaves a form posting elsewhere as it is', () => {
    render(
      <RefusedPostProvider value={refused}>
        <ContactForm action="/api/forms/agency-contact" />
      </RefusedPostProvider>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuoteForm } from '@zcomm/storefront-ui';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

type User = ReturnType<typeof userEvent.setup>;

function form(): HTMLFormElement {
  return screen.getByRole('form') as HTMLFormElement;
}

function optionsOf(name: string): [string, string | null][] {
  const select = screen.getByRole('combobox', { name });
  return (within(select).getAllByRole('option') as HTMLOptionElement[]).map((option) => [
    option.value,
    option.textContent,
  ]);
}

function fulfillmentGroup() {
  return screen.queryByRole('group', { name: 'Fulfillment Details' });
}

async function fillRequired(user: User, service = 'web-development') {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Grace Hopper');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Harbor Goods');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '203-555-0142');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), service);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Current platform' }), 'shopify');
  await user.type(
    screen.getByRole('textbox', { name: /^Project details/ }),
    'Move our store to Shopify.',
  );
  await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Call after 3pm.');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('QuoteForm fields', () => {
  it('renders the default heading and posts natively to its action', () => {
    render(<QuoteForm action="/api/forms/quote" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Request a Quote' })).toBeVisible();
    const element = screen.getByRole('form', { name: 'Request a Quote' });
    expect(element).toHaveAttribute('method', 'post');
    expect(element).toHaveAttribute('action', '/api/forms/quote');
    expect(element).toHaveAttribute('data-state', 'editing');
  });

  it('has the required fields with their types and autocomplete', () => {
    render(<QuoteForm action="/api/forms/quote" />);
    const expectations: [HTMLElement, string, string | null, string | null][] = [
      [screen.getByRole('textbox', { name: 'Name' }), 'name', 'text', 'name'],
      [screen.getByRole('textbox', { name: 'Email' }), 'email', 'email', 'email'],
      [screen.getByRole('textbox', { name: 'Company' }), 'company', 'text', 'organization'],
      [screen.getByRole('textbox', { name: 'Phone' }), 'phone', 'tel', 'tel'],
      [screen.getByRole('combobox', { name: 'Service' }), 'service', null, null],
      [screen.getByRole('textbox', { name: /^Project details/ }), 'project-details', null, null],
      [screen.getByRole('combobox', { name: 'Current platform' }), 'platform', null, null],
      [screen.getByRole('textbox', { name: /^Message/ }), 'message', null, null],
    ];
    for (const [control, name, type, autocomplete] of expectations) {
      expect(control).toBeRequired();
      expect(control).toHaveAttribute('name', name);
      if (type) expect(control).toHaveAttribute('type', type);
      if (autocomplete) expect(control).toHaveAttribute('autocomplete', autocomplete);
    }
    expect(screen.getByRole('textbox', { name: /^Project details/ }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('textbox', { name: /^Message/ }).tagName).toBe('TEXTAREA');
  });

  it('has the optional fields: website (a text field with the URL keyboard), referral, timeline and budget', () => {
    render(<QuoteForm action="/api/forms/quote" />);
    const website = screen.getByRole('textbox', { name: /^Website/ });
    expect(website).toHaveAttribute('name', 'website');
    // Not type=url: the browser would refuse a bare domain with its bubble before the script runs.
    expect(website).toHaveAttribute('type', 'text');
    expect(website).toHaveAttribute('inputmode', 'url');
    expect(website).toHaveAttribute('autocomplete', 'url');
    expect(website).toHaveAccessibleDescription(/with or without https:\/\//);
    const referral = screen.getByRole('textbox', { name: 'How did you hear about us?' });
    expect(referral).toHaveAttribute('name', 'referral');
    const timeline = screen.getByRole('combobox', { name: 'Timeline' });
    const budget = screen.getByRole('combobox', { name: 'Budget' });
    expect(timeline).toHaveAttribute('name', 'timeline');
    expect(budget).toHaveAttribute('name', 'budget');
    for (const control of [website, referral, timeline, budget]) {
      expect(control).not.toBeRequired();
      expect(control).toBeValid();
    }
  });

  it('offers the service and platform choices behind disabled placeholders', () => {
    render(<QuoteForm action="/api/forms/quote" />);
    expect(optionsOf('Service')).toEqual([
      ['', 'Select a Service'],
      ['web-development', 'Web Development'],
      ['fulfillment', 'Product Fulfillment'],
      ['both', 'Both (Full Service)'],
    ]);
    expect(optionsOf('Current platform')).toEqual([
      ['', 'Select a Platform'],
      ['none', 'None / New Store'],
      ['shopify', 'Shopify'],
      ['woocommerce', 'WooCommerce'],
      ['squarespace', 'Squarespace'],
      ['wix', 'Wix'],
      ['bigcommerce', 'BigCommerce'],
      ['custom', 'Custom Build'],
      ['other', 'Other'],
    ]);
    for (const name of ['Service', 'Current platform']) {
      const select = screen.getByRole('combobox', { name }) as HTMLSelectElement;
      const placeholder = select.options[0]!;
      expect(placeholder).toBeDisabled();
      expect(placeholder.selected).toBe(true);
      expect(select).toBeInvalid();
    }
  });

  it('offers the timeline and budget choices', () => {
    render(<QuoteForm action="/api/forms/quote" />);
    expect(optionsOf('Timeline').slice(1)).toEqual([
      ['now', 'Ready now'],
      ['1-2 weeks', '1–2 weeks'],
      ['1-2 months', '1–2 months'],
      ['flexible', 'Flexible'],
    ]);
    expect(optionsOf('Budget').slice(1)).toEqual([
      ['<2000', 'Under $2,000'],
      ['2000-5000', '$2,000–$5,000'],
      ['5000-10000', '$5,000–$10,000'],
      ['10000+', '$10,000+'],
    ]);
  });

  it('does not submit while required fields are empty', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(data: FormData) => Promise<void>>().mockResolvedValue();
    render(<QuoteForm action="/api/forms/quote" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(form()).toHaveAttribute('data-state', 'editing');
    expect(screen.getByRole('textbox', { name: 'Company' })).toBeInvalid();
    expect(screen.getByRole('combobox', { name: 'Current platform' })).toBeInvalid();
  });
});

describe('QuoteForm fulfillment details', () => {
  it('are hidden until the service includes fulfillment', async () => {
    const user = userEvent.setup();
    render(<QuoteForm action="/api/forms/quote" />);
    const service = screen.getByRole('combobox', { name: 'Service' });
    expect(fulfillmentGroup()).toBeNull();
    // Once the script runs, the hidden group is disabled too: its fields are not sent.
    expect(form().querySelector('[name="sku-count"]')).toBeDisabled();

    await user.selectOptions(service, 'web-development');
    expect(fulfillmentGroup()).toBeNull();
    expect(form().querySelector('[name="sku-count"]')).toBeDisabled();

    await user.selectOptions(service, 'fulfillment');
    expect(fulfillmentGroup()).toBeVisible();
    expect(form().querySelector('[name="sku-count"]')).toBeEnabled();

    await user.selectOptions(service, 'both');
    expect(fulfillmentGroup()).toBeVisible();

    await user.selectOptions(service, 'web-development');
    expect(fulfillmentGroup()).toBeNull();
  });

  it('are in the server markup, neither hidden nor disabled, for the style rule to show', () => {
    const html = renderToString(<QuoteForm action="/api/forms/quote" />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const group = container.querySelector('fieldset.zc-quote-form__fulfillment');
    expect(group).not.toBeNull();
    expect(group).not.toHaveAttribute('hidden');
    expect(group).not.toHaveAttribute('disabled');
    expect(group).not.toHaveAttribute('data-running');
    expect(group?.querySelector('[name="storage"]')).not.toBeNull();
  });

  it('ask for SKU count, order volume and storage, none of them required', async () => {
    const user = userEvent.setup();
    render(<QuoteForm action="/api/forms/quote" />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'fulfillment');
    const group = fulfillmentGroup()!;

    const skus = within(group).getByRole('spinbutton', { name: 'Number of products (SKUs)' });
    expect(skus).toHaveAttribute('name', 'sku-count');
    expect(skus).toHaveAttribute('type', 'number');
    expect(skus).toHaveAttribute('min', '0');

    const volume = within(group).getByRole('combobox', { name: 'Monthly order volume' });
    expect(volume).toHaveAttribute('name', 'order-volume');
    expect(optionsOf('Monthly order volume').slice(1)).toEqual([
      ['0-50', '0-50'],
      ['51-200', '51-200'],
      ['201-1000', '201-1000'],
      ['1000+', '1,000+'],
    ]);

    const storage = within(group).getByRole('combobox', { name: 'Do you need warehouse storage?' });
    expect(storage).toHaveAttribute('name', 'storage');
    expect(optionsOf('Do you need warehouse storage?').slice(1)).toEqual([
      ['yes', 'Yes'],
      ['no', 'No'],
      ['unsure', 'Not sure'],
    ]);

    for (const control of [skus, volume, storage]) {
      expect(control).not.toBeRequired();
      expect(control).toBeValid();
    }
  });

  it('are sent when shown', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(data: FormData) => Promise<void>>().mockResolvedValue();
    render(<QuoteForm action="/api/forms/quote" onSubmit={onSubmit} />);
    await fillRequired(user, 'both');
    await user.type(screen.getByRole('spinbutton', { name: 'Number of products (SKUs)' }), '120');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Monthly order volume' }),
      '1000+',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Do you need warehouse storage?' }),
      'unsure',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const data = onSubmit.mock.calls[0]![0];
    expect(data.get('service')).toBe('both');
    expect(data.get('sku-count')).toBe('120');
    expect(data.get('order-volume')).toBe('1000+');
    expect(data.get('storage')).toBe('unsure');
  });

  it('are not sent once hidden again', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(data: FormData) => Promise<void>>().mockResolvedValue();
    render(<QuoteForm action="/api/forms/quote" onSubmit={onSubmit} />);
    await fillRequired(user, 'fulfillment');
    await user.type(screen.getByRole('spinbutton', { name: 'Number of products (SKUs)' }), '40');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Monthly order volume' }),
      '0-50',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'web-development');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const data = onSubmit.mock.calls[0]![0];
    expect(data.get('service')).toBe('web-development');
    expect(data.has('sku-count')).toBe(false);
    expect(data.has('order-volume')).toBe(false);
    expect(data.has('storage')).toBe(false);
  });
});

describe('QuoteForm submission', () => {
  it('sends every field with the key and honeypot, then thanks the visitor once', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(data: FormData) => Promise<void>>().mockResolvedValue();
    const onSubmitted = vi.fn();
    render(<QuoteForm action="/api/forms/quote" onSubmit={onSubmit} onSubmitted={onSubmitted} />);
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: /^Website/ }), 'https://harbor.example');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Timeline' }), '1-2 months');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Budget' }), '5000-10000');
    await user.type(
      screen.getByRole('textbox', { name: 'How did you hear about us?' }),
      'A friend',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const data = onSubmit.mock.calls[0]![0];
    expect([...data.keys()].sort()).toEqual(
      [
        'budget',
        'company',
        'contact_me_by_fax_only',
        'email',
        'idempotency_key',
        'message',
        'name',
        'phone',
        'platform',
        'project-details',
        'referral',
        'service',
        'timeline',
        'website',
      ].sort(),
    );
    expect(data.get('budget')).toBe('5000-10000');
    expect(data.get('timeline')).toBe('1-2 months');

    const status = await screen.findByRole('status');
    expect(within(status).getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(status).toHaveFocus();
    expect(form()).toHaveAttribute('data-state', 'submitted');
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it('takes a bare domain as the website, sending it with https://', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(data: FormData) => Promise<void>>().mockResolvedValue();
    render(<QuoteForm action="/api/forms/quote" onSubmit={onSubmit} />);
    await fillRequired(user);
    const website = screen.getByRole('textbox', { name: /^Website/ });
    await user.type(website, 'harborgoods');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(website).toHaveFocus();
    expect(website).toHaveAccessibleDescription(
      /Enter a web address, like harborgoods\.example\.$/,
    );
    await user.type(website, '.example');
    expect(website).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0].get('website')).toBe('https://harborgoods.example');
  });

  it('names the next step and the reference in the thank-you view', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(data: FormData) => Promise<void>>().mockResolvedValue();
    render(
      <QuoteForm
        action="/api/forms/quote"
        onSubmit={onSubmit}
        thankYouNext="Next: we reply within one business day."
        reference="8f1d2c3a-0000-4000-8000-000000000001"
      />,
    );
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Next: we reply within one business day.');
    expect(status).toHaveTextContent('Your reference: 8f1d2c3a-0000-4000-8000-000000000001');
  });

  it('shows the alert on failure and keeps every value, fulfillment details included', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(data: FormData) => Promise<void>>().mockRejectedValue(new Error('500'));
    render(<QuoteForm action="/api/forms/quote" onSubmit={onSubmit} />);
    await fillRequired(user, 'fulfillment');
    await user.type(screen.getByRole('spinbutton', { name: 'Number of products (SKUs)' }), '75');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message could not be sent. Please try again later.',
    );
    expect(form()).toHaveAttribute('data-state', 'failed');
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Harbor Goods');
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('fulfillment');
    expect(screen.getByRole('combobox', { name: 'Current platform' })).toHaveValue('shopify');
    expect(screen.getByRole('spinbutton', { name: 'Number of products (SKUs)' })).toHaveValue(75);
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('Call after 3pm.');
  });

  it('falls back to the native post when asked to', async () => {
    const user = userEvent.setup();
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const onSubmit = vi.fn<(data: FormData) => Promise<void>>().mockRejectedValue(new Error('500'));
    render(<QuoteForm action="/api/forms/quote" onSubmit={onSubmit} fallback="native" />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.contexts[0]).toBe(form());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

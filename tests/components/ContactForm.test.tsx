import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@zcomm/storefront-ui';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A promise whose outcome the test decides. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function form(): HTMLFormElement {
  return screen.getByRole('form') as HTMLFormElement;
}

function keyInput(): HTMLInputElement {
  const input = form().querySelector<HTMLInputElement>('input[name="idempotency_key"]');
  if (!input) throw new Error('no idempotency_key input');
  return input;
}

async function fillShop(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '203-555-0100');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Do you ship to Maine?');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ContactForm fields', () => {
  it('renders the default heading and subheading, posting natively to its action', () => {
    render(<ContactForm action="/api/contact" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    expect(
      screen.getByText('Fill out the form below to get in touch with us!'),
    ).toBeInTheDocument();
    const element = screen.getByRole('form', { name: 'Contact' });
    expect(element).toHaveAttribute('method', 'post');
    expect(element).toHaveAttribute('action', '/api/contact');
    expect(element).toHaveAttribute('data-state', 'editing');
    expect(element).toHaveAttribute('data-variant', 'basic');
  });

  it('shop: name, email and message are required, phone is optional, with autocomplete', () => {
    render(<ContactForm action="/api/contact" />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('name', 'name');
    expect(name).toHaveAttribute('type', 'text');
    expect(name).toHaveAttribute('autocomplete', 'name');

    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');

    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    expect(phone).not.toBeRequired();
    expect(phone).toHaveAttribute('name', 'phone_number');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');

    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toBeRequired();
    expect(message).toHaveAttribute('name', 'message');

    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('sets no length limits; once its script runs, it checks itself instead of the browser', async () => {
    const user = userEvent.setup();
    render(<ContactForm action="/api/contact" variant="with-service" />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const controls = form().querySelectorAll<HTMLInputElement>('input, textarea, select');
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) {
      expect(control).not.toHaveAttribute('maxlength');
      expect(control).not.toHaveAttribute('minlength');
      expect(control).not.toHaveAttribute('pattern');
      expect(control.validity.customError).toBe(false);
    }
    // No browser bubble on top of the field's own message; the server's markup keeps the
    // browser's checks for a form sent before the script runs.
    expect(form()).toHaveAttribute('novalidate');
    const markup = renderToString(<ContactForm action="/api/contact" variant="with-service" />);
    expect(markup).not.toContain('novalidate');
    expect(markup).toContain('required');
  });

  it('agency: adds a required service choice with a disabled placeholder', () => {
    render(<ContactForm action="/api/forms/agency-contact" variant="with-service" />);
    const service = screen.getByRole('combobox', { name: 'Service' });
    expect(service).toBeRequired();
    expect(service).toHaveAttribute('name', 'service');
    const options = within(service).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Select a Service'],
      ['web-development', 'Web Development'],
      ['e-commerce', 'E-Commerce'],
      ['product-fulfillment', 'Product Fulfillment'],
    ]);
    expect(options[0]).toBeDisabled();
    expect(options[0]?.selected).toBe(true);
    expect(service).toBeInvalid();
    expect(form()).toHaveAttribute('data-variant', 'with-service');
  });

  it('marks required fields visually while the requirement is announced by the control', () => {
    render(<ContactForm action="/api/contact" />);
    const label = screen.getByText('Name', { selector: 'label' });
    const marker = within(label).getByText('*');
    expect(marker).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(
      within(screen.getByText('Phone number', { selector: 'label' })).queryByText('*'),
    ).toBeNull();
  });

  it('uses the heading, subheading and submit label it is given', () => {
    render(
      <ContactForm
        action="/api/contact"
        heading="Talk to us"
        subheading="We answer within a day."
        submitLabel="Send message"
        headingLevel={2}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Talk to us' })).toBeVisible();
    expect(screen.getByText('We answer within a day.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveAttribute('type', 'submit');
  });
});

describe('ContactForm honeypot and idempotency key', () => {
  it('has a honeypot that is out of the tab order and hidden from assistive technology', () => {
    render(<ContactForm action="/api/contact" />);
    const honeypot = form().querySelector<HTMLInputElement>('input[name="contact_me_by_fax_only"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot).toHaveValue('');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();
    expect(screen.getByRole('textbox', { name: /leave this field empty/i, hidden: true })).toBe(
      honeypot,
    );
  });

  it('renders an empty key on the server and sets a UUID after mount', () => {
    const html = renderToString(<ContactForm action="/api/contact" />);
    expect(html).toMatch(/<input type="hidden" name="idempotency_key" value=""\/>/);

    render(<ContactForm action="/api/contact" />);
    expect(keyInput().value).toMatch(UUID);
  });

  it('still makes a UUID where crypto.randomUUID is missing (insecure contexts)', () => {
    const getRandomValues = crypto.getRandomValues.bind(crypto);
    vi.stubGlobal('crypto', { getRandomValues });
    try {
      expect(crypto.randomUUID).toBeUndefined();
      render(<ContactForm action="/api/contact" />);
      expect(keyInput().value).toMatch(UUID);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends the key and the honeypot with the values, and renews the key after success', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(data: FormData) => Promise<void>>().mockResolvedValue();
    render(<ContactForm action="/api/contact" onSubmit={onSubmit} />);
    const firstKey = keyInput().value;

    await fillShop(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const data = onSubmit.mock.calls[0]![0];
    expect(Object.fromEntries(data)).toEqual({
      idempotency_key: firstKey,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone_number: '203-555-0100',
      message: 'Do you ship to Maine?',
      contact_me_by_fax_only: '',
    });
    await screen.findByRole('status');
    expect(keyInput().value).toMatch(UUID);
    expect(keyInput().value).not.toBe(firstKey);
  });

  it('keeps the same key for a retry after a failure', async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn<(data: FormData) => Promise<void>>()
      .mockRejectedValueOnce(new Error('Network response was not ok.'))
      .mockResolvedValueOnce();
    render(<ContactForm action="/api/contact" onSubmit={onSubmit} />);
    await fillShop(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('status');
    const [first, second] = onSubmit.mock.calls.map(([data]) => data.get('idempotency_key'));
    expect(first).toMatch(UUID);
    expect(second).toBe(first);
  });
});

describe('ContactForm submission', () => {
  it('does not submit an empty form: native validation stops it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(data: FormData) => Promise<void>>().mockResolvedValue();
    render(<ContactForm action="/api/contact" variant="with-service" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(form()).toHaveAttribute('data-state', 'editing');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInvalid();
    expect(screen.getByRole('combobox', { name: 'Service' })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeValid();
  });

  it("shows one message per refused field, in the field's words, tied to it, until corrected", async () => {
    const user = userEvent.setup();
    render(<ContactForm action="/api/contact" variant="with-service" />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter your name.');
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter your e-mail address.',
    );
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveAccessibleDescription(
      'Choose your service.',
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Enter your message.',
    );
    expect(screen.getAllByText('Enter your name.')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('4 fields need attention before sending.');
    // The optional phone field is valid and says nothing.
    expect(screen.getByRole('textbox', { name: 'Phone number' })).not.toHaveAccessibleDescription();
    await user.type(name, 'Dana Whitfield');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).not.toHaveAccessibleDescription();
  });

  it('refuses an e-mail address whose domain has no dot, and says so', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(data: FormData) => Promise<void>>().mockResolvedValue();
    render(<ContactForm action="/api/contact" onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Dana Whitfield');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'dana@harborgoods');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Crew order');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(
      'Enter an e-mail address with a full domain, like dana@harborgoods.example.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('One field needs attention');
    await user.type(email, '.example');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0].get('email')).toBe('dana@harborgoods.example');
  });

  it('rejects an email address without a valid format', async () => {
    const user = userEvent.setup();
    render(<ContactForm action="/api/contact" />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'not-an-address');
    expect(email).toBeInvalid();
  });

  it('without onSubmit, lets the browser post the form natively', async () => {
    const user = userEvent.setup();
    const prevented: boolean[] = [];
    const record = (event: Event) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('submit', record);
    try {
      render(<ContactForm action="/api/contact" />);
      await fillShop(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
    } finally {
      window.removeEventListener('submit', record);
    }
    expect(prevented).toEqual([false]);
    expect(form()).toHaveAttribute('data-state', 'editing');
  });

  it('goes editing → submitting → submitted, focusing the thank-you view and calling onSubmitted once', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const onSubmit = vi.fn<(data: FormData) => Promise<void>>(() => pending.promise);
    const onSubmitted = vi.fn();
    render(<ContactForm action="/api/contact" onSubmit={onSubmit} onSubmitted={onSubmitted} />);
    expect(form()).toHaveAttribute('data-state', 'editing');

    await fillShop(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(form()).toHaveAttribute('data-state', 'submitting');
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(onSubmitted).not.toHaveBeenCalled();

    await act(async () => pending.resolve());

    const status = screen.getByRole('status');
    expect(form()).toHaveAttribute('data-state', 'submitted');
    expect(within(status).getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(within(status).getByText("We'll be in touch soon.")).toBeVisible();
    expect(status).toHaveFocus();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it('ignores a second submit while one is in flight', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const onSubmit = vi.fn<(data: FormData) => Promise<void>>(() => pending.promise);
    const onSubmitted = vi.fn();
    render(<ContactForm action="/api/contact" onSubmit={onSubmit} onSubmitted={onSubmitted} />);
    await fillShop(user);

    fireEvent.submit(form());
    fireEvent.submit(form());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '{Enter}');

    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve());
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it('fallback "stay": shows the alert, keeps every value and can be sent again', async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn<(data: FormData) => Promise<void>>()
      .mockRejectedValueOnce(new Error('Network response was not ok.'));
    const onSubmitted = vi.fn();
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    render(
      <ContactForm
        action="/api/forms/agency-contact"
        variant="with-service"
        onSubmit={onSubmit}
        onSubmitted={onSubmitted}
      />,
    );
    await fillShop(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'e-commerce');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message could not be sent. Please try again later.');
    expect(form()).toHaveAttribute('data-state', 'failed');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('203-555-0100');
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('e-commerce');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Do you ship to Maine?');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-busy');
    expect(submit).not.toHaveBeenCalled();
    expect(onSubmitted).not.toHaveBeenCalled();

    onSubmit.mockResolvedValueOnce();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it('shows a custom error message', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(data: FormData) => Promise<void>>().mockRejectedValue(new Error('x'));
    render(
      <ContactForm
        action="/api/contact"
        onSubmit={onSubmit}
        errorMessage="Please call us instead."
      />,
    );
    await fillShop(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please call us instead.');
  });

  it('fallback "native": posts the form the ordinary browser way after a failure', async () => {
    const user = userEvent.setup();
    const failure = deferred();
    const onSubmit = vi.fn<(data: FormData) => Promise<void>>(() => failure.promise);
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    render(
      <ContactForm action="/api/forms/sailing-contact" fallback="native" onSubmit={onSubmit} />,
    );
    await fillShop(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submit).not.toHaveBeenCalled();

    await act(async () => failure.reject(new Error('Form response was not ok')));

    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.contexts[0]).toBe(form());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Do you ship to Maine?');
    expect(form()).toHaveAttribute('data-state', 'submitting');
  });

  it('is editable again when the page comes back from the history cache after a native post', async () => {
    const user = userEvent.setup();
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const onSubmit = vi.fn<(data: FormData) => Promise<void>>().mockRejectedValue(new Error('x'));
    render(<ContactForm action="/api/contact" fallback="native" onSubmit={onSubmit} />);
    await fillShop(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(HTMLFormElement.prototype.submit).toHaveBeenCalled());
    expect(form()).toHaveAttribute('data-state', 'submitting');

    await act(async () => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(form()).toHaveAttribute('data-state', 'editing');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('does nothing after unmounting mid-flight', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const onSubmitted = vi.fn();
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    const { unmount } = render(
      <ContactForm
        action="/api/contact"
        fallback="native"
        onSubmit={() => pending.promise}
        onSubmitted={onSubmitted}
      />,
    );
    await fillShop(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    unmount();
    await act(async () => pending.reject(new Error('offline')));
    expect(submit).not.toHaveBeenCalled();
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('does not call onSubmitted when a success arrives after unmounting', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const onSubmitted = vi.fn();
    const { unmount } = render(
      <ContactForm
        action="/api/contact"
        onSubmit={() => pending.promise}
        onSubmitted={onSubmitted}
      />,
    );
    await fillShop(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    unmount();
    await act(async () => pending.resolve());
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});

describe('ContactForm submitted elsewhere', () => {
  it('shows the thank-you view and calls onSubmitted once when `submitted` turns true', async () => {
    const onSubmitted = vi.fn();
    const { rerender } = render(
      <ContactForm action="/api/forms/sailing-contact" onSubmitted={onSubmitted} />,
    );
    expect(screen.getByRole('textbox', { name: /name/i })).toBeInTheDocument();
    rerender(
      <ContactForm action="/api/forms/sailing-contact" onSubmitted={onSubmitted} submitted />,
    );
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    rerender(
      <ContactForm action="/api/forms/sailing-contact" onSubmitted={onSubmitted} submitted />,
    );
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });
});

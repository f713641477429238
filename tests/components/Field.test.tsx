import { fireEvent, render, screen } from '@testing-library/react';
import { SelectField, TextAreaField, TextField } from '@zcomm/storefront-ui';
import { describe, expect, it } from 'vitest';

describe('Field controls keep the consumer’s aria-describedby', () => {
  it('a text field merges its own hint and error after the consumer’s ids', () => {
    render(
      <>
        <p id="privacy-note">We never share your address.</p>
        <TextField
          label="Email"
          type="email"
          required
          hint="For the reply"
          aria-describedby="privacy-note"
        />
      </>,
    );
    const input = screen.getByRole('textbox', { name: /email/i });
    expect(input).toHaveAccessibleDescription('We never share your address. For the reply');

    fireEvent.invalid(input);
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids[0]).toBe('privacy-note');
    expect(ids).toHaveLength(3);
    expect(ids[2]).toBe(`${input.id}-error`);
  });

  it('a text area and a select without a hint keep the consumer’s description alone', () => {
    render(
      <>
        <p id="details-note">Say what you need.</p>
        <p id="service-note">Pick the closest match.</p>
        <TextAreaField label="Details" aria-describedby="details-note" />
        <SelectField
          label="Service"
          placeholder="Choose"
          options={[{ value: 'a', label: 'A' }]}
          aria-describedby="service-note"
        />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Details' })).toHaveAccessibleDescription(
      'Say what you need.',
    );
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveAccessibleDescription(
      'Pick the closest match.',
    );
  });

  it('without a consumer description only the field’s own hint is referenced', () => {
    render(<TextField label="Name" hint="As on your ID" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-describedby')).toBe(`${input.id}-hint`);
  });
});

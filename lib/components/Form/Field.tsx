'use client';

import {
  type ChangeEvent,
  type ComponentProps,
  type InvalidEvent,
  type ReactNode,
  useId,
  useState,
} from 'react';
import { useRefusedField } from './refused-post';
import { type CheckedControl, controlMessage, controlProblem } from './validity';

interface FieldFrameProps {
  /** Visible label, above the control. */
  label: string;
  /** A short help text between the label and the control, linked to the control as its description. */
  hint?: ReactNode;
  /**
   * Takes the whole row in the two-column layout.
   * @default false
   */
  wide?: boolean;
}

interface FrameLayoutProps extends FieldFrameProps {
  controlId: string;
  hintId: string;
  errorId: string;
  /** The field's message, shown as text once a submit found the field invalid. */
  error: string;
  required: boolean | undefined;
  children: ReactNode;
}

function FieldFrame({
  label,
  hint,
  wide,
  controlId,
  hintId,
  errorId,
  error,
  required,
  children,
}: FrameLayoutProps) {
  return (
    <div className="zc-field" data-slot="field" data-width={wide ? 'full' : undefined}>
      <label className="zc-field__label" data-slot="field-label" htmlFor={controlId}>
        {label}
        {required ? (
          <span className="zc-field__required" data-slot="field-required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p className="zc-field__hint" data-slot="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="zc-field__error" data-slot="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type ValidatedControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface ValidationHandlers<T extends ValidatedControl> {
  onInvalid?: ((event: InvalidEvent<T>) => void) | undefined;
  onChange?: ((event: ChangeEvent<T>) => void) | undefined;
  /** The consumer's own `aria-describedby`: kept, before the hint and the error. */
  describedBy?: string | undefined;
}

/**
 * Ids and the validation state of one field. The rules are the control's attributes
 * (`required`, `type`) read by the contracts' rules (`validity.ts`): when a submit attempt finds
 * the control refused (its `invalid` event, sent by the form shell, or by the browser before
 * the script runs), one message in the words of the field's label is shown as text under it
 * and tied to it with `aria-describedby` (after any ids the consumer passed); it follows the
 * value as the visitor corrects it. In a form the server refused (`RefusedPostProvider`), the
 * field starts with the value sent and the server's message, under the id the form's error
 * summary links to.
 */
function useField<T extends ValidatedControl>(
  id: string | undefined,
  name: string | undefined,
  label: string,
  hint: ReactNode,
  handlers: ValidationHandlers<T>,
) {
  const generated = useId();
  const refused = useRefusedField(name);
  const controlId = id ?? refused?.controlId ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const [invalid, setInvalid] = useState(refused?.error !== undefined);
  const [error, setError] = useState(refused?.error ?? '');
  const describedBy = [
    handlers.describedBy,
    hint ? hintId : undefined,
    invalid && error ? errorId : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    /** The value the server was sent, when it refused the form and the consumer set none. */
    sentValue: refused?.value,
    frame: { controlId, hintId, errorId, error: invalid ? error : '' },
    control: {
      'aria-describedby': describedBy || undefined,
      'aria-invalid': invalid || undefined,
      onInvalid: (event: InvalidEvent<T>) => {
        handlers.onInvalid?.(event);
        const control: CheckedControl = event.currentTarget;
        setInvalid(true);
        setError(controlMessage(control, label, controlProblem(control) ?? 'other'));
      },
      onChange: (event: ChangeEvent<T>) => {
        handlers.onChange?.(event);
        if (!invalid) return;
        const control: CheckedControl = event.currentTarget;
        const problem = controlProblem(control);
        setInvalid(problem !== undefined);
        setError(problem ? controlMessage(control, label, problem) : '');
      },
    },
  };
}

/** The value sent to a refused form, as the control's starting value when the consumer set none. */
function sentDefault(
  sentValue: string | undefined,
  props: { value?: unknown; defaultValue?: unknown },
): { defaultValue?: string } {
  return sentValue !== undefined && props.value === undefined && props.defaultValue === undefined
    ? { defaultValue: sentValue }
    : {};
}

export type TextFieldProps = ComponentProps<'input'> & FieldFrameProps;

/** A labelled `<input>`: text, email, tel, url, number… */
export function TextField({
  label,
  hint,
  wide,
  id,
  className,
  onInvalid,
  onChange,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextFieldProps) {
  const { frame, control, sentValue } = useField<HTMLInputElement>(id, props.name, label, hint, {
    onInvalid,
    onChange,
    describedBy: ariaDescribedBy,
  });
  return (
    <FieldFrame {...{ label, hint, wide }} {...frame} required={props.required}>
      <input
        type="text"
        {...sentDefault(sentValue, props)}
        {...props}
        {...control}
        id={frame.controlId}
        className={['zc-field__control', className].filter(Boolean).join(' ')}
        data-slot="field-control"
      />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = ComponentProps<'textarea'> & FieldFrameProps;

/** A labelled `<textarea>`, always the full row. */
export function TextAreaField({
  label,
  hint,
  id,
  className,
  onInvalid,
  onChange,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextAreaFieldProps) {
  const { frame, control, sentValue } = useField<HTMLTextAreaElement>(id, props.name, label, hint, {
    onInvalid,
    onChange,
    describedBy: ariaDescribedBy,
  });
  return (
    <FieldFrame {...{ label, hint }} {...frame} wide required={props.required}>
      <textarea
        rows={5}
        {...sentDefault(sentValue, props)}
        {...props}
        {...control}
        id={frame.controlId}
        className={['zc-field__control', 'zc-field__textarea', className].filter(Boolean).join(' ')}
      />
    </FieldFrame>
  );
}

/** One choice in a {@link SelectField}. */
export interface SelectOption {
  /** Sent with the form. */
  value: string;
  /** Shown to the visitor. */
  label: string;
}

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'children'> &
  FieldFrameProps & {
    /** First, empty option shown until a choice is made. Disabled (cannot be chosen back) when the field is required. */
    placeholder: string;
    options: readonly SelectOption[];
  };

/** A labelled `<select>` that starts on its placeholder. */
export function SelectField({
  label,
  hint,
  wide,
  id,
  className,
  placeholder,
  options,
  onInvalid,
  onChange,
  'aria-describedby': ariaDescribedBy,
  ...props
}: SelectFieldProps) {
  const { frame, control, sentValue } = useField<HTMLSelectElement>(id, props.name, label, hint, {
    onInvalid,
    onChange,
    describedBy: ariaDescribedBy,
  });
  const uncontrolled = props.value === undefined && props.defaultValue === undefined;
  const sent = options.some((option) => option.value === sentValue) ? sentValue : undefined;
  return (
    <FieldFrame {...{ label, hint, wide }} {...frame} required={props.required}>
      <div className="zc-field__select" data-slot="field-select">
        <select
          defaultValue={uncontrolled ? (sent ?? '') : undefined}
          {...props}
          {...control}
          id={frame.controlId}
          className={['zc-field__control', className].filter(Boolean).join(' ')}
          data-slot="field-control"
        >
          <option value="" disabled={props.required}>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </FieldFrame>
  );
}

export type FormSectionProps = ComponentProps<'fieldset'> & {
  /** The group's caption. */
  legend: string;
};

/** A captioned group of fields, laid out in the form grid. */
export function FormSection({ legend, className, children, ...props }: FormSectionProps) {
  return (
    <fieldset
      {...props}
      className={['zc-form__section', className].filter(Boolean).join(' ')}
      data-slot="form-section"
    >
      <legend className="zc-form__legend" data-slot="form-legend">
        {legend}
      </legend>
      <div className="zc-form__grid" data-slot="form-grid">
        {children}
      </div>
    </fieldset>
  );
}

export type FormGridProps = ComponentProps<'div'>;

/** Lays fields out in the form's two-column grid (one column on phones); `wide` fields span both. */
export function FormGrid({ className, ...props }: FormGridProps) {
  return (
    <div
      {...props}
      className={['zc-form__grid', className].filter(Boolean).join(' ')}
      data-slot="form-grid"
    />
  );
}

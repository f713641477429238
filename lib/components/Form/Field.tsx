import { type ComponentProps, type ReactNode, useId } from 'react';

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
  required: boolean | undefined;
  children: ReactNode;
}

function FieldFrame({
  label,
  hint,
  wide,
  controlId,
  hintId,
  required,
  children,
}: FrameLayoutProps) {
  return (
    <div className="zc-field" data-width={wide ? 'full' : undefined}>
      <label className="zc-field__label" htmlFor={controlId}>
        {label}
        {required ? (
          <span className="zc-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p className="zc-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children}
    </div>
  );
}

function useFieldIds(id: string | undefined, hint: ReactNode) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  return { controlId, hintId, describedBy: hint ? hintId : undefined };
}

export type TextFieldProps = ComponentProps<'input'> & FieldFrameProps;

/** A labelled `<input>`: text, email, tel, url, number… */
export function TextField({ label, hint, wide, id, className, ...props }: TextFieldProps) {
  const { controlId, hintId, describedBy } = useFieldIds(id, hint);
  return (
    <FieldFrame {...{ label, hint, wide, controlId, hintId }} required={props.required}>
      <input
        type="text"
        aria-describedby={describedBy}
        {...props}
        id={controlId}
        className={['zc-field__control', className].filter(Boolean).join(' ')}
      />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = ComponentProps<'textarea'> & FieldFrameProps;

/** A labelled `<textarea>`, always the full row. */
export function TextAreaField({ label, hint, id, className, ...props }: TextAreaFieldProps) {
  const { controlId, hintId, describedBy } = useFieldIds(id, hint);
  return (
    <FieldFrame {...{ label, hint, controlId, hintId }} wide required={props.required}>
      <textarea
        rows={5}
        aria-describedby={describedBy}
        {...props}
        id={controlId}
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
  ...props
}: SelectFieldProps) {
  const { controlId, hintId, describedBy } = useFieldIds(id, hint);
  const uncontrolled = props.value === undefined && props.defaultValue === undefined;
  return (
    <FieldFrame {...{ label, hint, wide, controlId, hintId }} required={props.required}>
      <div className="zc-field__select">
        <select
          aria-describedby={describedBy}
          defaultValue={uncontrolled ? '' : undefined}
          {...props}
          id={controlId}
          className={['zc-field__control', className].filter(Boolean).join(' ')}
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
    <fieldset {...props} className={['zc-form__section', className].filter(Boolean).join(' ')}>
      <legend className="zc-form__legend">{legend}</legend>
      <div className="zc-form__grid">{children}</div>
    </fieldset>
  );
}

'use client';

import {
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Icon } from '../Icon';
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD } from './contract';
import { RefusedFieldsProvider, type RefusedPost, useRefusedPost } from './refused-post';
import { type FormFallback, useFormSubmission } from './useFormSubmission';
import { refusedControls } from './validity';

/** The alert shown when a background submission fails and `fallback` is `'stay'`. */
export const DEFAULT_FORM_ERROR_MESSAGE = 'Your message could not be sent. Please try again later.';

/** Props shared by ContactForm, QuoteForm and any form built on FormShell. */
export interface FormSubmissionProps {
  /** Where the form posts: natively without JavaScript, without `onSubmit`, or with `fallback="native"`. */
  action: string;
  /**
   * Sends the values in the background instead of the native post; the returned promise rejects on
   * failure. Called with the form's `FormData`, including `idempotency_key` and the honeypot.
   * @default undefined (the form posts natively)
   */
  onSubmit?: (data: FormData) => Promise<void>;
  /**
   * What happens when `onSubmit` rejects: `'stay'` shows `errorMessage` and keeps every value;
   * `'native'` posts the form to `action` the ordinary browser way.
   * @default 'stay'
   */
  fallback?: FormFallback;
  /**
   * The alert text after a failed submission (with `fallback="stay"`).
   * @default 'Your message could not be sent. Please try again later.'
   */
  errorMessage?: string;
  /**
   * The thank-you view's heading.
   * @default 'Thank you!'
   */
  thankYouHeading?: string;
  /**
   * The thank-you view's text.
   * @default "We'll be in touch soon."
   */
  thankYouText?: ReactNode;
  /** The next step, a line under the thank-you text (e.g. who answers, and when). */
  thankYouNext?: ReactNode;
  /** The reference the submission was stored under, shown in the thank-you view when given. */
  reference?: string | undefined;
  /** Called once after a successful submission, when the thank-you view is shown (e.g. to redirect). */
  onSubmitted?: () => void;
  /**
   * Shows the thank-you view (and calls `onSubmitted`) for a submission made elsewhere, e.g. a
   * native post that came back to the page with `?sent=1`.
   * @default false
   */
  submitted?: boolean;
  /**
   * Text of the submit button.
   * @default 'Submit'
   */
  submitLabel?: string;
  /**
   * Level of the form heading and of the thank-you heading.
   * @default 1
   */
  headingLevel?: 1 | 2 | 3;
}

export type FormShellProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'action'> &
  FormSubmissionProps & {
    /** The form's heading; names the form. */
    heading: string;
    /** A line under the heading. */
    subheading?: string;
  };

type HeadingTag = 'h1' | 'h2' | 'h3';

/**
 * The frame of every form: heading, your fields (children), honeypot, idempotency key, error
 * alert, submit button and thank-you view, driven by `useFormSubmission`. Posts natively to
 * `action` without JavaScript; with `onSubmit` it sends in the background. Build your own form
 * by putting `TextField`, `SelectField`, `TextAreaField` and `FormSection` inside.
 */
export function FormShell({
  action,
  onSubmit,
  fallback = 'stay',
  errorMessage = DEFAULT_FORM_ERROR_MESSAGE,
  thankYouHeading,
  thankYouText,
  thankYouNext,
  reference,
  onSubmitted,
  submitted = false,
  submitLabel = 'Submit',
  headingLevel = 1,
  heading,
  subheading,
  className,
  children,
  ...props
}: FormShellProps) {
  const { state, idempotencyKey, handleSubmit } = useFormSubmission({
    onSubmit,
    onSubmitted,
    fallback,
    submitted,
  });
  const headingId = useId();
  const Heading: HeadingTag = `h${headingLevel}`;
  const { checking, announcement, checkBeforeSending } = useFieldChecks();
  const refused = useRefusedPost(action);

  return (
    <form
      aria-labelledby={headingId}
      {...props}
      className={['zc-form', className].filter(Boolean).join(' ')}
      data-slot="form"
      method="post"
      action={action}
      data-state={state}
      noValidate={checking || undefined}
      onSubmit={(event) => {
        if (checkBeforeSending(event)) handleSubmit(event);
      }}
    >
      <IdempotencyKey value={idempotencyKey} />
      {state === 'submitted' ? (
        <FormThankYou
          headingId={headingId}
          heading={Heading}
          title={thankYouHeading}
          text={thankYouText}
          next={thankYouNext}
          reference={reference}
        />
      ) : (
        <>
          <div className="zc-form__header" data-slot="form-header">
            <Heading id={headingId} className="zc-form__heading">
              {heading}
            </Heading>
            {subheading ? (
              <p className="zc-form__subheading" data-slot="form-subheading">
                {subheading}
              </p>
            ) : null}
            <p className="zc-form__required-note" data-slot="form-required-note" aria-hidden="true">
              Required fields are marked with{' '}
              <span className="zc-field__required" data-slot="field-required">
                *
              </span>
            </p>
          </div>
          {refused ? <FormErrorSummary refused={refused} /> : null}
          <div className="zc-form__body" data-slot="form-body">
            <RefusedFieldsProvider value={refused ? refusedFields(refused) : undefined}>
              {children}
            </RefusedFieldsProvider>
          </div>
          <Honeypot />
          <p className="zc-visually-hidden" role="status" data-slot="form-check-status">
            {announcement}
          </p>
          {state === 'failed' ? <FormAlert>{errorMessage}</FormAlert> : null}
          <div className="zc-form__actions" data-slot="form-actions">
            <SubmitButton busy={state === 'submitting'}>{submitLabel}</SubmitButton>
          </div>
        </>
      )}
    </form>
  );
}

/** The id of a refused form's field control: the one its error summary links to. */
const refusedControlId = (name: string) => `zc-field-${name}`;

function refusedFields(refused: RefusedPost) {
  return { values: refused.values, errors: refused.errors, controlId: refusedControlId };
}

/**
 * At the top of a form the server refused (a post sent without a script): how many fields need
 * attention and a link to each; it takes the focus as the page opens (`autofocus`, no script),
 * so a screen reader reads it first. Each field shows its own message under it.
 */
function FormErrorSummary({ refused }: { refused: RefusedPost }) {
  const titleId = useId();
  const names = Object.keys(refused.errors);
  return (
    <section
      aria-labelledby={titleId}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: the page is the server's answer to this form's post; its summary is what to read first
      autoFocus
      className="zc-form__summary"
      data-slot="form-error-summary"
    >
      <p id={titleId} className="zc-form__summary-title" data-slot="form-error-summary-title">
        {refusedAnnouncement(names.length, 0)}
      </p>
      <ul className="zc-form__summary-list" data-slot="form-error-summary-list">
        {names.map((name) => (
          <li key={name}>
            <a href={`#${refusedControlId(name)}`}>{refused.labels[name] ?? name}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the status line says after a refused submit: how many fields need attention. */
function refusedAnnouncement(count: number, attempt: number): string {
  // A no-break space after a repeated attempt changes the text, so it is announced again.
  return `${count === 1 ? 'One field needs' : `${count} fields need`} attention before sending.${attempt % 2 ? '\u00a0' : ''}`;
}

/**
 * The form's own checks, once its script runs: the browser's (its bubbles, which would repeat
 * the field's message) are turned off with `noValidate`, which the server's markup leaves out,
 * so a form sent before the script runs is still checked by the browser, then by the server.
 * A submit checks every field by the contracts' rules: each refused field shows its message, the
 * first takes the focus (and is scrolled clear of the header), and a status line says how many
 * need attention.
 */
function useFieldChecks() {
  const [checking, setChecking] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const attempts = useRef(0);
  useEffect(() => setChecking(true), []);
  /** Whether the submit may go on: false (the submit cancelled) while a field is refused. */
  function checkBeforeSending(event: FormEvent<HTMLFormElement>): boolean {
    if (!event.currentTarget.noValidate) return true;
    const refused = refusedControls(event.currentTarget);
    if (refused.length === 0) {
      setAnnouncement('');
      return true;
    }
    event.preventDefault();
    attempts.current += 1;
    setAnnouncement(refusedAnnouncement(refused.length, attempts.current));
    refused[0]?.focus();
    return false;
  }
  return { checking, announcement, checkBeforeSending };
}

/** The submit button: disabled and `aria-busy` while a submission is in flight. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="zc-button zc-form__submit"
      data-slot="button"
      data-variant="primary"
      data-size="lg"
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <span className="zc-form__spinner" data-slot="form-spinner" aria-hidden="true" />
      ) : null}
      {children}
    </button>
  );
}

/** Replaces the fields after a successful submission; takes focus so it is read out. */
export function FormThankYou({
  headingId,
  heading: Heading = 'h2',
  title = 'Thank you!',
  text = "We'll be in touch soon.",
  next,
  reference,
}: {
  /** The heading's id, e.g. the one the form's `aria-labelledby` points to. */
  headingId?: string | undefined;
  /** The heading element. */
  heading?: HeadingTag | undefined;
  title?: string | undefined;
  text?: ReactNode | undefined;
  /** The next step, under the text. */
  next?: ReactNode | undefined;
  /** The stored submission's reference. */
  reference?: string | undefined;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="zc-form__thank-you"
      data-slot="form-thank-you"
    >
      <span className="zc-form__thank-you-icon" data-slot="form-thank-you-icon">
        <Icon name="check" size={28} />
      </span>
      <Heading id={headingId} className="zc-form__thank-you-heading">
        {title}
      </Heading>
      <p className="zc-form__thank-you-text" data-slot="form-thank-you-text">
        {text}
      </p>
      {next ? (
        <p className="zc-form__thank-you-next" data-slot="form-thank-you-next">
          {next}
        </p>
      ) : null}
      {reference ? (
        <p className="zc-form__thank-you-reference" data-slot="form-thank-you-reference">
          Your reference: <strong>{reference}</strong>
        </p>
      ) : null}
    </div>
  );
}

/** An inline error, announced as soon as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="zc-form__alert" data-slot="form-alert">
      {children}
    </div>
  );
}

/** A field people never see or reach; bots that fill it in give themselves away. */
export function Honeypot() {
  const id = useId();
  return (
    <div className="zc-form__honeypot" data-slot="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/** Set after mount (empty in server HTML) and renewed after each success. */
export function IdempotencyKey({ value }: { value: string }) {
  return <input type="hidden" name={IDEMPOTENCY_FIELD} value={value} />;
}

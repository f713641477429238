import { type FieldProblem, fieldProblemMessage, isEmailAddress, webAddressOf } from './rules';

/** A control a form checks. */
export type CheckedControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Whether a control takes a web address: `type="url"`, or a text input with `inputmode="url"`,
 * which the browser lets through with a bare domain (`harborgoods.example`) before the form's
 * script runs, so the server adds the `https://` instead of the browser refusing it.
 */
export function takesWebAddress(control: CheckedControl): boolean {
  return (
    control.type === 'url' ||
    (control.type === 'text' && control.getAttribute('inputmode') === 'url')
  );
}

/**
 * What is wrong with a control's value, by the contracts' rules rather than the browser's: a
 * bare domain is a web address (`https://` is added when the form is sent), an e-mail address
 * needs a dot in its domain. `undefined` when the value is accepted or the control is not
 * checked (disabled, hidden by a closed section).
 */
export function controlProblem(control: CheckedControl): FieldProblem | undefined {
  if (!control.willValidate) return undefined;
  const { validity, value, type } = control;
  if (validity.valueMissing) return 'missing';
  if (type === 'email' && value) return isEmailAddress(value) ? undefined : 'email';
  if (takesWebAddress(control) && value) return webAddressOf(value) ? undefined : 'url';
  if (validity.valid) return undefined;
  return type === 'number' ? 'count' : 'other';
}

/** The message of a control's problem, in the words of its label. */
export function controlMessage(
  control: CheckedControl,
  label: string,
  problem: FieldProblem,
): string {
  const { type } = control;
  const kind = type.startsWith('select')
    ? 'select'
    : takesWebAddress(control)
      ? 'url'
      : type === 'email'
        ? type
        : type === 'number'
          ? 'count'
          : 'text';
  return problem === 'other' && control.validationMessage
    ? control.validationMessage
    : fieldProblemMessage(problem, { label, kind });
}

/**
 * Checks every control of a form by the contracts' rules before it is sent: each web address
 * typed as a bare domain gets its `https://`, each refused control receives an `invalid` event
 * (its field shows the message), and the refused controls are returned in the form's order.
 */
export function refusedControls(form: HTMLFormElement): CheckedControl[] {
  const refused: CheckedControl[] = [];
  // Fieldsets and buttons are never refused: they hold no value of their own.
  for (const element of Array.from(form.elements) as CheckedControl[]) {
    const problem = controlProblem(element);
    if (problem) {
      refused.push(element);
      element.dispatchEvent(new Event('invalid'));
    } else if (takesWebAddress(element) && element.value) {
      element.value = webAddressOf(element.value) ?? element.value;
    }
  }
  return refused;
}

/**
 * A stored submission's fields as staff see them, in the inbox and in the lead e-mail alike:
 * under the labels of the form's contract (`Number of products (SKUs)`), a choice with its
 * option's label. One definition, so the two never name a field differently.
 */

import {
  BULK_ORDER_LINES_DATA,
  BULK_ORDER_PIECES_DATA,
  orderLinesText,
  storedOrderLines,
} from '@zcomm/site-data/bulk-order';
import { forms, isFormName } from '@zcomm/site-data/forms';
import { type FormContract, HONEYPOT_FIELD } from '@zcomm/storefront-ui/contracts';

/** One stored field as staff see it. */
export interface ShownField {
  name: string;
  /** The form's label for it (`Number of products (SKUs)`). */
  label: string;
  value: string;
  /** The label of the chosen option, for a choice. */
  option?: string;
}

const bulkOrderContract = forms['bulk-order'].fields;

/** How the honeypot's value is labelled where staff see a caught submission. */
export const HONEYPOT_LABEL = 'Hidden trap field (filled in by a bot)';

/**
 * A submission's fields in the form's order under the form's labels (a choice with its
 * option's label), then anything else it holds (the honeypot's value) under its name.
 */
export function shownFields(form: string, data: Readonly<Record<string, string>>): ShownField[] {
  const contract: FormContract = isFormName(form) ? forms[form].fields : {};
  const rest = new Map(Object.entries(data));
  const fields: ShownField[] = [];
  for (const [name, field] of Object.entries(contract)) {
    const value = rest.get(name);
    if (value === undefined) continue;
    rest.delete(name);
    const option = field.options?.find((choice) => choice.value === value)?.label;
    fields.push(
      option ? { name, label: field.label, value, option } : { name, label: field.label, value },
    );
  }
  const lines = rest.get(BULK_ORDER_LINES_DATA);
  if (lines !== undefined && contract === bulkOrderContract) {
    // A bulk order's lines, one a line, and its pieces: the inbox shows them as a table too.
    rest.delete(BULK_ORDER_LINES_DATA);
    fields.push({
      name: BULK_ORDER_LINES_DATA,
      label: 'Lines',
      value: orderLinesText(storedOrderLines(lines)),
    });
    const pieces = rest.get(BULK_ORDER_PIECES_DATA);
    rest.delete(BULK_ORDER_PIECES_DATA);
    if (pieces !== undefined)
      fields.push({ name: BULK_ORDER_PIECES_DATA, label: 'Pieces', value: pieces });
  }
  for (const [name, value] of rest) {
    fields.push({ name, label: name === HONEYPOT_FIELD ? HONEYPOT_LABEL : name, value });
  }
  return fields;
}

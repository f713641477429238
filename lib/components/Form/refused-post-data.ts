/**
 * A refused post as data, no React: the server that answers with it and the form that shows it
 * share its shape and the id of the element it travels in.
 */

/**
 * A post the server refused, as it answers a browser that posted without a script: the form's
 * page again, with what was sent and one message per refused field.
 */
export interface RefusedPost {
  /** The refused form's `action`: only the form posting there shows the rest. */
  action: string;
  /** What was sent, by field name. */
  values: Readonly<Record<string, string>>;
  /** One message per refused field, by name, in the form's order. */
  errors: Readonly<Record<string, string>>;
  /** The label of each refused field, by name: the error summary's links. */
  labels: Readonly<Record<string, string>>;
}

/**
 * The id of the JSON element a server puts the refused post in, beside the page it rendered
 * with it, so the page's script starts from the same.
 */
export const REFUSED_POST_ELEMENT_ID = 'zc-refused-post';

import { formOptions, siteOptions } from './format';
import { type InboxQuery, isLeadState, queryParameters } from './inbox-api';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const assigneePattern = /^(?:me|none|[\w-]{1,64})$/;
const cursorPattern = /^[\w.~=+/:-]{1,512}$/;

/** The list's filters, view and page from the address; anything malformed reads as unset. */
export function readQuery(params: URLSearchParams): InboxQuery {
  const pick = (name: string, valid: (value: string) => boolean) => {
    const value = params.get(name)?.trim() ?? '';
    return valid(value) ? value : '';
  };
  const state = params.get('state') ?? '';
  return {
    site: pick('site', (value) => siteOptions.some((option) => option.value === value)),
    form: pick('form', (value) => formOptions.some((option) => option.value === value)),
    from: pick('from', (value) => datePattern.test(value)),
    to: pick('to', (value) => datePattern.test(value)),
    q: pick('q', (value) => [...value].length <= 200),
    spam: params.get('spam') === '1',
    state: isLeadState(state) ? state : '',
    assignee: pick('assignee', (value) => assigneePattern.test(value)),
    cursor: pick('cursor', (value) => cursorPattern.test(value)),
    sort: params.get('sort') === 'due' && !params.get('spam') ? 'due' : '',
  };
}

export { readOpenId } from './lead-id';

/** The address (query string) of a list view, optionally with one lead open. */
export function listSearch(query: InboxQuery, id?: string): string {
  const params = new URLSearchParams(queryParameters(query));
  if (id) params.set('id', id);
  const text = params.toString();
  return text ? `?${text}` : '?';
}

/** True when any filter narrows the list (the view and the page are not filters). */
export function isFiltered(query: InboxQuery): boolean {
  return Boolean(
    query.site || query.form || query.from || query.to || query.q || query.state || query.assignee,
  );
}

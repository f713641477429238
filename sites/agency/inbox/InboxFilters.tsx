import { Button, SelectField, TextField } from '@zcomm/storefront-ui';
import { type FormEvent, useId, useState } from 'react';
import { formOptions, stateName } from './format';
import { type InboxQuery, isLeadState, leadStates, type StaffMember } from './inbox-api';

const stateOptions = leadStates.map((state) => ({ value: state, label: stateName(state) }));

/** How many of the filters behind "More filters" narrow the list. */
function hiddenCount(query: InboxQuery): number {
  return [query.state, query.assignee, query.form, query.from, query.to].filter(Boolean).length;
}

/**
 * The list's filters as one toolbar row on a laptop. On a phone the search stays in view and the
 * rest fold behind "More filters" (open when any of them is set).
 */
export function InboxFilters({
  query,
  staff,
  filtered,
  onApply,
  onClear,
}: {
  query: InboxQuery;
  staff: readonly StaffMember[];
  filtered: boolean;
  onApply: (query: InboxQuery) => void;
  onClear: () => void;
}) {
  const moreId = useId();
  const set = hiddenCount(query);
  const [open, setOpen] = useState(set > 0);
  const assigneeOptions = [
    { value: 'me', label: 'Me' },
    { value: 'none', label: 'Nobody' },
    ...staff.map((member) => ({ value: String(member.id), label: member.name })),
  ];
  // An account from the address that the staff list (still loading, or without it) lacks.
  if (query.assignee && !assigneeOptions.some((option) => option.value === query.assignee)) {
    assigneeOptions.push({
      value: query.assignee,
      label: staff.length ? 'An account no longer on staff' : 'A staff member',
    });
  }

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const state = text('state');
    onApply({
      ...query,
      q: text('q'),
      state: isLeadState(state) ? state : '',
      assignee: text('assignee'),
      form: text('form'),
      from: text('from'),
      to: text('to'),
      cursor: '',
      // The due leads are New ones: another state shows newest first.
      sort: state && state !== 'new' ? '' : query.sort,
    });
  }

  return (
    <search className="inbox__filters">
      <form className="inbox__filter-form" onSubmit={apply}>
        <TextField
          className="inbox__search"
          label="Search"
          name="q"
          type="search"
          defaultValue={query.q}
          maxLength={200}
          placeholder="Name, e-mail or words"
        />
        <Button
          type="button"
          variant="secondary"
          className="inbox__more-toggle"
          aria-expanded={open}
          aria-controls={moreId}
          onClick={() => setOpen(!open)}
        >
          More filters{set > 0 ? ` (${set})` : ''}
        </Button>
        <div id={moreId} className="inbox__more" data-open={open ? '' : undefined}>
          <SelectField
            label="State"
            name="state"
            placeholder="Any state"
            options={stateOptions}
            defaultValue={query.state}
          />
          <SelectField
            label="Assigned to"
            name="assignee"
            placeholder="Anyone"
            options={assigneeOptions}
            defaultValue={query.assignee}
          />
          <SelectField
            label="Form"
            name="form"
            placeholder="All forms"
            options={formOptions}
            defaultValue={query.form}
          />
          <TextField label="From" name="from" type="date" defaultValue={query.from} />
          <TextField label="To" name="to" type="date" defaultValue={query.to} />
        </div>
        <div className="inbox__filter-actions">
          <Button type="submit" variant="primary">
            Apply filters
          </Button>
          {filtered ? (
            <Button type="button" variant="ghost" onClick={onClear}>
              Clear
            </Button>
          ) : null}
        </div>
      </form>
    </search>
  );
}

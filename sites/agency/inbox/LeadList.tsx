import { DUE_SOON_MS } from '@zcomm/site-data/api/inbox-states';
import { Button, ButtonLink, FormAlert, VisuallyHidden } from '@zcomm/storefront-ui';
import { type Ref, useId } from 'react';
import { Link } from 'react-router-dom';
import { RouterLink } from '../../shared/shell/link';
import {
  dueState,
  excerpt,
  formatTime,
  formName,
  relativeTime,
  senderEmail,
  senderName,
  siteName,
  stateName,
} from './format';
import type { InboxPage, InboxQuery, InboxSubmission } from './inbox-api';
import { listSearch } from './query';
import { Time, useTeamTime } from './Time';
import type { Loaded } from './useInbox';

/** A lead's state as a badge, named for everyone. */
export function StateBadge({ state }: { state: InboxSubmission['state'] }) {
  return (
    <span className="inbox-state" data-state={state}>
      {stateName(state)}
    </span>
  );
}

/** A New lead's reply that is overdue or due soon, marked; nothing for one due later. */
function DueBadge({ submission, soonMs }: { submission: InboxSubmission; soonMs: number }) {
  const { now, timeZone } = useTeamTime();
  const due = dueState(submission, now, soonMs);
  if (!submission.reply_by || (due !== 'overdue' && due !== 'soon')) return null;
  const title = `Reply by ${formatTime(submission.reply_by, timeZone)}`;
  return (
    <span className="inbox-due" data-due={due} title={title}>
      {due === 'overdue'
        ? 'Overdue'
        : `Due ${relativeTime(submission.reply_by, now, timeZone).replace('just now', 'now')}`}
    </span>
  );
}

function LeadItem({
  submission,
  to,
  selected,
  restored,
  soonMs,
}: {
  submission: InboxSubmission;
  to: string;
  selected: boolean;
  restored: boolean;
  soonMs: number;
}) {
  const email = senderEmail(submission);
  const text = excerpt(submission);
  const unread = !submission.read;
  return (
    <Link
      className="inbox-item"
      to={to}
      aria-current={selected ? 'true' : undefined}
      data-unread={unread ? '' : undefined}
      data-restored={restored ? '' : undefined}
    >
      <span className="inbox-item__top">
        <span className="inbox-item__name">
          {restored ? <VisuallyHidden>Restored:</VisuallyHidden> : null}
          {restored ? ' ' : null}
          {unread ? (
            <span className="inbox-item__dot">
              <VisuallyHidden>Unread:</VisuallyHidden>
            </span>
          ) : null}
          {unread ? ' ' : null}
          {senderName(submission)}
        </span>{' '}
        <Time className="inbox-item__time" iso={submission.created_at} relative />
      </span>{' '}
      <span className="inbox-item__meta">
        {siteName(submission.site)} · {formName(submission.form)}
        {email ? ` · ${email}` : ''}
      </span>
      {text ? <span className="inbox-item__excerpt"> {text}</span> : null}{' '}
      <span className="inbox-item__tags">
        <DueBadge submission={submission} soonMs={soonMs} /> <StateBadge state={submission.state} />{' '}
        {submission.assignee ? (
          <span className="inbox-item__assignee">
            {' '}
            <VisuallyHidden>Assigned to </VisuallyHidden>
            {submission.assignee.name}
          </span>
        ) : null}
        {submission.honeypot ? <span className="inbox-badge">Caught by the bot trap</span> : null}
      </span>
    </Link>
  );
}

/** Previous and Next through the list, with the server's cursor in the address. */
function Pager({ query, page }: { query: InboxQuery; page: InboxPage }) {
  // Without a previous cursor, a page past the first goes back to the first.
  const previous = page.previous_cursor ?? (query.cursor ? '' : null);
  if (previous === null && page.next_cursor === null) return null;
  const href = (cursor: string) => `/inbox${listSearch({ ...query, cursor })}`;
  return (
    <nav className="inbox__pager" aria-label="Pages">
      {previous !== null ? (
        <ButtonLink variant="secondary" linkComponent={RouterLink} href={href(previous)}>
          Previous
        </ButtonLink>
      ) : (
        <span />
      )}
      {page.next_cursor !== null ? (
        <ButtonLink variant="secondary" linkComponent={RouterLink} href={href(page.next_cursor)}>
          Next
        </ButtonLink>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The leads of one page, newest first, or what stands in for them. */
function LeadList({
  page,
  query,
  openId,
  restoredId,
  hintId,
  busy,
  filtered,
}: {
  page: InboxPage;
  query: InboxQuery;
  openId: string;
  restoredId: string;
  hintId: string;
  busy: boolean;
  filtered: boolean;
}) {
  if (page.submissions.length === 0) {
    return (
      <p className="inbox__empty">
        {filtered
          ? 'Nothing matches these filters.'
          : query.sort === 'due'
            ? 'No New lead is waiting for a reply.'
            : query.spam
              ? 'No spam. Submissions you mark as spam, and what the bot trap catches, are kept here.'
              : 'No submissions yet.'}
      </p>
    );
  }
  return (
    <>
      <ol className="inbox__list" aria-busy={busy || undefined} aria-describedby={hintId}>
        {page.submissions.map((submission) => (
          <li key={submission.id}>
            <LeadItem
              submission={submission}
              to={listSearch(query, submission.id)}
              selected={submission.id === openId}
              restored={submission.id === restoredId}
              soonMs={page.due_soon_ms ?? DUE_SOON_MS}
            />
          </li>
        ))}
      </ol>
      <Pager query={query} page={page} />
    </>
  );
}

/** What a screen reader hears of the shortcuts on the list. */
const SHORTCUT_HINT =
  'Shortcuts: j and k move through the leads, Enter opens one, e marks the open lead done, question mark lists them.';

function countText(total: number, spam: boolean, filtered: boolean): string {
  const noun = spam ? 'spam submission' : 'submission';
  const counted = `${total.toLocaleString('en-US')} ${noun}${total === 1 ? '' : 's'}`;
  return filtered ? `${counted} ${total === 1 ? 'matches' : 'match'}` : counted;
}

/** The list's column: its heading and count, a failure to load, and the leads. */
export function ListPane({
  headingId,
  headingRef,
  list,
  query,
  openId,
  restoredId,
  filtered,
  shortcutsShown,
  onShortcuts,
  onRetry,
}: {
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  list: Loaded<InboxPage>;
  query: InboxQuery;
  openId: string;
  restoredId: string;
  filtered: boolean;
  shortcutsShown: boolean;
  onShortcuts: () => void;
  onRetry: () => void;
}) {
  const page = list.value;
  const hintId = useId();
  return (
    <section className="inbox__list-pane" aria-labelledby={headingId}>
      <div className="inbox__list-header">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="inbox__list-heading">
          {query.spam ? 'Spam' : 'Submissions'}
        </h2>
        <p className="inbox__count" aria-live="polite">
          {page ? countText(page.total, query.spam, filtered) : ''}
          {page && query.sort === 'due' ? ', New ones, the reply due soonest first' : ''}
        </p>
        {query.spam ? null : (
          <Link
            className="inbox__sort"
            to={listSearch({ ...query, sort: query.sort === 'due' ? '' : 'due', cursor: '' })}
          >
            {query.sort === 'due' ? 'Show newest first' : 'Show due first'}
          </Link>
        )}
        <Button
          type="button"
          variant="ghost"
          className="inbox__shortcuts-toggle"
          aria-expanded={shortcutsShown}
          aria-keyshortcuts="Shift+?"
          aria-describedby={hintId}
          onClick={onShortcuts}
        >
          <span className="inbox__shortcuts-label">Shortcuts</span> <kbd>?</kbd>
        </Button>
        <VisuallyHidden id={hintId}>{SHORTCUT_HINT}</VisuallyHidden>
      </div>
      {list.state === 'failed' ? (
        <div className="inbox__problem">
          <FormAlert>{list.message}</FormAlert>
          <Button type="button" variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : null}
      {!page && list.state === 'loading' ? <p className="inbox__empty">Loading…</p> : null}
      {page ? (
        <LeadList
          page={page}
          query={query}
          openId={openId}
          restoredId={restoredId}
          hintId={hintId}
          busy={list.state === 'loading'}
          filtered={filtered}
        />
      ) : null}
    </section>
  );
}

import {
  Button,
  ButtonLink,
  Container,
  FormAlert,
  SelectField,
  TextField,
  VisuallyHidden,
} from '@zcomm/storefront-ui';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../shared/api';
import { useAuth } from '../../shared/auth';
import { RequireUser } from '../../shared/guards';
import { RouterLink } from '../../shared/link';
import {
  deliveryText,
  excerpt,
  formatTime,
  formName,
  formOptions,
  senderEmail,
  senderName,
  siteName,
  siteOptions,
} from '../inbox/format';
import {
  deleteSubmission,
  exportUrl,
  fetchDetail,
  fetchPage,
  type InboxDetail,
  type InboxPage as InboxPageData,
  type InboxQuery,
  type InboxSubmission,
  markSpam,
  queryParameters,
} from '../inbox/inbox-api';
import { StaffPageMeta } from './StaffPageMeta';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const idPattern = /^[0-9a-f-]{36}$/;

/** The list's filters, view and page from the address; anything malformed reads as unset. */
function readQuery(params: URLSearchParams): InboxQuery {
  const pick = (name: string, valid: (value: string) => boolean) => {
    const value = params.get(name)?.trim() ?? '';
    return valid(value) ? value : '';
  };
  const page = Number(params.get('page'));
  return {
    site: pick('site', (value) => siteOptions.some((option) => option.value === value)),
    form: pick('form', (value) => formOptions.some((option) => option.value === value)),
    from: pick('from', (value) => datePattern.test(value)),
    to: pick('to', (value) => datePattern.test(value)),
    q: pick('q', (value) => [...value].length <= 200),
    spam: params.get('spam') === '1',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a list view, optionally with one submission open. */
function listSearch(query: InboxQuery, id?: string): string {
  const params = new URLSearchParams(queryParameters(query));
  if (id) params.set('id', id);
  const text = params.toString();
  return text ? `?${text}` : '?';
}

/** A call's failure, in words; undefined for a call that was only cancelled. */
function failureText(error: unknown): string | undefined {
  if (error instanceof ApiError && error.kind === 'aborted') return undefined;
  if (error instanceof ApiError && error.status === 404) {
    return 'That submission no longer exists: it may have been deleted.';
  }
  if (error instanceof ApiError && error.status === 400) {
    return 'The server did not accept these filters. Check the dates and the search text.';
  }
  return 'The inbox could not be loaded. Check the connection and try again.';
}

const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

type Loaded<T> =
  | { state: 'loading'; value?: T | undefined }
  | { state: 'ready'; value: T }
  | { state: 'failed'; message: string; value?: T | undefined };

/** The staff inbox: for signed-in staff only (anonymous visitors are sent to /). */
export function InboxPage() {
  return (
    <>
      <StaffPageMeta title="Inbox" />
      <div className="agency-section staff-page">
        <Container>
          <noscript>
            <p className="staff-page__notice">The inbox needs JavaScript. Turn it on and reload.</p>
          </noscript>
          <RequireUser>
            <Inbox />
          </RequireUser>
        </Container>
      </div>
    </>
  );
}

function Inbox() {
  const { currentUser, logout } = useAuth();
  // The address is read and written with the router's location and navigate (not
  // useSearchParams, whose code would join every page's first load through the shared router).
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const setParams = (next: Record<string, string> | URLSearchParams) => {
    const text = new URLSearchParams(next).toString();
    navigate({ search: text ? `?${text}` : '' });
  };
  const query = readQuery(params);
  const queryKey = listSearch(query);
  const rawId = params.get('id') ?? '';
  const selectedId = idPattern.test(rawId) ? rawId : '';
  const [list, setList] = useState<Loaded<InboxPageData>>({ state: 'loading' });
  const [detail, setDetail] = useState<Loaded<InboxDetail>>({ state: 'loading' });
  const [reloads, setReloads] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const ids = { views: useId(), list: useId(), detail: useId() };

  const signOutOn401 = useCallback(
    (error: unknown) => {
      if (isSignedOut(error)) void logout();
      return isSignedOut(error);
    },
    [logout],
  );

  // The list follows the address (filters, view, page); `reloads` fetches it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: queryKey is the query, as text
  useEffect(() => {
    const controller = new AbortController();
    setList((current) => ({ state: 'loading', value: current.value }));
    fetchPage(readQuery(new URLSearchParams(queryKey.slice(1))), controller.signal).then(
      (value) => setList({ state: 'ready', value }),
      (error: unknown) => {
        if (signOutOn401(error)) return;
        const message = failureText(error);
        if (message) setList((current) => ({ state: 'failed', message, value: current.value }));
      },
    );
    return () => controller.abort();
  }, [queryKey, reloads, signOutOn401]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads asks for a fresh copy
  useEffect(() => {
    if (!selectedId) return;
    const controller = new AbortController();
    setDetail({ state: 'loading' });
    fetchDetail(selectedId, controller.signal).then(
      (value) => setDetail({ state: 'ready', value }),
      (error: unknown) => {
        if (signOutOn401(error)) return;
        const message = failureText(error);
        if (message) setDetail({ state: 'failed', message });
      },
    );
    return () => controller.abort();
  }, [selectedId, reloads, signOutOn401]);

  // Closing a submission (Back, or after a change) returns the reader to the list.
  const previousId = useRef(selectedId);
  useEffect(() => {
    if (previousId.current && !selectedId) listHeadingRef.current?.focus();
    previousId.current = selectedId;
  }, [selectedId]);

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    setAnnouncement('');
    setParams(
      queryParameters({
        site: text('site'),
        form: text('form'),
        from: text('from'),
        to: text('to'),
        q: text('q'),
        spam: query.spam,
        page: 1,
      }),
    );
  }

  function clearFilters() {
    setAnnouncement('');
    setParams(query.spam ? { spam: '1' } : {});
  }

  /** After a change to the open submission: close it, say what happened, refresh the list. */
  function afterChange(message: string) {
    setAnnouncement(message);
    const next = new URLSearchParams(params);
    next.delete('id');
    setParams(next);
    setReloads((count) => count + 1);
  }

  const page = list.value;
  const filtered = Boolean(query.site || query.form || query.from || query.to || query.q);

  return (
    <div className="inbox" data-open={selectedId ? '' : undefined}>
      <header className="inbox__header">
        <div className="inbox__title">
          <p className="agency-eyebrow">Z-Comm staff</p>
          <h1 className="inbox__heading">Inbox</h1>
          <p className="inbox__intro">
            Form submissions from all six sites, newest first. Times are in UTC.
          </p>
        </div>
        <div className="inbox__account">
          <p className="inbox__user">
            Signed in as <strong>{currentUser?.name || currentUser?.email}</strong>
          </p>
          <Button type="button" variant="secondary" onClick={() => void logout()}>
            Sign out
          </Button>
        </div>
      </header>

      <nav className="inbox__views" aria-labelledby={ids.views}>
        <h2 id={ids.views} className="inbox__views-heading">
          <VisuallyHidden>Views</VisuallyHidden>
        </h2>
        <Link
          className="inbox__view"
          to={listSearch({ ...query, spam: false, page: 1 })}
          aria-current={query.spam ? undefined : 'page'}
        >
          Inbox
        </Link>
        <Link
          className="inbox__view"
          to={listSearch({ ...query, spam: true, page: 1 })}
          aria-current={query.spam ? 'page' : undefined}
        >
          Spam
        </Link>
      </nav>

      <search className="inbox__filters">
        <form key={queryKey} className="inbox__filter-form" onSubmit={applyFilters}>
          <TextField
            label="Search"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={200}
            placeholder="Name, e-mail or any words"
          />
          <SelectField
            label="Site"
            name="site"
            placeholder="All sites"
            options={siteOptions}
            defaultValue={query.site}
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
          <div className="inbox__filter-actions">
            <Button type="submit" variant="primary">
              Apply filters
            </Button>
            {filtered ? (
              <Button type="button" variant="ghost" onClick={clearFilters}>
                Clear
              </Button>
            ) : null}
            <ButtonLink
              className="inbox__export"
              variant="secondary"
              href={exportUrl(query)}
              download
            >
              Export CSV
            </ButtonLink>
          </div>
        </form>
      </search>

      <p className="inbox__announcement" role="status">
        {announcement}
      </p>

      <div className="inbox__panes">
        <section className="inbox__list-pane" aria-labelledby={ids.list}>
          <div className="inbox__list-header">
            <h2 id={ids.list} ref={listHeadingRef} tabIndex={-1} className="inbox__list-heading">
              {query.spam ? 'Spam' : 'Submissions'}
            </h2>
            <p className="inbox__count" aria-live="polite">
              {page ? countText(page.total, query.spam, filtered) : ''}
            </p>
          </div>
          {list.state === 'failed' ? (
            <div className="inbox__problem">
              <FormAlert>{list.message}</FormAlert>
              <Button
                type="button"
                variant="secondary"
                onClick={() => setReloads((count) => count + 1)}
              >
                Try again
              </Button>
            </div>
          ) : null}
          {!page && list.state === 'loading' ? <p className="inbox__empty">Loading…</p> : null}
          {page && page.submissions.length === 0 ? (
            <p className="inbox__empty">
              {filtered
                ? 'Nothing matches these filters.'
                : query.spam
                  ? 'No spam. Submissions you mark as spam, and what the bot trap catches, are kept here.'
                  : 'No submissions yet.'}
            </p>
          ) : null}
          {page && page.submissions.length > 0 ? (
            <ol className="inbox__list" aria-busy={list.state === 'loading' || undefined}>
              {page.submissions.map((submission) => (
                <li key={submission.id}>
                  <ListItem
                    submission={submission}
                    to={listSearch(query, submission.id)}
                    selected={submission.id === selectedId}
                  />
                </li>
              ))}
            </ol>
          ) : null}
          {page && page.pages > 1 ? <Pager query={query} pages={page.pages} /> : null}
        </section>

        {selectedId ? (
          <section className="inbox__detail-pane" aria-labelledby={ids.detail}>
            <Link className="inbox__back" to={listSearch(query)}>
              <span aria-hidden="true">←</span> Back to the list
            </Link>
            <Detail
              headingId={ids.detail}
              loaded={detail}
              onChanged={afterChange}
              onSignedOut={signOutOn401}
            />
          </section>
        ) : (
          <div className="inbox__detail-pane inbox__detail-pane--empty">
            <p>Choose a submission to read every field and where its delivery stands.</p>
          </div>
        )}
      </div>
    </div>
  );
}

/** An answer that reads better across the whole card: several lines, or more than a short line. */
function isLong(text: string): boolean {
  return text.includes('\n') || [...text].length > 48;
}

function countText(total: number, spam: boolean, filtered: boolean): string {
  const noun = spam ? 'spam submission' : 'submission';
  const counted = `${total.toLocaleString('en-US')} ${noun}${total === 1 ? '' : 's'}`;
  return filtered ? `${counted} ${total === 1 ? 'matches' : 'match'}` : counted;
}

function ListItem({
  submission,
  to,
  selected,
}: {
  submission: InboxSubmission;
  to: string;
  selected: boolean;
}) {
  const email = senderEmail(submission);
  const text = excerpt(submission);
  return (
    <Link className="inbox-item" to={to} aria-current={selected ? 'true' : undefined}>
      <span className="inbox-item__top">
        <span className="inbox-item__name">{senderName(submission)}</span>
        <time className="inbox-item__time" dateTime={submission.created_at}>
          {formatTime(submission.created_at)}
        </time>
      </span>
      <span className="inbox-item__meta">
        {siteName(submission.site)} · {formName(submission.form)}
        {email ? ` · ${email}` : ''}
      </span>
      {text ? <span className="inbox-item__excerpt">{text}</span> : null}
      {submission.honeypot ? <span className="inbox-badge">Caught by the bot trap</span> : null}
    </Link>
  );
}

function Pager({ query, pages }: { query: InboxQuery; pages: number }) {
  const page = Math.min(query.page, pages);
  return (
    <nav className="inbox__pager" aria-label="Pages">
      {page > 1 ? (
        <ButtonLink
          variant="secondary"
          linkComponent={RouterLink}
          href={`/inbox${listSearch({ ...query, page: page - 1 })}`}
        >
          Previous
        </ButtonLink>
      ) : (
        <span />
      )}
      <span className="inbox__page-number">
        Page {query.page.toLocaleString('en-US')} of {pages.toLocaleString('en-US')}
      </span>
      {query.page < pages ? (
        <ButtonLink
          variant="secondary"
          linkComponent={RouterLink}
          href={`/inbox${listSearch({ ...query, page: query.page + 1 })}`}
        >
          Next
        </ButtonLink>
      ) : (
        <span />
      )}
    </nav>
  );
}

function Detail({
  headingId,
  loaded,
  onChanged,
  onSignedOut,
}: {
  headingId: string;
  loaded: Loaded<InboxDetail>;
  onChanged: (message: string) => void;
  onSignedOut: (error: unknown) => boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const confirmRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const submission = loaded.state === 'ready' ? loaded.value : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new submission starts fresh
  useEffect(() => {
    setConfirming(false);
    setError('');
  }, [submission?.id]);

  // Focus follows the question: onto its confirm button, and back to Delete when it is cancelled.
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (asked.current) deleteRef.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  // Opening a submission takes the reader (and the keyboard) to it.
  const headingRef = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per submission shown
  useEffect(() => {
    if (submission) headingRef.current?.focus();
  }, [submission?.id]);

  if (loaded.state === 'failed') {
    return (
      <>
        <h2 id={headingId} className="inbox-detail__heading">
          Submission
        </h2>
        <FormAlert>{loaded.message}</FormAlert>
      </>
    );
  }
  if (!submission) {
    return (
      <h2 id={headingId} className="inbox-detail__heading" aria-busy="true">
        Loading…
      </h2>
    );
  }

  async function act(work: () => Promise<void>, message: string) {
    setBusy(true);
    setError('');
    try {
      await work();
      onChanged(message);
    } catch (failure) {
      if (onSignedOut(failure)) return;
      setError(
        failure instanceof ApiError && failure.status === 404
          ? 'That submission no longer exists: it may have been deleted.'
          : 'That did not work. Check the connection and try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  const spam = submission.spam;
  return (
    <article className="inbox-detail" aria-busy={busy || undefined}>
      <header className="inbox-detail__header">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="inbox-detail__heading">
          {senderName(submission)}
        </h2>
        <p className="inbox-detail__meta">
          {formName(submission.form)} from {siteName(submission.site)}, received{' '}
          <time dateTime={submission.created_at}>{formatTime(submission.created_at)}</time>
        </p>
        {spam || submission.honeypot ? (
          <p className="inbox-detail__badges">
            {spam ? <span className="inbox-badge">Spam</span> : null}
            {submission.honeypot ? (
              <span className="inbox-badge">Caught by the bot trap</span>
            ) : null}
          </p>
        ) : null}
      </header>

      <dl className="inbox-detail__fields">
        {submission.fields.map((field) => (
          <div
            key={field.name}
            className="inbox-detail__field"
            data-long={isLong(field.option ?? field.value) ? '' : undefined}
          >
            <dt>{field.label}</dt>
            <dd>{field.option ?? field.value}</dd>
          </div>
        ))}
      </dl>

      <h3 className="inbox-detail__subheading">Delivery</h3>
      {submission.deliveries.length === 0 ? (
        <p className="inbox-detail__note">
          {submission.honeypot
            ? 'Not delivered: the bot trap caught it, so it was kept here only.'
            : 'Not delivered: no e-mail or webhook was set up when it arrived.'}
        </p>
      ) : (
        <ul className="inbox-detail__deliveries">
          {submission.deliveries.map((delivery) => (
            <li key={delivery.id} className="inbox-delivery" data-state={delivery.state}>
              {deliveryText(delivery)}
              {delivery.state !== 'delivered' && delivery.last_error ? (
                <span className="inbox-detail__error">Last error: {delivery.last_error}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className="inbox-detail__id">Submission id {submission.id}</p>

      {error ? <FormAlert>{error}</FormAlert> : null}
      {confirming ? (
        <fieldset className="inbox-detail__confirm">
          <legend className="inbox-detail__legend">
            <VisuallyHidden>Confirm deletion</VisuallyHidden>
          </legend>
          <p>Delete this submission and its delivery records for good? This cannot be undone.</p>
          <div className="inbox-detail__actions">
            <Button
              ref={confirmRef}
              type="button"
              className="inbox-detail__danger"
              disabled={busy}
              onClick={() => void act(() => deleteSubmission(submission.id), 'Submission deleted.')}
            >
              Delete for good
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={busy}
              onClick={() => setConfirming(false)}
            >
              Cancel
            </Button>
          </div>
        </fieldset>
      ) : (
        <div className="inbox-detail__actions">
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={() =>
              void act(
                () => markSpam(submission.id, !spam),
                spam ? 'Moved back to the inbox.' : 'Marked as spam and moved to Spam.',
              )
            }
          >
            {spam ? 'Not spam' : 'Mark as spam'}
          </Button>
          <Button
            ref={deleteRef}
            type="button"
            className="inbox-detail__delete"
            variant="ghost"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            Delete…
          </Button>
        </div>
      )}
    </article>
  );
}

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ApiError } from '../../shared/shell/api';
import { useAuth } from '../../shared/shell/auth';
import {
  fetchDetail,
  fetchPage,
  fetchStaff,
  type InboxDetail,
  type InboxPage,
  type InboxSubmission,
  type StaffMember,
} from './inbox-api';
import { readQuery } from './query';

export type Loaded<T> =
  | { state: 'loading'; value?: T | undefined }
  | { state: 'ready'; value: T }
  | { state: 'failed'; message: string; value?: T | undefined };

/** A call's failure, in words; undefined for a call that was only cancelled. */
export function failureText(error: unknown): string | undefined {
  if (error instanceof ApiError && error.kind === 'aborted') return undefined;
  if (error instanceof ApiError && error.status === 404) {
    return 'That submission no longer exists: it may have been deleted.';
  }
  if (error instanceof ApiError && error.status === 400) {
    return 'The server did not accept these filters. Check the dates and the search text.';
  }
  if (error instanceof ApiError && error.status === 429) {
    const wait = error.retryAfter ? `${error.retryAfter} seconds` : 'a moment';
    return `Too many requests. Wait ${wait}, then try again.`;
  }
  return 'The inbox could not be loaded. Check the connection and try again.';
}

const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The list with one lead shown read (opening it marked it read on the server). */
function markRead(list: Loaded<InboxPage>, id: string): Loaded<InboxPage> {
  const page = list.value;
  if (!page?.submissions.some((lead) => lead.id === id && !lead.read)) return list;
  const submissions = page.submissions.map((lead) =>
    lead.id === id ? { ...lead, read: true } : lead,
  );
  return { ...list, value: { ...page, submissions } };
}

/** Newest first, as the server orders the list: by time, then by id. */
const isNewer = (one: InboxSubmission, other: InboxSubmission) =>
  one.created_at === other.created_at ? one.id > other.id : one.created_at > other.created_at;

/** A site's counts with one lead added (1) or taken away (-1); spam is not counted. */
function countLead(page: InboxPage, lead: InboxSubmission, step: 1 | -1): InboxPage['counts'] {
  const site = page.counts[lead.site];
  if (lead.spam || !site) return page.counts;
  return {
    ...page.counts,
    [lead.site]: { ...site, [lead.state]: Math.max(0, site[lead.state] + step) },
  };
}

/**
 * The list with a lead put back in its place (newest first) when the page's range holds it, or
 * taken out of it (`lead.spam` says which view it now belongs to), and the counts with it.
 */
export function placeLead(
  list: Loaded<InboxPage>,
  lead: InboxSubmission,
  spamView: boolean,
): Loaded<InboxPage> {
  const page = list.value;
  if (!page) return list;
  const others = page.submissions.filter((item) => item.id !== lead.id);
  const wasShown = others.length !== page.submissions.length;
  const belongs = lead.spam === spamView;
  // The counts are of leads not in Spam: one that left Spam counts again, one that went leaves.
  const counts = countLead(page, { ...lead, spam: false }, lead.spam ? -1 : 1);
  if (!belongs) {
    const total = wasShown ? Math.max(0, page.total - 1) : page.total;
    return { ...list, value: { ...page, submissions: others, total, counts } };
  }
  const last = others.at(-1);
  // A lead older than a full page's last belongs to a later page.
  if (last && others.length >= page.page_size && isNewer(last, lead)) return list;
  const at = others.findIndex((item) => isNewer(lead, item));
  const { deliveries: _, history: __, ...summary } = lead as InboxDetail;
  const submissions = [...others];
  submissions.splice(at === -1 ? others.length : at, 0, summary);
  const total = wasShown ? page.total : page.total + 1;
  return { ...list, value: { ...page, submissions, total, counts } };
}

/** Follow-ups of one open lead at most: a delivery that never settles is not followed forever. */
const MAX_FOLLOW_UPS = 30;

/**
 * How long to wait before fetching the open lead again, while one of its deliveries (a reply's
 * too) is due within the minute (sent again, queued by "not spam", a reply, or retried soon):
 * about a second after it is due, at least two. Undefined when nothing is due that soon.
 */
export function followUpDelay(lead: InboxDetail, now = Date.now()): number | undefined {
  let delay: number | undefined;
  // The notifications, and each reply's e-mail.
  const replies = lead.history.flatMap((entry) => (entry.delivery ? [entry.delivery] : []));
  for (const delivery of [...lead.deliveries, ...replies]) {
    if (delivery.status !== 'pending') continue;
    const wait = delivery.next_attempt_at ? Date.parse(delivery.next_attempt_at) - now : 0;
    if (!(wait < 60_000)) continue;
    const next = Math.max(wait + 1000, 2000);
    delay = delay === undefined ? next : Math.min(delay, next);
  }
  return delay;
}

/**
 * The inbox's data: the list page the address asks for, the open lead, and the staff accounts.
 * `reloadList` fetches the list again; `showDetail` puts a lead the server
 * returned after a change in place, without another call. A 401 signs the page out.
 */
export function useInbox(queryKey: string, openId: string) {
  const { logout } = useAuth();
  const [list, setList] = useState<Loaded<InboxPage>>({ state: 'loading' });
  const [detail, setDetail] = useState<Loaded<InboxDetail>>({ state: 'loading' });
  const [staff, setStaff] = useState<StaffMember[]>([]);
  // Bumped to fetch the list again: after any change, and on "Try again".
  const [listReloads, setListReloads] = useState(0);
  // Bumped to fetch the open lead again while a delivery of it is about to be tried.
  const [detailReloads, setDetailReloads] = useState(0);
  const followUps = useRef({ id: openId, count: 0 });
  // Counts the leads a change put in place: a fetch begun before one is out of date.
  const changes = useRef(0);

  /** Signs out on a 401 and says so; any other failure is the caller's. */
  const signedOut = useEffectEvent((error: unknown) => {
    if (isSignedOut(error)) void logout();
    return isSignedOut(error);
  });
  // The list follows the address's query as text (a new object for the same address fetches
  // nothing), and fetches again on a reload.
  useEffect(() => {
    void listReloads;
    const controller = new AbortController();
    setList((current) => ({ state: 'loading', value: current.value }));
    fetchPage(readQuery(new URLSearchParams(queryKey)), controller.signal).then(
      (value) => setList({ state: 'ready', value }),
      (error: unknown) => {
        if (signedOut(error)) return;
        const message = failureText(error);
        if (message) setList((current) => ({ state: 'failed', message, value: current.value }));
      },
    );
    return () => controller.abort();
  }, [queryKey, listReloads]);

  useEffect(() => {
    void detailReloads;
    if (!openId) return;
    const controller = new AbortController();
    setDetail((current) =>
      current.value?.id === openId
        ? { state: 'loading', value: current.value }
        : { state: 'loading' },
    );
    const begun = changes.current;
    fetchDetail(openId, controller.signal).then(
      (value) => {
        if (changes.current !== begun) return;
        setDetail({ state: 'ready', value });
        // Opening it marked it read, for everyone: the list says so at once.
        setList((current) => markRead(current, value.id));
      },
      (error: unknown) => {
        if (signedOut(error)) return;
        const message = failureText(error);
        if (!message) return;
        // A follow-up that fails keeps the lead in view; one that finds it deleted says so.
        const gone = error instanceof ApiError && error.status === 404;
        setDetail((current) =>
          current.value?.id === openId && !gone
            ? { state: 'ready', value: current.value }
            : { state: 'failed', message },
        );
      },
    );
    return () => controller.abort();
  }, [openId, detailReloads]);

  // A delivery about to be tried is followed until it settles, so the open lead shows it
  // delivered (or failed again) without a reload.
  const shown = detail.state === 'ready' && detail.value.id === openId ? detail.value : undefined;
  useEffect(() => {
    if (!shown) return;
    if (followUps.current.id !== shown.id) followUps.current = { id: shown.id, count: 0 };
    const delay = followUpDelay(shown);
    if (delay === undefined || followUps.current.count >= MAX_FOLLOW_UPS) return;
    const timer = setTimeout(() => {
      followUps.current.count += 1;
      setDetailReloads((count) => count + 1);
    }, delay);
    return () => clearTimeout(timer);
  }, [shown]);

  // The staff accounts, once, for the assignee choice and filter. Without them the lead still
  // shows who it is assigned to; only the choice is missing.
  useEffect(() => {
    const controller = new AbortController();
    fetchStaff(controller.signal).then(setStaff, (error: unknown) => {
      signedOut(error);
    });
    return () => controller.abort();
  }, []);

  return {
    list,
    detail,
    staff,
    reloadList: () => setListReloads((count) => count + 1),
    /**
     * Shows a lead that moved into or out of the list's view (spam, or back) in its place at
     * once, with the counts, before the list is fetched again.
     */
    placeInList: (lead: InboxSubmission, spamView: boolean) =>
      setList((current) => placeLead(current, lead, spamView)),
    /** Shows a lead as a change returned it, and refreshes the list around it. */
    showDetail: (value: InboxDetail) => {
      changes.current += 1;
      setDetail({ state: 'ready', value });
      setListReloads((count) => count + 1);
    },
    signedOut: (error: unknown) => {
      if (isSignedOut(error)) void logout();
      return isSignedOut(error);
    },
  };
}

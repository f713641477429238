// The browser's time zone for these tests: far from UTC and from the team's zone, so a time
// shown in the browser's zone would be seen.
process.env.TZ = 'Asia/Tokyo';

import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Inbox } from '../../sites/agency/inbox/Inbox';
import type { InboxDetail, InboxSubmission, LeadState } from '../../sites/agency/inbox/inbox-api';
import { UNDO_MS } from '../../sites/agency/inbox/UndoStatus';
import { AuthProvider } from '../../sites/shared/shell/auth';

const dana = { id: 1, name: 'Dana Whitfield' };
const lee = { id: 2, name: 'Lee Okafor' };

function lead(id: string, name: string, extra: Partial<InboxDetail> = {}): InboxDetail {
  return {
    id: `${id}0000000-0000-4000-8000-000000000000`.slice(0, 36),
    site: 'agency',
    form: 'quote',
    created_at: '2026-03-02T14:41:00.000Z',
    spam: false,
    honeypot: false,
    fields: [
      { name: 'name', label: 'Name', value: name },
      { name: 'email', label: 'Email', value: `${name.split(' ')[0]?.toLowerCase()}@example.com` },
      { name: 'phone', label: 'Phone', value: '+1 (860) 555-0100' },
      { name: 'message', label: 'Message', value: 'Can we talk this week?' },
    ],
    state: 'new',
    read: false,
    assignee: null,
    deliveries: [],
    history: [{ at: '2026-03-02T14:41:00.000Z', by: null, action: 'received' }],
    first_reply_at: null,
    first_reply_by: null,
    reply_by: null,
    reply_to: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    ...extra,
  };
}

interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

/**
 * A stand-in for the inbox API that keeps its leads in memory and answers as the contract
 * says: the list (spam filtered, state filtered), a lead (marking it read), PATCH, resend, staff.
 */
/** How the fake server refuses what is written on a lead: a status, or as if Lee replied minutes ago. */
type Refusal = number | 'answered';

function fakeApi(leads: InboxDetail[], timeZone = 'America/New_York', refuse?: Refusal) {
  const calls: Call[] = [];
  const summary = ({ deliveries: _, history: __, ...rest }: InboxDetail): InboxSubmission => rest;
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://agency.localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, search: url.searchParams, body });
    if (url.pathname === '/api/inbox/staff') return json({ staff: [dana, lee] });
    if (url.pathname === '/api/inbox/response-times') {
      return json({
        time_zone: timeZone,
        weeks: [
          {
            site: 'agency',
            week: '2026-03-02',
            leads: 5,
            answered: 4,
            median_ms: 20 * 60_000,
            p90_ms: 90 * 60_000,
            within_hour: 0.6,
          },
          {
            site: 'workwear',
            week: '2026-02-23',
            leads: 2,
            answered: 0,
            median_ms: null,
            p90_ms: null,
            within_hour: 0,
          },
        ],
      });
    }
    if (url.pathname === '/api/inbox/field-speed') {
      const metric = (name: string, p75: number, rating: string, count = 40) => ({
        site: 'workwear',
        page_kind: 'collection',
        metric: name,
        count,
        p75,
        rating,
      });
      return json({
        days: Number(url.searchParams.get('days')),
        metrics: [
          metric('LCP', 2140, 'good'),
          metric('INP', 260, 'needs-improvement'),
          metric('CLS', 0.31, 'poor'),
          metric('TTFB', 95, 'good', 42),
          { ...metric('LCP', 1800, 'good', 7), site: 'sailing', page_kind: 'product' },
        ],
      });
    }
    if (url.pathname === '/api/inbox/submissions') {
      const spam = url.searchParams.get('spam') === '1';
      const due = url.searchParams.get('sort') === 'due';
      const state = due ? 'new' : url.searchParams.get('state');
      const shown = leads.filter((l) => l.spam === spam && (!state || l.state === state));
      if (due) shown.sort((a, b) => a.created_at.localeCompare(b.created_at));
      const counts = { agency: { new: 0, in_progress: 0, done: 0 } };
      for (const l of leads) if (!l.spam) counts.agency[l.state] += 1;
      return json({
        submissions: shown.map(summary),
        total: shown.length,
        page_size: 20,
        next_cursor: url.searchParams.get('cursor') ? null : 'c2',
        previous_cursor: null,
        counts,
        time_zone: timeZone,
      });
    }
    const match = url.pathname.match(
      /^\/api\/inbox\/submissions\/([^/]+)(\/deliveries\/(.+)\/resend|\/(replies|replied|notes))?$/,
    );
    const found = leads.find((l) => l.id === match?.[1]);
    if (!found) return json({ error: 'not found' }, 404);
    const written = match?.[4];
    if (written) {
      if (refuse === 'answered' && !body.confirm) {
        // As the server does when another reply went out minutes ago: it is in the history.
        const text = 'Hi Sam, Lee here. Tuesday at 10?';
        const at = new Date(Date.now() - 3 * 60_000).toISOString();
        if (!found.history.some((entry) => entry.by?.id === lee.id)) {
          found.history.push({ at, by: lee, action: 'replied', to: found.reply_to, text });
        }
        return json(
          {
            error: 'Lee Okafor replied to this lead 3 minutes ago.',
            recent_reply: { by: lee.name, at, text, action: 'replied' },
          },
          409,
        );
      }
      if (typeof refuse === 'number') return json({ error: 'refused' }, refuse);
      const at = '2026-03-02T15:00:00.000Z';
      // As the server does: the message in the history; a reply moves the lead on and takes it.
      if (written === 'notes') {
        found.history.push({ at, by: dana, action: 'note', text: body.text });
        return json(found, 201);
      }
      found.history.push(
        written === 'replies'
          ? {
              at,
              by: dana,
              action: 'replied',
              to: found.reply_to,
              text: body.text,
              delivery: {
                id: 'reply-1',
                channel: 'reply',
                status: 'delivered',
                attempts: 1,
                created_at: at,
                next_attempt_at: at,
                last_error: null,
                delivered_at: at,
              },
            }
          : { at, by: dana, action: 'marked_replied' },
      );
      found.state = body.state;
      found.assignee ??= dana;
      found.first_reply_at ??= at;
      return json(found, written === 'replies' ? 202 : 200);
    }
    if (match?.[2]) {
      const delivery = found.deliveries.find((d) => d.id === match[3]);
      // As the server does: pending again, its attempts counted from nought, due now.
      if (delivery) Object.assign(delivery, { status: 'pending', attempts: 0 });
      return json(found, 202);
    }
    if (method === 'PATCH') {
      if (body.state) found.state = body.state as LeadState;
      if ('spam' in body) found.spam = body.spam;
      if ('assignee' in body)
        found.assignee = [dana, lee].find((m) => m.id === body.assignee) ?? null;
      return json(found);
    }
    found.read = true;
    return json(found);
  });
  return { fetch, calls };
}

function Where() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderInbox(
  leads: InboxDetail[],
  address = '/inbox',
  timeZone?: string,
  refuse?: Refusal,
) {
  const api = fakeApi(leads, timeZone, refuse);
  vi.stubGlobal('fetch', api.fetch);
  localStorage.setItem('currentUser', JSON.stringify({ id: 1, email: 'dana@zcomm.example' }));
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <MemoryRouter initialEntries={[address]}>
      <AuthProvider>
        <Inbox />
        <Where />
      </AuthProvider>
    </MemoryRouter>,
  );
  return { ...api, user };
}

const patches = (calls: Call[]) => calls.filter((call) => call.method === 'PATCH');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the inbox list', () => {
  it('shows each lead’s state, marks unread leads, and counts each site’s new leads', async () => {
    renderInbox([
      lead('a', 'Sam Ortiz'),
      lead('b', 'Marcus Bell', { read: true, state: 'in_progress', assignee: lee }),
      lead('c', 'Elena Park', { read: true, state: 'done' }),
    ]);
    const items = await screen.findAllByRole('link', { name: /Sam Ortiz|Marcus Bell|Elena Park/ });
    expect(items).toHaveLength(3);
    const [sam, marcus, elena] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(sam).toHaveAccessibleName(expect.stringMatching(/^Unread: Sam Ortiz/));
    expect(within(sam).getByText('New')).toBeInTheDocument();
    expect(marcus).not.toHaveAccessibleName(expect.stringMatching(/Unread/));
    expect(within(marcus).getByText('In progress')).toBeInTheDocument();
    expect(marcus).toHaveTextContent('Assigned to Lee Okafor');
    expect(within(elena).getByText('Done')).toBeInTheDocument();

    const sites = screen.getByRole('navigation', { name: 'Sites' });
    expect(within(sites).getByRole('link', { name: /^Z-Comm/ })).toHaveAccessibleName(
      'Z-Comm 1 new, 1 in progress, 1 done',
    );
  });

  it('filters by state and assignee through the address', async () => {
    const { user, calls } = renderInbox([
      lead('a', 'Sam Ortiz'),
      lead('c', 'Elena Park', { read: true, state: 'done' }),
    ]);
    await screen.findByRole('link', { name: /Elena Park/ });
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.selectOptions(screen.getByLabelText('State'), 'Done');
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'Me');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '?state=done&assignee=me',
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: /Sam Ortiz/ })).toBeNull());
    const last = calls.filter((call) => call.path === '/api/inbox/submissions').at(-1);
    expect(last?.search.get('state')).toBe('done');
    expect(last?.search.get('assignee')).toBe('me');
  });

  it('pages with the cursor in the address', async () => {
    const { user, calls } = renderInbox([lead('a', 'Sam Ortiz')]);
    await user.click(await screen.findByRole('link', { name: 'Next' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?cursor=c2');
    await waitFor(() => expect(calls.at(-1)?.search.get('cursor')).toBe('c2'));
    await user.click(await screen.findByRole('link', { name: 'Previous' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^$/);
  });
});

describe('times', () => {
  it('are in the zone the server names, in short in the list with the full time on hover', async () => {
    vi.setSystemTime(new Date('2026-03-02T16:45:00.000Z'));
    const sam = lead('a', 'Sam Ortiz');
    const older = lead('b', 'Elena Park', { created_at: '2025-12-30T15:00:00.000Z' });
    renderInbox([sam, older], `/inbox?id=${sam.id}`, 'America/Los_Angeles');
    const item = await screen.findByRole('link', { name: /Sam Ortiz/ });
    const time = within(item).getByText('2 h ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('title', 'Mar 2, 2026, 6:41 AM PST');
    expect(time).toHaveAttribute('datetime', '2026-03-02T14:41:00.000Z');
    // Past a week: the day, with its year when it is not this year's.
    expect(
      within(screen.getByRole('link', { name: /Elena Park/ })).getByText('Dec 30, 2025'),
    ).toBeInTheDocument();
    const detail = (await screen.findByRole('heading', { level: 2, name: 'Sam Ortiz' })).closest(
      'article',
    ) as HTMLElement;
    await waitFor(() =>
      expect(detail).toHaveTextContent('received Mar 2, 2026, 6:41 AM PST (2 h ago)'),
    );
    // The hints move on with the clock.
    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(within(item).getByText('3 h ago')).toBeInTheDocument();
  });
});

describe('a lead', () => {
  it('opens read, with a reply link, a phone link and times in the team’s zone', async () => {
    const sam = lead('a', 'Sam Ortiz');
    const { user } = renderInbox([sam], `/inbox?id=${sam.id}`);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Sam Ortiz' });
    const detail = heading.closest('article') as HTMLElement;
    const reply = within(detail).getByRole('link', { name: 'Reply by e-mail' });
    expect(reply).toHaveAttribute('href', 'mailto:sam@example.com?subject=Re%3A%20Quote%20request');
    expect(within(detail).getByRole('link', { name: 'sam@example.com' })).toHaveAttribute(
      'href',
      reply.getAttribute('href'),
    );
    expect(within(detail).getByRole('link', { name: '+1 (860) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+18605550100',
    );
    // 14:41 UTC is 9:41 in New York (the browser is in Tokyo); the instant in UTC is on hover.
    const received = within(detail).getAllByText('Mar 2, 2026, 9:41 AM EST')[0];
    expect(received?.tagName).toBe('TIME');
    expect(received).toHaveAttribute('datetime', '2026-03-02T14:41:00.000Z');
    expect(received).toHaveAttribute('title', 'Mar 2, 2026, 2:41 PM UTC');
    await user.click(within(detail).getByRole('button', { name: 'Mark in progress' }));
    const item = await screen.findByRole('link', { name: /^Sam Ortiz/ });
    expect(item).not.toHaveAccessibleName(/Unread/);
  });

  it('shows as read in the list as soon as it is opened, without fetching the list again', async () => {
    const { user, calls } = renderInbox([lead('a', 'Sam Ortiz'), lead('b', 'Elena Park')]);
    const item = await screen.findByRole('link', { name: /^Unread: Sam Ortiz/ });
    const lists = () => calls.filter((call) => call.path === '/api/inbox/submissions').length;
    const before = lists();
    await user.click(item);
    await screen.findByRole('heading', { level: 2, name: 'Sam Ortiz' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Sam Ortiz/ })).not.toHaveAccessibleName(/Unread/),
    );
    expect(screen.getByRole('link', { name: /Elena Park/ })).toHaveAccessibleName(/^Unread/);
    expect(lists()).toBe(before);
  });

  it('moves through the states with its buttons, and back', async () => {
    const sam = lead('a', 'Sam Ortiz');
    const { user, calls } = renderInbox([sam], `/inbox?id=${sam.id}`);
    const detail = (await screen.findByRole('heading', { level: 2, name: 'Sam Ortiz' })).closest(
      'article',
    ) as HTMLElement;
    await user.click(within(detail).getByRole('button', { name: 'Mark in progress' }));
    expect(await within(detail).findByText('In progress')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Marked in progress.');
    await user.click(within(detail).getByRole('button', { name: 'Back to New' }));
    await within(detail).findByRole('button', { name: 'Mark in progress' });
    await user.click(within(detail).getByRole('button', { name: 'Mark done' }));
    await user.click(await within(detail).findByRole('button', { name: 'Reopen' }));
    await within(detail).findByRole('button', { name: 'Mark done' });
    expect(patches(calls).map((call) => call.body)).toEqual([
      { state: 'in_progress' },
      { state: 'new' },
      { state: 'done' },
      { state: 'in_progress' },
    ]);
  });

  it('is assigned from the staff list', async () => {
    const sam = lead('a', 'Sam Ortiz');
    const { user, calls } = renderInbox([sam], `/inbox?id=${sam.id}`);
    const detail = (await screen.findByRole('heading', { level: 2, name: 'Sam Ortiz' })).closest(
      'article',
    ) as HTMLElement;
    const choice = within(detail).getByLabelText('Assigned to');
    await waitFor(() => expect(within(choice).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(choice, 'Lee Okafor');
    await waitFor(() => expect(patches(calls).at(-1)?.body).toEqual({ assignee: 2 }));
    expect(await screen.findByText('Assigned to Lee Okafor.')).toBeInTheDocument();
  });

  it('sends a delivery that failed for good again', async () => {
    const sam = lead('a', 'Sam Ortiz', {
      read: true,
      deliveries: [
        {
          id: 'd1',
          channel: 'webhook',
          status: 'failed',
          attempts: 8,
          created_at: '2026-03-02T14:41:00.000Z',
          next_attempt_at: '2026-03-02T15:41:00.000Z',
          last_error: 'HTTP 503 from the receiver',
          delivered_at: null,
        },
      ],
    });
    const { user, calls } = renderInbox([sam], `/inbox?id=${sam.id}`);
    const detail = (await screen.findByRole('heading', { level: 2, name: 'Sam Ortiz' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(detail).getByText('Webhook: failed after 8 attempts')).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Send again: webhook' }));
    expect(await within(detail).findByText('Webhook: pending')).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: /Send again/ })).toBeNull();
    const work = calls.filter((call) => !call.path.endsWith('/presence'));
    expect(work.at(-2)?.path).toBe(`/api/inbox/submissions/${sam.id}/deliveries/d1/resend`);

    // Once it is due, the lead is fetched again and shows it delivered, with no reload; its
    // time in the team's zone, UTC on hover. The history names the channel sent.
    Object.assign(sam.deliveries[0] ?? {}, {
      status: 'delivered',
      attempts: 1,
      delivered_at: '2026-03-02T15:00:00.000Z',
    });
    sam.history.push({ at: '2026-03-02T14:59:00.000Z', by: dana, action: 'resent', to: 'webhook' });
    act(() => vi.advanceTimersByTime(2500));
    const delivered = await within(detail).findByText(/^Webhook: delivered/);
    expect(delivered).toHaveTextContent('Webhook: delivered Mar 2, 2026, 10:00 AM EST (1 attempt)');
    expect(within(delivered).getByText('Mar 2, 2026, 10:00 AM EST')).toHaveAttribute(
      'title',
      'Mar 2, 2026, 3:00 PM UTC',
    );
    expect(within(detail).getByText('Dana Whitfield sent it (webhook)')).toBeInTheDocument();
    // Nothing due any more: no further fetches (only the lead's presence heartbeats).
    const fetches = () => calls.filter((call) => !call.path.endsWith('/presence')).length;
    const fetched = fetches();
    act(() => vi.advanceTimersByTime(10_000));
    expect(fetches()).toBe(fetched);
  });

  it('names the channels its history cancelled and sent', async () => {
    const sam = lead('a', 'Sam Ortiz', {
      read: true,
      history: [
        { at: '2026-03-02T14:41:00.000Z', by: null, action: 'received' },
        { at: '2026-03-02T14:42:00.000Z', by: dana, action: 'spam' },
        {
          at: '2026-03-02T14:42:00.000Z',
          by: dana,
          action: 'deliveries_cancelled',
          to: 'email, webhook',
        },
      ],
    });
    renderInbox([sam], `/inbox?id=${sam.id}`);
    const detail = (await screen.findByRole('heading', { level: 2, name: 'Sam Ortiz' })).closest(
      'article',
    ) as HTMLElement;
    expect(
      within(detail).getByText('Dana Whitfield cancelled its pending e-mail and webhook'),
    ).toBeInTheDocument();
  });
});

describe('replies and notes', () => {
  const posts = (calls: Call[], path: string) =>
    calls.filter((call) => call.method === 'POST' && call.path.endsWith(path));

  async function openLead(sam: InboxDetail, refuse?: Refusal) {
    const api = renderInbox([sam], `/inbox?id=${sam.id}`, undefined, refuse);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Sam Ortiz' });
    // Opening the lead takes the focus to it; typing starts after that.
    await waitFor(() => expect(heading).toHaveFocus());
    return { ...api, detail: heading.closest('article') as HTMLElement };
  }

  it('sends a reply written on the lead, which then shows in its history, sent', async () => {
    const { user, calls, detail } = await openLead(lead('a', 'Sam Ortiz'));
    const box = within(detail).getByRole('textbox', { name: /^Reply to sam@example.com/ });
    const send = within(detail).getByRole('button', { name: 'Send reply' });
    // Nothing to send yet.
    expect(send).toBeDisabled();
    await user.type(box, 'Hi Sam,{Enter}Tuesday at 10?');
    await user.click(send);
    await waitFor(() =>
      expect(posts(calls, '/replies').map((call) => call.body)).toEqual([
        { text: 'Hi Sam,\nTuesday at 10?', state: 'in_progress' },
      ]),
    );
    const entry = (await within(detail).findByText('Dana Whitfield replied to sam@example.com'))
      .parentElement as HTMLElement;
    expect(within(entry).getByText(/^Hi Sam,\s+Tuesday at 10\?$/)).toBeInTheDocument();
    expect(within(entry).getByText(/Reply: delivered/)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Reply on its way.');
    // The box is empty again, and the lead moved on.
    expect(box).toHaveValue('');
    expect(within(detail).getByRole('button', { name: 'Mark done' })).toBeInTheDocument();
  });

  it('sends and marks done in one go', async () => {
    const { user, calls, detail } = await openLead(lead('a', 'Sam Ortiz'));
    await user.type(within(detail).getByRole('textbox', { name: /^Reply to/ }), 'All set.');
    await user.click(within(detail).getByRole('button', { name: 'Send and mark done' }));
    await waitFor(() =>
      expect(posts(calls, '/replies').at(-1)?.body).toEqual({ text: 'All set.', state: 'done' }),
    );
    expect(await within(detail).findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('keeps the text and says why when a reply is refused', async () => {
    const { user, detail } = await openLead(lead('a', 'Sam Ortiz'), 409);
    const box = within(detail).getByRole('textbox', { name: /^Reply to/ });
    await user.type(box, 'Hello there');
    await user.click(within(detail).getByRole('button', { name: 'Send reply' }));
    expect(await within(detail).findByText(/It was not sent/)).toBeInTheDocument();
    expect(box).toHaveValue('Hello there');
  });

  it('asks before a reply that follows another, and shows that other reply in the history', async () => {
    const { user, calls, detail } = await openLead(lead('a', 'Sam Ortiz'), 'answered');
    const box = within(detail).getByRole('textbox', { name: /^Reply to/ });
    await user.type(box, 'Hello there');
    await user.click(within(detail).getByRole('button', { name: 'Send reply' }));
    expect(await within(detail).findByRole('alertdialog')).toHaveTextContent(/^Lee Okafor replied/);
    // The lead is read again, so the reply sent minutes ago is in its history; the draft is kept.
    expect(
      await within(detail).findByText('Lee Okafor replied to sam@example.com'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('Hello there');
    expect(posts(calls, '/replies')).toHaveLength(1);
  });

  it('offers the mail program and Mark replied when replies from the inbox are off', async () => {
    const { user, calls, detail } = await openLead(lead('a', 'Sam Ortiz', { reply_to: null }));
    expect(within(detail).queryByRole('textbox', { name: /^Reply to/ })).toBeNull();
    expect(within(detail).getByText(/reply in your mail program/)).toBeInTheDocument();
    expect(within(detail).getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:sam@example.com/),
    );
    await user.click(within(detail).getByRole('button', { name: 'Mark replied' }));
    expect(await within(detail).findByText('Dana Whitfield marked it replied')).toBeInTheDocument();
    expect(posts(calls, '/replied').map((call) => call.body)).toEqual([{ state: 'in_progress' }]);
  });

  it('adds an internal note to the history, with its author', async () => {
    const { user, calls, detail } = await openLead(lead('a', 'Sam Ortiz'));
    const box = within(detail).getByRole('textbox', { name: /^Internal note/ });
    expect(box).toHaveAccessibleDescription(/never sent/);
    await user.type(box, 'Prefers phone calls.');
    await user.click(within(detail).getByRole('button', { name: 'Add note' }));
    const entry = (await within(detail).findByText('Dana Whitfield added a note'))
      .parentElement as HTMLElement;
    expect(within(entry).getByText('Prefers phone calls.')).toBeInTheDocument();
    expect(posts(calls, '/notes').map((call) => call.body)).toEqual([
      { text: 'Prefers phone calls.' },
    ]);
    expect(posts(calls, '/replies')).toEqual([]);
    expect(box).toHaveValue('');
  });
});

describe('what is due', () => {
  it('marks overdue and due-soon leads in the list, and lists the due ones first', async () => {
    vi.setSystemTime(new Date('2026-03-02T16:00:00.000Z'));
    const late = lead('a', 'Sam Ortiz', {
      created_at: '2026-03-02T14:00:00.000Z',
      reply_by: '2026-03-02T15:00:00.000Z',
    });
    const soon = lead('b', 'Elena Park', {
      created_at: '2026-03-02T15:20:00.000Z',
      reply_by: '2026-03-02T16:20:00.000Z',
    });
    const later = lead('c', 'Ann Lee', {
      created_at: '2026-03-02T15:50:00.000Z',
      reply_by: '2026-03-02T16:50:00.000Z',
    });
    const { user } = renderInbox([later, soon, late]);
    const overdue = await screen.findByRole('link', { name: /^Unread: Sam Ortiz/ });
    expect(within(overdue).getByText('Overdue')).toHaveAttribute(
      'title',
      'Reply by Mar 2, 2026, 10:00 AM EST',
    );
    const dueSoon = screen.getByRole('link', { name: /Elena Park/ });
    expect(within(dueSoon).getByText('Due in 20 min')).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: /Ann Lee/ })).queryByText(/Due|Overdue/),
    ).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Show due first' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?sort=due'),
    );
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('link', { name: /^(Unread: )?(Sam Ortiz|Elena Park|Ann Lee)/ })
          .map((item) => item.textContent?.match(/Sam Ortiz|Elena Park|Ann Lee/)?.[0]),
      ).toEqual(['Sam Ortiz', 'Elena Park', 'Ann Lee']),
    );
    expect(screen.getByText(/the reply due soonest first/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show newest first' })).toBeInTheDocument();
  });
});

describe('reports', () => {
  it('open from the title row: response times per site and week, field speed per kind of page', async () => {
    const { user, calls } = renderInbox([lead('a', 'Sam Ortiz')]);
    const toggle = await screen.findByRole('button', { name: 'Reports' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Reports' });
    expect(
      within(panel)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Response times', 'Field speed']);
    const table = await screen.findByRole('table', { name: /first reply, per site and week/ });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Week ofSiteLeadsAnsweredMedian90th percentileWithin an hour',
      'Mar 2, 2026Z-Comm5420 min1.5 h60 %',
      'Feb 23, 2026Beacon Workwear20——0 %',
    ]);

    const speed = await screen.findByRole('table', { name: /real visitors’ page views/ });
    expect(speed).toHaveAccessibleName(
      '75th percentile of real visitors’ page views over the last 28 days; good is LCP ≤ 2.5 s, INP ≤ 200 ms, CLS ≤ 0.1',
    );
    expect(
      within(speed)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'SitePagesLCPINPCLSFCPTTFBPage views',
      'Beacon WorkwearCollections2.1 s, good260 ms, needs work0.31, poor—95 ms, good42',
      'Off SoundingsProducts1.8 s, good————7',
    ]);
    expect(calls.find((call) => call.path === '/api/inbox/field-speed')?.search.get('days')).toBe(
      '28',
    );
    await user.click(toggle);
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('keyboard shortcuts', () => {
  it('move with j and k, open with Enter, mark done with e, and list themselves on ?', async () => {
    const { user, calls } = renderInbox([
      lead('a', 'Sam Ortiz'),
      lead('b', 'Marcus Bell'),
      lead('c', 'Elena Park'),
    ]);
    const sam = await screen.findByRole('link', { name: /Sam Ortiz/ });
    expect(sam.closest('ol')).toHaveAccessibleDescription(/j and k move through the leads/);
    await user.keyboard('j');
    expect(sam).toHaveFocus();
    await user.keyboard('jj');
    expect(screen.getByRole('link', { name: /Elena Park/ })).toHaveFocus();
    await user.keyboard('k');
    const marcus = screen.getByRole('link', { name: /Marcus Bell/ });
    expect(marcus).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 2, name: 'Marcus Bell' });
    await user.keyboard('e');
    await waitFor(() =>
      expect(patches(calls).map((call) => call.body)).toEqual([{ state: 'done' }]),
    );
    expect(await screen.findByText('Marked done.')).toBeInTheDocument();

    await user.keyboard('?');
    const help = screen.getByRole('region', { name: 'Keyboard shortcuts' });
    expect(within(help).getByRole('heading', { name: 'Keyboard shortcuts' })).toHaveFocus();
    expect(within(help).getByText('Mark the open lead done')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Shortcuts/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.keyboard('?');
    expect(screen.queryByRole('region', { name: 'Keyboard shortcuts' })).toBeNull();
  });

  it('leave the keys typed into the search alone', async () => {
    const { user, calls } = renderInbox([lead('a', 'Sam Ortiz')]);
    await screen.findByRole('link', { name: /Sam Ortiz/ });
    await user.type(screen.getByLabelText('Search'), 'jake?');
    expect(screen.getByLabelText('Search')).toHaveValue('jake?');
    expect(screen.queryByRole('region', { name: 'Keyboard shortcuts' })).toBeNull();
    expect(patches(calls)).toEqual([]);
    expect(screen.queryByText('Open a lead first to mark it done.')).toBeNull();
  });
});

describe('undo', () => {
  it('takes back Mark as spam, and reopens the lead in the inbox', async () => {
    const sam = lead('a', 'Sam Ortiz');
    const { user, calls } = renderInbox([sam], `/inbox?id=${sam.id}`);
    const detail = (await screen.findByRole('heading', { level: 2, name: 'Sam Ortiz' })).closest(
      'article',
    ) as HTMLElement;
    await user.click(within(detail).getByRole('button', { name: 'Mark as spam' }));
    expect(await screen.findByText('Marked as spam and moved to Spam.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'Sam Ortiz' })).toBeNull(),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: /Sam Ortiz/ })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone: back in the inbox.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Sam Ortiz' })).toBeVisible();
    expect(patches(calls).map((call) => call.body)).toEqual([{ spam: true }, { spam: false }]);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('puts the lead back in its place in the list at once, counts it, and marks the row', async () => {
    const leads = [
      lead('a', 'Sam Ortiz', { created_at: '2026-03-02T16:00:00.000Z' }),
      lead('b', 'Marcus Bell', { created_at: '2026-03-02T15:00:00.000Z', read: true }),
      lead('c', 'Elena Park', { created_at: '2026-03-02T14:00:00.000Z', read: true }),
    ];
    const marcus = leads[1] as InboxDetail;
    const { user } = renderInbox(leads, `/inbox?id=${marcus.id}`);
    const sites = screen.getByRole('navigation', { name: 'Sites' });
    const zcomm = () => within(sites).getByRole('link', { name: /^Z-Comm/ });
    await waitFor(() =>
      expect(zcomm()).toHaveAccessibleName('Z-Comm 3 new, 0 in progress, 0 done'),
    );
    await user.click(await screen.findByRole('button', { name: 'Mark as spam' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Marcus Bell/ })).toBeNull());
    await waitFor(() =>
      expect(zcomm()).toHaveAccessibleName('Z-Comm 2 new, 0 in progress, 0 done'),
    );
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    // Back between the newer and the older lead, counted, marked as just restored.
    const restored = await screen.findByRole('link', { name: /Marcus Bell/ });
    const names = within(restored.closest('ol') as HTMLElement)
      .getAllByRole('link')
      .map((item) => item.textContent?.match(/Sam|Marcus|Elena/)?.[0]);
    expect(names).toEqual(['Sam', 'Marcus', 'Elena']);
    expect(restored).toHaveAttribute('data-restored');
    expect(restored).toHaveAccessibleName(/^Restored: Marcus Bell/);
    expect(zcomm()).toHaveAccessibleName('Z-Comm 3 new, 0 in progress, 0 done');
    expect(await screen.findByText('Undone: back in the inbox.')).toBeInTheDocument();
    // The mark goes after a few seconds; the row stays.
    act(() => vi.advanceTimersByTime(6000));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Marcus Bell/ })).not.toHaveAttribute(
        'data-restored',
      ),
    );
  });

  it('is offered for ten seconds, then goes; the message stays', async () => {
    const sam = lead('a', 'Sam Ortiz');
    const { user } = renderInbox([sam], `/inbox?id=${sam.id}`);
    await user.click(await screen.findByRole('button', { name: 'Mark as spam' }));
    const undo = await screen.findByRole('button', { name: 'Undo' });
    act(() => vi.advanceTimersByTime(UNDO_MS - 500));
    expect(undo).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.getByText('Marked as spam and moved to Spam.')).toBeInTheDocument();
  });

  it('asks before sending a bot-trap catch marked not spam, and undoes it', async () => {
    const bot = lead('b', 'Pat Trapped', { spam: true, honeypot: true, read: true });
    const { user, calls } = renderInbox([bot], `/inbox?spam=1&id=${bot.id}`);
    await user.click(await screen.findByRole('button', { name: 'Not spam' }));
    const send = await screen.findByRole('button', { name: 'Not spam, send it now' });
    expect(send).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Send it now?' })).toBeInTheDocument();
    await user.click(send);
    expect(
      await screen.findByText('Moved back to the inbox and sent to the team.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByText('Undone: back in Spam.');
    expect(patches(calls).map((call) => call.body)).toEqual([
      { spam: false, send: true },
      { spam: true },
    ]);
  });
});

import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type InboxDetail, sendReply } from '../../sites/agency/inbox/inbox-api';
import { LeadDetail, type LeadHandlers } from '../../sites/agency/inbox/LeadDetail';
import { LeadPresence } from '../../sites/agency/inbox/LeadPresence';
import { TeamTimeProvider } from '../../sites/agency/inbox/Time';
import { PRESENCE_POLL_MS } from '../../sites/agency/inbox/usePresence';

const ID = '10000000-0000-4000-8000-000000000000';
const sam = { id: 2, name: 'Sam Lee' };

const lead: InboxDetail = {
  id: ID,
  site: 'agency',
  form: 'quote',
  created_at: '2026-03-02T14:41:00.000Z',
  spam: false,
  honeypot: false,
  fields: [
    { name: 'name', label: 'Name', value: 'Dana Reyes' },
    { name: 'email', label: 'Email', value: 'dana@reyes.example' },
  ],
  state: 'new',
  read: true,
  assignee: null,
  deliveries: [],
  history: [{ at: '2026-03-02T14:41:00.000Z', by: null, action: 'received' }],
  first_reply_at: null,
  first_reply_by: null,
  reply_by: null,
  reply_to: 'dana@reyes.example',
};

interface Call {
  method: string;
  path: string;
  body: unknown;
  keepalive: boolean;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The presence and reply routes of the inbox API; `others` is who the server says is on it. */
function fakeApi(options: { others: () => unknown[]; recentAt?: string }) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://agency.localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body, keepalive: init.keepalive === true });
    if (url.pathname === `/api/inbox/submissions/${ID}/presence`) {
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return json({ others: options.others() });
    }
    if (url.pathname === `/api/inbox/submissions/${ID}/replies`) {
      if (!body.confirm && options.recentAt) {
        return json(
          {
            error: 'Sam Lee replied to this lead 3 minutes ago.',
            recent_reply: {
              by: 'Sam Lee',
              at: options.recentAt,
              text: 'Hi Dana, Sam here. Tuesday at 10?',
              action: 'replied',
            },
          },
          409,
        );
      }
      return json(lead, 202);
    }
    return json({ error: 'not found' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function renderLead() {
  const replies: { text: string; confirm: boolean | undefined }[] = [];
  const nothing = async () => undefined;
  const handlers: LeadHandlers = {
    change: nothing,
    resend: nothing,
    async reply(current, text, state, confirm) {
      replies.push({ text, confirm });
      await sendReply(current.id, text, state, confirm);
    },
    markReplied: nothing,
    note: nothing,
    spam: nothing,
    remove: nothing,
    signedOut: () => false,
  };
  const view = render(
    <TeamTimeProvider timeZone="America/New_York">
      <LeadDetail
        headingId="lead-heading"
        loaded={{ state: 'ready', value: lead }}
        staff={[sam]}
        handlers={handlers}
      />
    </TeamTimeProvider>,
  );
  return { ...view, replies };
}

const presenceCalls = (calls: Call[]) =>
  calls.filter((call) => call.path.endsWith('/presence') && call.method === 'PUT');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the presence line', () => {
  it('names each other person on the lead and what they do, politely', () => {
    const { rerender } = render(<LeadPresence others={[]} />);
    const line = screen.getByRole('status', { name: 'Others on this lead' });
    expect(line).toBeEmptyDOMElement();
    rerender(
      <LeadPresence
        others={[
          { ...sam, state: 'viewing' },
          { id: 3, name: 'Lee Okafor', state: 'replying' },
        ]}
      />,
    );
    expect(screen.getByRole('status', { name: 'Others on this lead' })).toHaveTextContent(
      'Sam Lee is viewing; Lee Okafor is writing a reply.',
    );
  });
});

describe('an open lead', () => {
  it('says it is open, shows who else is on it, says when a reply is being written, and leaves', async () => {
    let others: unknown[] = [];
    const calls = fakeApi({ others: () => others });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { unmount } = renderLead();

    await waitFor(() => expect(presenceCalls(calls)).toHaveLength(1));
    expect(presenceCalls(calls)[0]?.body).toEqual({ state: 'viewing' });
    expect(screen.getByRole('status', { name: 'Others on this lead' })).toBeEmptyDOMElement();

    // Sam opens it: seen at the next heartbeat.
    others = [{ ...sam, state: 'viewing' }];
    await act(() => vi.advanceTimersByTimeAsync(PRESENCE_POLL_MS));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Others on this lead' })).toHaveTextContent(
        'Sam Lee is viewing.',
      ),
    );

    // Writing a reply is said at once, without waiting for the next beat.
    const before = presenceCalls(calls).length;
    await user.type(screen.getByLabelText('Reply to dana@reyes.example'), 'Hi');
    await waitFor(() =>
      expect(
        presenceCalls(calls)
          .slice(before)
          .map((call) => call.body),
      ).toContainEqual({
        state: 'replying',
      }),
    );

    // A hidden tab says nothing.
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const whileHidden = presenceCalls(calls).length;
    await act(() => vi.advanceTimersByTimeAsync(PRESENCE_POLL_MS * 3));
    expect(presenceCalls(calls)).toHaveLength(whileHidden);
    hidden.mockRestore();

    unmount();
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', keepalive: true });
  });

  it('asks before a reply that follows another sent minutes ago, showing it', async () => {
    const recentAt = new Date(Date.now() - 3 * 60_000).toISOString();
    const calls = fakeApi({ others: () => [], recentAt });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { replies } = renderLead();

    await user.type(screen.getByLabelText('Reply to dana@reyes.example'), 'Hello Dana!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent(
      /^Sam Lee replied on \w{3} \d+, \d{4}, \d+:\d\d [AP]M E[SD]T \(3 min ago\)\. Send yours as well\?/,
    );
    expect(question).toHaveTextContent('Hi Dana, Sam here. Tuesday at 10?');
    expect(question).toHaveFocus();
    // Nothing else is said wrong, and the text is kept.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Reply to dana@reyes.example')).toHaveValue('Hello Dana!');

    // Cancel keeps the text and sends nothing.
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Reply to dana@reyes.example')).toHaveValue('Hello Dana!');

    // Asked again, Send anyway sends it, confirmed.
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send anyway' }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Reply to dana@reyes.example')).toHaveValue(''),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(replies.map((reply) => reply.confirm)).toEqual([false, false, true]);
    const sent = calls.filter((call) => call.path.endsWith('/replies'));
    expect(sent.map((call) => call.body)).toEqual([
      { text: 'Hello Dana!', state: 'in_progress' },
      { text: 'Hello Dana!', state: 'in_progress' },
      { text: 'Hello Dana!', state: 'in_progress', confirm: true },
    ]);
  });
});

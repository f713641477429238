import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { InboxFilters } from './InboxFilters';
import { InboxNav } from './InboxNav';
import {
  addNote,
  changeLead,
  deleteSubmission,
  fetchDetail,
  type InboxDetail,
  type InboxQuery,
  markReplied,
  RecentReplyError,
  resendDelivery,
  sendReply,
} from './inbox-api';
import { LeadDetail, type LeadHandlers } from './LeadDetail';
import { ListPane } from './LeadList';
import { isFiltered, listSearch, readOpenId, readQuery } from './query';
import { Reports } from './ResponseTimes';
import { ShortcutHelp, useShortcuts } from './Shortcuts';
import { TeamTimeProvider } from './Time';
import { type Notice, UndoStatus } from './UndoStatus';
import { useInbox } from './useInbox';

/** How long a lead an Undo put back stays marked in the list. */
export const RESTORED_MS = 5000;

/** The signed-in inbox: navigation, filters, the list, and the open lead beside it. */
export function Inbox() {
  // The address is read and written with the router's location and navigate (not
  // useSearchParams, whose code would join every page's first load through the shared router).
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const query = readQuery(params);
  const queryKey = listSearch(query);
  const openId = readOpenId(params);
  const inbox = useInbox(queryKey, openId);
  const [notice, setNotice] = useState<Notice | null>(null);
  // The lead an Undo just put back, marked in the list for a few seconds.
  const [restored, setRestored] = useState('');
  const [help, setHelp] = useState(false);
  const panesRef = useRef<HTMLDivElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const ids = { list: useId(), detail: useId(), times: useId() };
  const [times, setTimes] = useState(false);
  const go = (next: InboxQuery, id?: string) => navigate({ search: listSearch(next, id) });

  // Closing a lead (Back, or after it moved away) returns the reader to the list.
  const previousId = useRef(openId);
  useEffect(() => {
    if (previousId.current && !openId) listHeadingRef.current?.focus();
    previousId.current = openId;
  }, [openId]);

  /**
   * Takes back a spam or not-spam change: the lead back in its place in the list at once (and
   * counted), marked for a few seconds, the opposite change sent, and the lead opened again.
   */
  function undoSpam(lead: InboxDetail, spam: boolean) {
    inbox.placeInList({ ...lead, spam }, query.spam);
    setRestored(spam === query.spam ? lead.id : '');
    setNotice({ message: 'Undoing…' });
    changeLead(lead.id, { spam }).then(
      () => {
        setNotice({ message: spam ? 'Undone: back in Spam.' : 'Undone: back in the inbox.' });
        go({ ...query, spam, cursor: '' }, lead.id);
        inbox.reloadList();
      },
      (error: unknown) => {
        inbox.placeInList({ ...lead, spam: !spam }, query.spam);
        setRestored('');
        if (!inbox.signedOut(error)) {
          setNotice({ message: 'Undo did not work. Check the connection and try again.' });
        }
      },
    );
  }

  useEffect(() => {
    if (!restored) return;
    const timer = setTimeout(() => setRestored(''), RESTORED_MS);
    return () => clearTimeout(timer);
  }, [restored]);

  const handlers: LeadHandlers = {
    signedOut: inbox.signedOut,
    async change(lead, change, message) {
      inbox.showDetail(await changeLead(lead.id, change));
      setNotice({ message });
    },
    async resend(lead, delivery) {
      inbox.showDetail(await resendDelivery(lead.id, delivery.id));
      setNotice({ message: 'Sending it again now.' });
    },
    async reply(lead, text, state, confirm) {
      try {
        inbox.showDetail(await sendReply(lead.id, text, state, confirm));
      } catch (error) {
        // Answered minutes ago by someone: the lead is read again, so its history shows that
        // answer while the sender decides.
        if (error instanceof RecentReplyError) {
          fetchDetail(lead.id, new AbortController().signal).then(inbox.showDetail, () => {});
        }
        throw error;
      }
      setNotice({
        message: state === 'done' ? 'Reply on its way; marked done.' : 'Reply on its way.',
      });
    },
    async markReplied(lead, state) {
      inbox.showDetail(await markReplied(lead.id, state));
      setNotice({ message: 'Recorded as replied.' });
    },
    linked(lead) {
      fetchDetail(lead.id, new AbortController().signal).then(inbox.showDetail, () => {});
      setNotice({ message: 'Checkout link made: it is in your reply, ready to send.' });
    },
    async note(lead, text) {
      inbox.showDetail(await addNote(lead.id, text));
      setNotice({ message: 'Note added.' });
    },
    async spam(lead, spam, send) {
      await changeLead(lead.id, send === undefined ? { spam } : { spam, send });
      inbox.placeInList({ ...lead, spam }, query.spam);
      const message = spam
        ? 'Marked as spam and moved to Spam.'
        : send
          ? 'Moved back to the inbox and sent to the team.'
          : 'Moved back to the inbox.';
      setNotice({ message, undo: () => undoSpam(lead, spam === false) });
      go(query);
      inbox.reloadList();
    },
    async remove(lead) {
      await deleteSubmission(lead.id);
      setNotice({ message: 'Submission deleted.' });
      go(query);
      inbox.reloadList();
    },
  };

  /** `e`: the open lead marked done. */
  function markOpenDone() {
    const lead = inbox.detail.state === 'ready' ? inbox.detail.value : undefined;
    if (!openId || lead?.id !== openId) {
      setNotice({ message: 'Open a lead first to mark it done.' });
    } else if (lead.spam || lead.state === 'done') {
      setNotice({ message: lead.spam ? 'A lead in Spam has no state.' : 'It is done already.' });
    } else {
      handlers.change(lead, { state: 'done' }, 'Marked done.').catch((error: unknown) => {
        if (!inbox.signedOut(error)) {
          setNotice({
            message: 'It could not be marked done. Check the connection and try again.',
          });
        }
      });
    }
  }
  useShortcuts({ list: panesRef, onDone: markOpenDone, onToggleHelp: () => setHelp(!help) });

  const { list } = inbox;
  const filtered = isFiltered(query);
  return (
    <TeamTimeProvider timeZone={list.value?.time_zone}>
      <div className="inbox" data-open={openId ? '' : undefined}>
        <InboxNav
          query={query}
          counts={list.value?.counts}
          times={{ open: times, panelId: ids.times, onToggle: () => setTimes(!times) }}
        />
        {times ? <Reports id={ids.times} onSignedOut={inbox.signedOut} /> : null}
        <InboxFilters
          key={queryKey}
          query={query}
          staff={inbox.staff}
          filtered={filtered}
          onApply={(next) => {
            setNotice(null);
            go(next);
          }}
          onClear={() => {
            setNotice(null);
            go({ ...readQuery(new URLSearchParams()), spam: query.spam });
          }}
        />
        <UndoStatus notice={notice} />
        {help ? <ShortcutHelp onClose={() => setHelp(false)} /> : null}

        <div className="inbox__panes" ref={panesRef}>
          <ListPane
            headingId={ids.list}
            headingRef={listHeadingRef}
            list={list}
            query={query}
            openId={openId}
            restoredId={restored}
            filtered={filtered}
            shortcutsShown={help}
            onShortcuts={() => setHelp(!help)}
            onRetry={inbox.reloadList}
          />

          {openId ? (
            <section className="inbox__detail-pane" aria-labelledby={ids.detail}>
              <Link className="inbox__back" to={listSearch(query)}>
                <span aria-hidden="true">←</span> Back to the list
              </Link>
              <LeadDetail
                key={openId}
                headingId={ids.detail}
                loaded={inbox.detail}
                staff={inbox.staff}
                handlers={handlers}
              />
            </section>
          ) : (
            <div className="inbox__detail-pane inbox__detail-pane--empty">
              <p>Choose a submission to read every field and where its delivery stands.</p>
            </div>
          )}
        </div>
      </div>
    </TeamTimeProvider>
  );
}

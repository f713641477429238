import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { InboxFilters } from './InboxFilters';
import { InboxNav } from './InboxNav';
import type { InboxQuery } from './inbox-api';
import { LeadDetail } from './LeadDetail';
import { ListPane } from './LeadList';
import { leadHandlers } from './lead-handlers';
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

  useEffect(() => {
    if (!restored) return;
    const timer = setTimeout(() => setRestored(''), RESTORED_MS);
    return () => clearTimeout(timer);
  }, [restored]);

  const handlers = leadHandlers({ inbox, query, go, setNotice, setRestored });

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

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
import type { LeadHandlers } from './LeadDetail';
import type { Notice } from './UndoStatus';
import type { useInbox } from './useInbox';

/** What the lead's buttons work on: the inbox's data, the address and the status line. */
export interface LeadHandlerContext {
  inbox: ReturnType<typeof useInbox>;
  /** The list's query, as the address has it. */
  query: InboxQuery;
  /** Goes to a list query, with a lead open or not. */
  go: (next: InboxQuery, id?: string) => void;
  setNotice: (notice: Notice | null) => void;
  /** Marks a lead an Undo put back in the list (an empty id marks none). */
  setRestored: (id: string) => void;
}

/**
 * What each of the open lead's buttons does: it asks the server, shows the lead as it came
 * back (or leaves the list when it moved away) and says what happened in the status line.
 */
export function leadHandlers(context: LeadHandlerContext): LeadHandlers {
  const { inbox, query, go, setNotice } = context;
  return {
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
      setNotice({ message, undo: () => undoSpam(context, lead, spam === false) });
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
}

/**
 * Takes back a spam or not-spam change: the lead back in its place in the list at once (and
 * counted), marked for a few seconds, the opposite change sent, and the lead opened again.
 */
function undoSpam(
  { inbox, query, go, setNotice, setRestored }: LeadHandlerContext,
  lead: InboxDetail,
  spam: boolean,
) {
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

import { useEffect, useEffectEvent, useState } from 'react';
import { ApiError } from '../../shared/api';
import { useAuth } from '../../shared/auth';
import {
  fetchDetail,
  fetchPage,
  fetchStaff,
  type InboxDetail,
  type InboxPage,
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
    if (!openId) return;
    const controller = new AbortController();
    setDetail((current) =>
      current.value?.id === openId
        ? { state: 'loading', value: current.value }
        : { state: 'loading' },
    );
    fetchDetail(openId, controller.signal).then(
      (value) => setDetail({ state: 'ready', value }),
      (error: unknown) => {
        if (signedOut(error)) return;
        const message = failureText(error);
        if (message) setDetail({ state: 'failed', message });
      },
    );
    return () => controller.abort();
  }, [openId]);

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
    /** Shows a lead as a change returned it, and refreshes the list around it. */
    showDetail: (value: InboxDetail) => {
      setDetail({ state: 'ready', value });
      setListReloads((count) => count + 1);
    },
    signedOut: (error: unknown) => {
      if (isSignedOut(error)) void logout();
      return isSignedOut(error);
    },
  };
}

/**
 * The data side of a booking's message thread (docs/decisions/0034): its pages (newest first from the server,
 * shown oldest at the top, "Load earlier messages" reads the next page), the live subscription,
 * sending with upload progress, marking read while the panel is visible, and reporting.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import type { MessageThread_MessageFragment, QuickReply } from '../../gql/graphql';
import { useResultMutation } from '../../lib/mutation';
import {
  BookingMessageAddedSubscription,
  BookingMessagesQuery,
  MarkBookingMessagesReadMutation,
  ReportBookingMessageMutation,
  SendBookingMessageMutation,
  UnreadMessageCountQuery,
} from './messageDocuments';
import { mergeMessages, newestFromOthers, shouldMarkRead, withMessage } from './threadModel';

/** Messages per page ("Load earlier messages" reads this many more). */
export const MESSAGE_PAGE_SIZE = 30;

export type ThreadMessage = MessageThread_MessageFragment;

/** Adds a message (live or just sent) to the cached newest page of its thread. */
export function addToNewestPage(cache: ApolloCache, message: ThreadMessage): void {
  cache.updateQuery({ query: BookingMessagesQuery, variables: { bookingId: message.bookingId, page: 1, limit: MESSAGE_PAGE_SIZE } }, (previous) =>
    previous ? { bookingMessages: withMessage(previous.bookingMessages, message) } : previous,
  );
}

/**
 * A thread's messages, oldest first: the newest page (cache-and-network, kept live by the
 * `bookingMessageAdded(bookingId)` subscription writing into it) and the earlier pages read so far.
 */
export function useThreadMessages(bookingId: string) {
  const client = useApolloClient();
  const newest = useQuery(BookingMessagesQuery, {
    variables: { bookingId, page: 1, limit: MESSAGE_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  useSubscription(BookingMessageAddedSubscription, {
    variables: { bookingId },
    onData: ({ client: apollo, data }) => {
      const message = data.data?.bookingMessageAdded;
      if (message) addToNewestPage(apollo.cache, message);
    },
  });

  const [earlier, setEarlier] = useState<{ pages: number; items: ThreadMessage[] }>({ pages: 1, items: [] });
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [earlierError, setEarlierError] = useState<string | null>(null);

  const page = newest.data?.bookingMessages;
  const messages = useMemo(() => mergeMessages(page?.items ?? [], earlier.items), [page, earlier.items]);
  const total = page?.total ?? 0;

  const loadEarlier = useCallback(async () => {
    setLoadingEarlier(true);
    setEarlierError(null);
    try {
      const next = earlier.pages + 1;
      const { data } = await client.query({
        query: BookingMessagesQuery,
        variables: { bookingId, page: next, limit: MESSAGE_PAGE_SIZE },
        fetchPolicy: 'network-only',
      });
      const items = data?.bookingMessages.items ?? [];
      setEarlier((previous) => ({ pages: next, items: [...previous.items, ...items] }));
    } catch {
      setEarlierError("We couldn't load earlier messages. Please try again.");
    } finally {
      setLoadingEarlier(false);
    }
  }, [bookingId, client, earlier.pages]);

  return {
    messages,
    total,
    loading: newest.loading && !page,
    error: page ? undefined : newest.error,
    refetch: () => void newest.refetch(),
    /** Some messages are older than the ones shown. */
    hasEarlier: messages.length < total,
    loadEarlier,
    loadingEarlier,
    earlierError,
  };
}

/** What a message sends: text, photos and/or a quick reply (cleaners). */
export interface MessageDraft {
  text?: string;
  photos?: File[];
  quickReply?: QuickReply;
}

/**
 * Sends a message to a booking's thread. Photos go as a GraphQL multipart request (app/apollo.ts)
 * and report their upload progress to `onProgress` (0 to 1). The sent message joins the thread's
 * newest page; the returned booking updates its live state and thread in the cache.
 */
export function useSendMessage(bookingId: string) {
  const [run, state] = useResultMutation(SendBookingMessageMutation, {
    update(cache, { data }) {
      if (data?.sendBookingMessage.__typename !== 'MutationSendBookingMessageSuccess') return;
      addToNewestPage(cache, data.sendBookingMessage.data.message);
    },
  });
  const send = useCallback(
    (draft: MessageDraft, onProgress?: (fraction: number) => void) => {
      const photos = draft.photos?.length ? draft.photos : undefined;
      const text = draft.text?.trim() ? draft.text : undefined;
      return run(
        { input: { bookingId, text, photos, quickReply: draft.quickReply } },
        photos && onProgress
          ? {
              context: {
                fetchOptions: {
                  onUploadProgress: ({ loaded, total }: { loaded: number; total: number }) => onProgress(total > 0 ? Math.min(1, loaded / total) : 0),
                },
              },
            }
          : undefined,
      );
    },
    [bookingId, run],
  );
  return [send, state] as const;
}

/** True while the element is on screen and the tab is shown. */
export function useVisible(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  const [tabShown, setTabShown] = useState(() => typeof document === 'undefined' || document.visibilityState !== 'hidden');
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setOnScreen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  useEffect(() => {
    const onChange = () => setTabShown(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return onScreen && tabShown;
}

/**
 * Calls markBookingMessagesRead while the panel is visible and the thread has unread messages, or
 * a message from the other side arrives (shouldMarkRead). The bell's count is read again after.
 * Support (admins) does not mark: its reads are audited, not counted.
 */
export function useMarkReadWhileVisible(options: {
  bookingId: string;
  enabled: boolean;
  visible: boolean;
  loaded: boolean;
  unreadCount: number;
  messages: readonly { id: string; mine: boolean }[];
}) {
  const { bookingId, enabled, visible, loaded, unreadCount, messages } = options;
  const [markRead] = useResultMutation(MarkBookingMessagesReadMutation, { refetchQueries: [UnreadMessageCountQuery] });
  const baseline = useRef<string | null | undefined>(undefined);
  const handled = useRef<string | null>(null);
  const newestOtherId = newestFromOthers(messages);
  if (loaded && baseline.current === undefined) baseline.current = newestOtherId;

  useEffect(() => {
    if (!enabled || !loaded || baseline.current === undefined) return;
    if (!shouldMarkRead({ visible, unreadCount, newestOtherId, baselineId: baseline.current, handledId: handled.current })) return;
    handled.current = newestOtherId ?? '';
    void markRead({ bookingId });
  }, [bookingId, enabled, loaded, markRead, newestOtherId, unreadCount, visible]);
}

/** Reports a message (customers): a support ticket is opened; the message then shows as reported. */
export function useReportMessage() {
  const [run, state] = useResultMutation(ReportBookingMessageMutation);
  const report = useCallback((messageId: string, reason: string) => run({ input: { messageId, reason: reason.trim() } }), [run]);
  return [report, state] as const;
}

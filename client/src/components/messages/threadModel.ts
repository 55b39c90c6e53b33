/**
 * Pure rules of the thread panel (docs/decisions/0034): the order messages show in, what the customer's
 * booking page says about the cleaner's live state, when the cleaner's quick replies are offered,
 * and when the viewer has something to mark read.
 */

/** The fields the ordering needs. */
export interface OrderedMessage {
  id: string;
  createdAt: string;
}

/**
 * One list from the pages loaded so far (each newest first, possibly overlapping when messages
 * arrived between two reads): each message once, oldest at the top, ties by id.
 */
export function mergeMessages<T extends OrderedMessage>(...pages: ReadonlyArray<readonly T[]>): T[] {
  const byId = new Map<string, T>();
  for (const page of pages) for (const message of page) if (!byId.has(message.id)) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id.localeCompare(b.id));
}

/**
 * The newest page of a thread with `message` added at the top (a live or just-sent message), its
 * total counting it once; unchanged when the page already holds it.
 */
export function withMessage<T extends OrderedMessage, P extends { items: readonly T[]; total: number }>(page: P, message: T): P {
  if (page.items.some((item) => item.id === message.id)) return page;
  return { ...page, items: [message, ...page.items], total: page.total + 1 };
}

/** Booking.liveState as the customer's booking page says it. */
export const LIVE_STATE_TEXT = {
  on_my_way: 'Your cleaner is on the way',
  running_late: 'Your cleaner is running about 10 minutes late',
  arrived: 'Your cleaner has arrived',
} as const;

export type LiveState = keyof typeof LIVE_STATE_TEXT;

/** What the customer's page says about the cleaner's live state, or null when there is nothing to say. */
export function liveStateText(liveState: LiveState | null | undefined, status: string): string | null {
  if (!liveState) return null;
  if (status !== 'confirmed' && status !== 'in_progress') return null;
  return LIVE_STATE_TEXT[liveState] ?? null;
}

/**
 * Where `now` (ms since epoch) stands against the cleaner's quick-reply window (MessageThread
 * quickRepliesFrom / quickRepliesUntil, UTC: 3 h before the start until the job's end): 'before'
 * it opens, 'open' in [from, until), 'after' it closed. The server decides again when one is sent.
 */
export function quickRepliesPhase(span: { from: string; until: string }, now: number): 'before' | 'open' | 'after' {
  if (now < Date.parse(span.from)) return 'before';
  return now < Date.parse(span.until) ? 'open' : 'after';
}

/** The id of the newest message not written by the viewer (null when there is none). */
export function newestFromOthers(messages: readonly { id: string; mine: boolean }[]): string | null {
  for (let i = messages.length - 1; i >= 0; i -= 1) if (!messages[i]!.mine) return messages[i]!.id;
  return null;
}

/**
 * Whether the panel should call markBookingMessagesRead now: only while it is visible, once per
 * newest message from the other side (`handledId`: the newest one it last marked for, null before
 * any), when the thread has unread messages or a message arrived since the panel opened
 * (`baselineId`: the newest one when it first loaded).
 */
export function shouldMarkRead(state: {
  visible: boolean;
  unreadCount: number;
  newestOtherId: string | null;
  baselineId: string | null;
  handledId: string | null;
}): boolean {
  if (!state.visible) return false;
  if ((state.newestOtherId ?? '') === state.handledId) return false;
  return state.unreadCount > 0 || (state.newestOtherId !== null && state.newestOtherId !== state.baselineId);
}

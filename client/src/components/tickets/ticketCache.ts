/**
 * Apollo cache upkeep for the paged ticket lists (issue 9): `myTickets(...)` of the requester and
 * `adminTickets(...)` of admins are stored per argument set (status, category, page...), holding
 * normalized Ticket references. When a ticket is created or changes status or assignee, these
 * helpers take it out of the cached lists whose filters it no longer meets (total - 1), put a new
 * ticket at the top of the first pages it belongs to, and drop a list that should now hold it but
 * whose order cannot be known here, so it is asked again when shown. The status counters
 * (`myTicketStats`, `adminTicketStats`) are shifted the same way. Nothing is refetched by name.
 */
import type { ApolloCache, Reference } from '@apollo/client';
import type { TicketStatus } from '../../gql/graphql';
import { STATUS_COUNT_KEY } from './ticketLabels';

export type TicketListField = 'myTickets' | 'adminTickets';

/** The arguments of one cached list, read from its store field name (`myTickets({"page":1,...})`). */
export type TicketListArgs = Partial<Record<'status' | 'category' | 'priority' | 'assignee' | 'search' | 'sort', string | null>> & {
  page?: number | null;
  limit?: number | null;
};

export function parseListArgs(storeFieldName: string, field: TicketListField): TicketListArgs | null {
  const match = new RegExp(`^${field}(?:\\((.*)\\))?$`, 's').exec(storeFieldName);
  if (!match) return null;
  if (!match[1]) return {};
  try {
    const parsed: unknown = JSON.parse(match[1]);
    return parsed && typeof parsed === 'object' ? (parsed as TicketListArgs) : {};
  } catch {
    return null;
  }
}

interface StoredTicketPage {
  items?: readonly Reference[];
  total?: number;
  limit?: number;
  page?: number;
  [key: string]: unknown;
}

/** Whether a filter argument is unset or equals the value. */
export const filterAllows = (filter: string | null | undefined, value: string | null | undefined) => filter === undefined || filter === null || filter === '' || filter === value;

/**
 * After a ticket changed: lists holding it that it no longer `matches` lose it; lists that now match
 * but do not hold it are dropped (asked again when shown, since their order is not known here).
 * `matches` returns null when it cannot tell (e.g. a text search): such lists are left alone.
 */
export function syncTicketLists(cache: ApolloCache, field: TicketListField, ticketId: string, matches: (args: TicketListArgs) => boolean | null) {
  const id = cache.identify({ __typename: 'Ticket', id: ticketId });
  if (!id) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      [field](existing: unknown, { storeFieldName, DELETE }: { storeFieldName: string; DELETE: unknown }) {
        const args = parseListArgs(storeFieldName, field);
        const page = existing as StoredTicketPage | undefined;
        if (!args || !page || !Array.isArray(page.items)) return existing;
        const holds = page.items.some((item) => item.__ref === id);
        const fits = matches(args);
        if (fits === null) return existing;
        if (holds && !fits) {
          return { ...page, items: page.items.filter((item) => item.__ref !== id), total: Math.max(0, (page.total ?? page.items.length) - 1) };
        }
        if (!holds && fits) return DELETE;
        return existing;
      },
    },
  });
}

/**
 * A new ticket (already normalized) goes to the top of the first page of every cached list whose
 * filters it meets (lists are ordered by latest activity); later pages of those lists shift, so
 * they are dropped and asked again when shown.
 */
export function addTicketToLists(cache: ApolloCache, field: TicketListField, ticketId: string, matches: (args: TicketListArgs) => boolean | null) {
  const id = cache.identify({ __typename: 'Ticket', id: ticketId });
  if (!id) return;
  const ref: Reference = { __ref: id };
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      [field](existing: unknown, { storeFieldName, DELETE }: { storeFieldName: string; DELETE: unknown }) {
        const args = parseListArgs(storeFieldName, field);
        const page = existing as StoredTicketPage | undefined;
        if (!args || !page || !Array.isArray(page.items)) return existing;
        const fits = matches(args);
        if (fits === false || page.items.some((item) => item.__ref === id)) return existing;
        if (fits === null || (args.page ?? 1) > 1 || (args.sort && args.sort !== 'activity' && args.sort !== 'newest')) return DELETE;
        const limit = args.limit ?? page.limit ?? 20;
        return { ...page, items: [ref, ...page.items].slice(0, limit), total: (page.total ?? page.items.length) + 1 };
      },
    },
  });
}

/** Per-status counters as stored (TicketStatusCounts). */
type StoredCounts = Record<string, unknown> & { total?: number };

function shifted(counts: StoredCounts, from: TicketStatus | null, to: TicketStatus | null): StoredCounts {
  const next = { ...counts };
  const bump = (key: string, by: number) => {
    if (typeof next[key] === 'number') next[key] = Math.max(0, (next[key] as number) + by);
  };
  if (from) bump(STATUS_COUNT_KEY[from], -1);
  if (to) bump(STATUS_COUNT_KEY[to], 1);
  if (!from && to) bump('total', 1);
  if (from && !to) bump('total', -1);
  return next;
}

/** Moves one ticket between the counters of the cached `myTicketStats` (from null: a new ticket). */
export function shiftMyTicketStats(cache: ApolloCache, from: TicketStatus | null, to: TicketStatus | null) {
  if (from === to) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      myTicketStats(existing: unknown) {
        return existing && typeof existing === 'object' ? shifted(existing as StoredCounts, from, to) : existing;
      },
    },
  });
}

const ACTIVE = (status: TicketStatus | null) => status !== null && status !== 'resolved' && status !== 'closed';

/**
 * Updates the cached `adminTicketStats` after a status or assignee change: per status; open per
 * priority and unassigned count tickets that are neither resolved nor closed.
 */
export function shiftAdminTicketStats(
  cache: ApolloCache,
  change: { from: TicketStatus; to: TicketStatus; priority: string; assignedBefore: boolean; assignedAfter: boolean },
) {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      adminTicketStats(existing: unknown) {
        if (!existing || typeof existing !== 'object') return existing;
        const stats = existing as { byStatus?: StoredCounts; byPriority?: Record<string, unknown>; unassigned?: number };
        const next = { ...stats };
        if (stats.byStatus && change.from !== change.to) next.byStatus = shifted(stats.byStatus, change.from, change.to);
        const wasActive = ACTIVE(change.from);
        const isActive = ACTIVE(change.to);
        if (stats.byPriority && wasActive !== isActive && typeof stats.byPriority[change.priority] === 'number') {
          next.byPriority = { ...stats.byPriority, [change.priority]: Math.max(0, (stats.byPriority[change.priority] as number) + (isActive ? 1 : -1)) };
        }
        if (typeof stats.unassigned === 'number') {
          const before = wasActive && !change.assignedBefore ? 1 : 0;
          const after = isActive && !change.assignedAfter ? 1 : 0;
          next.unassigned = Math.max(0, stats.unassigned + after - before);
        }
        return next;
      },
    },
  });
}

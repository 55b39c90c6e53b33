/** Unit tests of the ticket list and counter upkeep in the Apollo cache (issue 9) and the duration format. */
import { describe, expect, it } from 'vitest';
import { InMemoryCache, gql } from '@apollo/client';
import { addTicketToLists, filterAllows, parseListArgs, shiftAdminTicketStats, shiftMyTicketStats, syncTicketLists } from './ticketCache';
import { formatMinutes } from './ticketLabels';

const LIST = gql`
  query List($status: TicketStatus, $page: Int!, $limit: Int!) {
    myTickets(status: $status, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        status
      }
    }
    myTicketStats {
      open
      inProgress
      investigating
      resolved
      closed
      total
    }
  }
`;

const ticket = (id: string, status: string) => ({ __typename: 'Ticket', id, status });
const stats = { __typename: 'TicketStatusCounts', open: 2, inProgress: 0, investigating: 0, resolved: 0, closed: 1, total: 3 };

function seed() {
  const cache = new InMemoryCache();
  const write = (status: string | null, items: ReturnType<typeof ticket>[], total: number, page = 1) =>
    cache.writeQuery({
      query: LIST,
      variables: { status, page, limit: 2 },
      data: { myTickets: { __typename: 'TicketPage', total, page, limit: 2, items }, myTicketStats: stats },
    });
  write(null, [ticket('a', 'open'), ticket('b', 'open')], 3);
  write('open', [ticket('a', 'open'), ticket('b', 'open')], 2);
  write('closed', [ticket('c', 'closed')], 1);
  const read = (status: string | null, page = 1) => cache.readQuery<{ myTickets: { total: number; items: { id: string }[] }; myTicketStats: typeof stats }>({ query: LIST, variables: { status, page, limit: 2 } });
  return { cache, read };
}

describe('parseListArgs', () => {
  it('reads the arguments of a stored list', () => {
    expect(parseListArgs('myTickets({"limit":20,"page":1,"status":"open"})', 'myTickets')).toEqual({ limit: 20, page: 1, status: 'open' });
    expect(parseListArgs('myTickets', 'myTickets')).toEqual({});
    expect(parseListArgs('adminTickets({})', 'myTickets')).toBeNull();
  });
  it('treats an empty filter as allowing everything', () => {
    expect(filterAllows(null, 'open')).toBe(true);
    expect(filterAllows('open', 'open')).toBe(true);
    expect(filterAllows('closed', 'open')).toBe(false);
  });
});

describe('syncTicketLists', () => {
  it('takes a closed ticket out of the open list and drops the closed list that should now hold it', () => {
    const { cache, read } = seed();
    cache.writeFragment({ id: 'Ticket:a', fragment: gql`fragment S on Ticket { status }`, data: { __typename: 'Ticket', status: 'closed' } });
    syncTicketLists(cache, 'myTickets', 'a', (args) => filterAllows(args.status, 'closed'));
    const open = read('open');
    expect(open?.myTickets.items.map((t) => t.id)).toEqual(['b']);
    expect(open?.myTickets.total).toBe(1);
    expect(read(null)?.myTickets.items.map((t) => t.id)).toEqual(['a', 'b']);
    expect(read('closed')).toBeNull();
  });
});

describe('addTicketToLists', () => {
  it('puts a new ticket at the top of the first pages it matches, within the page size', () => {
    const { cache, read } = seed();
    cache.writeFragment({ id: 'Ticket:n', fragment: gql`fragment N on Ticket { id status }`, data: ticket('n', 'open') });
    addTicketToLists(cache, 'myTickets', 'n', (args) => filterAllows(args.status, 'open'));
    const all = read(null);
    expect(all?.myTickets.items.map((t) => t.id)).toEqual(['n', 'a']);
    expect(all?.myTickets.total).toBe(4);
    expect(read('closed')?.myTickets.items.map((t) => t.id)).toEqual(['c']);
  });
});

describe('status counters', () => {
  it('moves one ticket between the counters of myTicketStats', () => {
    const { cache, read } = seed();
    shiftMyTicketStats(cache, 'open', 'closed');
    expect(read(null)?.myTicketStats).toMatchObject({ open: 1, closed: 2, total: 3 });
    shiftMyTicketStats(cache, null, 'open');
    expect(read(null)?.myTicketStats).toMatchObject({ open: 2, total: 4 });
  });

  it('shifts the admin figures: per status, open per priority and unassigned', () => {
    const cache = new InMemoryCache();
    const STATS = gql`
      query S {
        adminTicketStats {
          byStatus {
            open
            inProgress
            investigating
            resolved
            closed
            total
          }
          byPriority {
            low
            normal
            high
            urgent
          }
          unassigned
        }
      }
    `;
    cache.writeQuery({
      query: STATS,
      data: {
        adminTicketStats: {
          __typename: 'AdminTicketStats',
          byStatus: { __typename: 'TicketStatusCounts', open: 1, inProgress: 0, investigating: 0, resolved: 0, closed: 0, total: 1 },
          byPriority: { __typename: 'TicketPriorityCounts', low: 0, normal: 1, high: 0, urgent: 0 },
          unassigned: 1,
        },
      },
    });
    shiftAdminTicketStats(cache, { from: 'open', to: 'resolved', priority: 'normal', assignedBefore: false, assignedAfter: true });
    const after = cache.readQuery<{ adminTicketStats: { byStatus: Record<string, number>; byPriority: Record<string, number>; unassigned: number } }>({ query: STATS });
    expect(after?.adminTicketStats.byStatus).toMatchObject({ open: 0, resolved: 1, total: 1 });
    expect(after?.adminTicketStats.byPriority.normal).toBe(0);
    expect(after?.adminTicketStats.unassigned).toBe(0);
  });
});

describe('formatMinutes', () => {
  it('shows hours and minutes', () => {
    expect(formatMinutes(null)).toBe('No data yet');
    expect(formatMinutes(0.2)).toBe('Under 1 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(200)).toBe('3 h 20 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(3000.4)).toBe('50 h');
  });
});

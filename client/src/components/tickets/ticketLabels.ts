/**
 * Display helpers of the ticket pages (docs/decisions/0021). The statuses, categories and
 * priorities with their labels and the text limits live in schema/tickets.ts, shared with the
 * server; which actions a viewer may take comes from the server (`Ticket.allowedActions`).
 */
import type { TicketStatus } from '../../gql/graphql';

/** The key of each status in TicketStatusCounts (`inProgress` for in_progress). */
export const STATUS_COUNT_KEY = {
  open: 'open',
  in_progress: 'inProgress',
  investigating: 'investigating',
  resolved: 'resolved',
  closed: 'closed',
} as const satisfies Record<TicketStatus, string>;

/** "Ann Lee" from a ticket person; "Former user" when the account is gone. */
export function personName(person: { firstName: string; lastName?: string | null } | null | undefined): string {
  if (!person) return 'Former user';
  return `${person.firstName} ${person.lastName ?? ''}`.trim();
}

/** A duration in minutes as hours and minutes: 45 -> "45 min", 200 -> "3 h 20 min"; null -> "No data yet". */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return 'No data yet';
  const total = Math.max(0, Math.round(minutes));
  if (total < 1) return 'Under 1 min';
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours.toLocaleString('en-US')} h` : `${hours.toLocaleString('en-US')} h ${rest} min`;
}

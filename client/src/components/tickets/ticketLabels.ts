/**
 * Support ticket vocabulary shared by the customer and admin ticket pages (issue 9 "Support
 * tickets"): the statuses, categories and priorities of server/src/modules/tickets/tickets.inputs.ts
 * with their display labels, the text limits the server checks, and small formatters.
 */
import type { TicketCategory, TicketPriority, TicketStatus } from '../../gql/graphql';

/** Statuses in workflow order (docs/decisions/0021). */
export const TICKET_STATUSES = ['open', 'in_progress', 'investigating', 'resolved', 'closed'] as const satisfies readonly TicketStatus[];
export const TICKET_STATUS_LABELS: Readonly<Record<TicketStatus, string>> = {
  open: 'Open',
  in_progress: 'In progress',
  investigating: 'Investigating',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** The key of each status in TicketStatusCounts (`inProgress` for in_progress). */
export const STATUS_COUNT_KEY = {
  open: 'open',
  in_progress: 'inProgress',
  investigating: 'investigating',
  resolved: 'resolved',
  closed: 'closed',
} as const satisfies Record<TicketStatus, string>;

export const TICKET_CATEGORIES = ['booking', 'payment', 'account', 'cleaner', 'other'] as const satisfies readonly TicketCategory[];
/** The cleaner role is shown as "Freelancer" (spec section 6). */
export const TICKET_CATEGORY_LABELS: Readonly<Record<TicketCategory, string>> = {
  booking: 'Booking',
  payment: 'Payment',
  account: 'Account',
  cleaner: 'Freelancer',
  other: 'Other',
};

/** Priorities from least to most pressing. */
export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const satisfies readonly TicketPriority[];
export const TICKET_PRIORITY_LABELS: Readonly<Record<TicketPriority, string>> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};

/** Text limits of tickets.inputs.ts. */
export const SUBJECT_MIN = 3;
export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 5000;

export const isTicketStatus = (value: unknown): value is TicketStatus => TICKET_STATUSES.includes(value as TicketStatus);
export const isTicketCategory = (value: unknown): value is TicketCategory => TICKET_CATEGORIES.includes(value as TicketCategory);
export const isTicketPriority = (value: unknown): value is TicketPriority => TICKET_PRIORITIES.includes(value as TicketPriority);

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

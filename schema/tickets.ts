/**
 * The vocabulary and field rules of support tickets (spec section 7 "Tickets" and "Admin tickets";
 * docs/decisions/0021), in one place for the server (tickets.inputs.ts, the Ticket type's
 * `statusLabel`) and the web client (filters, figures, the ticket forms). Which transitions a
 * viewer may make is not here: the server answers it per ticket (`Ticket.allowedActions`).
 *
 * Only `zod` and ./rules are imported, so this module adds nothing else to the browser bundle.
 */
import { text } from './rules.js';

/** Statuses in workflow order. */
export const TICKET_STATUSES = ['open', 'in_progress', 'investigating', 'resolved', 'closed'] as const;
export type TicketStatusValue = (typeof TICKET_STATUSES)[number];
/** Priorities from least to most pressing. */
export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriorityValue = (typeof TICKET_PRIORITIES)[number];
export const TICKET_CATEGORIES = ['booking', 'payment', 'account', 'cleaner', 'other'] as const;
export type TicketCategoryValue = (typeof TICKET_CATEGORIES)[number];

/** The label of each status ("In progress"); the server sends it as `Ticket.statusLabel`. */
export const TICKET_STATUS_LABELS: Readonly<Record<TicketStatusValue, string>> = {
  open: 'Open',
  in_progress: 'In progress',
  investigating: 'Investigating',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** The label of each category; the cleaner role is shown as "Freelancer" (spec section 6). */
export const TICKET_CATEGORY_LABELS: Readonly<Record<TicketCategoryValue, string>> = {
  booking: 'Booking',
  payment: 'Payment',
  account: 'Account',
  cleaner: 'Freelancer',
  other: 'Other',
};

export const TICKET_PRIORITY_LABELS: Readonly<Record<TicketPriorityValue, string>> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};

export const isTicketStatus = (value: unknown): value is TicketStatusValue => TICKET_STATUSES.includes(value as TicketStatusValue);
export const isTicketCategory = (value: unknown): value is TicketCategoryValue => TICKET_CATEGORIES.includes(value as TicketCategoryValue);
export const isTicketPriority = (value: unknown): value is TicketPriorityValue => TICKET_PRIORITIES.includes(value as TicketPriorityValue);

/** Text limits, in characters after trimming. */
export const TICKET_SUBJECT_MIN = 3;
export const TICKET_SUBJECT_MAX = 200;
export const TICKET_MESSAGE_MAX = 5000;
export const TICKET_RESOLUTION_MIN = 3;

/** A ticket's subject: 3 to 200 characters, one line. */
export const ticketSubject = text({
  required: 'Please enter a subject',
  min: [TICKET_SUBJECT_MIN, `The subject must be at least ${TICKET_SUBJECT_MIN} characters`],
  max: [TICKET_SUBJECT_MAX, `The subject must be at most ${TICKET_SUBJECT_MAX} characters`],
});

/** A message of the thread: 1 to 5,000 characters, line breaks allowed. */
export const ticketMessage = text({
  required: 'Please write a message',
  min: [1, 'Please write a message'],
  max: [TICKET_MESSAGE_MAX, `The message must be at most ${TICKET_MESSAGE_MAX} characters`],
  multiline: true,
});

/** The resolution the requester reads when a ticket is resolved: 3 to 5,000 characters. */
export const ticketResolution = text({
  required: 'Please describe the resolution',
  min: [TICKET_RESOLUTION_MIN, 'Please describe the resolution'],
  max: [TICKET_MESSAGE_MAX, `The resolution must be at most ${TICKET_MESSAGE_MAX} characters`],
  multiline: true,
});

/**
 * The status and role vocabulary the server and the web client both show (spec sections 4 and 6;
 * docs/decisions/0016; docs/decisions/0021), in one place: the server answers `statusLabel`
 * and `roleLabel` from these and writes them into notification texts, the client labels chips,
 * filters and histories with the same words. Ticket statuses, categories and priorities are here
 * too; ./tickets.ts re-exports them beside the ticket text rules.
 *
 * No imports (no zod either), so this module adds nothing else to the browser bundle: the web
 * app's entry reads role labels from it (docs/decisions/0043-landing-entry-chunk.md).
 */

/* ---------------------------------------------------------------- tickets */

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

/* ---------------------------------------------------------------- bookings */


/** Booking statuses (Prisma `BookingStatus`), in lifecycle order (docs/decisions/0004). */
export const BOOKING_STATUSES = [
  'pending',
  'pending_cleaner_response',
  'confirmed',
  'in_progress',
  'completed',
  'cancelled',
  'rejected',
] as const;
export type BookingStatusValue = (typeof BOOKING_STATUSES)[number];

/**
 * No cleaner has accepted yet: open to the board or offered to one cleaner. The statuses a booking
 * is confirmed from and the request cascade still looks for a cleaner in (docs/decisions/0004).
 */
export const AWAITING_CLEANER_BOOKING_STATUSES = ['pending', 'pending_cleaner_response'] as const satisfies readonly BookingStatusValue[];

/**
 * Booked and not started yet: the statuses a customer may cancel from, an admin may assign a
 * cleaner or change the details in, and a plan's visit is still "upcoming" in (docs/decisions/0004).
 */
export const NOT_STARTED_BOOKING_STATUSES = [...AWAITING_CLEANER_BOOKING_STATUSES, 'confirmed'] as const satisfies readonly BookingStatusValue[];

/**
 * A cleaner is asked or has accepted, and the job has not started: the plan visits a cleaner may
 * still give back (decline one, decline the series, a day off, becoming unavailable).
 */
export const CLEANER_ASSIGNED_BOOKING_STATUSES = ['pending_cleaner_response', 'confirmed'] as const satisfies readonly BookingStatusValue[];

/**
 * The statuses that hold the cleaner's time: asked (the slot is kept for their answer), confirmed
 * or under way. Availability counts these (next free slots, plan checks; the database's exclusion
 * constraint and `cleaners_not_free` cover the same set).
 */
export const CLEANER_BUSY_BOOKING_STATUSES = [...CLEANER_ASSIGNED_BOOKING_STATUSES, 'in_progress'] as const satisfies readonly BookingStatusValue[];

/** Accepted by a cleaner and not done yet: confirmed or under way (a cleaner's "Upcoming" jobs). */
export const CONFIRMED_OPEN_BOOKING_STATUSES = ['confirmed', 'in_progress'] as const satisfies readonly BookingStatusValue[];

/**
 * A cleaner accepted and the job was not called off: confirmed, under way or done. The booking's
 * cleaner holds the job (contact details, message threads open, a confirmed calendar event).
 */
export const ACCEPTED_BOOKING_STATUSES = [...CONFIRMED_OPEN_BOOKING_STATUSES, 'completed'] as const satisfies readonly BookingStatusValue[];

/**
 * The ends that may owe the cleaner a payout: completed and paid, or cancelled with money kept
 * (docs/decisions/0018-job-queue-and-payouts.md): the statuses a payout is scheduled and released in.
 */
export const PAYOUT_BOOKING_STATUSES = ['completed', 'cancelled'] as const satisfies readonly BookingStatusValue[];

/** Still to be done or being done: the customer's "Upcoming" tab. */
export const OPEN_BOOKING_STATUSES = [...NOT_STARTED_BOOKING_STATUSES, 'in_progress'] as const satisfies readonly BookingStatusValue[];

/** Ended without the job being done. */
export const CLOSED_BOOKING_STATUSES = ['cancelled', 'rejected'] as const satisfies readonly BookingStatusValue[];

/** Whether `status` (any string, e.g. a GraphQL enum value) is one of `subset`, a named subset above. */
export function isBookingStatusIn<S extends readonly BookingStatusValue[]>(subset: S, status: string): status is S[number] {
  return (subset as readonly string[]).includes(status);
}

/** Labels of spec section 4 ("Awaiting Cleaner Response"); the server sends them as `Booking.statusLabel`. */
export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatusValue, string>> = {
  pending: 'Pending',
  pending_cleaner_response: 'Awaiting Cleaner Response',
  confirmed: 'Confirmed',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
};

/** A booking's payment statuses (Prisma `PaymentStatus`): unpaid -> pending -> paid | failed; paid -> (partially) refunded. */
export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'failed', 'refunded', 'partially_refunded'] as const;
export type PaymentStatusValue = (typeof PAYMENT_STATUSES)[number];

/** The label of each payment status ("Payment pending", "Partially refunded"). */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatusValue, string>> = {
  unpaid: 'Unpaid',
  pending: 'Payment pending',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
};

/** Contact inbox statuses (Prisma `ContactMessageStatus`), in the order the inbox offers them. */
export const CONTACT_STATUSES = ['new', 'read', 'archived'] as const;
export type ContactStatusValue = (typeof CONTACT_STATUSES)[number];

/** Names of the contact inbox's statuses. */
export const CONTACT_STATUS_LABELS: Readonly<Record<ContactStatusValue, string>> = { new: 'New', read: 'Read', archived: 'Archived' };

/** Role names shown to people: the cleaner role is "Freelancer" (spec section 6); the server sends them as `User.roleLabel`. */
export const ROLE_LABELS = { customer: 'Customer', cleaner: 'Freelancer', admin: 'Admin' } as const;
export type RoleValue = keyof typeof ROLE_LABELS;

/** The label of a value in a label table; a value the table does not know is shown as it is. */
export function labelOf<K extends string>(labels: Readonly<Record<K, string>>, value: string): string {
  return Object.prototype.hasOwnProperty.call(labels, value) ? labels[value as K] : value;
}

/**
 * Booking.cancellationReason of a booking cancelled because no cleaner accepted it before start − 1 h
 * (docs/decisions/0027; server/src/modules/matching/cascade.service.ts `cancelUnfilled`); the web app shows a
 * "Book again" notice for it.
 */
export const UNFILLED_CANCELLATION_REASON = 'No cleaner accepted this booking in time.';

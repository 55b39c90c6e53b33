/**
 * The vocabulary and field rules of support tickets (spec section 7 "Tickets" and "Admin tickets";
 * docs/decisions/0021), in one place for the server (tickets.inputs.ts, the Ticket type's
 * `statusLabel`) and the web client (filters, figures, the ticket forms). Which transitions a
 * viewer may make is not here: the server answers it per ticket (`Ticket.allowedActions`).
 *
 * The statuses, categories, priorities and their labels live in ./vocabulary.ts (no zod there, so
 * the web app's first screen can read labels without loading zod: docs/decisions/0043) and are
 * re-exported here; this module adds the text rules, so it imports `zod` through ./rules.
 */
import { text } from './rules.js';

export {
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUSES,
  TICKET_STATUS_LABELS,
  isTicketCategory,
  isTicketPriority,
  isTicketStatus,
  type TicketCategoryValue,
  type TicketPriorityValue,
  type TicketStatusValue,
} from './vocabulary.js';

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

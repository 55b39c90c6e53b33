import type { ContactMessageStatus, TicketCategory, TicketPriority } from '../../../gql/graphql';
import { CONTACT_STATUSES, CONTACT_STATUS_LABELS } from '../../../../../schema/vocabulary';

/** Names of the inbox's statuses (docs/decisions/0021; schema/vocabulary.ts), in the order the inbox offers them. */
export { CONTACT_STATUSES, CONTACT_STATUS_LABELS };

export const isContactStatus = (value: unknown): value is ContactMessageStatus => CONTACT_STATUSES.includes(value as ContactMessageStatus);

/** Ticket categories and priorities offered when a message becomes a ticket (server defaults: other, normal). */
export const TICKET_CATEGORY_OPTIONS: ReadonlyArray<readonly [TicketCategory, string]> = [
  ['booking', 'Booking'],
  ['payment', 'Payment'],
  ['account', 'Account'],
  ['cleaner', 'Cleaner'],
  ['other', 'Other'],
];
export const TICKET_PRIORITY_OPTIONS: ReadonlyArray<readonly [TicketPriority, string]> = [
  ['low', 'Low'],
  ['normal', 'Normal'],
  ['high', 'High'],
  ['urgent', 'Urgent'],
];

/** The first `max` characters of a message on one line, with an ellipsis when cut. */
export function preview(text: string, max = 110): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** A mailto: link answering a message, with "Re: subject" and the original quoted. */
export function replyHref(message: { email: string; subject: string; name: string; message: string; createdAt: string }): string {
  const subject = /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`;
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `Hi ${message.name},\n\n\n\n${message.name} wrote:\n${quoted}`;
  // Keep the link short enough for mail clients (long quoted messages are cut).
  const safeBody = body.length > 1500 ? `${body.slice(0, 1500)}\n> …` : body;
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(safeBody)}`;
}

/**
 * Support ticket transitions (docs/decisions/0021; spec section 7 "Tickets" and "Admin tickets"):
 *
 *   open ──▶ in_progress ──▶ investigating ──▶ resolved ──▶ closed
 *   (admins move along ADMIN_TRANSITIONS; a public reply moves open to in_progress)
 *   the requester: replies while not closed (a reply to a resolved ticket opens it again), edits
 *   subject and priority while open, closes while not closed.
 *
 * `allowedActions` answers what a viewer may do now; it drives the buttons of the web client
 * (`Ticket.allowedActions`). The services enforce the same rules when an action is sent.
 */
import type { Role, TicketStatus } from '../../generated/prisma/enums.js';

/** Who may move a ticket from one status to another (admins). */
export const ADMIN_TRANSITIONS: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  open: ['in_progress', 'investigating', 'resolved', 'closed'],
  in_progress: ['open', 'investigating', 'resolved', 'closed'],
  investigating: ['in_progress', 'resolved', 'closed'],
  resolved: ['open', 'closed'],
  closed: ['open'],
};

/** What a viewer may do to a ticket (the `TicketAction` enum). */
export const TICKET_ACTIONS = ['REPLY', 'ADD_NOTE', 'EDIT', 'START', 'INVESTIGATE', 'RESOLVE', 'CLOSE', 'REOPEN', 'ASSIGN'] as const;
export type TicketAction = (typeof TICKET_ACTIONS)[number];

/** The admins' status actions and their target status, in button order: forward, close, reopen. */
export const STATUS_ACTIONS: readonly (readonly [TicketAction, TicketStatus])[] = [
  ['START', 'in_progress'],
  ['INVESTIGATE', 'investigating'],
  ['RESOLVE', 'resolved'],
  ['CLOSE', 'closed'],
  ['REOPEN', 'open'],
];

/**
 * What `viewer` may do to the ticket now, in display order.
 * - admins: REPLY (public, not on a closed ticket), ADD_NOTE (internal, always), the status moves
 *   ADMIN_TRANSITIONS allows (START, INVESTIGATE, RESOLVE, CLOSE, REOPEN), ASSIGN;
 * - its requester: REPLY and CLOSE while not closed, EDIT (subject, priority) while open;
 * - anyone else: nothing.
 */
export function allowedActions(viewer: { id: string; role: Role } | null | undefined, ticket: { status: TicketStatus; requesterId: string | null }): TicketAction[] {
  if (!viewer) return [];
  const open = ticket.status === 'open';
  const closed = ticket.status === 'closed';
  if (viewer.role === 'admin') {
    const moves = STATUS_ACTIONS.filter(([, to]) => ADMIN_TRANSITIONS[ticket.status].includes(to)).map(([action]) => action);
    return [...(closed ? [] : (['REPLY'] as const)), 'ADD_NOTE', ...moves, 'ASSIGN'];
  }
  if (ticket.requesterId !== viewer.id) return [];
  return [...(closed ? [] : (['REPLY'] as const)), ...(open ? (['EDIT'] as const) : []), ...(closed ? [] : (['CLOSE'] as const))];
}

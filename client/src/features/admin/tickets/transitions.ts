/**
 * The admin status actions of a support ticket (issue 9): the server's transition table
 * (ADMIN_TRANSITIONS in server/src/modules/tickets/tickets.service.ts, docs/decisions/0021) and the
 * button label of each target status. The server checks again; this only decides which buttons show.
 */
import type { TicketStatus } from '../../../gql/graphql';

export const ADMIN_TRANSITIONS: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  open: ['in_progress', 'investigating', 'resolved', 'closed'],
  in_progress: ['open', 'investigating', 'resolved', 'closed'],
  investigating: ['in_progress', 'resolved', 'closed'],
  resolved: ['open', 'closed'],
  closed: ['open'],
};

/** Button label of each target status. */
export const STATUS_ACTION_LABELS: Readonly<Record<TicketStatus, string>> = {
  in_progress: 'Start',
  investigating: 'Investigate',
  resolved: 'Resolve',
  closed: 'Close',
  open: 'Reopen',
};

/** Order of the buttons: forward first, then close, then reopen. */
const ORDER: readonly TicketStatus[] = ['in_progress', 'investigating', 'resolved', 'closed', 'open'];

/** The target statuses allowed from `status`, in button order. */
export function allowedTargets(status: TicketStatus): TicketStatus[] {
  return ORDER.filter((target) => ADMIN_TRANSITIONS[status].includes(target));
}

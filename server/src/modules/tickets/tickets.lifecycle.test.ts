import { describe, expect, it } from 'vitest';
import { ADMIN_TRANSITIONS, STATUS_ACTIONS, allowedActions } from './tickets.lifecycle.js';
import { TICKET_STATUSES, TICKET_STATUS_LABELS } from '../../../../schema/tickets.js';

const admin = { id: 'adm', role: 'admin' as const };
const requester = { id: 'req', role: 'customer' as const };
const stranger = { id: 'other', role: 'cleaner' as const };
const ticket = (status: (typeof TICKET_STATUSES)[number]) => ({ status, requesterId: 'req' });

describe('ticket transitions', () => {
  it('labels every status and gives every status a way out', () => {
    expect(Object.keys(TICKET_STATUS_LABELS)).toEqual([...TICKET_STATUSES]);
    for (const status of TICKET_STATUSES) expect(ADMIN_TRANSITIONS[status].length).toBeGreaterThan(0);
  });

  it('offers admins exactly the moves of the table, with replies, notes and assignment', () => {
    for (const status of TICKET_STATUSES) {
      const actions = allowedActions(admin, ticket(status));
      const moves = STATUS_ACTIONS.filter(([action]) => actions.includes(action)).map(([, to]) => to);
      expect([...moves].sort()).toEqual([...ADMIN_TRANSITIONS[status]].sort());
      expect(actions).toContain('ADD_NOTE');
      expect(actions).toContain('ASSIGN');
      expect(actions.includes('REPLY')).toBe(status !== 'closed');
    }
    expect(allowedActions(admin, ticket('open'))).toEqual(['REPLY', 'ADD_NOTE', 'START', 'INVESTIGATE', 'RESOLVE', 'CLOSE', 'ASSIGN']);
  });

  it('lets the requester reply and close until closed, and edit while open; nobody else anything', () => {
    expect(allowedActions(requester, ticket('open'))).toEqual(['REPLY', 'EDIT', 'CLOSE']);
    expect(allowedActions(requester, ticket('in_progress'))).toEqual(['REPLY', 'CLOSE']);
    expect(allowedActions(requester, ticket('resolved'))).toEqual(['REPLY', 'CLOSE']);
    expect(allowedActions(requester, ticket('closed'))).toEqual([]);
    expect(allowedActions(stranger, ticket('open'))).toEqual([]);
    expect(allowedActions(null, ticket('open'))).toEqual([]);
  });
});

/**
 * Support tickets (docs/decisions/0021) over /api and GraphQL: opening (own bookings only),
 * the thread, internal notes hidden from requesters, other users' tickets hidden, edits while open,
 * closing one or several, the admin list, stats, assignment, replies, the status table, a
 * customer's reply reopening a resolved ticket, notifications to the other side, and the denials.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createBooking, createUser, db, gql, login, setupDatabase, type TestUser } from './harness.js';

beforeAll(setupDatabase);

let admin: Awaited<ReturnType<typeof login>>;
let adminId: string;
let customer: TestUser;
beforeAll(async () => {
  admin = await login('admin@demo.test');
  adminId = (await db.user.findUniqueOrThrow({ where: { email: 'admin@demo.test' } })).id;
  customer = await createUser({ firstName: 'Tiko' });
});
const asAdmin = (method: string, path: string, body?: unknown) => api(method, path, { token: admin.accessToken, body });
const asCustomer = (method: string, path: string, body?: unknown, user: TestUser = customer) => api(method, path, { token: user.tokens.accessToken, body });
const open = (body: Record<string, unknown> = {}, user: TestUser = customer) =>
  asCustomer('POST', '/tickets', { subject: 'Cleaner was late', category: 'booking', message: 'They arrived an hour late.', ...body }, user);

describe('customers and their tickets', () => {
  it('opens a ticket about an own booking, never about someone else’s', async () => {
    const booking = await createBooking(customer.tokens.accessToken);
    const res = await open({ bookingId: booking.id, priority: 'high' });
    expect(res.status).toBe(201);
    expect(res.body.ticket).toMatchObject({ status: 'open', priority: 'high', category: 'booking', booking: { id: booking.id }, messages: [{ body: 'They arrived an hour late.', internal: false, fromSupport: false }] });
    const other = await createUser();
    const otherBooking = await createBooking(other.tokens.accessToken);
    expect((await open({ bookingId: otherBooking.id })).status).toBe(404);
    expect((await open({ subject: 'x' })).body.field).toBe('subject');
    expect((await open({ message: 'y'.repeat(5001) })).body.field).toBe('message');
    expect((await open({ category: 'weather' })).body.field).toBe('category');
    expect((await asAdmin('POST', '/tickets', { subject: 'Admin ticket', category: 'other', message: 'hi' })).status).toBe(403);
  });

  it('shows a requester only its own tickets and never internal notes', async () => {
    const ticket = (await open()).body.ticket;
    await asAdmin('POST', `/admin/tickets/${ticket.id}/reply`, { body: 'Checking the GPS log.', internal: true });
    await asAdmin('POST', `/admin/tickets/${ticket.id}/reply`, { body: 'Sorry about that, refund coming.' });
    const mine = await asCustomer('GET', `/tickets/${ticket.id}`);
    expect(mine.body.ticket.messages.map((m: { body: string }) => m.body)).toEqual(['They arrived an hour late.', 'Sorry about that, refund coming.']);
    expect(mine.body.ticket.status).toBe('in_progress');
    const adminView = await asAdmin('GET', `/admin/tickets/${ticket.id}`);
    expect(adminView.body.ticket.messages.filter((m: { internal: boolean }) => m.internal)).toHaveLength(1);
    const stranger = await createUser();
    expect((await asCustomer('GET', `/tickets/${ticket.id}`, undefined, stranger)).status).toBe(404);
    expect((await asCustomer('POST', `/tickets/${ticket.id}/messages`, { body: 'me too' }, stranger)).status).toBe(404);
    expect((await asCustomer('PUT', `/tickets/${ticket.id}`, { status: 'closed' }, stranger)).status).toBe(404);
    // GraphQL: the same thread without the note, and nothing for a stranger.
    const q = await gql<{ ticket: { messages: { internal: boolean }[] } }>('query($id: ID!) { ticket(id: $id) { messages { body internal } } }', { id: ticket.id }, customer.tokens.accessToken);
    expect(q.data?.ticket.messages.every((m) => !m.internal)).toBe(true);
    const s = await gql('query($id: ID!) { ticket(id: $id) { id } }', { id: ticket.id }, stranger.tokens.accessToken);
    expect(s.errors?.[0]?.extensions?.code).toBe('NOT_FOUND_ERROR');
    const list = await asCustomer('GET', '/tickets', undefined, stranger);
    expect(list.body.total).toBe(0);
    // The admin's reply notified the customer; the internal note did not.
    const notes = await db.notification.findMany({ where: { userId: customer.id, type: 'ticket_reply', data: { path: ['ticketId'], equals: ticket.id } } });
    expect(notes).toHaveLength(1);
  });

  it('edits subject and priority only while open; closes one or several; a reply reopens a resolved ticket', async () => {
    const user = await createUser();
    const a = (await open({}, user)).body.ticket;
    const b = (await open({ subject: 'Second one' }, user)).body.ticket;
    const edited = await asCustomer('PUT', `/tickets/${a.id}`, { subject: 'Cleaner was 1 hour late', priority: 'urgent' }, user);
    expect(edited.body.ticket).toMatchObject({ subject: 'Cleaner was 1 hour late', priority: 'urgent' });
    await asAdmin('POST', `/admin/tickets/${a.id}/resolve`, { resolution: 'Refunded 20%.' });
    expect((await asCustomer('PUT', `/tickets/${a.id}`, { priority: 'low' }, user)).status).toBe(409);
    const reopened = await asCustomer('POST', `/tickets/${a.id}/messages`, { body: 'The refund has not arrived.' }, user);
    expect(reopened.body.ticket.status).toBe('open');
    const stats = await asCustomer('GET', '/tickets/stats', undefined, user);
    expect(stats.body.stats).toMatchObject({ open: 2, total: 2 });
    const stranger = await createUser();
    const strangerTicket = (await open({}, stranger)).body.ticket;
    expect((await asCustomer('PUT', '/tickets/bulk', { ids: [a.id, strangerTicket.id], status: 'closed' }, user)).status).toBe(404);
    expect((await db.ticket.findUniqueOrThrow({ where: { id: a.id } })).status).toBe('open');
    const bulk = await asCustomer('PUT', '/tickets/bulk', { ids: [a.id, b.id], status: 'closed' }, user);
    expect(bulk.body.updated).toBe(2);
    expect((await asCustomer('POST', `/tickets/${a.id}/messages`, { body: 'hello?' }, user)).status).toBe(409);
    expect((await asCustomer('PUT', `/tickets/${a.id}`, { status: 'open' }, user)).status).toBe(400);
    const closedList = await asCustomer('GET', '/tickets?status=closed', undefined, user);
    expect(closedList.body.total).toBe(2);
  });
});

describe('admins', () => {
  it('lists with filters, assigns, moves along the status table, and reads the figures', async () => {
    const user = await createUser({ firstName: 'Zelda' });
    const t = (await open({ subject: 'Payment taken twice', category: 'payment', priority: 'urgent' }, user)).body.ticket;
    const found = await asAdmin('GET', `/admin/tickets?search=${encodeURIComponent(`#${t.number}`)}`);
    expect(found.body.tickets.map((x: { id: string }) => x.id)).toEqual([t.id]);
    expect((await asAdmin('GET', '/admin/tickets?category=payment&priority=urgent&assignee=none')).body.tickets.map((x: { id: string }) => x.id)).toContain(t.id);
    const assigned = await asAdmin('PUT', `/admin/tickets/${t.id}/assign`, { assigneeId: adminId });
    expect(assigned.body.ticket.assignee.id).toBe(adminId);
    expect((await asAdmin('GET', '/admin/tickets?assignee=me')).body.tickets.map((x: { id: string }) => x.id)).toContain(t.id);
    expect((await asAdmin('PUT', `/admin/tickets/${t.id}/assign`, { assigneeId: user.id })).status).toBe(404);
    // The requester's reply now notifies the assignee.
    await asCustomer('POST', `/tickets/${t.id}/messages`, { body: 'Any news?' }, user);
    expect(await db.notification.count({ where: { userId: adminId, type: 'ticket_reply', data: { path: ['ticketId'], equals: t.id } } })).toBe(1);
    const investigating = await asAdmin('POST', `/admin/tickets/${t.id}/investigate`);
    expect(investigating.body.ticket.status).toBe('investigating');
    expect((await asAdmin('PUT', `/admin/tickets/${t.id}/status`, { status: 'open' })).status).toBe(409);
    expect((await asAdmin('POST', `/admin/tickets/${t.id}/resolve`, {})).body.field).toBe('resolution');
    const resolved = await asAdmin('POST', `/admin/tickets/${t.id}/resolve`, { resolution: 'The second charge was refunded.' });
    expect(resolved.body.ticket).toMatchObject({ status: 'resolved', resolution: 'The second charge was refunded.' });
    const closed = await asAdmin('POST', `/admin/tickets/${t.id}/close`);
    expect(closed.body.ticket.status).toBe('closed');
    expect((await asAdmin('POST', `/admin/tickets/${t.id}/reply`, { body: 'late reply' })).status).toBe(409);
    expect(await db.notification.count({ where: { userId: user.id, type: 'ticket_status', data: { path: ['ticketId'], equals: t.id } } })).toBe(3);
    const stats = await asAdmin('GET', '/admin/tickets/stats');
    expect(stats.status).toBe(200);
    expect(stats.body.stats.byStatus.closed).toBeGreaterThanOrEqual(1);
    expect(stats.body.stats.medianResolutionMinutes).not.toBeNull();
    const g = await gql<{ adminTicketStats: { byStatus: { total: number } } }>('{ adminTicketStats { byStatus { total } medianFirstResponseMinutes } }', {}, admin.accessToken);
    expect(g.data?.adminTicketStats.byStatus.total).toBe(stats.body.stats.byStatus.total);
  });

  it('refuses the admin routes to customers, cleaners and anonymous callers', async () => {
    const t = (await open()).body.ticket;
    const cleaner = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    for (const token of [customer.tokens.accessToken, cleaner.tokens.accessToken, null]) {
      const expected = token ? 403 : 401;
      expect((await api('GET', '/admin/tickets', { token })).status).toBe(expected);
      expect((await api('GET', `/admin/tickets/${t.id}`, { token })).status).toBe(expected);
      expect((await api('POST', `/admin/tickets/${t.id}/reply`, { token, body: { body: 'x', internal: true } })).status).toBe(expected);
      expect((await api('PUT', `/admin/tickets/${t.id}/status`, { token, body: { status: 'closed' } })).status).toBe(expected);
    }
    expect((await api('GET', '/tickets', {})).status).toBe(401);
    expect(await db.ticketMessage.count({ where: { ticketId: t.id } })).toBe(1);
  });

  it('decides the role before it reads the input, on GraphQL as on /api', async () => {
    const t = (await open()).body.ticket;
    // Input that would fail validation still gets the role error: a customer on the admin fields...
    const token = customer.tokens.accessToken;
    expect((await api('GET', '/admin/tickets?limit=1000', { token })).status).toBe(403);
    expect((await api('PUT', `/admin/tickets/${t.id}/status`, { token, body: { status: 'closed', resolution: 'x'.repeat(6000) } })).status).toBe(403);
    expect((await api('POST', `/admin/tickets/${t.id}/resolve`, { token, body: {} })).status).toBe(403);
    const list = await gql('query { adminTickets(limit: 1000) { total } }', {}, token);
    expect(list.errors?.[0]?.extensions?.code).toBe('AUTHORIZATION_ERROR');
    const reply = await gql(`mutation($id: ID!) { replyToTicket(id: $id, body: "") { __typename ... on Error { code } } }`, { id: t.id }, token);
    expect(reply.data?.replyToTicket).toEqual({ __typename: 'AuthorizationError', code: 'AUTHORIZATION_ERROR' });
    // ...and an admin opening or editing a ticket, with the reason.
    expect((await asAdmin('POST', '/tickets', { subject: 'x', category: 'weather', message: '' })).status).toBe(403);
    const create = await asAdmin('POST', '/tickets', { subject: 'x', category: 'other', message: '' });
    expect(create.status).toBe(403);
    expect(create.body.error).toBe('Admins answer tickets; customers and freelancers open them.');
    const edit = await gql(`mutation($id: ID!) { updateMyTicket(id: $id, subject: "x") { __typename ... on Error { code message } } }`, { id: t.id }, admin.accessToken);
    expect(edit.data?.updateMyTicket).toEqual({ __typename: 'AuthorizationError', code: 'AUTHORIZATION_ERROR', message: 'Admins change tickets through the admin routes.' });
    // The right role gets the input error.
    expect((await asAdmin('GET', '/admin/tickets?limit=1000')).body.field).toBe('limit');
    expect((await asCustomer('PUT', `/tickets/${t.id}`, { subject: 'x' })).body.field).toBe('subject');
  });

  it('tells each viewer what it may do next (allowedActions)', async () => {
    const t = (await open()).body.ticket;
    const q = 'query($id: ID!) { ticket(id: $id) { status allowedActions } }';
    const mine = await gql<{ ticket: { allowedActions: string[] } }>(q, { id: t.id }, customer.tokens.accessToken);
    expect(mine.data?.ticket.allowedActions).toEqual(['REPLY', 'EDIT', 'CLOSE']);
    const theirs = await gql<{ ticket: { allowedActions: string[] } }>(q, { id: t.id }, admin.accessToken);
    expect(theirs.data?.ticket.allowedActions).toEqual(['REPLY', 'ADD_NOTE', 'START', 'INVESTIGATE', 'RESOLVE', 'CLOSE', 'ASSIGN']);
    await asAdmin('POST', `/admin/tickets/${t.id}/resolve`, { resolution: 'Sorted out.' });
    expect((await gql<{ ticket: { allowedActions: string[] } }>(q, { id: t.id }, customer.tokens.accessToken)).data?.ticket.allowedActions).toEqual(['REPLY', 'CLOSE']);
    expect((await gql<{ ticket: { allowedActions: string[] } }>(q, { id: t.id }, admin.accessToken)).data?.ticket.allowedActions).toEqual(['REPLY', 'ADD_NOTE', 'CLOSE', 'REOPEN', 'ASSIGN']);
    await asAdmin('POST', `/admin/tickets/${t.id}/close`);
    expect((await gql<{ ticket: { allowedActions: string[] } }>(q, { id: t.id }, customer.tokens.accessToken)).data?.ticket.allowedActions).toEqual([]);
    expect((await gql<{ ticket: { allowedActions: string[] } }>(q, { id: t.id }, admin.accessToken)).data?.ticket.allowedActions).toEqual(['ADD_NOTE', 'REOPEN', 'ASSIGN']);
  });
});

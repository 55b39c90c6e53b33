/**
 * The admins' contact inbox (docs/decisions/0021) over /api and GraphQL: list with status and
 * text filters, read, archive, delete, counts, turning a message into a ticket once (requester by
 * account or address), and the denials.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createUser, db, gql, login, setupDatabase } from './harness.js';

beforeAll(setupDatabase);

let admin: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  admin = await login('admin@demo.test');
});
const asAdmin = (method: string, path: string, body?: unknown) => api(method, path, { token: admin.accessToken, body });
let ipSeq = 0;
const submit = (body: Record<string, unknown>, token?: string) =>
  api('POST', '/contact/submit', { token, ip: `198.51.100.${++ipSeq}`, body: { name: 'Casey', email: 'casey@example.com', subject: 'Question about pricing', message: 'Do you clean boats in winter?', ...body } });

describe('contact inbox', () => {
  it('lists, filters, reads, archives, counts and deletes', async () => {
    const tag = `qz${Date.now().toString(36)}`;
    const a = (await submit({ subject: `Boats ${tag}` })).body.id;
    const b = (await submit({ subject: `Windows ${tag}` })).body.id;
    const list = await asAdmin('GET', `/contact?search=${tag}`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 2 });
    expect(list.body.messages[0]).toMatchObject({ id: b, status: 'new', fromAccount: false, ticketId: null });
    const before = (await asAdmin('GET', '/contact/stats')).body.stats;
    expect((await asAdmin('PUT', `/contact/${a}`, { status: 'read' })).body.message.status).toBe('read');
    expect((await asAdmin('PUT', `/contact/${b}`, { status: 'archived' })).body.message.status).toBe('archived');
    expect((await asAdmin('PUT', `/contact/${b}`, { status: 'spam' })).body.field).toBe('status');
    const after = (await asAdmin('GET', '/contact/stats')).body.stats;
    expect(after.new).toBe(before.new - 2);
    expect(after.archived).toBe(before.archived + 1);
    expect((await asAdmin('GET', `/contact?search=${tag}&status=archived`)).body.total).toBe(1);
    expect((await asAdmin('GET', `/contact/${a}`)).body.message.subject).toBe(`Boats ${tag}`);
    expect((await asAdmin('DELETE', `/contact/${a}`)).body.deleted).toBe(true);
    expect((await asAdmin('GET', `/contact/${a}`)).status).toBe(404);
    expect((await asAdmin('DELETE', `/contact/${a}`)).status).toBe(404);
  });

  it("turns a message into a ticket once, with the sender's account as requester", async () => {
    const customer = await createUser();
    const id = (await submit({ email: customer.email, subject: 'Cannot change my booking' })).body.id;
    const res = await asAdmin('POST', `/contact/${id}/ticket`, { category: 'account' });
    expect(res.status).toBe(201);
    const ticket = await db.ticket.findUniqueOrThrow({ where: { id: res.body.ticketId }, include: { messages: true } });
    expect(ticket).toMatchObject({ requesterId: customer.id, category: 'account', subject: 'Cannot change my booking', contactMessageId: id });
    expect(ticket.messages[0]?.body).toMatch(/Do you clean boats in winter\?/);
    expect((await asAdmin('POST', `/contact/${id}/ticket`, {})).status).toBe(409);
    // The customer sees it among their tickets.
    const mine = await api('GET', '/tickets', { token: customer.tokens.accessToken });
    expect(mine.body.tickets.map((t: { id: string }) => t.id)).toContain(ticket.id);
    const g = await gql<{ contactMessage: { ticketNumber: number; status: string } }>('query($id: ID!) { contactMessage(id: $id) { ticketNumber status } }', { id }, admin.accessToken);
    expect(g.data?.contactMessage).toMatchObject({ ticketNumber: ticket.number, status: 'read' });
  });

  it('refuses customers, cleaners and anonymous callers', async () => {
    const id = (await submit({})).body.id;
    const customer = await createUser();
    const cleaner = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    for (const token of [customer.tokens.accessToken, cleaner.tokens.accessToken, null]) {
      const expected = token ? 403 : 401;
      expect((await api('GET', '/contact', { token })).status).toBe(expected);
      expect((await api('GET', '/contact/stats', { token })).status).toBe(expected);
      expect((await api('GET', `/contact/${id}`, { token })).status).toBe(expected);
      expect((await api('PUT', `/contact/${id}`, { token, body: { status: 'archived' } })).status).toBe(expected);
      expect((await api('DELETE', `/contact/${id}`, { token })).status).toBe(expected);
      expect((await api('POST', `/contact/${id}/ticket`, { token, body: {} })).status).toBe(expected);
    }
    expect((await db.contactMessage.findUniqueOrThrow({ where: { id } })).status).toBe('new');
  });

  it('decides the role before it reads the input, on GraphQL as on /api', async () => {
    const id = (await submit({})).body.id;
    const customer = await createUser();
    const token = customer.tokens.accessToken;
    // Input that would fail validation (limit over 100, an unknown category) still gets the role error.
    const list = await gql('query { contactMessages(limit: 1000) { total } }', {}, token);
    expect(list.errors?.[0]?.extensions?.code).toBe('AUTHORIZATION_ERROR');
    const toTicket = await gql(`mutation($id: ID!) { contactMessageToTicket(id: $id, category: "nope") { __typename ... on Error { code } } }`, { id }, token);
    expect(toTicket.data?.contactMessageToTicket).toEqual({ __typename: 'AuthorizationError', code: 'AUTHORIZATION_ERROR' });
    expect((await api('GET', '/contact?limit=1000', { token })).status).toBe(403);
    expect((await api('POST', `/contact/${id}/ticket`, { token, body: { category: 'nope' } })).status).toBe(403);
    // The admin gets the input error, as data on the mutation.
    const bad = await gql(`mutation($id: ID!) { contactMessageToTicket(id: $id, category: "nope") { __typename ... on ValidationError { field } } }`, { id }, admin.accessToken);
    expect(bad.data?.contactMessageToTicket).toEqual({ __typename: 'ValidationError', field: 'category' });
    expect((await asAdmin('GET', '/contact?limit=1000')).status).toBe(400);
  });
});

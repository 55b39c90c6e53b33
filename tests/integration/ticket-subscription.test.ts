/**
 * Live ticket threads (docs/decisions/0021): `ticketUpdated(id)` over graphql-ws against a started server
 * pushes an admin's reply to the requester's open ticket, never an internal note's text, and
 * refuses anyone else's ticket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { startServer } from '../../server/src/app.js';
import { api, createUser, login, setupDatabase } from './harness.js';

let server: Server;
let url: string;
const clients: Client[] = [];

beforeAll(async () => {
  await setupDatabase();
  server = await startServer(0, '127.0.0.1');
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await new Promise((resolve) => server.close(resolve));
});

function client(accessToken: string): Client {
  const c = createClient({ url, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true, connectionParams: { authorization: `Bearer ${accessToken}` } });
  clients.push(c);
  return c;
}

type Thread = { ticketUpdated: { status: string; messages: { body: string; internal: boolean }[] } };

/** Collects the events of one subscription. */
function collect(c: Client, id: string) {
  const events: { data?: Thread; errors?: unknown }[] = [];
  const dispose = c.subscribe<Thread>(
    { query: 'subscription($id: ID!) { ticketUpdated(id: $id) { status messages { body internal } } }', variables: { id } },
    { next: (v) => void events.push(v as never), error: (e) => void events.push({ errors: e }), complete: () => undefined },
  );
  return { events, dispose };
}

const waitFor = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('ticketUpdated', () => {
  it("pushes the admin's reply to the requester without internal notes, and refuses others", async () => {
    const admin = await login('admin@demo.test');
    const customer = await createUser();
    const stranger = await createUser();
    const ticket = (await api('POST', '/tickets', { token: customer.tokens.accessToken, body: { subject: 'Live reply please', category: 'other', message: 'Hello?' } })).body.ticket;
    const mine = collect(client(customer.tokens.accessToken), ticket.id);
    const theirs = collect(client(stranger.tokens.accessToken), ticket.id);
    await new Promise((r) => setTimeout(r, 300));
    await api('POST', `/admin/tickets/${ticket.id}/reply`, { token: admin.accessToken, body: { body: 'Secret triage note', internal: true } });
    await api('POST', `/admin/tickets/${ticket.id}/reply`, { token: admin.accessToken, body: { body: 'Hi! We are on it.' } });
    await waitFor(() => mine.events.some((e) => e.data?.ticketUpdated.messages.some((m) => m.body === 'Hi! We are on it.')));
    const bodies = mine.events.flatMap((e) => e.data?.ticketUpdated.messages.map((m) => m.body) ?? []);
    expect(bodies).not.toContain('Secret triage note');
    expect(mine.events.at(-1)?.data?.ticketUpdated.status).toBe('in_progress');
    await waitFor(() => theirs.events.length > 0);
    expect(theirs.events[0]?.errors).toBeTruthy();
    expect(theirs.events.some((e) => e.data)).toBe(false);
    mine.dispose();
    theirs.dispose();
  });
});

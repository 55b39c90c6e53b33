/**
 * graphql-ws subscriptions against a started server (partner apps subscribe over websockets):
 * authenticated through connectionParams, same envelope and auth scopes as HTTP.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { startServer } from '../../server/src/app.js';
import { api, createBooking, futureIso, login, setupDatabase } from './harness.js';

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

function client(accessToken?: string): Client {
  const c = createClient({
    url,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: true,
    connectionParams: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });
  clients.push(c);
  return c;
}

/** Subscribes and resolves with the first result (or rejects on error / timeout). */
function first<T>(c: Client, query: string, variables: Record<string, unknown> = {}, timeoutMs = 10_000) {
  let unsubscribe: () => void = () => undefined;
  const result = new Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('subscription timed out')), timeoutMs);
    unsubscribe = c.subscribe<T>(
      { query, variables },
      {
        next: (value) => {
          clearTimeout(timer);
          resolve(value as never);
        },
        error: (error) => {
          clearTimeout(timer);
          resolve({ errors: Array.isArray(error) ? error : [{ message: String((error as Error).message ?? error) }] });
        },
        complete: () => undefined,
      },
    );
  });
  return { result, unsubscribe: () => unsubscribe() };
}

describe('graphql-ws subscriptions', () => {
  it('pushes notificationAdded to the customer when a cleaner accepts their booking', async () => {
    const customer = await login('customer@demo.test');
    const cleaner = await login('cleaner@demo.test');
    const booking = await createBooking(customer.accessToken, { scheduledAt: futureIso(9, 16), zipCode: '94102' });

    const sub = first<{ notificationAdded: { type: string; title: string; data: { bookingId: string } } }>(
      client(customer.accessToken),
      'subscription { notificationAdded { type title data } }',
    );
    // Give the server a moment to register the subscription before the event fires.
    await new Promise((r) => setTimeout(r, 300));
    const accepted = await api('POST', `/bookings/${booking.id}/accept`, { token: cleaner.accessToken });
    expect(accepted.status).toBe(200);

    const value = await sub.result;
    expect(value.errors).toBeUndefined();
    expect(value.data?.notificationAdded.type).toBe('booking_accepted');
    expect(value.data?.notificationAdded.data.bookingId).toBe(booking.id);
    sub.unsubscribe();
  });

  it('streams bookingUpdated to the booking owner: the booking as it is now, then each change', async () => {
    const customer = await login('customer@demo.test');
    const cleaner = await login('cleaner@demo.test');
    const booking = await createBooking(customer.accessToken, { scheduledAt: futureIso(11, 16), zipCode: '94102' });
    const events: { bookingUpdated: { id: string; status: string } }[] = [];
    client(customer.accessToken).subscribe<{ bookingUpdated: { id: string; status: string } }>(
      { query: 'subscription($id: ID!) { bookingUpdated(id: $id) { id status } }', variables: { id: booking.id } },
      { next: (value) => void (value.data && events.push(value.data)), error: () => undefined, complete: () => undefined },
    );
    // The current state arrives first, without any change: a page that subscribes after its query
    // (or again after a lost websocket) is up to date from here on.
    await vi.waitFor(() => expect(events[0]?.bookingUpdated).toEqual({ id: booking.id, status: 'pending' }), { timeout: 5000 });
    await api('POST', `/bookings/${booking.id}/accept`, { token: cleaner.accessToken });
    await vi.waitFor(() => expect(events.at(-1)?.bookingUpdated).toEqual({ id: booking.id, status: 'confirmed' }), { timeout: 5000 });
  });

  it('bookingUpdated misses no change made while the subscription starts', async () => {
    const customer = await login('customer@demo.test');
    const cleaner = await login('cleaner@demo.test');
    const booking = await createBooking(customer.accessToken, { scheduledAt: futureIso(12, 16), zipCode: '94102' });
    const events: { bookingUpdated: { status: string } }[] = [];
    client(customer.accessToken).subscribe<{ bookingUpdated: { status: string } }>(
      { query: 'subscription($id: ID!) { bookingUpdated(id: $id) { status } }', variables: { id: booking.id } },
      { next: (value) => void (value.data && events.push(value.data)), error: () => undefined, complete: () => undefined },
    );
    // No pause: the accept races the subscription's start. Whichever wins, the last state seen is
    // the confirmed one (before, the change could fall between the query and the subscription).
    const accepted = await api('POST', `/bookings/${booking.id}/accept`, { token: cleaner.accessToken });
    expect(accepted.status).toBe(200);
    await vi.waitFor(() => expect(events.at(-1)?.bookingUpdated.status).toBe('confirmed'), { timeout: 5000 });
  });

  it('refuses a subscription without a valid access token', async () => {
    const sub = first<{ notificationAdded: { id: string } }>(client(), 'subscription { notificationAdded { id } }');
    const value = await sub.result;
    expect(value.data?.notificationAdded).toBeUndefined();
    expect(value.errors?.[0]?.extensions?.code ?? value.errors?.[0]?.message).toMatch(/AUTHENTICATION_ERROR|sign in/i);
  });

  it("refuses bookingUpdated for someone else's booking", async () => {
    const customer = await login('customer@demo.test');
    const other = await login('emma.davis@demo.test');
    const booking = await createBooking(customer.accessToken, { scheduledAt: futureIso(13, 16), zipCode: '94102' });
    const sub = first<{ bookingUpdated: { id: string } }>(
      client(other.accessToken),
      'subscription($id: ID!) { bookingUpdated(id: $id) { id } }',
      { id: booking.id },
    );
    const value = await sub.result;
    expect(value.data?.bookingUpdated).toBeUndefined();
    expect(value.errors?.[0]?.extensions?.code ?? value.errors?.[0]?.message).toMatch(/AUTHORIZATION_ERROR|permission/i);
  });
});

/**
 * A server restart loses nothing the person should see (docs/decisions/0028, "The web client"): the server
 * closes the websocket with 1012 (Service Restart) and is unreachable for a moment; meanwhile a
 * cleaner accepts the customer's booking. Once the server answers again, the page has reconnected
 * by itself and caught up: the bell lists the "Booking confirmed" notification and the open
 * booking page shows Confirmed, without a reload.
 *
 * The restart is played in the browser, on the real connection to the real server: every
 * graphql-ws socket of the page goes through `page.routeWebSocket` to the server (messages pass
 * through unchanged). The test closes the server side of the live socket, gives the page the close
 * code a restarting server sends (1012), and holds the page's next connection attempt, like a
 * connect to a server that is not listening yet, until the acceptance is made. The app's
 * reconnection, backoff and catch-up (client/src/app/apollo.ts, lib/retryPolicy.ts) run unchanged.
 * Own freelancer and zip prefix (820, Cheyenne).
 */
import type { WebSocketRoute } from '@playwright/test';
import { apiCall, expect, signInAs, test } from './fixtures';

/** One socket of the page, connected through the route to the real server. */
interface Connection {
  page: WebSocketRoute;
  server: WebSocketRoute;
  /** graphql-transport-ws messages the server sent on it, parsed. */
  fromServer: Array<{ type: string; payload?: { data?: Record<string, unknown> } }>;
  /** Set when the test plays the restart on it: its closes are no longer forwarded. */
  restarting: boolean;
}

test('after a server restart (websocket close 1012) the bell and the booking page catch up without a reload', async ({
  page,
  request,
  newCustomer,
  newFreelancer,
  newBooking,
}) => {
  test.slow(); // a freelancer and a customer registered over /api, two sockets, a held reconnection
  const freelancer = await newFreelancer({ firstName: 'Wendy', zipPrefix: '820' });
  const customer = await newCustomer({ firstName: 'Ursula' });
  const booking = await newBooking(customer, { city: 'Cheyenne', zipCode: '82001' });

  const connections: Connection[] = [];
  /** Connection attempts the page made (each new WebSocket). */
  let attempts = 0;
  /** Resolved while the server "answers"; a pending promise while it restarts. */
  let serverUp: Promise<void> = Promise.resolve();
  let serverBack: () => void = () => undefined;

  await page.routeWebSocket(/\/graphql$/, async (ws) => {
    attempts += 1;
    await serverUp; // while the server restarts, the attempt waits, as a connect to it would
    const server = ws.connectToServer();
    const connection: Connection = { page: ws, server, fromServer: [], restarting: false };
    connections.push(connection);
    server.onMessage((message) => {
      connection.fromServer.push(JSON.parse(String(message)) as Connection['fromServer'][number]);
      ws.send(message);
    });
    // Closes pass through (sign-out, the app's own reconnect) except on the socket being restarted.
    server.onClose((code, reason) => {
      if (!connection.restarting) void ws.close({ code, reason });
    });
    ws.onClose((code, reason) => {
      if (!connection.restarting) void server.close({ code, reason });
    });
  });

  /** The newest connection, once the server acknowledged it and the booking's subscription sent its first state. */
  async function liveConnection(): Promise<Connection> {
    await expect
      .poll(
        () => {
          const last = connections[connections.length - 1];
          return (
            !!last &&
            last.fromServer.some((m) => m.type === 'connection_ack') &&
            last.fromServer.some((m) => m.type === 'next' && !!m.payload?.data?.bookingUpdated)
          );
        },
        { message: 'a live websocket with the booking subscription', timeout: 15_000 },
      )
      .toBe(true);
    return connections[connections.length - 1]!;
  }

  // The customer's booking page, live: pending, nothing about the acceptance yet.
  await signInAs(page, customer);
  await page.goto(`/customer/bookings/${booking.id}`);
  await expect(page.getByRole('heading', { level: 1, name: booking.service.name })).toBeVisible();
  const before = await liveConnection();
  await expect(page.getByText('Confirmed', { exact: true })).toHaveCount(0);
  const acceptedMessage = `${freelancer.firstName} accepted your ${booking.service.name} booking.`;

  // A marker on the page: a reload would drop it, so its survival proves the catch-up came live.
  await page.evaluate(() => {
    (window as unknown as { liveMarker: string }).liveMarker = 'no reload';
  });
  // The bell's list requests from here on (the catch-up must send one).
  const bellRequests: number[] = [];
  page.on('request', (req) => {
    if (req.method() !== 'POST' || !req.url().endsWith('/graphql')) return;
    let body: { operationName?: string } | null = null;
    try {
      body = req.postDataJSON() as { operationName?: string } | null;
    } catch {
      return; // not a JSON body
    }
    if (body?.operationName === 'NotificationBell') bellRequests.push(Date.now());
  });

  // The server restarts: its side of the socket closes, the page gets 1012, new connections wait.
  serverUp = new Promise((resolve) => (serverBack = resolve));
  const attemptsBefore = attempts;
  before.restarting = true;
  await before.server.close();
  await before.page.close({ code: 1012, reason: 'Service Restart' });

  // The page tries again by itself (the first retry waits under 1 s).
  await expect.poll(() => attempts, { message: 'a reconnection attempt', timeout: 10_000 }).toBeGreaterThan(attemptsBefore);

  // Meanwhile the cleaner accepts: the customer's notification and the new status are made while
  // the page has no socket, so no subscription can deliver them.
  await apiCall(request, 'POST', `/bookings/${booking.id}/accept`, { token: freelancer.accessToken });
  await expect(page.getByText('Confirmed', { exact: true })).toHaveCount(0);

  // The server answers again: the waiting attempt connects and the page catches up.
  const backAt = Date.now();
  serverBack();
  const after = await liveConnection();
  expect(after).not.toBe(before);

  // The booking page: the restarted subscription sends the current state first.
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible({ timeout: 10_000 });
  // The bell: the reconnection refetched its list (well before its 30 s poll).
  await expect.poll(() => bellRequests.filter((at) => at >= backAt).length, { message: 'the bell refetched', timeout: 10_000 }).toBeGreaterThan(0);
  await page.getByRole('button', { name: /^notifications/i }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(acceptedMessage)).toBeVisible();
  await expect(panel.getByText('Booking confirmed', { exact: true }).first()).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe('no reload');
});

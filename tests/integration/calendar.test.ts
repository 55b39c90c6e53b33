/**
 * Calendars of docs/decisions/0033, attacked through a real listening port: a booking's .ics for
 * its customer, its cleaner and admins only (anyone else, or an unknown id, gets the same 404);
 * the private feed answers by its token alone, stops at once when renewed or revoked, holds only
 * the owner's upcoming visits, is stored hashed and never appears in the logs; the OpenAPI
 * document describes both files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { logger } from '../../server/src/logger.js';
import { hashFeedToken } from '../../server/src/modules/calendar/calendar.service.js';
import { api, createBooking, createUser, db, futureIso, gql, login, setupDatabase, type TestUser } from './harness.js';
import { rawRequest, startOnPort, type PortServer } from './port.js';

let app: PortServer;
let customer: TestUser;
let intruder: TestUser;
let cleaner: TestUser;
let otherCleaner: TestUser;
let adminToken: string;
let booking: Record<string, any>;

beforeAll(async () => {
  await setupDatabase();
  [customer, intruder, cleaner, otherCleaner] = await Promise.all([
    createUser({ firstName: 'Carla' }),
    createUser({ firstName: 'Mallory' }),
    createUser({ role: 'cleaner', approvedFor: ['941'], firstName: 'Maria' }),
    createUser({ role: 'cleaner', approvedFor: ['941'], firstName: 'Otto' }),
  ]);
  adminToken = (await login('admin@demo.test')).accessToken;
  booking = await createBooking(customer.tokens.accessToken, { scheduledAt: futureIso(9, 16), notes: 'Gate code 4411' });
  const accepted = await api('POST', `/bookings/${booking.id}/accept`, { token: cleaner.tokens.accessToken });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  app = await startOnPort();
});

afterAll(async () => {
  await app?.close();
});

const get = (path: string, token?: string, method = 'GET') =>
  rawRequest(app.port, { method, path, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The path part of a feed URL (the server's APP_URL is not this port). */
const pathOf = (url: string) => new URL(url).pathname;

/** Unfolds RFC 5545 content lines (a line break followed by a space continues the line). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

const icsUtc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

async function renew(token: string): Promise<string> {
  const res = await rawRequest(app.port, { method: 'POST', path: '/api/calendar/feed', headers: { authorization: `Bearer ${token}` } });
  expect(res.status, res.text()).toBe(200);
  const body = res.json<{ success: boolean; feed: { url: string; createdAt: string } }>();
  expect(body.success).toBe(true);
  expect(body.feed.url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  expect(Date.parse(body.feed.createdAt)).not.toBeNaN();
  return pathOf(body.feed.url);
}

describe('GET /api/bookings/{id}/calendar.ics', () => {
  it('gives the customer the booking as an iCalendar file: UID = booking id, UTC times, the address', async () => {
    const res = await get(`/api/bookings/${booking.id}/calendar.ics`, customer.tokens.accessToken);
    expect(res.status, res.text()).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="comfort-life-booking-${booking.id}.ics"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const ics = unfold(res.text());
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain(`UID:${booking.id}\r\n`);
    expect(ics).toContain(`DTSTART:${icsUtc(booking.scheduledAt)}\r\n`);
    expect(ics).toContain(`DTEND:${icsUtc(new Date(Date.parse(booking.scheduledAt) + 2 * 3_600_000).toISOString())}\r\n`);
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).toContain('100 Market St');
    expect(ics).toContain('Gate code 4411');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('gives it to the cleaner holding the job and to admins', async () => {
    for (const token of [cleaner.tokens.accessToken, adminToken]) {
      const res = await get(`/api/bookings/${booking.id}/calendar.ics`, token);
      expect(res.status).toBe(200);
      expect(unfold(res.text())).toContain(`UID:${booking.id}`);
    }
  });

  it("answers another customer's or another cleaner's request exactly like an unknown booking: 404, nothing of it", async () => {
    const unknown = await get('/api/bookings/00000000-0000-4000-8000-000000000000/calendar.ics', intruder.tokens.accessToken);
    expect(unknown.status).toBe(404);
    for (const token of [intruder.tokens.accessToken, otherCleaner.tokens.accessToken]) {
      const res = await get(`/api/bookings/${booking.id}/calendar.ics`, token);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual(unknown.json());
      expect(res.text()).not.toContain('Market');
    }
  });

  it('needs a token (401), and a path that is not a booking id is 404', async () => {
    const anonymous = await get(`/api/bookings/${booking.id}/calendar.ics`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 'AUTHENTICATION_ERROR' });
    const forged = await get(`/api/bookings/${booking.id}/calendar.ics`, 'not.a.jwt');
    expect(forged.status).toBe(401);
    expect((await get("/api/bookings/1'%20OR%201=1/calendar.ics", customer.tokens.accessToken)).status).toBe(404);
    expect((await get('/api/bookings/%E0%A4%A/calendar.ics', customer.tokens.accessToken)).status).toBe(400);
  });

  it('answers HEAD without a body and refuses other methods (405)', async () => {
    const head = await get(`/api/bookings/${booking.id}/calendar.ics`, customer.tokens.accessToken, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const post = await get(`/api/bookings/${booking.id}/calendar.ics`, customer.tokens.accessToken, 'POST');
    expect(post.status).toBe(405);
  });

  it('marks a cancelled booking CANCELLED, so a calendar that imported it updates', async () => {
    const other = await createBooking(customer.tokens.accessToken);
    const cancelled = await api('PUT', `/bookings/${other.id}/status`, { token: customer.tokens.accessToken, body: { status: 'cancelled' } });
    expect(cancelled.status).toBe(200);
    const res = await get(`/api/bookings/${other.id}/calendar.ics`, customer.tokens.accessToken);
    expect(unfold(res.text())).toContain('STATUS:CANCELLED');
  });
});

describe('the private feed GET /api/calendar/{token}.ics', () => {
  it('has none at first; renewing shows the address once and stores only its SHA-256', async () => {
    const before = await gql<{ calendarFeed: unknown }>('{ calendarFeed { url createdAt } }', {}, customer.tokens.accessToken);
    expect(before.data?.calendarFeed).toBeNull();
    const path = await renew(customer.tokens.accessToken);
    const token = /\/api\/calendar\/(.+)\.ics$/.exec(path)![1]!;
    const row = await db.user.findUniqueOrThrow({ where: { id: customer.id } });
    expect(row.calendarTokenHash).toBe(hashFeedToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const after = await gql<{ calendarFeed: { url: string | null; createdAt: string | null } }>('{ calendarFeed { url createdAt } }', {}, customer.tokens.accessToken);
    expect(after.data?.calendarFeed).toEqual({ url: null, createdAt: null });
  });

  it("holds the owner's upcoming visits only: not cancelled ones, not beyond 90 days, not anyone else's", async () => {
    const cancelled = await createBooking(customer.tokens.accessToken);
    await api('PUT', `/bookings/${cancelled.id}/status`, { token: customer.tokens.accessToken, body: { status: 'cancelled' } });
    const far = await createBooking(customer.tokens.accessToken, { scheduledAt: futureIso(120, 16) });
    const theirs = await createBooking(intruder.tokens.accessToken);
    const path = await renew(customer.tokens.accessToken);
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const ics = unfold(res.text());
    expect(ics).toContain(`UID:${booking.id}`);
    expect(ics).not.toContain(cancelled.id);
    expect(ics).not.toContain(far.id);
    expect(ics).not.toContain(theirs.id);
    expect(ics).toContain('REFRESH-INTERVAL');
  });

  it("gives a cleaner their jobs, and a cleaner's feed never reads the Authorization header", async () => {
    const path = await renew(cleaner.tokens.accessToken);
    const res = await get(path, intruder.tokens.accessToken);
    expect(res.status).toBe(200);
    const ics = unfold(res.text());
    expect(ics).toContain(`UID:${booking.id}`);
    // Nine days ahead, outside the contact window (docs/decisions/0034): the area, not the street address or notes.
    expect(ics).toContain('LOCATION:San Francisco 94105');
    expect(ics).not.toContain('100 Market St');
    expect(ics).not.toContain('Gate code 4411');
  });

  it('stops at once when renewed (old address 404) and when revoked (404); revoking twice says false', async () => {
    const first = await renew(customer.tokens.accessToken);
    expect((await get(first)).status).toBe(200);
    const second = await renew(customer.tokens.accessToken);
    expect(second).not.toBe(first);
    const old = await get(first);
    expect(old.status).toBe(404);
    expect(old.json()).toMatchObject({ success: false, code: 'NOT_FOUND_ERROR' });
    expect((await get(second)).status).toBe(200);

    const revoked = await rawRequest(app.port, { method: 'DELETE', path: '/api/calendar/feed', headers: { authorization: `Bearer ${customer.tokens.accessToken}` } });
    expect(revoked.status).toBe(200);
    expect(revoked.json()).toEqual({ success: true, revoked: true });
    expect((await get(second)).status).toBe(404);
    const again = await api('DELETE', '/calendar/feed', { token: customer.tokens.accessToken });
    expect(again.body).toEqual({ success: true, revoked: false });
  });

  it('refuses guessed, malformed and encoded tokens with 404, and the feed routes without a session with 401', async () => {
    for (const guess of ['A'.repeat(43), 'short', '..%2F..%2Fetc%2Fpasswd', `${'A'.repeat(42)}%00`]) {
      expect((await get(`/api/calendar/${guess}.ics`)).status, guess).toBe(404);
    }
    expect((await rawRequest(app.port, { method: 'POST', path: '/api/calendar/feed' })).status).toBe(401);
    expect((await rawRequest(app.port, { method: 'DELETE', path: '/api/calendar/feed' })).status).toBe(401);
    const anonymous = await gql('mutation { renewCalendarFeed { __typename } }');
    expect(JSON.stringify(anonymous.data)).toContain('AuthenticationError');
  });

  it('never writes a feed token to the logs, even at trace level and on refusals', async () => {
    const lines: string[] = [];
    const target = logger as unknown as Record<symbol, unknown>;
    const stream = target[pino.symbols.streamSym];
    const level = logger.level;
    target[pino.symbols.streamSym] = { write: (line: string) => lines.push(line) };
    logger.level = 'trace';
    let token = '';
    try {
      logger.info('capture check');
      const path = await renew(customer.tokens.accessToken);
      token = /\/api\/calendar\/(.+)\.ics$/.exec(path)![1]!;
      expect((await get(path)).status).toBe(200);
      expect((await get(path, 'Bearer garbage', 'POST')).status).toBe(405);
      await renew(customer.tokens.accessToken);
      expect((await get(path)).status).toBe(404);
    } finally {
      logger.level = level;
      target[pino.symbols.streamSym] = stream;
    }
    expect(lines.some((l) => l.includes('capture check')), 'the logs are captured').toBe(true);
    expect(token).toHaveLength(43);
    expect(lines.join('\n')).not.toContain(token);
  });
});

describe('OpenAPI', () => {
  it('describes both iCalendar files with their statuses', async () => {
    const doc = (await get('/api/openapi.json')).json<{ paths: Record<string, Record<string, any>>; tags: { name: string }[] }>();
    const file = doc.paths['/api/bookings/{id}/calendar.ics']!.get!;
    expect(file.tags).toEqual(['Calendar']);
    expect(file.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(file.responses)).toEqual(['200', '400', '401', '404', '500']);
    expect(file.responses['200'].content).toHaveProperty('text/calendar');
    const feed = doc.paths['/api/calendar/{token}.ics']!.get!;
    expect(feed.security).toEqual([]);
    expect(Object.keys(feed.responses)).toEqual(['200', '400', '404', '500']);
    expect(doc.paths['/api/calendar/feed']).toHaveProperty('post');
    expect(doc.paths['/api/calendar/feed']).toHaveProperty('delete');
    expect(doc.tags.map((t) => t.name)).toContain('Calendar');
  });
});

/**
 * Booking messages (docs/decisions/0034), through /api and GraphQL on a real
 * listening server: thread membership (another customer or cleaner gets 404; an admin reads, and
 * the read is audited), the read-only thread (409), text and photo limits (400), contact details
 * masked before the job's start and not after, the cleaner's "On my way" setting the booking's live
 * state, quick replies only from 3 h before the start until the job's end (400 outside, with the
 * window on the cleaner's MessageThread), unread counts and marking read, a report landing in the ticket queue, the unread-mail job
 * (called directly with its clock), photo uploads (a PNG carrying EXIF comes back re-encoded
 * without it; a non-image named x.png and a sixth photo are refused; a failed write leaves no
 * blob), GraphQL multipart, `bookingMessageAdded` over graphql-ws and the OpenAPI document.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createBooking, createUser, db, login, setupDatabase, type TestUser } from './harness.js';
import { startOnPort, type PortServer } from './port.js';
import { stopJobs } from '../../server/src/jobs/queue.js';
import { mailUnreadMessages } from '../../server/src/modules/messages/messages.jobs.js';
import { storage } from '../../server/src/lib/media-storage.js';
import { MESSAGE_MAX_CHARS, QUICK_REPLY_CLOSED } from '../../schema/rules.js';

let server: PortServer;
let admin: Awaited<ReturnType<typeof login>>;
let ana: TestUser;
let otto: TestUser;
let maria: TestUser;
let james: TestUser;

beforeAll(async () => {
  await setupDatabase();
  server = await startOnPort();
  [admin, ana, otto, maria, james] = await Promise.all([
    login('admin@demo.test'),
    createUser({ firstName: 'Ana' }),
    createUser({ firstName: 'Otto' }),
    createUser({ role: 'cleaner', approvedFor: ['941'], firstName: 'Maria' }),
    createUser({ role: 'cleaner', approvedFor: ['941'], firstName: 'James' }),
  ]);
});
afterAll(async () => {
  await server?.close();
  await stopJobs();
});

interface Answer {
  status: number;
  body: Record<string, any>;
}

/** An /api call through the port: a JSON body, or a FormData body sent as multipart/form-data. */
async function call(method: string, path: string, options: { token?: string; body?: unknown; form?: FormData } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${server.origin}/api${path}`, { method, headers, body });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

/** GraphQL over POST /graphql through the port. */
async function graphql(query: string, variables: Record<string, unknown>, token?: string) {
  const res = await fetch(`${server.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data: Record<string, any> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

/** A booking of `customer` accepted by `cleaner` (confirmed, days ahead: before its start). */
async function acceptedBooking(customer: TestUser, cleaner: TestUser): Promise<string> {
  const booking = await createBooking(customer.tokens.accessToken);
  const accepted = await call('POST', `/bookings/${booking.id}/accept`, { token: cleaner.tokens.accessToken });
  expect(accepted.status).toBe(200);
  return booking.id as string;
}

const post = (token: string, bookingId: string, body: Record<string, unknown>) => call('POST', `/bookings/${bookingId}/messages`, { token, body });

/** Moves a booking so that it started `hoursAgo` hours ago (its status stays). */
async function startedHoursAgo(bookingId: string, hoursAgo: number) {
  await db.booking.update({ where: { id: bookingId }, data: { scheduledAt: new Date(Date.now() - hoursAgo * 3_600_000) } });
}

/** Moves a booking so that it starts `hours` hours from now (its status stays). */
async function startsInHours(bookingId: string, hours: number) {
  await db.booking.update({ where: { id: bookingId }, data: { scheduledAt: new Date(Date.now() + hours * 3_600_000) } });
}

/** A small PNG made with sharp, with an EXIF block (camera and GPS-like fields) in it. */
async function pngWithExif(): Promise<Buffer> {
  const plain = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
  return sharp(plain)
    .withMetadata({ exif: { IFD0: { Make: 'SpyCam', Model: 'Tracker 1', Copyright: 'Ana' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 46/1 30/1' } } })
    .png()
    .toBuffer();
}

describe('thread membership', () => {
  let bookingId: string;
  beforeAll(async () => {
    bookingId = await acceptedBooking(ana, maria);
  });

  it('the customer and the cleaner post and read; each message says who wrote it', async () => {
    const sent = await post(ana.tokens.accessToken, bookingId, { text: 'Hello! The key is under the mat.' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      success: true,
      message: { bookingId, authorRole: 'customer', authorName: 'Ana', mine: true, text: 'Hello! The key is under the mat.', masked: false, quickReply: null, photos: [], reportedByMe: false },
    });
    const reply = await post(maria.tokens.accessToken, bookingId, { text: 'Thanks, see you then.' });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toMatchObject({ authorRole: 'cleaner', authorName: 'Maria U.', mine: true });

    const list = await call('GET', `/bookings/${bookingId}/messages`, { token: maria.tokens.accessToken });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ success: true, page: 1, limit: 30, total: 2 });
    // Newest first.
    expect(list.body.messages.map((m: any) => [m.text, m.mine])).toEqual([
      ['Thanks, see you then.', true],
      ['Hello! The key is under the mat.', false],
    ]);
    const paged = await call('GET', `/bookings/${bookingId}/messages?page=2&limit=1`, { token: ana.tokens.accessToken });
    expect(paged.body).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(paged.body.messages.map((m: any) => m.text)).toEqual(['Hello! The key is under the mat.']);
  });

  it('another customer and another cleaner get 404 on every route, and nothing is written', async () => {
    for (const stranger of [otto, james]) {
      const token = stranger.tokens.accessToken;
      const read = await call('GET', `/bookings/${bookingId}/messages`, { token });
      expect(read.status).toBe(404);
      expect(read.body).toMatchObject({ success: false, code: 'NOT_FOUND_ERROR', error: 'We could not find that booking.' });
      expect((await post(token, bookingId, { text: 'Hi' })).status).toBe(404);
      expect((await call('POST', `/bookings/${bookingId}/messages/read`, { token })).status).toBe(404);
      const viaGraphql = await graphql(`query($id: ID!) { bookingMessages(bookingId: $id) { total } }`, { id: bookingId }, token);
      expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND_ERROR');
    }
    expect(await db.bookingMessage.count({ where: { bookingId } })).toBe(2);
    const seen = await graphql(`query($id: ID!) { booking(id: $id) { id messageThread { open } } }`, { id: bookingId }, ana.tokens.accessToken);
    expect(seen.data?.booking.messageThread).toEqual({ open: true });
  });

  it('a missing booking and a signed-out caller are refused', async () => {
    expect((await call('GET', `/bookings/00000000-0000-4000-8000-000000000000/messages`, { token: ana.tokens.accessToken })).status).toBe(404);
    expect((await call('GET', `/bookings/${bookingId}/messages`)).status).toBe(401);
  });

  it('an admin reads any thread (the read is in the audit trail) and posts as support', async () => {
    const before = await db.auditLog.count({ where: { action: 'booking.messages.read', entityId: bookingId } });
    const read = await call('GET', `/bookings/${bookingId}/messages`, { token: admin.accessToken });
    expect(read.status).toBe(200);
    expect(read.body.total).toBe(2);
    const audit = await db.auditLog.findMany({ where: { action: 'booking.messages.read', entityId: bookingId } });
    expect(audit).toHaveLength(before + 1);
    expect(audit.at(-1)).toMatchObject({ entityType: 'booking', actorId: expect.any(String) });

    const support = await post(admin.accessToken, bookingId, { text: 'Support here: call us at 415-555-0100 if anything goes wrong.' });
    expect(support.status).toBe(201);
    // Support is never screened.
    expect(support.body.message).toMatchObject({ authorRole: 'support', authorName: 'Comfort Life support', masked: false });
    expect(support.body.message.text).toContain('415-555-0100');

    // The admin's threads are those they wrote in: a reply is unread for them.
    expect((await post(ana.tokens.accessToken, bookingId, { text: 'Thank you!' })).status).toBe(201);
    const counts = await graphql(`query($id: ID!) { unreadMessageCount booking(id: $id) { messageThread { unreadCount open } } }`, { id: bookingId }, admin.accessToken);
    expect(counts.data?.booking.messageThread).toEqual({ unreadCount: 1, open: true });
    expect(counts.data?.unreadMessageCount).toBeGreaterThanOrEqual(1);
  });
});

describe('posting rules', () => {
  let bookingId: string;
  beforeAll(async () => {
    bookingId = await acceptedBooking(ana, james);
  });

  it('masks phone numbers, emails and "text me at" before the start, with a note, never refusing', async () => {
    const sent = await post(ana.tokens.accessToken, bookingId, { text: 'Call me on (415) 555-0134 or write to ana.home@example.com. Or text me at four one five 555 0199.' });
    expect(sent.status).toBe(201);
    const { text, masked } = sent.body.message;
    expect(masked).toBe(true);
    expect(text).toContain('[contact details hidden]');
    expect(text).not.toMatch(/555|@|example\.com/);
    const row = await db.bookingMessage.findUniqueOrThrow({ where: { id: sent.body.message.id } });
    expect(row).toMatchObject({ masked: true, text });
  });

  it('masks a phone number or an email split by invisible characters, keeping emoji sequences whole', async () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    for (const split of [
      'Call 4\u200C1\u200C5\u200C5\u200C5\u200C5\u200C0\u200C1\u200C3\u200C4',
      'Call 415\u200D555\u200D0134',
      'Call 415\u200B555\u200B0134',
      'Call 415\u2060555\u20600134',
      'Call 415\u00AD555\u00AD0134',
      'Call \uFF14\uFF11\uFF15\uFF15\uFF15\uFF15\uFF10\uFF11\uFF13\uFF14',
      'write ana\u00AD.home@exam\u00ADple.com',
      'write ana.home@\u200Bexample.com',
      'write ana\u200C.home@example\u200D.com',
    ]) {
      const sent = await post(ana.tokens.accessToken, bookingId, { text: `${split} ${family}` });
      expect(sent.status, JSON.stringify(split)).toBe(201);
      const { text, masked } = sent.body.message;
      expect(masked, JSON.stringify(split)).toBe(true);
      expect(text, JSON.stringify(split)).toBe(`${split.slice(0, split.indexOf(' '))} [contact details hidden] ${family}`);
      expect((await db.bookingMessage.findUniqueOrThrow({ where: { id: sent.body.message.id } })).text).toBe(text);
    }
  });

  it('refuses text over 2,000 characters and an empty message (400)', async () => {
    const long = await post(ana.tokens.accessToken, bookingId, { text: 'a'.repeat(MESSAGE_MAX_CHARS + 1) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'text' });
    expect((await post(ana.tokens.accessToken, bookingId, { text: 'a'.repeat(MESSAGE_MAX_CHARS) })).status).toBe(201);
    const empty = await post(ana.tokens.accessToken, bookingId, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('text');
  });

  it('"On my way" is the cleaner\'s: it sets the booking\'s live state, which the customer sees', async () => {
    await startsInHours(bookingId, 1); // quick replies open 3 h before the start
    const refused = await post(ana.tokens.accessToken, bookingId, { quickReply: 'on_my_way' });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('quickReply');

    const sent = await post(james.tokens.accessToken, bookingId, { quickReply: 'on_my_way' });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({ quickReply: 'on_my_way', text: 'On my way', authorRole: 'cleaner' });
    const seen = await graphql(`query($id: ID!) { booking(id: $id) { liveState liveStateAt } }`, { id: bookingId }, ana.tokens.accessToken);
    expect(seen.data?.booking.liveState).toBe('on_my_way');
    expect(new Date(seen.data?.booking.liveStateAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('does not mask once the job has started', async () => {
    await startedHoursAgo(bookingId, 1);
    const sent = await post(james.tokens.accessToken, bookingId, { text: 'Running into the building now, my number is 415-555-0177.' });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({ masked: false, text: 'Running into the building now, my number is 415-555-0177.' });
  });

  it('is read-only 7 days after the end (409), while support may still post', async () => {
    await startedHoursAgo(bookingId, 8 * 24);
    const late = await post(ana.tokens.accessToken, bookingId, { text: 'One more thing' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'CONFLICT_ERROR', error: 'This conversation is read-only.' });
    const thread = await graphql(`query($id: ID!) { booking(id: $id) { messageThread { open closesAt } } }`, { id: bookingId }, ana.tokens.accessToken);
    expect(thread.data?.booking.messageThread.open).toBe(false);
    expect((await post(admin.accessToken, bookingId, { text: 'Support: closing this up.' })).status).toBe(201);
  });

  it('a cancelled booking\'s thread is read-only at once (GraphQL answers the ConflictError member)', async () => {
    const other = await acceptedBooking(otto, james);
    await db.booking.update({ where: { id: other }, data: { status: 'cancelled', cancelledAt: new Date() } });
    const res = await graphql(
      `mutation($input: SendBookingMessageInput!) { sendBookingMessage(input: $input) { __typename ... on Error { code message } } }`,
      { input: { bookingId: other, text: 'Why?' } },
      otto.tokens.accessToken,
    );
    expect(res.data?.sendBookingMessage).toEqual({ __typename: 'ConflictError', code: 'CONFLICT_ERROR', message: 'This conversation is read-only.' });
  });
});

describe('quick replies only around the job (3 h before the start until its end)', () => {
  let bookingId: string;
  let cleaner: TestUser;
  let customer: TestUser;
  beforeAll(async () => {
    [customer, cleaner] = await Promise.all([createUser({ firstName: 'Lea' }), createUser({ role: 'cleaner', approvedFor: ['941'], firstName: 'Kim' })]);
    bookingId = await acceptedBooking(customer, cleaner);
  });

  const liveState = async () => (await db.booking.findUniqueOrThrow({ where: { id: bookingId }, select: { liveState: true } })).liveState;
  const windowOf = async (token: string) =>
    (await graphql(`query($id: ID!) { booking(id: $id) { messageThread { quickRepliesFrom quickRepliesUntil } } }`, { id: bookingId }, token)).data?.booking.messageThread;

  it('refuses a quick reply 2 days before the start (400, field quickReply) and keeps the live state; plain text is fine', async () => {
    await startsInHours(bookingId, 48);
    const early = await post(cleaner.tokens.accessToken, bookingId, { quickReply: 'on_my_way' });
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'quickReply', message: QUICK_REPLY_CLOSED });
    expect(await liveState()).toBeNull();
    expect(await db.bookingMessage.count({ where: { bookingId, quickReply: { not: null } } })).toBe(0);
    expect((await post(cleaner.tokens.accessToken, bookingId, { text: 'See you on Friday!' })).status).toBe(201);
  });

  it('tells the cleaner the window on the thread (start - 3 h, the job\'s end, UTC), and nobody else', async () => {
    const booking = await db.booking.findUniqueOrThrow({ where: { id: bookingId }, select: { scheduledAt: true, durationMinutes: true } });
    const seen = await windowOf(cleaner.tokens.accessToken);
    expect(new Date(seen.quickRepliesFrom).getTime()).toBe(booking.scheduledAt.getTime() - 3 * 3_600_000);
    expect(new Date(seen.quickRepliesUntil).getTime()).toBe(booking.scheduledAt.getTime() + booking.durationMinutes * 60_000);
    expect(await windowOf(customer.tokens.accessToken)).toEqual({ quickRepliesFrom: null, quickRepliesUntil: null });
    expect(await windowOf(admin.accessToken)).toEqual({ quickRepliesFrom: null, quickRepliesUntil: null });
  });

  it('sends a quick reply 2 h before the start (201), which sets the live state', async () => {
    await startsInHours(bookingId, 2);
    const sent = await post(cleaner.tokens.accessToken, bookingId, { quickReply: 'running_late' });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({ quickReply: 'running_late', text: 'Running 10 minutes late' });
    expect(await liveState()).toBe('running_late');
  });

  it('refuses a quick reply after the job\'s end (400) and keeps the live state', async () => {
    const { durationMinutes } = await db.booking.findUniqueOrThrow({ where: { id: bookingId }, select: { durationMinutes: true } });
    await startedHoursAgo(bookingId, durationMinutes / 60 + 1);
    const late = await post(cleaner.tokens.accessToken, bookingId, { quickReply: 'arrived' });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'quickReply', message: QUICK_REPLY_CLOSED });
    expect(await liveState()).toBe('running_late');
  });
});

describe('unread counts, reports and the unread mail', () => {
  let bookingId: string;
  let cleaner: TestUser;
  let customer: TestUser;
  const messageIds: string[] = [];
  beforeAll(async () => {
    [customer, cleaner] = await Promise.all([createUser({ firstName: 'Rosa' }), createUser({ role: 'cleaner', approvedFor: ['941'], firstName: 'Nina' })]);
    bookingId = await acceptedBooking(customer, cleaner);
    for (const text of ['First', 'Second']) {
      const sent = await post(cleaner.tokens.accessToken, bookingId, { text });
      expect(sent.status).toBe(201);
      messageIds.push(sent.body.message.id);
    }
  });

  const counts = async (token: string) =>
    (await graphql(`query($id: ID!) { unreadMessageCount booking(id: $id) { messageThread { unreadCount } } }`, { id: bookingId }, token)).data!;

  it('counts unread messages per booking and across threads, and marking read clears them', async () => {
    expect(await counts(customer.tokens.accessToken)).toEqual({ unreadMessageCount: 2, booking: { messageThread: { unreadCount: 2 } } });
    // One's own messages are never unread.
    expect(await counts(cleaner.tokens.accessToken)).toEqual({ unreadMessageCount: 0, booking: { messageThread: { unreadCount: 0 } } });

    const read = await call('POST', `/bookings/${bookingId}/messages/read`, { token: customer.tokens.accessToken });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ success: true, thread: { bookingId, open: true, unreadCount: 0, closesAt: expect.any(String) } });
    expect(await counts(customer.tokens.accessToken)).toEqual({ unreadMessageCount: 0, booking: { messageThread: { unreadCount: 0 } } });

    // Per booking in a list too (counted together for the page).
    const second = await acceptedBooking(customer, cleaner);
    expect((await post(cleaner.tokens.accessToken, second, { text: 'Hi again' })).status).toBe(201);
    const list = await graphql(`{ bookings(limit: 10) { items { id messageThread { unreadCount } } } }`, {}, customer.tokens.accessToken);
    const unreadById = Object.fromEntries((list.data?.bookings.items as any[]).map((b) => [b.id, b.messageThread?.unreadCount]));
    expect(unreadById).toEqual({ [bookingId]: 0, [second]: 1 });
    expect((await call('POST', `/bookings/${second}/messages/read`, { token: customer.tokens.accessToken })).status).toBe(200);

    // A reply is unread for the cleaner until they read it.
    const reply = await post(customer.tokens.accessToken, bookingId, { text: 'Got it' });
    expect(reply.status).toBe(201);
    expect((await counts(cleaner.tokens.accessToken)).unreadMessageCount).toBe(1);
  });

  it('a report opens a ticket in the admin queue; a second report of the same message is 409', async () => {
    const reported = await call('POST', `/messages/${messageIds[0]}/report`, { token: customer.tokens.accessToken, body: { reason: 'Rude and pushy.' } });
    expect(reported.status).toBe(201);
    expect(reported.body).toMatchObject({ success: true, message: { id: messageIds[0], reportedByMe: true }, ticketId: expect.any(String) });
    const ticketId = reported.body.ticketId as string;

    const queue = await call('GET', '/admin/tickets?search=Reported%20message', { token: admin.accessToken });
    expect(queue.status).toBe(200);
    const ticket = (queue.body.tickets as any[]).find((t) => t.id === ticketId);
    expect(ticket).toMatchObject({ subject: `Reported message on booking ${bookingId.slice(0, 8)}`, category: 'booking', status: 'open' });
    const row = await db.ticket.findUniqueOrThrow({ where: { id: ticketId }, include: { messages: true } });
    expect(row).toMatchObject({ requesterId: customer.id, bookingId });
    expect(row.messages[0]!.body).toContain('Rude and pushy.');
    expect(row.messages[0]!.body).toContain('> First');

    const again = await call('POST', `/messages/${messageIds[0]}/report`, { token: customer.tokens.accessToken, body: { reason: 'Still rude.' } });
    expect(again.status).toBe(409);
    const short = await call('POST', `/messages/${messageIds[1]}/report`, { token: customer.tokens.accessToken, body: { reason: 'no' } });
    expect(short.status).toBe(400);
    expect(short.body.field).toBe('reason');
    expect((await call('POST', `/messages/${messageIds[1]}/report`, { token: otto.tokens.accessToken, body: { reason: 'Not my thread' } })).status).toBe(404);
  });

  it('the unread-mail job mails a waiting message once, and not after it was read', async () => {
    // The cleaner has one unread message from the customer ("Got it").
    const unread = await db.bookingMessage.findFirstOrThrow({ where: { bookingId, authorId: customer.id }, orderBy: { createdAt: 'desc' } });
    const job = { bookingId, userId: cleaner.id, messageId: unread.id };
    // The queue runs it 15 minutes after the message; the handler decides by the read marks only.
    const now = () => new Date();
    expect(await mailUnreadMessages(job, now())).toBe('mailed');
    const note = await db.notification.findFirstOrThrow({ where: { userId: cleaner.id, type: 'message_unread' } });
    expect(note).toMatchObject({ title: 'New message about your booking' });
    expect(note.message).toContain('Rosa wrote');
    expect(note.data).toMatchObject({ bookingId, path: `/cleaner/jobs?tab=mine&job=${bookingId}` });
    const mails = await db.outboxMail.count({ where: { to: cleaner.email, subject: 'New message about your booking' } });
    expect(mails).toBe(1);

    // Run again, or for a second message before any read: nothing more.
    expect(await mailUnreadMessages(job, now())).toBe('already_mailed');
    const second = await post(customer.tokens.accessToken, bookingId, { text: 'Also: the cat stays inside.' });
    expect(await mailUnreadMessages({ ...job, messageId: second.body.message.id }, now())).toBe('already_mailed');
    expect(await db.outboxMail.count({ where: { to: cleaner.email, subject: 'New message about your booking' } })).toBe(1);

    // Read: that message is not mailed; a new one after the read is.
    expect((await call('POST', `/bookings/${bookingId}/messages/read`, { token: cleaner.tokens.accessToken })).status).toBe(200);
    expect(await mailUnreadMessages({ ...job, messageId: second.body.message.id }, now())).toBe('read');
    const third = await post(customer.tokens.accessToken, bookingId, { text: 'And the plants need water.' });
    expect(await mailUnreadMessages({ ...job, messageId: third.body.message.id }, now())).toBe('mailed');
    expect(await db.outboxMail.count({ where: { to: cleaner.email, subject: 'New message about your booking' } })).toBe(2);
    // The customer's page for their own mails.
    const theirs = await mailUnreadMessages({ bookingId, userId: customer.id, messageId: messageIds[1]! }, now());
    expect(theirs).toBe('read');
  });
});

describe('photos', () => {
  let bookingId: string;
  beforeAll(async () => {
    bookingId = await acceptedBooking(otto, maria);
  });

  it('a PNG with EXIF is re-encoded and served without it, to members and admins only', async () => {
    const png = await pngWithExif();
    expect((await sharp(png).metadata()).exif).toBeDefined();

    const form = new FormData();
    form.append('text', 'This is the stain');
    form.append('photos', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'stain.png');
    const sent = await call('POST', `/bookings/${bookingId}/messages`, { token: otto.tokens.accessToken, form });
    expect(sent.status).toBe(201);
    const message = sent.body.message;
    expect(message).toMatchObject({ text: 'This is the stain', photos: [{ contentType: 'image/webp', width: 64, height: 48 }] });
    const stored = await db.messagePhoto.findFirstOrThrow({ where: { messageId: message.id } });
    expect(stored.storageKey).toMatch(new RegExp(`^messages/${bookingId}/[0-9a-f-]{36}\\.webp$`));

    const res = await fetch(`${server.origin}${message.photos[0].url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const served = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(served.includes(Buffer.from('SpyCam'))).toBe(false);

    // The cleaner (member) and an admin load it with their own sign-in; another customer cannot.
    const photoPath = `/api/message-photos/${message.photos[0].id}`;
    const withToken = (token: string) => fetch(`${server.origin}${photoPath}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await withToken(maria.tokens.accessToken)).status).toBe(200);
    expect((await withToken(admin.accessToken)).status).toBe(200);
    expect((await withToken(ana.tokens.accessToken)).status).toBe(404);
  });

  it('refuses a file whose content is not an image, even named x.png (400), and stores nothing', async () => {
    const before = await db.messagePhoto.count();
    const form = new FormData();
    form.append('photos', new Blob(['just some text, not a picture'], { type: 'image/png' }), 'x.png');
    const res = await call('POST', `/bookings/${bookingId}/messages`, { token: otto.tokens.accessToken, form });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Photos must be JPEG, PNG or WebP images.' });
    expect(await db.messagePhoto.count()).toBe(before);
  });

  it('deletes the stored photos when the message cannot be written', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f0f' } }).png().toBuffer();
    const put = vi.spyOn(storage, 'put');
    const failing = vi.spyOn(db, '$transaction').mockRejectedValueOnce(new Error('database went away'));
    try {
      const form = new FormData();
      form.append('photos', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
      form.append('photos', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'b.png');
      const res = await call('POST', `/bookings/${bookingId}/messages`, { token: otto.tokens.accessToken, form });
      expect(res.status).toBe(500);
      const keys = put.mock.calls.map(([key]) => key);
      expect(keys).toHaveLength(2);
      for (const key of keys) expect(await storage.get(key)).toBeNull();
    } finally {
      put.mockRestore();
      failing.mockRestore();
    }
  });

  it('refuses a sixth photo (400)', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00f' } }).png().toBuffer();
    const form = new FormData();
    for (let i = 0; i < 6; i += 1) form.append('photos', new Blob([new Uint8Array(png)], { type: 'image/png' }), `p${i}.png`);
    const res = await call('POST', `/bookings/${bookingId}/messages`, { token: otto.tokens.accessToken, form });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Attach at most 5 photos.', field: 'photos' });
  });

  it('takes photos through GraphQL multipart too (with the CSRF header), in order', async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#0a0' } }).png().toBuffer();
    const jpeg = await sharp({ create: { width: 10, height: 20, channels: 3, background: '#a00' } }).jpeg().toBuffer();
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: `mutation($input: SendBookingMessageInput!) { sendBookingMessage(input: $input) { __typename ... on MutationSendBookingMessageSuccess { data { message { photos { contentType width height } } } } ... on Error { message } } }`,
        variables: { input: { bookingId, photos: [null, null] } },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.input.photos.0'], 1: ['variables.input.photos.1'] }));
    form.append('0', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    form.append('1', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'b.jpg');
    const res = await fetch(`${server.origin}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${maria.tokens.accessToken}`, 'apollo-require-preflight': 'true' },
      body: form,
    });
    const json = (await res.json()) as any;
    expect(json.data?.sendBookingMessage.__typename).toBe('MutationSendBookingMessageSuccess');
    expect(json.data.sendBookingMessage.data.message.photos).toEqual([
      { contentType: 'image/webp', width: 20, height: 10 },
      { contentType: 'image/jpeg', width: 10, height: 20 },
    ]);
  });
});

describe('live over graphql-ws', () => {
  let bookingId: string;
  const clients: Client[] = [];
  beforeAll(async () => {
    bookingId = await acceptedBooking(ana, maria);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
  });

  /** The first `count` events of a subscription (or the error it ended with). */
  function events<T>(token: string, query: string, variables: Record<string, unknown>, count: number) {
    const c = createClient({ url: `${server.origin.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, connectionParams: { authorization: `Bearer ${token}` } });
    clients.push(c);
    const got: { data?: T; errors?: { extensions?: { code?: string } }[] }[] = [];
    return new Promise<typeof got>((resolve) => {
      const timer = setTimeout(() => resolve(got), 8_000);
      const stop = c.subscribe<T>(
        { query, variables },
        {
          next: (value) => {
            got.push(value as never);
            if (got.length >= count) {
              clearTimeout(timer);
              stop();
              resolve(got);
            }
          },
          error: (error) => {
            clearTimeout(timer);
            got.push({ errors: Array.isArray(error) ? error : [{ extensions: { code: String((error as Error).message ?? error) } }] });
            resolve(got);
          },
          complete: () => resolve(got),
        },
      );
    });
  }

  it('pushes each new message to both members (the author too) and the bell stream; a stranger is refused', async () => {
    const query = 'subscription($id: ID) { bookingMessageAdded(bookingId: $id) { bookingId text mine authorName } }';
    const toCustomer = events<{ bookingMessageAdded: Record<string, unknown> }>(ana.tokens.accessToken, query, { id: bookingId }, 2);
    const toCleanerBell = events<{ bookingMessageAdded: Record<string, unknown> }>(maria.tokens.accessToken, query, {}, 2);
    const stranger = events(otto.tokens.accessToken, query, { id: bookingId }, 1);
    await new Promise((r) => setTimeout(r, 400));
    await startsInHours(bookingId, 1); // quick replies open 3 h before the start
    expect((await post(ana.tokens.accessToken, bookingId, { text: 'Live one' })).status).toBe(201);
    expect((await post(maria.tokens.accessToken, bookingId, { quickReply: 'on_my_way' })).status).toBe(201);

    const customerSaw = await toCustomer;
    expect(customerSaw.map((e) => e.data?.bookingMessageAdded)).toEqual([
      { bookingId, text: 'Live one', mine: true, authorName: 'Ana' },
      { bookingId, text: 'On my way', mine: false, authorName: 'Maria U.' },
    ]);
    const cleanerSaw = await toCleanerBell;
    expect(cleanerSaw.map((e) => e.data?.bookingMessageAdded.mine)).toEqual([false, true]);
    const refused = await stranger;
    expect(refused[0]?.errors?.[0]?.extensions?.code).toBe('NOT_FOUND_ERROR');
  });
});

describe('OpenAPI', () => {
  it('documents the message routes', async () => {
    const res = await fetch(`${server.origin}/api/openapi.json`);
    const doc = (await res.json()) as { paths: Record<string, Record<string, any>> };
    expect(Object.keys(doc.paths['/api/bookings/{id}/messages'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/bookings/{id}/messages']!.post.requestBody.content).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(doc.paths['/api/bookings/{id}/messages/read']).toHaveProperty('post');
    expect(doc.paths['/api/messages/{id}/report']).toHaveProperty('post');
    expect(doc.paths['/api/message-photos/{id}']).toHaveProperty('get');
  });
});

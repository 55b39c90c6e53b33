/**
 * File rows of the /api bridge (docs/decisions/0040-file-answers-in-the-bridge.md): the router
 * streams the file a GraphQL operation found, answers HEAD, names the allowed methods on a 405,
 * and the reference describes the file from the row. The routes' own rules are checked in
 * calendar.test.ts, cleaner-photo.test.ts and uploads-port.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { handleFetch } from '../../server/src/app.js';
import { api, createBooking, createUser, gql, setupDatabase, TEST_CLIENT_IP, type TestUser } from './harness.js';

beforeAll(setupDatabase);

const send = (method: string, path: string, token?: string) =>
  handleFetch(new Request(`http://app.test${path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} }), TEST_CLIENT_IP);

describe('a file row', () => {
  let customer: TestUser;
  let bookingId: string;
  beforeAll(async () => {
    customer = await createUser();
    bookingId = (await createBooking(customer.tokens.accessToken)).id;
  });

  it('answers GET with the file and HEAD with its headers only', async () => {
    const get = await send('GET', `/api/bookings/${bookingId}/calendar.ics`, customer.tokens.accessToken);
    expect(get.status).toBe(200);
    expect(get.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(get.headers.get('content-disposition')).toBe(`attachment; filename="comfort-life-booking-${bookingId}.ics"`);
    expect(get.headers.get('cache-control')).toBe('no-store');
    expect(get.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await get.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    const head = await send('HEAD', `/api/bookings/${bookingId}/calendar.ics`, customer.tokens.accessToken);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('refuses another method with 405 naming GET and HEAD; a JSON row names its methods too', async () => {
    const post = await send('POST', `/api/bookings/${bookingId}/calendar.ics`, customer.tokens.accessToken);
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(await post.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: 'Method not allowed.' });
    const put = await api('PUT', '/calendar/feed', { token: customer.tokens.accessToken });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('POST, DELETE');
  });

  it('answers the description, not the bytes, over GraphQL', async () => {
    const res = await gql<{ bookingCalendarFile: { contentType: string; filename: string; storageKey: string | null; text: string } }>(
      'query($id: ID!) { bookingCalendarFile(id: $id) { contentType filename storageKey text } }',
      { id: bookingId },
      customer.tokens.accessToken,
    );
    expect(res.data?.bookingCalendarFile).toMatchObject({ contentType: 'text/calendar; charset=utf-8', storageKey: null });
    expect(res.data?.bookingCalendarFile.text).toContain('BEGIN:VCALENDAR');
  });

  it('keeps a wrong role before refused input: a path that does not fit is 401 without a session', async () => {
    expect((await send('GET', '/api/bookings/not-a-uuid')).status).toBe(401);
    expect((await send('GET', '/api/bookings/not-a-uuid', customer.tokens.accessToken)).status).toBe(404);
  });

  it('is described from its row: the file as its media types, with its headers', async () => {
    const doc = (await api('GET', '/openapi.json')).body as unknown as { paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, unknown>; headers?: Record<string, unknown> }> }>> };
    const photo = doc.paths['/api/message-photos/{id}']!.get!.responses['200']!;
    expect(Object.keys(photo.content)).toEqual(['image/jpeg', 'image/webp']);
    expect(Object.keys(photo.headers ?? {})).toEqual(['Content-Disposition', 'Cache-Control', 'X-Content-Type-Options']);
    expect(Object.keys(doc.paths['/api/cleaner-photos/{userId}']!.get!.responses['200']!.content)).toEqual(['image/webp']);
  });
});

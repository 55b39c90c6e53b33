/**
 * A cleaner's profile photo (docs/decisions/0034: "The customer sees the cleaner's first name, last initial and
 * photo") through a real listening port: PUT /api/users/cleaner-photo (multipart, one `photo` part)
 * re-encodes to a 512 x 512 WebP without EXIF; GET /api/cleaner-photos/{userId} serves it
 * anonymously with immutable caching at its version; customers reach the same address through
 * their booking; role, content and state refusals (403, 400, 404 after removal or suspension).
 */
import crypto, { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createUser, db, setupDatabase, type TestUser } from './harness.js';
import { gqlAt, rawRequest, startOnPort, type PortServer } from './port.js';
import { storage } from '../../server/src/lib/media-storage.js';

let app: PortServer;
let customer: TestUser;
let cleaner: TestUser;
let suspended: TestUser;
let bookingId: string;

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body. */
function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----b${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A 900 x 600 JPEG with a camera name and a GPS position in its EXIF. */
const jpegWithGps = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TattleCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 46/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 25/1 10/1' } })
    .toBuffer();

/** PUT /api/users/cleaner-photo with `parts` (default: one `photo` part of `bytes`). */
async function putPhoto(token: string, bytes: Buffer, parts?: Part[]) {
  const { body, contentType } = multipart(parts ?? [{ name: 'photo', value: bytes, filename: 'me.jpg', type: 'image/jpeg' }]);
  const res = await rawRequest(app.port, {
    method: 'PUT',
    path: '/api/users/cleaner-photo',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'content-length': String(body.length) },
    body,
  });
  return { status: res.status, body: res.json() };
}

const getPhoto = (path: string) => rawRequest(app.port, { path });

beforeAll(async () => {
  await setupDatabase();
  app = await startOnPort();
  [customer, cleaner, suspended] = await Promise.all([
    createUser({ firstName: 'Carla' }),
    createUser({ role: 'cleaner', approvedFor: ['941'], firstName: 'Maria' }),
    createUser({ role: 'cleaner', firstName: 'Sam' }),
  ]);
  const booking = await createBooking(customer.tokens.accessToken);
  bookingId = booking.id as string;
  await db.booking.update({ where: { id: bookingId }, data: { cleanerId: cleaner.id, status: 'confirmed', acceptedAt: new Date() } });
}, 60_000);

afterAll(async () => {
  await app?.close();
});

describe('cleaner profile photo', () => {
  let photoUrl: string;

  it('a cleaner uploads a JPEG with EXIF: a 512 x 512 WebP without metadata, served anonymously', async () => {
    const res = await putPhoto(cleaner.tokens.accessToken, await jpegWithGps());
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    photoUrl = res.body.user.photoUrl as string;
    expect(photoUrl).toMatch(new RegExp(`^/api/cleaner-photos/${cleaner.id}\\?v=\\d+$`));

    const file = await getPhoto(photoUrl);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(file.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);
    expect(meta.exif).toBeUndefined();
    expect(file.body.includes(Buffer.from('TattleCam'))).toBe(false);

    const unversioned = await getPhoto(`/api/cleaner-photos/${cleaner.id}`);
    expect(unversioned.status).toBe(200);
    expect(unversioned.headers['cache-control']).toBe('no-cache');

    const profile = await rawRequest(app.port, { path: '/api/users/profile', headers: { authorization: `Bearer ${cleaner.tokens.accessToken}` } });
    expect(profile.json().user.photoUrl).toBe(photoUrl);

    // Over /graphql the file's description comes without its media-storage key (internal to the bridge).
    const described = await gqlAt(app.port, 'query($id: ID!) { cleanerPhotoFile(userId: $id) { contentType storageKey } }', { id: cleaner.id });
    expect(described.data?.cleanerPhotoFile).toEqual({ contentType: 'image/webp', storageKey: null });
  });

  it("the customer of a confirmed booking sees the same address through Booking.cleaner", async () => {
    const res = await gqlAt<{ booking: { cleaner: { firstName: string; photoUrl: string | null } } }>(
      app.port,
      'query($id: ID!) { booking(id: $id) { cleaner { firstName photoUrl } } }',
      { id: bookingId },
      { token: customer.tokens.accessToken },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.booking.cleaner).toEqual({ firstName: 'Maria', photoUrl });
  });

  it("the booking's messages show the cleaner's photo beside the cleaner's messages only (GET /api/bookings/{id}/messages)", async () => {
    const post = (token: string, text: string) =>
      rawRequest(app.port, { method: 'POST', path: `/api/bookings/${bookingId}/messages`, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ text }) });
    expect((await post(customer.tokens.accessToken, 'Hello there')).status).toBe(201);
    expect((await post(cleaner.tokens.accessToken, 'Hi! See you soon')).status).toBe(201);
    const res = await rawRequest(app.port, { path: `/api/bookings/${bookingId}/messages`, headers: { authorization: `Bearer ${customer.tokens.accessToken}` } });
    expect(res.status).toBe(200);
    const byRole = Object.fromEntries(res.json().messages.map((m: { authorRole: string; authorPhotoUrl: string | null }) => [m.authorRole, m.authorPhotoUrl]));
    expect(byRole).toEqual({ cleaner: photoUrl, customer: null });
  });

  it("the customer's favourite cleaners (cleaner cards, as on Choose your cleaner) carry the same address", async () => {
    await db.favoriteCleaner.create({ data: { customerId: customer.id, cleanerId: cleaner.id } });
    const res = await gqlAt<{ favoriteCleaners: { items: { cleaner: { cleanerId: string; photoUrl: string | null } }[] } }>(
      app.port,
      '{ favoriteCleaners { items { cleaner { cleanerId photoUrl } } } }',
      {},
      { token: customer.tokens.accessToken },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.favoriteCleaners.items).toEqual([{ cleaner: { cleanerId: cleaner.id, photoUrl } }]);
  });

  it('a customer may not set a photo (403, GraphQL AUTHORIZATION_ERROR)', async () => {
    const res = await putPhoto(customer.tokens.accessToken, await jpegWithGps());
    expect(res.status).toBe(403);
    const removal = await rawRequest(app.port, { method: 'DELETE', path: '/api/users/cleaner-photo', headers: { authorization: `Bearer ${customer.tokens.accessToken}` } });
    expect(removal.status).toBe(403);
  });

  it('refuses a text file named .jpg, no photo part and two photo parts (400); the photo stays', async () => {
    const text = await putPhoto(cleaner.tokens.accessToken, Buffer.from('this is not a photo, just text'));
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('Photos must be JPEG, PNG or WebP images.');
    const jpeg = await jpegWithGps();
    const none = await putPhoto(cleaner.tokens.accessToken, jpeg, [{ name: 'note', value: 'hi' }]);
    expect(none.status).toBe(400);
    const two = await putPhoto(cleaner.tokens.accessToken, jpeg, [
      { name: 'photo', value: jpeg, filename: 'a.jpg', type: 'image/jpeg' },
      { name: 'photo', value: jpeg, filename: 'b.jpg', type: 'image/jpeg' },
    ]);
    expect(two.status).toBe(400);
    expect((await getPhoto(photoUrl)).status).toBe(200);
  });

  it('a new photo replaces the old one: a new version, the old key deleted', async () => {
    const before = await db.cleanerProfile.findUniqueOrThrow({ where: { userId: cleaner.id } });
    await new Promise((r) => setTimeout(r, 5));
    const png = await sharp({ create: { width: 300, height: 800, channels: 3, background: '#c83' } }).png().toBuffer();
    const res = await putPhoto(cleaner.tokens.accessToken, png);
    expect(res.status).toBe(200);
    expect(res.body.user.photoUrl).not.toBe(photoUrl);
    const after = await db.cleanerProfile.findUniqueOrThrow({ where: { userId: cleaner.id } });
    expect(after.photoKey).toMatch(new RegExp(`^cleaner-photos/${cleaner.id}/[0-9a-f-]{36}\\.webp$`));
    expect(after.photoKey).not.toBe(before.photoKey);
    expect(await storage.get(before.photoKey!)).toBeNull();
    expect(await storage.get(after.photoKey!)).not.toBeNull();
    const stale = await getPhoto(photoUrl);
    expect(stale.status).toBe(200);
    expect(stale.headers['cache-control']).toBe('no-cache');
    photoUrl = res.body.user.photoUrl as string;
  });

  it('the web app path: a GraphQL multipart request (with the CSRF preflight header) sets the photo', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#28c' } }).png().toBuffer();
    const { body, contentType } = multipart([
      { name: 'operations', value: JSON.stringify({ query: 'mutation($photo: File!) { setCleanerPhoto(photo: $photo) { __typename ... on MutationSetCleanerPhotoSuccess { data { photoUrl } } } }', variables: { photo: null } }) },
      { name: 'map', value: JSON.stringify({ 0: ['variables.photo'] }) },
      { name: '0', value: png, filename: 'me.png', type: 'image/png' },
    ]);
    const send = (token: string) =>
      rawRequest(app.port, {
        method: 'POST',
        path: '/graphql',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'content-length': String(body.length), 'apollo-require-preflight': 'true' },
        body,
      });
    const res = await send(cleaner.tokens.accessToken);
    expect(res.status).toBe(200);
    const result = res.json().data.setCleanerPhoto;
    expect(result.__typename).toBe('MutationSetCleanerPhotoSuccess');
    expect(result.data.photoUrl).not.toBe(photoUrl);
    photoUrl = result.data.photoUrl as string;
    const denied = await send(customer.tokens.accessToken);
    expect(JSON.stringify(denied.json())).toMatch(/AUTHORIZATION_ERROR|AuthorizationError/);
  });

  it('removing the photo: photoUrl null and the old address 404', async () => {
    const res = await rawRequest(app.port, { method: 'DELETE', path: '/api/users/cleaner-photo', headers: { authorization: `Bearer ${cleaner.tokens.accessToken}` } });
    expect(res.status).toBe(200);
    expect(res.json().user.photoUrl).toBeNull();
    const gone = await getPhoto(photoUrl);
    expect(gone.status).toBe(404);
    expect(gone.json().code).toBe('NOT_FOUND_ERROR');
  });

  it("a suspended cleaner's photo, a customer, an unknown id and a bad id are all 404", async () => {
    const res = await putPhoto(suspended.tokens.accessToken, await jpegWithGps());
    expect(res.status).toBe(200); // a cleaner pending approval may set a photo
    const url = res.body.user.photoUrl as string;
    expect((await getPhoto(url)).status).toBe(200);
    await db.user.update({ where: { id: suspended.id }, data: { status: 'suspended' } });
    expect((await getPhoto(url)).status).toBe(404);
    for (const path of [`/api/cleaner-photos/${customer.id}`, `/api/cleaner-photos/${randomUUID()}`, '/api/cleaner-photos/not-a-uuid', '/api/cleaner-photos/..%2F..%2Fetc']) {
      expect((await getPhoto(path)).status).toBe(404);
    }
  });
});

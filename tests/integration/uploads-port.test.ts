/**
 * Photo uploads and photo serving of booking messages (docs/decisions/0034) attacked
 * through a real listening port:
 * - transport: multipart bodies are capped at MAX_UPLOAD_BYTES (declared or chunked: 413), need the
 *   CSRF preflight header on /graphql (415 without), and are refused (415) by every /api row that
 *   does not take uploads; JSON bodies keep their caps whatever the headers;
 * - GET /api/message-photos/{id}: served to the thread's members and admins (signed address or
 *   bearer token) with private caching and nosniff; a forged, tampered, expired or someone else's
 *   token, a token of another photo, an access token in `?token=`, a cleaner reassigned away, an
 *   unknown id and a path-traversal id are all 404;
 * - end to end through POST /api/bookings/{id}/messages (multipart): a text file named .jpg is
 *   refused, a JPEG with GPS EXIF is stored without it, and an Idempotency-Key retry with a new
 *   boundary is replayed.
 */
import crypto, { randomUUID } from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createUser, db, login, setupDatabase, type TestUser } from './harness.js';
import { rawRequest, startOnPort, type PortServer } from './port.js';
import { MAX_UPLOAD_BYTES } from '../../server/src/modules/messages/media-limits.js';
import { PHOTO_ERRORS, processPhoto } from '../../server/src/lib/images.js';
import { paletteBomb } from './png-bomb.js';
import { photoUrlFor } from '../../server/src/modules/messages/photos.js';
import { storage } from '../../server/src/lib/media-storage.js';

let app: PortServer;
let customer: TestUser;
let cleaner: TestUser;
let otherCustomer: TestUser;
let otherCleaner: TestUser;
let adminToken: string;
let bookingId: string;
let photoId: string;
let secondPhotoId: string;
let storedBytes: Uint8Array;

/** A JPEG carrying EXIF with a camera name and a GPS position. */
const jpegWithGps = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TattleCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 46/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 25/1 10/1' } })
    .toBuffer();

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body with the given boundary. */
function multipart(parts: Part[], boundary = `----b${crypto.randomBytes(8).toString('hex')}`): { body: Buffer; contentType: string } {
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

/** A GraphQL multipart request (operations + map + files) for `query`. */
function graphqlMultipart(query: string, files: Buffer[] = []) {
  const variables = { files: files.map(() => null) };
  const map = Object.fromEntries(files.map((_f, i) => [String(i), [`variables.files.${i}`]]));
  return multipart([
    { name: 'operations', value: JSON.stringify({ query, variables }) },
    { name: 'map', value: JSON.stringify(map) },
    ...files.map((f, i) => ({ name: String(i), value: f, filename: `p${i}.jpg`, type: 'image/jpeg' })),
  ]);
}

/** A POST whose body is streamed chunked (no Content-Length): `chunks` pieces of `size` bytes. */
function chunkedPost(path: string, headers: Record<string, string>, chunks: number, size: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    // A connection of its own (agent: false): the server stops reading a refused body.
    const req = http.request({ host: '127.0.0.1', port: app.port, method: 'POST', path, headers: { ...headers, 'transfer-encoding': 'chunked' }, agent: false }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // The server may answer and close before every chunk is written.
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    const piece = Buffer.alloc(size, 0x61);
    let i = 0;
    const writeMore = () => {
      while (i < chunks) {
        i += 1;
        if (!req.write(piece)) return void req.once('drain', writeMore);
      }
      req.end();
    };
    writeMore();
  });
}

/** A POST that declares `declared` bytes but sends only a few (the transport must refuse it unread). */
function declaredPost(path: string, headers: Record<string, string>, declared: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: app.port, method: 'POST', path, headers: { ...headers, 'content-length': String(declared) }, agent: false }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    req.write('--x\r\n');
  });
}

const getPhoto = (path: string, headers: Record<string, string> = {}) => rawRequest(app.port, { path, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  await setupDatabase();
  [customer, cleaner, otherCustomer, otherCleaner] = await Promise.all([
    createUser({ firstName: 'Carla' }),
    createUser({ role: 'cleaner', approvedFor: ['941'], firstName: 'Maria' }),
    createUser({ firstName: 'Eve' }),
    createUser({ role: 'cleaner', approvedFor: ['941'], firstName: 'Otto' }),
  ]);
  adminToken = (await login('admin@demo.test')).accessToken;
  const booking = await createBooking(customer.tokens.accessToken);
  bookingId = booking.id as string;
  await db.booking.update({ where: { id: bookingId }, data: { cleanerId: cleaner.id, status: 'confirmed', acceptedAt: new Date() } });

  const processed = await processPhoto(await jpegWithGps());
  storedBytes = processed.bytes;
  const message = await db.bookingMessage.create({ data: { bookingId, authorId: customer.id, authorRole: 'customer', text: '' } });
  const photos = [];
  for (const position of [0, 1]) {
    const storageKey = `messages/${bookingId}/${randomUUID()}.jpg`;
    await storage.put(storageKey, processed.bytes, processed.contentType);
    photos.push(
      await db.messagePhoto.create({
        data: { messageId: message.id, position, storageKey, contentType: processed.contentType, width: processed.width, height: processed.height, bytes: processed.bytes.byteLength },
      }),
    );
  }
  [photoId, secondPhotoId] = [photos[0]!.id, photos[1]!.id];
  app = await startOnPort();
});

afterAll(async () => {
  await app?.close();
});

describe('GET /api/message-photos/{id}', () => {
  it("serves the photo to the customer by signed address, to the cleaner and an admin by bearer token, with private caching and nosniff", async () => {
    const answers = [
      await getPhoto(photoUrlFor(customer.id, photoId)),
      await getPhoto(`/api/message-photos/${photoId}`, bearer(cleaner.tokens.accessToken)),
      await getPhoto(`/api/message-photos/${photoId}`, bearer(adminToken)),
    ];
    for (const res of answers) {
      expect(res.status, res.text().slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('private, max-age=600');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(`inline; filename="photo-${photoId}.jpg"`);
      expect(Buffer.compare(res.body, Buffer.from(storedBytes))).toBe(0);
      expect((await sharp(res.body).metadata()).exif).toBeUndefined();
    }
    const head = await rawRequest(app.port, { method: 'HEAD', path: photoUrlFor(cleaner.id, photoId) });
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
  });

  it("answers 404 to another customer or cleaner, with their own address or their bearer token", async () => {
    for (const user of [otherCustomer, otherCleaner]) {
      for (const res of [await getPhoto(photoUrlFor(user.id, photoId)), await getPhoto(`/api/message-photos/${photoId}`, bearer(user.tokens.accessToken))]) {
        expect(res.status).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND_ERROR' });
        expect(res.headers['content-type']).toMatch(/^application\/json/);
      }
    }
    // Someone else's bearer token wins over the customer's signed address: it is who asks.
    expect((await getPhoto(photoUrlFor(customer.id, photoId), bearer(otherCustomer.tokens.accessToken))).status).toBe(404);
  });

  it('gives the same address within a 5-minute window (cacheable), valid 5 to 10 minutes', async () => {
    const start = new Date(Math.floor(Date.now() / 300_000) * 300_000);
    const first = photoUrlFor(customer.id, photoId, start);
    expect(photoUrlFor(customer.id, photoId, new Date(start.getTime() + 299_000))).toBe(first);
    expect(photoUrlFor(customer.id, photoId, new Date(start.getTime() + 300_000))).not.toBe(first);
    const claims = JSON.parse(Buffer.from(new URL(first, 'http://x').searchParams.get('token')!.split('.')[1]!, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(600);
    expect(claims.iat * 1000).toBe(start.getTime());
  });

  it('answers 404 to forged, tampered, expired, wrong-photo and access tokens, and to no credentials', async () => {
    const good = new URL(photoUrlFor(customer.id, photoId), 'http://x').searchParams.get('token')!;
    const forged = createSigner({ key: crypto.randomBytes(32), algorithm: 'HS256', iss: 'comfort-life', aud: 'comfort-life:message-photo', expiresIn: 600_000 })({
      sub: customer.id,
      pid: photoId,
      typ: 'message-photo',
    });
    const [head, payload, signature] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: otherCustomer.id })).toString('base64url')}.${signature}`;
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const expired = new URL(photoUrlFor(customer.id, photoId, new Date(Date.now() - 11 * 60_000)), 'http://x').searchParams.get('token')!;
    const otherPhoto = new URL(photoUrlFor(customer.id, secondPhotoId), 'http://x').searchParams.get('token')!;
    const tokens = [forged, tampered, unsigned, expired, otherPhoto, customer.tokens.accessToken, 'not-a-token', ''];
    for (const token of tokens) {
      const res = await getPhoto(`/api/message-photos/${photoId}?token=${encodeURIComponent(token)}`);
      expect(res.status, token.slice(0, 30)).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND_ERROR' });
    }
    expect((await getPhoto(`/api/message-photos/${photoId}`)).status).toBe(404);
    // The token of the second photo does open the second photo: the refusal above is about the id.
    expect((await getPhoto(`/api/message-photos/${secondPhotoId}?token=${encodeURIComponent(otherPhoto)}`)).status).toBe(200);
  });

  it('answers 401 to a bearer token that does not sign in, and 405 to other methods', async () => {
    const res = await getPhoto(`/api/message-photos/${photoId}`, bearer('eyJhbGciOiJIUzI1NiJ9.e30.bad'));
    expect(res.status).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'AUTHENTICATION_ERROR' });
    const post = await rawRequest(app.port, { method: 'POST', path: photoUrlFor(customer.id, photoId), headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(post.status).toBe(405);
  });

  it('a cleaner reassigned away loses access at once, even with an unexpired address', async () => {
    const address = photoUrlFor(cleaner.id, photoId);
    expect((await getPhoto(address)).status).toBe(200);
    await db.booking.update({ where: { id: bookingId }, data: { cleanerId: otherCleaner.id } });
    try {
      expect((await getPhoto(address)).status).toBe(404);
      expect((await getPhoto(`/api/message-photos/${photoId}`, bearer(cleaner.tokens.accessToken))).status).toBe(404);
    } finally {
      await db.booking.update({ where: { id: bookingId }, data: { cleanerId: cleaner.id } });
    }
  });

  it('answers 404 to unknown ids and path traversal, never a file', async () => {
    const token = encodeURIComponent(new URL(photoUrlFor(customer.id, photoId), 'http://x').searchParams.get('token')!);
    const paths = [
      `/api/message-photos/${randomUUID()}`,
      `/api/message-photos/..%2F..%2F..%2Fetc%2Fpasswd?token=${token}`,
      `/api/message-photos/%2e%2e%2f%2e%2e%2fpackage.json?token=${token}`,
      `/api/message-photos/${photoId}%2F..%2F..?token=${token}`,
      `/api/message-photos/../../etc/passwd?token=${token}`,
      `/api/message-photos/%E0%A4%A?token=${token}`,
      `/api/message-photos/?token=${token}`,
    ];
    for (const path of paths) {
      const res = await getPhoto(path, bearer(adminToken));
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/^application\/json/);
      expect(res.text(), path).not.toContain('root:');
    }
  });
});

describe('multipart on /graphql', () => {
  it('is refused (415) without the CSRF preflight header, and nothing runs', async () => {
    const { body, contentType } = graphqlMultipart('mutation { logoutAll { __typename } }');
    const res = await rawRequest(app.port, { method: 'POST', path: '/graphql', headers: { 'content-type': contentType, ...bearer(customer.tokens.accessToken) }, body });
    expect(res.status).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(res.text()).not.toContain('logoutAll');
    // The session is still live: the mutation did not run.
    expect((await getPhoto(`/api/message-photos/${photoId}`, bearer(customer.tokens.accessToken))).status).toBe(200);
  });

  it('runs with apollo-require-preflight or x-graphql-csrf', async () => {
    for (const header of [{ 'apollo-require-preflight': 'true' }, { 'x-graphql-csrf': '1' }] as Record<string, string>[]) {
      const { body, contentType } = graphqlMultipart('query { __typename }');
      const res = await rawRequest(app.port, { method: 'POST', path: '/graphql', headers: { 'content-type': contentType, accept: 'application/json', ...header }, body });
      expect(res.status, res.text()).toBe(200);
      expect(res.json()).toEqual({ data: { __typename: 'Query' } });
    }
  });

  it('sends a message with a photo (GraphQL multipart request spec): stored without EXIF, shown to the cleaner, refused as a GIF', async () => {
    const mutation = `mutation Send($files: [File!]) {
      sendBookingMessage(input: { bookingId: "${bookingId}", text: "Before", photos: $files }) {
        __typename
        ... on MutationSendBookingMessageSuccess { message { id photos { id url contentType } } }
        ... on Error { error: message }
      }
    }`;
    const send = async (file: Buffer) => {
      const { body, contentType } = graphqlMultipart(mutation, [file]);
      const res = await rawRequest(app.port, {
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': contentType, accept: 'application/json', 'apollo-require-preflight': 'true', ...bearer(customer.tokens.accessToken) },
        body,
      });
      expect(res.status, res.text()).toBe(200);
      expect(res.json().errors, res.text()).toBeUndefined();
      return res.json().data.sendBookingMessage;
    };
    const sent = await send(await jpegWithGps());
    expect(sent.__typename, JSON.stringify(sent)).toBe('MutationSendBookingMessageSuccess');
    const photo = sent.message.photos[0];
    expect(photo.contentType).toBe('image/jpeg');
    const own = await getPhoto(photo.url);
    expect(own.status).toBe(200);
    expect((await sharp(own.body).metadata()).exif).toBeUndefined();
    expect((await getPhoto(`/api/message-photos/${photo.id}`, bearer(cleaner.tokens.accessToken))).status).toBe(200);

    const gif = await send(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer());
    expect(gif).toMatchObject({ __typename: 'ValidationError', error: 'Photos must be JPEG, PNG or WebP images.' });
  });

  it(`answers 413 past ${MAX_UPLOAD_BYTES} bytes, declared or chunked, and keeps the JSON cap with the preflight header`, async () => {
    const headers = { 'content-type': 'multipart/form-data; boundary=x', 'apollo-require-preflight': 'true' };
    const declared = await declaredPost('/graphql', headers, MAX_UPLOAD_BYTES + 1);
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const chunked = await chunkedPost('/graphql', headers, Math.ceil(MAX_UPLOAD_BYTES / (1024 * 1024)) + 1, 1024 * 1024);
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    // Under the upload cap but over 1 MB as JSON: the preflight header does not raise the JSON cap.
    const json = await chunkedPost('/graphql', { 'content-type': 'application/json', 'apollo-require-preflight': 'true' }, 3, 1024 * 1024);
    expect(json.status).toBe(413);
    // Multipart without the header is capped like any other body (1 MB).
    const noHeader = await chunkedPost('/graphql', { 'content-type': 'multipart/form-data; boundary=x' }, 3, 1024 * 1024);
    expect(noHeader.status).toBe(413);
    // An upload without credentials keeps the 1 MB cap; with a bearer token 3 MB are read (and the
    // malformed body is then refused by the parser, not by the size).
    const anonymous = await chunkedPost('/graphql', headers, 3, 1024 * 1024);
    expect(anonymous.status).toBe(413);
    const signedIn = await chunkedPost('/graphql', { ...headers, ...bearer(customer.tokens.accessToken) }, 3, 1024 * 1024);
    expect(signedIn.status).not.toBe(413);
  });

  it('keeps the 1 MB cap for an Authorization header that does not sign in (any value, a forged or revoked token), on /graphql and /api', async () => {
    const headers = { 'content-type': 'multipart/form-data; boundary=x', 'apollo-require-preflight': 'true' };
    const forged = createSigner({ key: 'not-the-server-key', expiresIn: 60_000 })({ sub: customer.id, sid: randomUUID() });
    const revoked = await createUser({ firstName: 'Rex' });
    await db.session.updateMany({ where: { userId: revoked.id }, data: { revokedAt: new Date() } });
    for (const authorization of ['x', 'Bearer nonsense', `Bearer ${forged}`, `Bearer ${revoked.tokens.accessToken}`]) {
      expect((await chunkedPost('/graphql', { ...headers, authorization }, 3, 1024 * 1024)).status, authorization).toBe(413);
      expect((await declaredPost('/graphql', { ...headers, authorization }, 3 * 1024 * 1024)).status, authorization).toBe(413);
      expect((await chunkedPost(`/api/bookings/${bookingId}/messages`, { ...headers, authorization }, 3, 1024 * 1024)).status, authorization).toBe(413);
    }
  });
});

describe('multipart on /api', () => {
  const messagesPath = () => `/api/bookings/${bookingId}/messages`;

  it('a JSON-only row refuses multipart with 415 as before, and over 1 MB with 413', async () => {
    const { body, contentType } = multipart([
      { name: 'email', value: customer.email },
      { name: 'password', value: customer.password },
    ]);
    const res = await rawRequest(app.port, { method: 'POST', path: '/api/auth/login', headers: { 'content-type': contentType }, body });
    expect(res.status).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const big = await chunkedPost('/api/auth/login', { 'content-type': 'multipart/form-data; boundary=x' }, 3, 1024 * 1024);
    expect(big.status).toBe(413);
  });

  it('the messages row refuses url-encoded forms (415) and bodies past the upload cap (413)', async () => {
    const form = await rawRequest(app.port, {
      method: 'POST',
      path: messagesPath(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(customer.tokens.accessToken) },
      body: 'text=hello',
    });
    expect(form.status).toBe(415);
    const headers = { 'content-type': 'multipart/form-data; boundary=x', ...bearer(customer.tokens.accessToken) };
    expect((await declaredPost(messagesPath(), headers, MAX_UPLOAD_BYTES + 1)).status).toBe(413);
    expect((await chunkedPost(messagesPath(), headers, Math.ceil(MAX_UPLOAD_BYTES / (1024 * 1024)) + 1, 1024 * 1024)).status).toBe(413);
  });

  it('refuses a text file named .jpg and a malformed multipart body with 400', async () => {
    const fake = multipart([
      { name: 'text', value: 'the stain' },
      { name: 'photos', value: 'just some text, not an image', filename: 'stain.jpg', type: 'image/jpeg' },
    ]);
    const res = await rawRequest(app.port, { method: 'POST', path: messagesPath(), headers: { 'content-type': fake.contentType, ...bearer(customer.tokens.accessToken) }, body: fake.body });
    expect(res.status, res.text()).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: 'Photos must be JPEG, PNG or WebP images.' });
    const broken = await rawRequest(app.port, {
      method: 'POST',
      path: messagesPath(),
      headers: { 'content-type': 'multipart/form-data; boundary=nope', ...bearer(customer.tokens.accessToken) },
      body: '--other\r\ngarbage',
    });
    expect(broken.status).toBe(400);
  });

  it('refuses a 16,383 x 16,383 single-colour PNG (a decompression bomb) with 400 from its header, storing nothing', async () => {
    const before = await db.bookingMessage.count({ where: { bookingId } });
    const bomb = multipart([
      { name: 'text', value: 'the whole wall' },
      { name: 'photos', value: paletteBomb(16_383, 16_383), filename: 'wall.png', type: 'image/png' },
    ]);
    const started = performance.now();
    const res = await rawRequest(app.port, { method: 'POST', path: messagesPath(), headers: { 'content-type': bomb.contentType, ...bearer(customer.tokens.accessToken) }, body: bomb.body });
    expect(res.status, res.text()).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: PHOTO_ERRORS.pixels });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(await db.bookingMessage.count({ where: { bookingId } })).toBe(before);
  });

  it('refuses a file under another name, a text field sent twice and more than 5 photos with 400', async () => {
    const photo = await jpegWithGps();
    const bodies = [
      multipart([{ name: 'text', value: photo, filename: 'a.jpg', type: 'image/jpeg' }]),
      multipart([
        { name: 'text', value: 'one' },
        { name: 'text', value: 'two' },
      ]),
      multipart(Array.from({ length: 6 }, (_v, i) => ({ name: 'photos', value: photo, filename: `${i}.jpg`, type: 'image/jpeg' }))),
    ];
    for (const { body, contentType } of bodies) {
      const res = await rawRequest(app.port, { method: 'POST', path: messagesPath(), headers: { 'content-type': contentType, ...bearer(customer.tokens.accessToken) }, body });
      expect(res.status, res.text()).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });

  it('stores a posted JPEG without its EXIF, serves it to both members, and replays an Idempotency-Key retry sent with a new boundary', async () => {
    const photo = await jpegWithGps();
    const key = randomUUID();
    const send = () => {
      const { body, contentType } = multipart([
        { name: 'text', value: 'Here is the stain' },
        { name: 'photos', value: photo, filename: 'IMG_0001.jpg', type: 'image/jpeg' },
      ]);
      return rawRequest(app.port, {
        method: 'POST',
        path: messagesPath(),
        headers: { 'content-type': contentType, 'idempotency-key': key, ...bearer(customer.tokens.accessToken) },
        body,
      });
    };
    const first = await send();
    expect(first.status, first.text()).toBe(201);
    const message = first.json().message;
    expect(message.photos).toHaveLength(1);
    const retry = await send();
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().message.id).toBe(message.id);
    expect(await db.messagePhoto.count({ where: { messageId: message.id } })).toBe(1);

    const own = await getPhoto(message.photos[0].url);
    expect(own.status).toBe(200);
    expect((await sharp(own.body).metadata()).exif).toBeUndefined();
    expect(own.body.includes(Buffer.from('TattleCam'))).toBe(false);
    expect((await getPhoto(`/api/message-photos/${message.photos[0].id}`, bearer(cleaner.tokens.accessToken))).status).toBe(200);
    expect((await getPhoto(`/api/message-photos/${message.photos[0].id}`, bearer(otherCleaner.tokens.accessToken))).status).toBe(404);
  });
});

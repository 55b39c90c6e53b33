/**
 * Router-level hostile input on /api, through a real listening port
 * (docs/decisions/0010-rest-openapi.md): malformed paths, non-JSON bodies, oversized and
 * deeply nested bodies, bodies that are not objects, and repeated query parameters answer
 * 400/404/413/415 with the error envelope, never 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, setupDatabase, uniqueEmail, type TestUser } from './harness.js';
import { rawRequest, startOnPort, type PortServer, type RawResponse } from './port.js';

let app: PortServer;
let customer: TestUser;

beforeAll(async () => {
  await setupDatabase();
  app = await startOnPort();
  customer = await createUser();
});

afterAll(async () => {
  await app?.close();
});

/** Asserts the answer is the /api error envelope with this status and code; returns the body. */
function expectEnvelope(res: RawResponse, status: number, code: string) {
  expect(res.status, res.text()).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(body).toMatchObject({ success: false, code, error: expect.any(String) });
  return body;
}

const send = (method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer) =>
  rawRequest(app.port, { method, path, headers, body });

describe('malformed percent-encoding in the path', () => {
  it('GET /api/bookings/%E0%A4%A is 400 VALIDATION_ERROR (field path), not 500', async () => {
    const res = await send('GET', '/api/bookings/%E0%A4%A', { authorization: `Bearer ${customer.tokens.accessToken}` });
    expect(expectEnvelope(res, 400, 'VALIDATION_ERROR')).toMatchObject({ field: 'path' });
  });

  it('also signed out, and on a path no route matches', async () => {
    expectEnvelope(await send('GET', '/api/bookings/%E0%A4%A'), 400, 'VALIDATION_ERROR');
    expectEnvelope(await send('GET', '/api/%ZZ/x'), 400, 'VALIDATION_ERROR');
  });

  it('a well-encoded id that names nothing is 404', async () => {
    const res = await send('GET', `/api/bookings/${encodeURIComponent('a\u0000b')}`, { authorization: `Bearer ${customer.tokens.accessToken}` });
    expectEnvelope(res, 404, 'NOT_FOUND_ERROR');
    expectEnvelope(await send('GET', '/api/services/99999999999'), 404, 'NOT_FOUND_ERROR');
  });
});

describe('request bodies only as application/json', () => {
  const login = JSON.stringify({ email: 'customer@demo.test', password: 'wrong-password' });

  it('a JSON text sent as text/plain is 415, not parsed', async () => {
    const body = expectEnvelope(await send('POST', '/api/auth/login', { 'content-type': 'text/plain' }, login), 415, 'VALIDATION_ERROR');
    expect(body).toMatchObject({ field: 'body', message: expect.stringContaining('application/json') });
  });

  it('application/x-www-form-urlencoded and multipart/form-data are 415', async () => {
    const form = `email=${encodeURIComponent('customer@demo.test')}&password=wrong`;
    expectEnvelope(await send('POST', '/api/auth/login', { 'content-type': 'application/x-www-form-urlencoded' }, form), 415, 'VALIDATION_ERROR');
    const multipart = '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\ncustomer@demo.test\r\n--b--\r\n';
    expectEnvelope(await send('POST', '/api/auth/login', { 'content-type': 'multipart/form-data; boundary=b' }, multipart), 415, 'VALIDATION_ERROR');
  });

  it('a body without a content type is 415', async () => {
    expectEnvelope(await send('POST', '/api/auth/login', {}, login), 415, 'VALIDATION_ERROR');
  });

  it('a body-less POST without a content type is fine', async () => {
    const res = await send('POST', '/api/auth/logout', { authorization: `Bearer ${(await createUser()).tokens.accessToken}` });
    expect(res.status, res.text()).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
  });

  it('application/json with a charset parameter is accepted', async () => {
    const res = await send('POST', '/api/auth/login', { 'content-type': 'application/json; charset=utf-8' }, login);
    expectEnvelope(res, 401, 'AUTHENTICATION_ERROR');
  });
});

describe('hostile JSON bodies', () => {
  const json = { 'content-type': 'application/json' };

  it('a body over 100 KiB is 413 with the envelope', async () => {
    const big = JSON.stringify({ name: 'A', email: 'a@example.test', subject: 'Hi', message: 'x'.repeat(200 * 1024) });
    const body = expectEnvelope(await send('POST', '/api/contact/submit', json, big), 413, 'VALIDATION_ERROR');
    expect(body).toMatchObject({ field: 'body' });
  });

  it('a multi-megabyte body is 413 too', async () => {
    const huge = JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(3 * 1024 * 1024) });
    expectEnvelope(await send('POST', '/api/auth/login', json, huge), 413, 'VALIDATION_ERROR');
  });

  it('deeply nested JSON is 400, even in a key the route ignores', async () => {
    const deep = `{"email":"${uniqueEmail('deep')}","password":"Wrong123!","extra":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const body = expectEnvelope(await send('POST', '/api/auth/login', json, deep), 400, 'VALIDATION_ERROR');
    expect(body).toMatchObject({ field: 'body', message: expect.stringContaining('nested') });
  });

  it.each([
    ['an array', '[1]'],
    ['an empty array', '[]'],
    ['a string', '"hello"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('a body that is %s is 400', async (_label, text) => {
    const body = expectEnvelope(await send('POST', '/api/auth/logout', json, text), 400, 'VALIDATION_ERROR');
    expect(body).toMatchObject({ field: 'body', message: 'The request body must be a JSON object.' });
  });

  it('invalid JSON is 400', async () => {
    expectEnvelope(await send('POST', '/api/auth/login', json, '{"email": '), 400, 'VALIDATION_ERROR');
  });
});

describe('repeated query parameters', () => {
  it('GET /api/services?limit=5&limit=6 is 400 naming limit', async () => {
    const body = expectEnvelope(await send('GET', '/api/services?limit=5&limit=6'), 400, 'VALIDATION_ERROR');
    expect(body).toMatchObject({ field: 'limit' });
  });

  it('on a signed-in list and on a token link too', async () => {
    const auth = { authorization: `Bearer ${customer.tokens.accessToken}` };
    expect(expectEnvelope(await send('GET', '/api/bookings?page=1&page=2', auth), 400, 'VALIDATION_ERROR')).toMatchObject({ field: 'page' });
    expectEnvelope(await send('GET', '/api/auth/verify-email?token=aaaaaaaaaaaa&token=bbbbbbbbbbbb'), 400, 'VALIDATION_ERROR');
  });

  it('one comma-separated value filters a list', async () => {
    const auth = { authorization: `Bearer ${customer.tokens.accessToken}` };
    const res = await send('GET', '/api/bookings?status=pending,confirmed&limit=5', auth);
    expect(res.status, res.text()).toBe(200);
    expect(res.json()).toMatchObject({ success: true, page: 1, limit: 5, total: expect.any(Number) });
  });
});

/**
 * Idempotency keys the way a hostile or flaky client uses them, through a real listening port
 * (docs/decisions/0031-idempotency-keys.md): a burst of the same keyed booking on parallel
 * sockets makes one booking and every answer names it; another user replaying a victim's key and
 * body gets a booking of their own, never the victim's answer (no BOLA through the replay
 * store); malformed keys are refused before anything runs; anonymous callers are never replayed;
 * an answer carrying tokens is never kept at rest.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingInput, createUser, db, setupDatabase, type TestUser } from './harness.js';
import { rawRequest, startOnPort, type PortServer } from './port.js';

let app: PortServer;
let victim: TestUser;
let attacker: TestUser;

beforeAll(async () => {
  await setupDatabase();
  [victim, attacker] = await Promise.all([createUser({ firstName: 'Victima' }), createUser({ firstName: 'Mallory' })]);
  app = await startOnPort();
});

afterAll(async () => {
  await app?.close();
});

const post = (path: string, headers: Record<string, string>, body: unknown) =>
  rawRequest(app.port, {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('Idempotency-Key through a socket', () => {
  it('a burst of 12 identical keyed bookings on parallel connections makes one booking, and every answer names it', async () => {
    const key = randomUUID();
    const body = bookingInput({ notes: `burst ${key}` });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post('/api/bookings', { authorization: `Bearer ${victim.tokens.accessToken}`, 'idempotency-key': key }, body)),
    );
    const made = await db.booking.findMany({ where: { customerId: victim.id, notes: `burst ${key}` } });
    expect(made).toHaveLength(1);
    for (const answer of answers) {
      expect(answer.status, answer.text()).toBe(201);
      expect(answer.json().booking.id).toBe(made[0]!.id);
    }
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(11);
  });

  it("another user sending the victim's key and body gets their own booking, never the victim's answer", async () => {
    const key = randomUUID();
    const body = bookingInput({ notes: `shared key ${key}` });
    const first = await post('/api/bookings', { authorization: `Bearer ${victim.tokens.accessToken}`, 'idempotency-key': key }, body);
    expect(first.status).toBe(201);
    const replayed = await post('/api/bookings', { authorization: `Bearer ${attacker.tokens.accessToken}`, 'idempotency-key': key }, body);
    expect(replayed.status).toBe(201);
    expect(replayed.headers['idempotent-replayed']).toBeUndefined();
    expect(replayed.json().booking.id).not.toBe(first.json().booking.id);
    expect(replayed.json().booking.customerId).toBe(attacker.id);
    expect(replayed.text()).not.toContain(victim.id);
  });

  it('refuses an over-long or non-ASCII key with 400 before booking anything', async () => {
    const notes = `bad key ${randomUUID()}`;
    for (const key of ['k'.repeat(256), 'caf\u00e9', 'a b']) {
      const res = await post('/api/bookings', { authorization: `Bearer ${victim.tokens.accessToken}`, 'idempotency-key': key }, bookingInput({ notes }));
      expect(res.status, key).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', field: 'Idempotency-Key' });
    }
    expect(await db.booking.count({ where: { notes } })).toBe(0);
  });

  it('never replays to anonymous callers', async () => {
    const key = randomUUID();
    const a = await post('/api/bookings/parse', { 'idempotency-key': key, 'x-forwarded-for': '203.0.113.9' }, { text: 'kitchen clean tmrw 94110' });
    const b = await post('/api/bookings/parse', { 'idempotency-key': key }, { text: 'window washing friday 10001' });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(b.json().parsed.zipCode).toBe('10001');
  });

  it('never keeps an answer that carries tokens: a keyed sign-in by a signed-in caller runs again', async () => {
    const key = randomUUID();
    const headers = { authorization: `Bearer ${victim.tokens.accessToken}`, 'idempotency-key': key };
    const body = { email: victim.email, password: victim.password };
    const first = await post('/api/auth/login', headers, body);
    expect(first.status, first.text()).toBe(200);
    expect(await db.idempotencyKey.count({ where: { userId: victim.id, key } })).toBe(0);
    const second = await post('/api/auth/login', headers, body);
    expect(second.status).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().tokens.refreshToken).not.toBe(first.json().tokens.refreshToken);
  });
});

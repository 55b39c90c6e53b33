/**
 * POST /api/bookings/parse and GraphQL `parseBookingRequest` (docs/decisions/0032): the contract's
 * shape, anonymous callers, the 2,000-character limit, and the seeded catalogue read through the
 * catalogue cache.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createUser, gql, setupDatabase } from './harness.js';

beforeAll(setupDatabase);

const SENTENCE = 'Deep clean my 2-bedroom at 120 Valencia St Apt 4B 94110 next Friday 10am for 3 hours';
const REFERENCE = '2026-12-01T18:00:00.000Z';
const KEYS = ['serviceId', 'serviceName', 'scheduledAt', 'durationHours', 'address', 'city', 'zipCode'];

describe('booking-request parser', () => {
  it('answers the contract over /api without signing in', async () => {
    const res = await api('POST', '/bookings/parse', { body: { text: SENTENCE, referenceTime: REFERENCE, timeZone: 'America/New_York' } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['success', 'parsed', 'missing', 'confidence', 'reading']);
    expect(res.body.success).toBe(true);
    expect(Object.keys(res.body.parsed)).toEqual(KEYS);
    expect(res.body.parsed).toMatchObject({
      serviceName: 'Deep Cleaning',
      // 10:00 in San Francisco (the zip code's zone wins over the caller's).
      scheduledAt: '2026-12-11T18:00:00.000Z',
      durationHours: 3,
      address: '120 Valencia St Apt 4B',
      city: 'San Francisco',
      zipCode: '94110',
    });
    expect(typeof res.body.parsed.serviceId).toBe('number');
    // "next Friday" on a Tuesday: next week's, this week's (Dec 4) is the other reading.
    expect(res.body.reading).toEqual({ phrase: 'next Friday 10am', kind: 'AMBIGUOUS', alternativeAt: '2026-12-04T18:00:00.000Z' });
    expect(res.body.confidence.scheduledAt).toBeLessThan(0.6);
    expect(res.body.missing).toEqual([]);
    expect(Object.keys(res.body.confidence)).toEqual(KEYS);
    for (const value of Object.values(res.body.confidence as Record<string, number>)) {
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThanOrEqual(1);
    }
  });

  it('lists what it did not understand, in the order of parsed, with 0 confidence', async () => {
    const res = await api('POST', '/bookings/parse', { body: { text: 'window cleaning tomorrow at 2pm', timeZone: 'America/Chicago', referenceTime: REFERENCE } });
    expect(res.status).toBe(200);
    expect(res.body.parsed).toMatchObject({ serviceName: 'Window Cleaning', scheduledAt: '2026-12-02T20:00:00.000Z', durationHours: null, address: null, city: null, zipCode: null });
    expect(res.body.missing).toEqual(['durationHours', 'address', 'city', 'zipCode']);
    expect(res.body.confidence).toMatchObject({ durationHours: 0, address: 0, city: 0, zipCode: 0 });
  });

  it('refuses a text over 2,000 characters, naming text, on /api and GraphQL', async () => {
    const long = `house cleaning ${'a'.repeat(1986)}`;
    expect(long.length).toBe(2001);
    const res = await api('POST', '/bookings/parse', { body: { text: long } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', field: 'text' });
    const ok = await api('POST', '/bookings/parse', { body: { text: long.slice(0, 2000) } });
    expect(ok.status).toBe(200);
    const over = await gql('query($t: String!) { parseBookingRequest(text: $t) { missing } }', { t: long });
    expect(over.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
  });

  it('refuses an empty text and an unknown time zone', async () => {
    expect((await api('POST', '/bookings/parse', { body: {} })).status).toBe(400);
    const blank = await api('POST', '/bookings/parse', { body: { text: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.field).toBe('text');
    const zone = await api('POST', '/bookings/parse', { body: { text: 'house cleaning', timeZone: 'Mars/Olympus' } });
    expect(zone.status).toBe(400);
    expect(zone.body.field).toBe('timeZone');
  });

  it('answers the same over GraphQL, anonymous or signed in, with confidence per field', async () => {
    const query = `query($t: String!, $z: String, $r: DateTime) { parseBookingRequest(text: $t, timeZone: $z, referenceTime: $r) {
      parsed { serviceId serviceName scheduledAt durationHours address city zipCode } missing confidence { serviceId serviceName scheduledAt durationHours address city zipCode } } }`;
    const variables = { t: SENTENCE, r: REFERENCE };
    const anonymous = await gql<{ parseBookingRequest: { parsed: Record<string, unknown>; missing: string[]; confidence: Record<string, number> } }>(query, variables);
    expect(anonymous.errors).toBeUndefined();
    const answer = anonymous.data!.parseBookingRequest;
    expect(answer.parsed.scheduledAt).toBe('2026-12-11T18:00:00.000Z');
    expect(Object.keys(answer.confidence)).toEqual(KEYS);
    expect(answer.confidence.zipCode).toBeGreaterThan(0.9);
    const rest = await api('POST', '/bookings/parse', { body: { text: SENTENCE, referenceTime: REFERENCE } });
    expect(rest.body.parsed).toEqual(answer.parsed);
    const customer = await createUser();
    const signedIn = await gql<{ parseBookingRequest: unknown }>(query, variables, customer.tokens.accessToken);
    expect(signedIn.data?.parseBookingRequest).toEqual(answer);
  });

  it('limits anonymous parses per address to 60 a minute, and not signed-in ones', async () => {
    const ip = '198.51.100.77';
    const answers = await Promise.all(Array.from({ length: 61 }, () => api('POST', '/bookings/parse', { body: { text: 'kitchen clean tmrw' }, ip })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(60);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.code).toBe('RATE_LIMIT_ERROR');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api('POST', '/bookings/parse', { body: { text: 'kitchen clean tmrw' }, ip: '198.51.100.78' })).status).toBe(200);
    const customer = await createUser();
    expect((await api('POST', '/bookings/parse', { body: { text: 'kitchen clean tmrw' }, ip, token: customer.tokens.accessToken })).status).toBe(200);
  });
});

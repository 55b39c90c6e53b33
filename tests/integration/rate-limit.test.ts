import { beforeAll, describe, expect, it } from 'vitest';
import { api, setupDatabase } from './harness.js';

beforeAll(setupDatabase);

describe('sign-in rate limit', () => {
  it('answers 429 with Retry-After after 10 failed sign-ins for one IP and email, and only for that pair', async () => {
    const ip = '198.51.100.23';
    for (let i = 0; i < 10; i++) {
      const res = await api('POST', '/auth/login', { body: { email: 'customer@demo.test', password: `Wrong${i}!` }, ip });
      expect(res.status).toBe(401);
    }
    const blocked = await api('POST', '/auth/login', { body: { email: 'customer@demo.test', password: 'Demo123!' }, ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ success: false, code: 'RATE_LIMIT_ERROR' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another IP is not affected.
    const other = await api('POST', '/auth/login', {
      body: { email: 'customer@demo.test', password: 'Demo123!' },
      ip: '198.51.100.99',
    });
    expect(other.status).toBe(200);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { api, futureIso, gql, login, setupDatabase } from './harness.js';

beforeAll(setupDatabase);

describe('main job over /api', () => {
  it('customer books, cleaner accepts, customer sees it confirmed', async () => {
    const customer = await login('customer@demo.test');
    const created = await api('POST', '/bookings', {
      token: customer.accessToken,
      body: { serviceId: 2, scheduledAt: futureIso(4, 17), durationHours: 2, address: '1 Main St', city: 'San Francisco', zipCode: '94110' },
    });
    expect(created.status).toBe(201);
    expect(created.body.booking.status).toBe('pending');
    // Deep cleaning, Star member: $22/h member rate x 2 h.
    expect(created.body.booking.priceTier).toBe('member');
    expect(created.body.booking.totalCents).toBe(4400);
    const cleaner = await login('cleaner@demo.test');
    const accepted = await api('POST', `/bookings/${created.body.booking.id}/accept`, { token: cleaner.accessToken });
    expect(accepted.status).toBe(200);
    const seen = await gql<{ booking: { status: string; statusLabel: string } }>(
      'query($id: ID!) { booking(id: $id) { status statusLabel } }',
      { id: created.body.booking.id },
      customer.accessToken,
    );
    expect(seen.data?.booking).toEqual({ status: 'confirmed', statusLabel: 'Confirmed' });
  });
});

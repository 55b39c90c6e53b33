/**
 * A customer's own bookings page is read in plain SQL (bookings.service.ts ownBookingRows and
 * countOwnBookings; docs/decisions/0012, third pass). These tests hold it to what Prisma gives for
 * the same filter, order, offset and size: the same rows with every column and the same types
 * (a column added by a migration and forgotten in the SQL fails here), ties on the start time
 * broken by id, status filters, and the same GraphQL answers whether a selection takes the SQL
 * path or needs Prisma (a relation such as `customer`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { countOwnBookings, ownBookingRows, type OwnBookingsQuery } from '../../server/src/modules/bookings/bookings.service.js';
import type { BookingStatus } from '../../server/src/generated/prisma/enums.js';
import { createBooking, createUser, db, futureIso, freshDay, gql, setupDatabase } from './harness.js';

beforeAll(setupDatabase);

async function prismaPage(q: OwnBookingsQuery) {
  return db.booking.findMany({
    where: { customerId: q.customerId, ...(q.statuses ? { status: { in: q.statuses } } : {}) },
    orderBy: [{ scheduledAt: 'desc' }, { id: 'asc' }],
    skip: q.skip,
    take: q.take,
  });
}

describe("a customer's own bookings in SQL", () => {
  it('gives the rows, columns, types, order and count Prisma gives, on every page and status filter', async () => {
    const customer = await createUser();
    const other = await createUser();
    const tieDay = freshDay();
    // Three bookings at the same instant (the id breaks the tie), four on other days.
    for (let i = 0; i < 3; i += 1) await createBooking(customer.tokens.accessToken, { scheduledAt: futureIso(tieDay, 14), address: `${i} Tie Street` });
    for (let i = 0; i < 4; i += 1) await createBooking(customer.tokens.accessToken);
    await createBooking(other.tokens.accessToken);
    const all = await db.booking.findMany({ where: { customerId: customer.id }, select: { id: true } });
    // Give the rows different statuses, payment states and nullable columns.
    await db.booking.update({ where: { id: all[0]!.id }, data: { status: 'cancelled', cancelledAt: new Date(), cancellationReason: 'Plans changed' } });
    await db.booking.update({ where: { id: all[1]!.id }, data: { status: 'confirmed', paymentStatus: 'paid', acceptedAt: new Date(), notes: null } });

    const filters: (BookingStatus[] | null)[] = [null, ['pending'], ['cancelled', 'confirmed'], ['completed']];
    for (const statuses of filters) {
      for (const [skip, take] of [
        [0, 3],
        [3, 3],
        [6, 3],
        [0, 10],
        [9, 5],
      ] as const) {
        const q: OwnBookingsQuery = { customerId: customer.id, statuses, skip, take };
        const [sqlRows, prismaRows] = await Promise.all([ownBookingRows(q), prismaPage(q)]);
        expect(sqlRows).toEqual(prismaRows);
        for (const row of sqlRows) {
          expect(row.scheduledAt).toBeInstanceOf(Date);
          expect(row.createdAt).toBeInstanceOf(Date);
        }
      }
      const where = { customerId: customer.id, ...(statuses ? { status: { in: statuses } } : {}) };
      expect(await countOwnBookings({ customerId: customer.id, statuses, skip: 0, take: 1 })).toBe(await db.booking.count({ where }));
    }
    expect(await countOwnBookings({ customerId: customer.id, statuses: null, skip: 0, take: 1 })).toBe(7);
  });

  it('answers GraphQL the same whether the selection is read in SQL or needs Prisma', async () => {
    const customer = await createUser({ firstName: 'Sqlpage' });
    for (let i = 0; i < 4; i += 1) await createBooking(customer.tokens.accessToken);
    const fields = 'id status statusLabel totalCents hourlyRateCents scheduledAt endsAt address notes paymentStatus allowedActions service { id name memberPriceCents }';
    const sqlPath = await gql(`{ bookings(page: 1, pageSize: 3) { total hasMore items { ${fields} } } }`, {}, customer.tokens.accessToken);
    // Asking for the customer makes plugin-prisma include a relation: that page goes through Prisma.
    const prismaPath = await gql(
      `{ bookings(page: 1, pageSize: 3) { total hasMore items { ${fields} customer { firstName } } } }`,
      {},
      customer.tokens.accessToken,
    );
    expect(sqlPath.errors).toBeUndefined();
    expect(prismaPath.errors).toBeUndefined();
    const withoutCustomer = prismaPath.data!.bookings.items.map(({ customer: who, ...rest }: Record<string, unknown>) => {
      expect(who).toEqual({ firstName: 'Sqlpage' });
      return rest;
    });
    expect(sqlPath.data!.bookings).toEqual({ ...prismaPath.data!.bookings, items: withoutCustomer });
    expect(sqlPath.data!.bookings).toMatchObject({ total: 4, hasMore: true });
    expect(sqlPath.data!.bookings.items[0].address).toBe('100 Market St, Apt 4');
  });

  it('filters by status through GraphQL and never shows another customer a booking', async () => {
    const [alice, bob] = await Promise.all([createUser(), createUser()]);
    const mine = await createBooking(alice.tokens.accessToken);
    await createBooking(bob.tokens.accessToken);
    await db.booking.update({ where: { id: mine.id }, data: { status: 'cancelled', cancelledAt: new Date() } });
    const cancelled = await gql('{ bookings(status: [cancelled]) { total items { id status } } }', {}, alice.tokens.accessToken);
    expect(cancelled.data!.bookings).toEqual({ total: 1, items: [{ id: mine.id, status: 'cancelled' }] });
    const pending = await gql('{ bookings(status: [pending]) { total items { id } } }', {}, alice.tokens.accessToken);
    expect(pending.data!.bookings).toEqual({ total: 0, items: [] });
    const bobs = await gql('{ bookings { total items { id } } }', {}, bob.tokens.accessToken);
    expect(bobs.data!.bookings.total).toBe(1);
    expect(bobs.data!.bookings.items.map((b: { id: string }) => b.id)).not.toContain(mine.id);
  });
});

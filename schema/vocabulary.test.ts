/**
 * The shared vocabulary names exactly the database's statuses (the Prisma enums), and its named
 * subsets of booking statuses are what the lifecycle allows (docs/decisions/0004): the server's
 * rules and the web client's tabs and drawers all import these lists, so a status added to the
 * schema and forgotten here fails this test.
 */
import { describe, expect, it } from 'vitest';
import { BookingStatus, PaymentStatus } from '../server/src/generated/prisma/enums.js';
import { CUSTOMER_CANCELLABLE, TRANSITIONS } from '../server/src/modules/bookings/lifecycle.js';
import {
  ACCEPTED_BOOKING_STATUSES,
  AWAITING_CLEANER_BOOKING_STATUSES,
  BOOKING_STATUSES,
  BOOKING_STATUS_LABELS,
  CLEANER_ASSIGNED_BOOKING_STATUSES,
  CLEANER_BUSY_BOOKING_STATUSES,
  CLOSED_BOOKING_STATUSES,
  CONFIRMED_OPEN_BOOKING_STATUSES,
  NOT_STARTED_BOOKING_STATUSES,
  OPEN_BOOKING_STATUSES,
  PAYMENT_STATUSES,
  PAYOUT_BOOKING_STATUSES,
  isBookingStatusIn,
} from './vocabulary.js';

describe('status vocabulary', () => {
  it('lists every booking and payment status of the database, each once, each with a label', () => {
    expect([...BOOKING_STATUSES].sort()).toEqual(Object.values(BookingStatus).sort());
    expect([...PAYMENT_STATUSES].sort()).toEqual(Object.values(PaymentStatus).sort());
    expect(Object.keys(BOOKING_STATUS_LABELS).sort()).toEqual([...BOOKING_STATUSES].sort());
  });

  it('splits the booking statuses into not started, in progress, done and closed', () => {
    expect(NOT_STARTED_BOOKING_STATUSES).toEqual(['pending', 'pending_cleaner_response', 'confirmed']);
    expect(OPEN_BOOKING_STATUSES).toEqual([...NOT_STARTED_BOOKING_STATUSES, 'in_progress']);
    expect(CLOSED_BOOKING_STATUSES).toEqual(['cancelled', 'rejected']);
    const covered = new Set<string>([...OPEN_BOOKING_STATUSES, 'completed', ...CLOSED_BOOKING_STATUSES]);
    expect(covered.size).toBe(BOOKING_STATUSES.length);
  });

  it('is what the lifecycle uses: a customer cancels a booking not started, an admin one in progress too', () => {
    expect(CUSTOMER_CANCELLABLE).toEqual(NOT_STARTED_BOOKING_STATUSES);
    expect(TRANSITIONS.cancelled).toEqual(OPEN_BOOKING_STATUSES);
    expect(TRANSITIONS.confirmed).toEqual(AWAITING_CLEANER_BOOKING_STATUSES);
  });

  it('names the subsets of who holds a booking: awaiting a cleaner, assigned, busy, accepted, paid out', () => {
    expect(AWAITING_CLEANER_BOOKING_STATUSES).toEqual(['pending', 'pending_cleaner_response']);
    expect(NOT_STARTED_BOOKING_STATUSES).toEqual([...AWAITING_CLEANER_BOOKING_STATUSES, 'confirmed']);
    expect(CLEANER_ASSIGNED_BOOKING_STATUSES).toEqual(['pending_cleaner_response', 'confirmed']);
    expect(CLEANER_BUSY_BOOKING_STATUSES).toEqual(['pending_cleaner_response', 'confirmed', 'in_progress']);
    expect(CONFIRMED_OPEN_BOOKING_STATUSES).toEqual(['confirmed', 'in_progress']);
    expect(ACCEPTED_BOOKING_STATUSES).toEqual(['confirmed', 'in_progress', 'completed']);
    expect(PAYOUT_BOOKING_STATUSES).toEqual(['completed', 'cancelled']);
    expect(isBookingStatusIn(CLOSED_BOOKING_STATUSES, 'rejected')).toBe(true);
    expect(isBookingStatusIn(CLOSED_BOOKING_STATUSES, 'completed')).toBe(false);
    expect(isBookingStatusIn(CLOSED_BOOKING_STATUSES, 'unknown')).toBe(false);
  });
});

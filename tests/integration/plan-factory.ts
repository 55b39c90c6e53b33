/**
 * Factory of the race tests (money-races, plans-races): a paused weekly plan of `customer` with
 * `cleaner` in San Francisco (94105), starting on a day of its own, and its first visit booked
 * straight into the database with the status a case needs. Rows, not API calls: the cases then
 * drive the real code (charges, skips, cancels) against them.
 */
import type { Booking, BookingStatus, Plan } from '../../server/src/generated/prisma/client.js';
import { zipPoint } from '../../server/src/lib/geo.js';
import { addDays, localDateOf, toInstant } from '../../server/src/modules/plans/recurrence.js';
import { db, type TestUser } from './harness.js';

export const PLAN_ZIP = '94105';
export const PLAN_TIME_ZONE = zipPoint(PLAN_ZIP)!.timeZone;

/**
 * Creates the plan and its visit on day `30 + 2n` from today (local), 09:00 for 2 hours.
 * @param n the caller's running number (its other rows use the same days scheme, so it owns the count)
 * @param street the address's street (`<street>, Apt <n>`), so each file's rows are told apart
 * @param hourlyRateCents the visit's rate (total = 2 hours of it)
 */
export async function planWithVisit(options: {
  n: number;
  customer: TestUser;
  cleaner: TestUser;
  street: string;
  status: Extract<BookingStatus, 'confirmed' | 'pending_cleaner_response'>;
  hourlyRateCents: number;
}): Promise<{ plan: Plan; visit: Booking; date: string }> {
  const { customer, cleaner, status, n } = options;
  const point = zipPoint(PLAN_ZIP)!;
  const date = addDays(localDateOf(new Date(), PLAN_TIME_ZONE), 30 + n * 2);
  const plan = await db.plan.create({
    data: {
      customerId: customer.id,
      serviceId: 1,
      address: `${options.street}, Apt ${n}`,
      city: 'San Francisco',
      zipCode: PLAN_ZIP,
      latitude: point.latitude,
      longitude: point.longitude,
      timeZone: PLAN_TIME_ZONE,
      startDate: new Date(`${date}T00:00:00Z`),
      startTime: '09:00',
      durationMinutes: 120,
      frequency: 'weekly',
      cleanerId: cleaner.id,
      matching: 'chosen',
      discountPercent: 0,
      status: 'paused',
    },
  });
  const visit = await db.booking.create({
    data: {
      customerId: customer.id,
      cleanerId: cleaner.id,
      serviceId: 1,
      status,
      ...(status === 'confirmed' ? { acceptedAt: new Date() } : {}),
      scheduledAt: toInstant(date, '09:00', PLAN_TIME_ZONE),
      durationMinutes: 120,
      address: plan.address,
      city: 'San Francisco',
      zipCode: PLAN_ZIP,
      latitude: point.latitude,
      longitude: point.longitude,
      priceTier: 'regular',
      hourlyRateCents: options.hourlyRateCents,
      totalCents: options.hourlyRateCents * 2,
      matching: 'chosen',
      planId: plan.id,
      planDate: new Date(`${date}T00:00:00Z`),
    },
  });
  return { plan, visit, date };
}

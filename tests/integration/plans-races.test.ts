/**
 * Plan changes that race other work (docs/decisions/0037), through the real database: a skip
 * while the visit's status changes, a visit booked while its plan is paused or cancelled, and a
 * series accepted at the same moment twice. On PostgreSQL (TEST_DATABASE_URL) the concurrent cases
 * run as real concurrent transactions.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stopJobs } from '../../server/src/jobs/queue.js';
import { zipPoint } from '../../server/src/lib/geo.js';
import { addDays, localDateOf, toInstant } from '../../server/src/modules/plans/recurrence.js';
import { chargeVisit } from '../../server/src/modules/plans/plans.jobs.js';
import { bookVisitsThrough, cancelFutureVisits } from '../../server/src/modules/plans/plans.visits.js';
import { planWithVisit } from './plan-factory.js';
import { api, createUser, db, setupDatabase, type TestUser } from './harness.js';

beforeAll(setupDatabase);
afterAll(stopJobs);
afterEach(() => {
  vi.restoreAllMocks();
});

const HOUR = 3_600_000;
const ZIP = '94105';
const TZ = zipPoint(ZIP)!.timeZone;

let customer: TestUser;
let cleaner: TestUser;

beforeAll(async () => {
  [customer, cleaner] = await Promise.all([createUser({ firstName: 'Skipper' }), createUser({ role: 'cleaner', approvedFor: ['941'] })]);
});

let seq = 0;
/** A paused weekly plan starting on a day of its own, and its first visit booked with the cleaner (`status`). */
async function planVisit(status: 'confirmed' | 'pending_cleaner_response' = 'pending_cleaner_response') {
  seq += 1;
  return planWithVisit({ n: seq, customer, cleaner, street: '300 Skip St', status, hourlyRateCents: 3000 });
}

/** Runs `change` once, right after the skip has read the visit: another request committing in between. */
function meanwhile(change: () => Promise<unknown>) {
  const original = db.booking.findFirst.bind(db.booking);
  vi.spyOn(db.booking, 'findFirst').mockImplementationOnce((async (args: Parameters<typeof original>[0]) => {
    const seen = await original(args);
    await change();
    return seen;
  }) as unknown as typeof original);
}

describe('skipping a visit whose status changes meanwhile (defect 4)', () => {
  it('the cleaner accepts it between the read and the cancellation: the visit is still cancelled, and not charged', async () => {
    const { plan, visit, date } = await planVisit('pending_cleaner_response');
    meanwhile(() => db.booking.update({ where: { id: visit.id }, data: { status: 'confirmed', acceptedAt: new Date() } }));
    const skipped = await api('POST', `/plans/${plan.id}/visits/${date}/skip`, { token: customer.tokens.accessToken });
    expect(skipped.status).toBe(200);
    expect(await db.booking.findUniqueOrThrow({ where: { id: visit.id } })).toMatchObject({ status: 'cancelled', cancellationReason: 'Visit skipped' });
    expect(await chargeVisit(visit.id, 1, new Date(visit.scheduledAt.getTime() - 24 * HOUR))).toEqual({ kind: 'skipped', reason: 'not_upcoming' });
  });

  it('the visit started meanwhile: 409, and no skip is recorded', async () => {
    const { plan, visit, date } = await planVisit('confirmed');
    meanwhile(() => db.booking.update({ where: { id: visit.id }, data: { status: 'in_progress' } }));
    const skipped = await api('POST', `/plans/${plan.id}/visits/${date}/skip`, { token: customer.tokens.accessToken });
    expect(skipped.status).toBe(409);
    expect(await db.planException.findMany({ where: { planId: plan.id } })).toEqual([]);
  });

  it('the visit is cancelled between the charge job\'s read and its claim: the job answers skipped, charges nothing and does not fail', async () => {
    // Found by the money model (tests/integration/money-model.test.ts): the claim's ConflictError failed the job.
    const { visit } = await planVisit('confirmed');
    const original = db.planException.findFirst.bind(db.planException);
    vi.spyOn(db.planException, 'findFirst').mockImplementationOnce((async (args: Parameters<typeof original>[0]) => {
      const seen = await original(args);
      expect((await api('PUT', `/bookings/${visit.id}/status`, { token: customer.tokens.accessToken, body: { status: 'cancelled', reason: 'Away' } })).status).toBe(200);
      return seen;
    }) as unknown as typeof original);
    expect(await chargeVisit(visit.id, 1, new Date(visit.scheduledAt.getTime() - 24 * HOUR))).toEqual({ kind: 'skipped', reason: 'not_upcoming' });
    expect(await db.payment.count({ where: { bookingId: visit.id } })).toBe(0);
  });

  it('a visit left confirmed on a skipped date is not charged', async () => {
    const { plan, visit, date } = await planVisit('confirmed');
    await db.planException.create({ data: { planId: plan.id, date: new Date(`${date}T00:00:00Z`), kind: 'skip' } });
    expect(await chargeVisit(visit.id, 1, new Date(visit.scheduledAt.getTime() - 24 * HOUR))).toEqual({ kind: 'skipped', reason: 'not_upcoming' });
    expect(await db.payment.count({ where: { bookingId: visit.id } })).toBe(0);
  });
});

/** An active weekly plan of the customer with no cleaner, starting on a day of its own, nothing booked yet. */
async function activePlan() {
  seq += 1;
  const point = zipPoint(ZIP)!;
  const date = addDays(localDateOf(new Date(), TZ), 30 + seq * 2);
  return db.plan.create({
    data: {
      customerId: customer.id,
      serviceId: 1,
      address: `400 Window St, Apt ${seq}`,
      city: 'San Francisco',
      zipCode: ZIP,
      latitude: point.latitude,
      longitude: point.longitude,
      timeZone: TZ,
      startDate: new Date(`${date}T00:00:00Z`),
      startTime: '10:00',
      durationMinutes: 120,
      frequency: 'weekly',
      visitCount: 2,
      matching: 'best',
      discountPercent: 0,
      status: 'active',
    },
  });
}

const upcomingVisits = (planId: string) => db.booking.count({ where: { planId, status: { in: ['pending', 'pending_cleaner_response', 'confirmed'] } } });

describe('a visit booked while its plan is paused or cancelled (defect 5)', () => {
  for (const [what, change] of [
    ['paused', (id: string) => api('PUT', `/plans/${id}`, { token: customer.tokens.accessToken, body: { status: 'paused' } })],
    ['cancelled', (id: string) => api('DELETE', `/plans/${id}`, { token: customer.tokens.accessToken })],
  ] as const) {
    it(`the plan is ${what} after the rolling window read it: no visit is booked`, async () => {
      const plan = await activePlan();
      // The change commits between the window's read of the plan and the visit's transaction.
      const original = db.$transaction.bind(db);
      let changed: Awaited<ReturnType<typeof change>> | undefined;
      vi.spyOn(db, '$transaction').mockImplementationOnce((async (...args: Parameters<typeof original>) => {
        vi.mocked(db.$transaction).mockRestore();
        changed = await change(plan.id);
        return (original as (...a: unknown[]) => unknown)(...args);
      }) as unknown as typeof original);
      await bookVisitsThrough(plan.id, new Date());
      expect(changed?.status).toBe(200);
      expect((await db.plan.findUniqueOrThrow({ where: { id: plan.id } })).status).toBe(what);
      expect(await upcomingVisits(plan.id)).toBe(0);
    });

    it(`the plan is ${what} while the window books it, at the same moment: no visit stays booked`, async () => {
      const plan = await activePlan();
      const [, changed] = await Promise.all([bookVisitsThrough(plan.id, new Date()), change(plan.id)]);
      expect(changed.status).toBe(200);
      expect(await upcomingVisits(plan.id)).toBe(0);
    });
  }
});

describe('accepting a series that half-fails (defect 6)', () => {
  /** A plan of `cleaner` (series not accepted) with `n` visits asking them, 30+ days ahead and a week apart. */
  async function askingPlan(who: TestUser, n: number) {
    seq += 1;
    const point = zipPoint(ZIP)!;
    const first = addDays(localDateOf(new Date(), TZ), 30 + seq * 2);
    const plan = await db.plan.create({
      data: {
        customerId: customer.id,
        serviceId: 1,
        address: `500 Series St, Apt ${seq}`,
        city: 'San Francisco',
        zipCode: ZIP,
        latitude: point.latitude,
        longitude: point.longitude,
        timeZone: TZ,
        startDate: new Date(`${first}T00:00:00Z`),
        startTime: '13:00',
        durationMinutes: 120,
        frequency: 'weekly',
        cleanerId: who.id,
        matching: 'chosen',
        discountPercent: 0,
        bookedThrough: new Date(`${addDays(first, 7 * (n - 1))}T00:00:00Z`),
      },
    });
    const ids: string[] = [];
    for (let i = 0; i < n; i += 1) {
      const date = addDays(first, 7 * i);
      const at = toInstant(date, '13:00', TZ);
      const booking = await db.booking.create({
        data: {
          customerId: customer.id,
          cleanerId: who.id,
          serviceId: 1,
          status: 'pending_cleaner_response',
          scheduledAt: at,
          durationMinutes: 120,
          address: plan.address,
          city: 'San Francisco',
          zipCode: ZIP,
          latitude: point.latitude,
          longitude: point.longitude,
          priceTier: 'regular',
          hourlyRateCents: 3000,
          totalCents: 6000,
          matching: 'chosen',
          fallbackToBest: true,
          planId: plan.id,
          planDate: new Date(`${date}T00:00:00Z`),
        },
      });
      await db.bookingOffer.create({ data: { bookingId: booking.id, cleanerId: who.id, rank: 1, askedAt: new Date(), expiresAt: new Date(at.getTime() - 24 * HOUR) } });
      ids.push(booking.id);
    }
    return { plan, ids };
  }

  it('the accepts abort (a deadlock) after the claim: nothing is half-done, the accept is retried and every visit is confirmed', async () => {
    const who = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    const { plan, ids } = await askingPlan(who, 3);
    // The first confirmation of this plan's visits is aborted as PostgreSQL aborts a deadlock victim
    // (a sequence, so the "once" survives the rollback).
    const tag = plan.id.replace(/-/g, '');
    await db.$executeRawUnsafe(`CREATE SEQUENCE "fail_${tag}"`);
    await db.$executeRawUnsafe(`CREATE FUNCTION "fail_${tag}"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."planId" = '${plan.id}' AND NEW.status = 'confirmed' AND OLD.status = 'pending_cleaner_response' AND nextval('"fail_${tag}"') = 1 THEN
          RAISE EXCEPTION 'deadlock detected' USING ERRCODE = '40P01';
        END IF;
        RETURN NEW;
      END $$`);
    await db.$executeRawUnsafe(`CREATE TRIGGER "fail_${tag}" BEFORE UPDATE ON "Booking" FOR EACH ROW EXECUTE FUNCTION "fail_${tag}"()`);
    try {
      const first = await api('POST', `/plans/${plan.id}/accept`, { token: who.tokens.accessToken });
      const again = first.status === 200 ? first : await api('POST', `/plans/${plan.id}/accept`, { token: who.tokens.accessToken });
      expect(again.status).toBe(200);
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER "fail_${tag}" ON "Booking"`);
      await db.$executeRawUnsafe(`DROP FUNCTION "fail_${tag}"()`);
      await db.$executeRawUnsafe(`DROP SEQUENCE "fail_${tag}"`);
    }
    const visits = await db.booking.findMany({ where: { id: { in: ids } }, select: { status: true } });
    expect(visits.map((v) => v.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect((await db.plan.findUniqueOrThrow({ where: { id: plan.id } })).cleanerAcceptedAt).not.toBeNull();
  });

  it('two accepts of the series at the same moment: every visit confirmed once, both answered', async () => {
    const who = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    const { plan, ids } = await askingPlan(who, 3);
    const answers = await Promise.all([1, 2].map(() => api('POST', `/plans/${plan.id}/accept`, { token: who.tokens.accessToken })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const visits = await db.booking.findMany({ where: { id: { in: ids } }, select: { status: true } });
    expect(visits.map((v) => v.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
  });
});

describe('a plan change that cancels only unpaid visits (defect 4, cancelVisit under its lock)', () => {
  it('keeps a visit paid between the read and its cancellation', async () => {
    const { plan, visit } = await planVisit('confirmed');
    const original = db.booking.findMany.bind(db.booking);
    vi.spyOn(db.booking, 'findMany').mockImplementationOnce((async (args: Parameters<typeof original>[0]) => {
      const seen = await original(args);
      await db.booking.update({ where: { id: visit.id }, data: { paymentStatus: 'paid' } });
      return seen;
    }) as unknown as typeof original);
    expect(await cancelFutureVisits(plan.id, 'Plan changed', new Date(), { unpaidOnly: true, detach: true })).toBe(0);
    expect(await db.booking.findUniqueOrThrow({ where: { id: visit.id } })).toMatchObject({ status: 'confirmed', planId: plan.id });
  });
});

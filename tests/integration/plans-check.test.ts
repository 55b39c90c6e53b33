/**
 * The per-visit check of recurring plans (docs/decisions/0033; plans.check.ts), against
 * the embedded database: every visit is checked, not only the first (a conflict on the 7th visit,
 * conflicts on visits 2, 5 and 12 only), with up to 3 alternatives (the same cleaner's nearest free
 * starts, else other recommended cleaners); days off and weekly hours in the cleaner's time zone;
 * the travel buffer; the plan's own bookings not blocking; lead time; "best available once"; and
 * how long checking 12 visits takes. Each group works in its own city, away from the demo cleaners.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanerAt, createBooking, createUser, db, setupDatabase, type TestUser } from './harness.js';
import { zipPoint } from '../../server/src/lib/geo.js';
import { isEligible } from '../../server/src/modules/matching/eligibility.js';
import { checkVisits, CONFLICT_MESSAGES, pickPlanCleaner, type PlanCheckRequest } from '../../server/src/modules/plans/plans.check.js';
import { addDays, localDateOf, localTimeOf, occurrences, type Occurrence } from '../../server/src/modules/plans/recurrence.js';

beforeAll(setupDatabase);

let customer: TestUser;
beforeAll(async () => {
  customer = await createUser();
});


/** Another customer's 2-hour job at `zip`, confirmed with `cleanerId` (it holds the cleaner's slot). */
async function jobFor(cleanerId: string, zip: string, scheduledAt: Date, minutes = 120) {
  const other = await createUser();
  const point = zipPoint(zip)!;
  const booking = await createBooking(other.tokens.accessToken, { zipCode: zip, city: point.city, scheduledAt: scheduledAt.toISOString(), durationHours: minutes / 60 });
  await db.booking.update({
    where: { id: booking.id },
    data: { cleanerId, status: 'confirmed', acceptedAt: new Date(), latitude: point.latitude, longitude: point.longitude },
  });
  return booking.id as string;
}

/** The check request of a 2-hour plan at `zip` with `cleanerId`. */
function requestAt(zip: string, cleanerId: string | null): PlanCheckRequest {
  const p = zipPoint(zip)!;
  return { customerId: customer.id, serviceId: 1, durationMinutes: 120, point: { zip: p.zip, latitude: p.latitude, longitude: p.longitude }, cleanerId };
}

/** 12 weekly 09:00 visits at `zip`, the first `firstInDays` days from today (local). */
function weekly(zip: string, firstInDays: number, startTime = '09:00'): Occurrence[] {
  const timeZone = zipPoint(zip)!.timeZone;
  const startDate = addDays(localDateOf(new Date(), timeZone), firstInDays);
  return occurrences({ startDate, startTime, timeZone, frequency: 'weekly', visits: 12 });
}

const conflictedIndexes = (checks: { conflict: unknown }[]) => checks.flatMap((c, i) => (c.conflict ? [i + 1] : []));

describe('every visit checked', () => {
  const zip = '83702'; // Boise, America/Boise
  const timeZone = zipPoint(zip)!.timeZone;
  let cleaner: TestUser;
  let visits: Occurrence[];
  let busyOn7th: string;

  beforeAll(async () => {
    cleaner = await cleanerAt(zip, { localTime: true });
    visits = weekly(zip, 10);
    busyOn7th = await jobFor(cleaner.id, zip, visits[6]!.scheduledAt);
  });

  it('reports a conflict on the 7th visit alone, with the same cleaner\'s nearest free starts', async () => {
    const now = new Date();
    const checks = await checkVisits(requestAt(zip, cleaner.id), visits, now);
    expect(checks).toHaveLength(12);
    expect(checks.map((c) => c.date)).toEqual(visits.map((v) => v.date));
    expect(conflictedIndexes(checks)).toEqual([7]);
    const seventh = checks[6]!;
    expect(seventh.conflict).toEqual({ code: 'cleaner_unavailable', message: CONFLICT_MESSAGES.busy });
    // The job holds 09:00-11:00 plus a 15-minute buffer either side: the nearest free starts that day are 11:30, 12:00, 12:30.
    expect(seventh.alternatives.map((a) => [localDateOf(a.scheduledAt, timeZone), localTimeOf(a.scheduledAt, timeZone), a.sameCleaner, a.cleanerId])).toEqual([
      [visits[6]!.date, '11:30', true, cleaner.id],
      [visits[6]!.date, '12:00', true, cleaner.id],
      [visits[6]!.date, '12:30', true, cleaner.id],
    ]);
    for (const a of seventh.alternatives) {
      expect(await isEligible({ customerId: customer.id, serviceId: 1, scheduledAt: a.scheduledAt, durationMinutes: 120, point: requestAt(zip, null).point }, cleaner.id)).toBe(true);
    }
    for (const c of checks.filter((x) => !x.conflict)) expect(c.alternatives).toEqual([]);
  });

  it('checks the last visits too: conflicts on visits 2, 5 and 12 only', async () => {
    const other = await cleanerAt(zip, { localTime: true });
    for (const n of [2, 5, 12]) await jobFor(other.id, zip, visits[n - 1]!.scheduledAt);
    const checks = await checkVisits(requestAt(zip, other.id), visits, new Date());
    expect(conflictedIndexes(checks)).toEqual([2, 5, 12]);
  });

  it('keeps the travel buffer: a job ending 10 minutes before the visit blocks it, one ending 15 minutes before does not', async () => {
    const a = await cleanerAt(zip, { localTime: true });
    const b = await cleanerAt(zip, { localTime: true });
    const start = visits[2]!.scheduledAt;
    await jobFor(a.id, zip, new Date(start.getTime() - 130 * 60_000));
    await jobFor(b.id, zip, new Date(start.getTime() - 135 * 60_000));
    const [onA, onB] = await Promise.all([
      checkVisits(requestAt(zip, a.id), [visits[2]!], new Date()),
      checkVisits(requestAt(zip, b.id), [visits[2]!], new Date()),
    ]);
    expect(onA[0]!.conflict?.code).toBe('cleaner_unavailable');
    expect(onB[0]!.conflict).toBeNull();
  });

  it('lets the plan\'s own bookings pass (exceptBookingIds), as a move or re-creation needs', async () => {
    const checks = await checkVisits(requestAt(zip, cleaner.id), visits, new Date(), { exceptBookingIds: [busyOn7th] });
    expect(conflictedIndexes(checks)).toEqual([]);
  });

  it('holds every visit to the lead time: too soon is a conflict; a visit beyond 180 days is not (booked when the window reaches it)', async () => {
    const now = new Date();
    const soon: Occurrence = { date: localDateOf(new Date(now.getTime() + 3_600_000), timeZone), scheduledAt: new Date(now.getTime() + 3_600_000) };
    const far: Occurrence = { date: addDays(localDateOf(now, timeZone), 200), scheduledAt: new Date(now.getTime() + 200 * 86_400_000) };
    const checks = await checkVisits(requestAt(zip, cleaner.id), [soon, visits[0]!, far], now);
    expect(checks.map((c) => c.conflict?.code ?? null)).toEqual(['too_soon', null, null]);
    expect(checks[0]!.conflict!.message).toBe('Please choose a start time at least 2 hours from now.');
    // A start too soon gets later starts of the same cleaner, each at least 2 hours ahead.
    for (const a of checks[0]!.alternatives) expect(a.scheduledAt.getTime()).toBeGreaterThanOrEqual(now.getTime() + 2 * 3_600_000);
  });
});

describe('days off and weekly hours', () => {
  const zip = '99201'; // Spokane, America/Los_Angeles
  const timeZone = zipPoint(zip)!.timeZone;

  it('reports a day off on the 4th visit, with the same time on the nearest other days', async () => {
    const cleaner = await cleanerAt(zip, { localTime: true });
    const visits = weekly(zip, 12);
    await db.cleanerDayOff.create({ data: { cleanerId: cleaner.id, date: new Date(`${visits[3]!.date}T00:00:00Z`) } });
    const checks = await checkVisits(requestAt(zip, cleaner.id), visits, new Date());
    expect(conflictedIndexes(checks)).toEqual([4]);
    expect(checks[3]!.conflict).toEqual({ code: 'cleaner_unavailable', message: CONFLICT_MESSAGES.dayOff });
    expect(checks[3]!.alternatives.map((a) => [localDateOf(a.scheduledAt, timeZone), localTimeOf(a.scheduledAt, timeZone), a.sameCleaner])).toEqual([
      [addDays(visits[3]!.date, -1), '09:00', true],
      [addDays(visits[3]!.date, 1), '09:00', true],
      [addDays(visits[3]!.date, -1), '08:30', true],
    ]);
  });

  it('suggests 09:00 local on both sides of the March daylight-saving change', async () => {
    const cleaner = await cleanerAt(zip, { localTime: true });
    const now = new Date('2027-02-20T12:00:00Z'); // the clock the lead time counts from
    const visits = occurrences({ startDate: '2027-02-28', startTime: '09:00', timeZone, frequency: 'weekly', visits: 4 });
    await db.cleanerDayOff.create({ data: { cleanerId: cleaner.id, date: new Date('2027-03-14T00:00:00Z') } }); // the change is on 14 March
    const checks = await checkVisits(requestAt(zip, cleaner.id), visits, now);
    expect(conflictedIndexes(checks)).toEqual([3]);
    expect(checks.map((c) => localTimeOf(c.scheduledAt, timeZone))).toEqual(['09:00', '09:00', '09:00', '09:00']);
    expect(checks[2]!.alternatives.slice(0, 2).map((a) => a.scheduledAt.toISOString())).toEqual([
      '2027-03-13T17:00:00.000Z', // 09:00 PST
      '2027-03-15T16:00:00.000Z', // 09:00 PDT
    ]);
  });

  it('keeps to the weekly hours in the cleaner\'s time zone: outside them every visit conflicts, the alternatives fall inside', async () => {
    const cleaner = await cleanerAt(zip, { localTime: true });
    const visits = weekly(zip, 12);
    const weekday = new Date(`${visits[0]!.date}T12:00:00Z`).getUTCDay();
    await db.cleanerHours.create({ data: { cleanerId: cleaner.id, weekday, startMinute: 12 * 60, endMinute: 18 * 60 } });
    await db.cleanerProfile.update({ where: { userId: cleaner.id }, data: { hoursSetAt: new Date() } });
    const checks = await checkVisits(requestAt(zip, cleaner.id), visits, new Date());
    expect(conflictedIndexes(checks)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const c of checks) {
      expect(c.conflict).toEqual({ code: 'cleaner_unavailable', message: CONFLICT_MESSAGES.outsideHours });
      expect(c.alternatives.map((a) => [localDateOf(a.scheduledAt, timeZone), localTimeOf(a.scheduledAt, timeZone)])).toEqual([
        [c.date, '12:00'],
        [c.date, '12:30'],
        [c.date, '13:00'],
      ]);
    }
    // Inside the hours, the same plan is clear.
    const noon = weekly(zip, 12, '13:00');
    expect(conflictedIndexes(await checkVisits(requestAt(zip, cleaner.id), noon, new Date()))).toEqual([]);
  });
});

describe('other cleaners as alternatives', () => {
  const zip = '87102'; // Albuquerque, America/Denver

  it('offers recommended other cleaners at the asked time when the plan\'s cleaner has no free start nearby', async () => {
    const cleaner = await cleanerAt(zip, { localTime: true });
    const other = await cleanerAt(zip, { localTime: true,  rating: 4.9, reviews: 30 });
    const visits = weekly(zip, 14);
    // Works only 09:00-11:00 on the visits' weekday: no other start fits, and the 7th visit is taken.
    const weekday = new Date(`${visits[0]!.date}T12:00:00Z`).getUTCDay();
    await db.cleanerHours.create({ data: { cleanerId: cleaner.id, weekday, startMinute: 9 * 60, endMinute: 11 * 60 } });
    await db.cleanerProfile.update({ where: { userId: cleaner.id }, data: { hoursSetAt: new Date() } });
    await jobFor(cleaner.id, zip, visits[6]!.scheduledAt);
    const checks = await checkVisits(requestAt(zip, cleaner.id), visits, new Date());
    expect(conflictedIndexes(checks)).toEqual([7]);
    expect(checks[6]!.alternatives).toEqual([{ scheduledAt: visits[6]!.scheduledAt, cleanerId: other.id, sameCleaner: false }]);
  });
});

describe('without a cleaner, and best available once', () => {
  const zip = '68102'; // Omaha, America/Chicago

  it('needs somebody eligible for each visit; nobody there is no_cleaner', async () => {
    const visits = weekly(zip, 9);
    const empty = await checkVisits(requestAt('59601', null), weekly('59601', 9), new Date()); // Helena: no cleaners
    expect(empty.every((c) => c.conflict?.code === 'no_cleaner' && c.conflict.message === CONFLICT_MESSAGES.noCleaner && !c.alternatives.length)).toBe(true);
    const somebody = await cleanerAt(zip, { localTime: true });
    const checks = await checkVisits(requestAt(zip, null), visits, new Date());
    expect(conflictedIndexes(checks)).toEqual([]);
    await jobFor(somebody.id, zip, visits[1]!.scheduledAt);
    const again = await checkVisits(requestAt(zip, null), visits, new Date());
    expect(conflictedIndexes(again)).toEqual([2]);
    const timeZone = zipPoint(zip)!.timeZone;
    expect(again[1]!.alternatives.map((a) => [localTimeOf(a.scheduledAt, timeZone), a.cleanerId, a.sameCleaner])).toEqual([
      ['11:30', somebody.id, false],
      ['12:00', somebody.id, false],
      ['12:30', somebody.id, false],
    ]);
  });

  it('picks the top-ranked cleaner for the first visit unless another is free for more of the first 12', async () => {
    const zip2 = '74103'; // Tulsa
    const visits = weekly(zip2, 9);
    const top = await cleanerAt(zip2, { localTime: true,  rating: 5, reviews: 80 });
    const second = await cleanerAt(zip2, { localTime: true,  rating: 3.5, reviews: 4 });
    await db.favoriteCleaner.create({ data: { customerId: customer.id, cleanerId: top.id } });
    expect(await pickPlanCleaner(requestAt(zip2, null), visits, new Date())).toBe(top.id);
    await jobFor(top.id, zip2, visits[4]!.scheduledAt);
    expect(await pickPlanCleaner(requestAt(zip2, null), visits, new Date())).toBe(second.id);
    expect(await pickPlanCleaner(requestAt('59601', null), weekly('59601', 9), new Date())).toBeNull();
  });
});

describe('every visit in conflict', () => {
  const zip = '83702';

  it('reports all 12 visits of a cleaner who works no hours, each with other cleaners as alternatives; without a cleaner, anybody eligible passes', async () => {
    const cleaner = await cleanerAt(zip, { localTime: true });
    for (let i = 0; i < 3; i++) await cleanerAt(zip, { localTime: true }); // others to recommend
    const visits = weekly(zip, 30);
    const req = requestAt(zip, cleaner.id);
    expect(conflictedIndexes(await checkVisits(req, visits, new Date()))).toEqual([]);
    await jobFor(cleaner.id, zip, visits[6]!.scheduledAt);
    expect(conflictedIndexes(await checkVisits(req, visits, new Date()))).toEqual([7]);
    // Hours saved but no window: every visit conflicts, no start of theirs is free within 3 days.
    await db.cleanerProfile.update({ where: { userId: cleaner.id }, data: { hoursSetAt: new Date() } });
    const everyVisit = await checkVisits(req, visits, new Date());
    expect(conflictedIndexes(everyVisit)).toHaveLength(12);
    expect(everyVisit.every((c) => c.alternatives.length > 0 && c.alternatives.every((a) => !a.sameCleaner))).toBe(true);
    expect(conflictedIndexes(await checkVisits(requestAt(zip, null), visits, new Date()))).toEqual([]);
  });
});

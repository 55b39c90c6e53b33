/**
 * The per-visit check of a recurring plan (docs/decisions/0033):
 * **every** visit asked, not only the first, is held to the rules of a
 * single booking, in this order:
 * 1. lead time: at least 2 h ahead (bookings.inputs `MIN_LEAD_MINUTES`; the 180-day limit of a single
 *    booking does not apply: a visit is booked only when the 12-week window reaches it);
 * 2. the plan's cleaner is eligible then: the rule of matching/eligibility.ts `isEligible`
 *    (matchable account, offers the service, covers the address, inside its weekly hours in its
 *    own time zone, not on a day off, free with the travel buffer among its jobs that hold a slot,
 *    the same statuses the exclusion constraint Booking_cleaner_no_overlap holds), read for all
 *    visits in one statement ({@link slotVerdicts}, with the reason of each refusal) and for all
 *    alternative starts in a few ({@link eligibleAtStarts} (matching/eligibility.ts)) instead of one query per start;
 *    without a cleaner (best available found nobody), anybody eligible (eligibility.ts) is enough.
 * A visit that fails gets a conflict `{code, message}` (code too_soon |
 * cleaner_unavailable | no_cleaner) and up to 3 alternatives: first the nearest free starts of the
 * same cleaner (the same local day, then ±1..3 days; 30-minute steps between 07:00 and 20:00
 * local at the address, the booking form's start slots), else the top recommended other cleaners
 * at the asked time (matching.service `rankCandidates`).
 * Dates are local "YYYY-MM-DD" at the address, instants UTC, durations minutes.
 */
import { leadTimeProblem, MIN_LEAD_MINUTES } from '../bookings/bookings.inputs.js';
import { COVERS_SQL, DAY_OFF_SQL, eligibility, eligibleAtStarts, FITS_CLEANER_SQL, jobsAt, notFreeSql, OFFERS_SQL, read, sql, type JobShape, type MatchRequest } from '../matching/eligibility.js';
import { zipPoint } from '../../lib/geo.js';
import { rankCandidates } from '../matching/matching.service.js';
import { addDays, localDateOf, localTimeOf, toInstant, type Occurrence } from './recurrence.js';

/** What is checked for each visit: who books, which service, for how long (minutes), where (zip centroid), with which cleaner (null: nobody chosen or found). */
export interface PlanCheckRequest {
  customerId: string;
  serviceId: number;
  durationMinutes: number;
  point: { zip: string; latitude: number; longitude: number };
  cleanerId: string | null;
}

/** Why a visit cannot be booked as asked (GraphQL PlanConflict). */
export interface PlanConflictData {
  code: 'too_soon' | 'cleaner_unavailable' | 'no_cleaner';
  message: string;
}

/** A bookable start (UTC) for a visit with a conflict, and who would come (`sameCleaner`: the plan's cleaner). */
export interface Alternative {
  scheduledAt: Date;
  cleanerId: string;
  sameCleaner: boolean;
}

/** One visit's answer: its local date, UTC start, conflict (null: it can be booked as asked) and up to 3 alternatives ([] without a conflict). */
export interface VisitCheck {
  date: string;
  scheduledAt: Date;
  conflict: PlanConflictData | null;
  alternatives: Alternative[];
}

/** Options of {@link checkVisits}: bookings whose own slots do not block (the plan's visits being moved or re-created). */
export interface CheckOptions {
  exceptBookingIds?: string[];
}

/** At most this many alternatives per visit (docs/decisions/0033). */
export const MAX_ALTERNATIVES = 3;
/** Alternatives of the same cleaner are looked for up to this many days either side of the visit. */
export const ALTERNATIVE_DAYS = 3;
/** Alternative starts: every 30 minutes from 07:00 to 20:00 local (client bookingForm.ts start slots). */
const SLOT_STEP_MINUTES = 30;
const FIRST_SLOT_MINUTE = 7 * 60;
const LAST_SLOT_MINUTE = 20 * 60;
/** The days around a visit searched for the same cleaner, stage by stage (|days| from the visit). */
const ALTERNATIVE_STAGES: number[][] = [[0], [1], [2, 3]];
/** How many recommended other cleaners are checked at every conflicted visit at once. */
const RANKED_OTHERS = 10;
/** How many of the top recommended cleaners for the first visit {@link pickPlanCleaner} compares. */
const PICK_CANDIDATES = 10;
/** Without a plan cleaner: how many of the nearest cleaners who work at the address are checked at every visit and alternative start at once. */
const OPEN_CANDIDATES = 10;

/** Customer-facing messages of the conflicts. */
export const CONFLICT_MESSAGES = {
  notMatchable: 'This cleaner is not taking jobs right now.',
  notOffered: 'This cleaner does not offer this service.',
  notCovered: 'This cleaner does not work at this address.',
  dayOff: 'Your cleaner is off that day.',
  outsideHours: "This time is outside your cleaner's working hours.",
  busy: 'Your cleaner is booked at this time (travel time included).',
  noCleaner: 'No cleaner is available at this time.',
} as const;

/** What {@link slotVerdicts} reads of one cleaner at one start. */
interface SlotRow {
  cleanerId: string;
  i: number;
  matchable: boolean;
  covers: boolean;
  offers: boolean;
  fits: boolean;
  dayOff: boolean;
  busy: boolean;
}

/** A cleaner's verdict at one start: eligible, or the first reason not (a message of {@link CONFLICT_MESSAGES}). */
interface Verdict {
  eligible: boolean;
  reason: string | null;
}

/**
 * The eligibility of each of `cleanerIds` at each of `starts` for the job (service, minutes, place),
 * in one statement: the conditions of eligibility.ts `eligibility()` (matchable, COVERS_SQL, the
 * service, FITS_CLEANER_SQL for weekly hours and days off in the cleaner's time zone, and not busy:
 * the rule of SQL `cleaners_not_free`, here with several bookings whose own slots do not block) and
 * the reason of a refusal. Cleaners without a CleanerProfile are absent from the answer.
 * @returns key `${cleanerId}|${index in starts}` → verdict
 */
async function slotVerdicts(
  req: JobShape,
  cleanerIds: string[],
  starts: Date[],
  exceptBookingIds: string[],
): Promise<Map<string, Verdict>> {
  const out = new Map<string, Verdict>();
  if (!cleanerIds.length || !starts.length) return out;
  const rows = await read<SlotRow>(sql`${jobsAt(req, starts)}
    SELECT cp."userId" AS "cleanerId", b."i", cp."matchable" AS "matchable", ${COVERS_SQL} AS "covers",
      ${OFFERS_SQL} AS "offers",
      ${FITS_CLEANER_SQL} AS "fits",
      ${DAY_OFF_SQL} AS "dayOff",
      ${notFreeSql(exceptBookingIds)} AS "busy"
    FROM "CleanerProfile" AS cp CROSS JOIN b
    WHERE cp."userId" = ANY(${cleanerIds}::text[])`);
  for (const r of rows) {
    const reason = !r.matchable
      ? CONFLICT_MESSAGES.notMatchable
      : !r.offers
        ? CONFLICT_MESSAGES.notOffered
        : !r.covers
          ? CONFLICT_MESSAGES.notCovered
          : r.dayOff
            ? CONFLICT_MESSAGES.dayOff
            : !r.fits
              ? CONFLICT_MESSAGES.outsideHours
              : r.busy
                ? CONFLICT_MESSAGES.busy
                : null;
    out.set(`${r.cleanerId}|${Number(r.i)}`, { eligible: reason === null, reason });
  }
  return out;
}

/**
 * The lead-time conflict of a start, if any: too soon (bookings.inputs leadTimeProblem, under
 * 2 h). The 180-day limit of a single booking does not apply to a plan's visit: it becomes a booking
 * only when the 12-week window reaches it, well inside that limit.
 */
function leadConflict(start: Date, now: Date): PlanConflictData | null {
  if (start.getTime() >= now.getTime() + MIN_LEAD_MINUTES * 60_000) return null;
  return { code: 'too_soon', message: leadTimeProblem(start, now) ?? 'Please choose a start time at least 2 hours from now.' };
}

/** Minutes after local midnight of "HH:MM". */
const minuteOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmmOf = (minute: number): string => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The alternative starts around a visit's start (its local day at the address, which a moved
 * visit may have changed), nearest first: the same local day (by distance from the
 * asked local time), then ±1, ±2, ±3 days (each by distance from the asked local time, earlier
 * day first on a tie); 30-minute steps 07:00..20:00 local; never the asked start itself, never one
 * the lead-time rule refuses.
 */
function startsAround(visit: Occurrence, timeZone: string, now: Date): { at: Date; day: number }[] {
  const asked = minuteOf(localTimeOf(visit.scheduledAt, timeZone));
  const out: { at: Date; day: number; delta: number; signed: number }[] = [];
  for (let day = -ALTERNATIVE_DAYS; day <= ALTERNATIVE_DAYS; day++) {
    const date = addDays(localDateOf(visit.scheduledAt, timeZone), day);
    for (let minute = FIRST_SLOT_MINUTE; minute <= LAST_SLOT_MINUTE; minute += SLOT_STEP_MINUTES) {
      const at = toInstant(date, hhmmOf(minute), timeZone);
      if (at.getTime() === visit.scheduledAt.getTime() || leadTimeProblem(at, now)) continue;
      out.push({ at, day: Math.abs(day), delta: Math.abs(minute - asked), signed: day });
    }
  }
  out.sort((a, b) => a.day - b.day || a.delta - b.delta || a.signed - b.signed || a.at.getTime() - b.at.getTime());
  return out.map((s) => ({ at: s.at, day: s.day }));
}

/** The time zone of the address (zip dataset); UTC for a zip it does not know (validation refuses those earlier). */
const timeZoneOf = (zip: string): string => zipPoint(zip)?.timeZone ?? 'UTC';

/** A matching request for one start, no booking yet. */
function matchRequest(req: PlanCheckRequest, scheduledAt: Date): MatchRequest {
  return { customerId: req.customerId, serviceId: req.serviceId, scheduledAt, durationMinutes: req.durationMinutes, point: req.point };
}

/** The nearest eligible cleaner at a start (eligibility.ts rule, anyone), or null. */
async function anyEligible(req: PlanCheckRequest, scheduledAt: Date): Promise<string | null> {
  const { ctes, from } = eligibility(matchRequest(req, scheduledAt));
  const rows = await read<{ cleanerId: string }>(sql`${ctes} SELECT cp."userId" AS "cleanerId" ${from} ORDER BY cp."distanceMiles" NULLS LAST, cp."userId" LIMIT 1`);
  return rows[0]?.cleanerId ?? null;
}

/**
 * Checks each visit of a plan (all of `visits`, in order) and answers one {@link VisitCheck} per
 * visit, same order: lead time, then the plan's cleaner (`req.cleanerId`) eligible at that start,
 * or, without one, anybody eligible. Conflicts carry up to 3 alternatives (module comment).
 * The slots of `opts.exceptBookingIds` (the plan's own bookings being moved or re-created) do not
 * block. Reads only. With a cleaner: one statement for every visit, up to three for the
 * cleaner's alternative starts (same day, ±1, ±2..3 days), one recommendation and one statement
 * for other cleaners, and a recommendation per visit still without any alternative. Without a
 * cleaner: see openChecks. Measured on the embedded database on a shared 2-core machine
 * (tests/integration/plans-check.test.ts "speed"): 12 clear visits 4-25 ms, one conflict 13-55 ms,
 * all 12 in conflict 0.25-0.7 s, 12 visits without a cleaner about 50 ms.
 * @param now the clock (lead time is counted from it)
 */
export async function checkVisits(req: PlanCheckRequest, visits: Occurrence[], now: Date, opts: CheckOptions = {}): Promise<VisitCheck[]> {
  const except = opts.exceptBookingIds ?? [];
  const timeZone = timeZoneOf(req.point.zip);
  const checks: VisitCheck[] = visits.map((v) => ({ date: v.date, scheduledAt: v.scheduledAt, conflict: leadConflict(v.scheduledAt, now), alternatives: [] }));
  if (req.cleanerId) {
    const cleanerId = req.cleanerId;
    const timely = checks.flatMap((c, i) => (c.conflict ? [] : [i]));
    const verdicts = await slotVerdicts(req, [cleanerId], timely.map((i) => visits[i]!.scheduledAt), except);
    timely.forEach((visitIndex, k) => {
      const verdict = verdicts.get(`${cleanerId}|${k}`) ?? { eligible: false, reason: CONFLICT_MESSAGES.notMatchable };
      if (!verdict.eligible) checks[visitIndex]!.conflict = { code: 'cleaner_unavailable', message: verdict.reason ?? CONFLICT_MESSAGES.busy };
    });
    await sameCleanerAlternatives(req, cleanerId, visits, checks, timeZone, now, except);
    await otherCleanerAlternatives(req, checks, now);
  } else {
    await openChecks(req, visits, checks, timeZone, now);
  }
  return checks;
}

/**
 * Fills the conflicted visits' alternatives with the nearest free starts of the plan's cleaner:
 * the same day first, then ±1 day, then ±2..3 days, each stage one statement for every visit that
 * still has fewer than 3.
 */
async function sameCleanerAlternatives(
  req: PlanCheckRequest,
  cleanerId: string,
  visits: Occurrence[],
  checks: VisitCheck[],
  timeZone: string,
  now: Date,
  except: string[],
): Promise<void> {
  const wanted = checks.flatMap((c, i) => (c.conflict ? [i] : []));
  const around = new Map(wanted.map((i) => [i, startsAround(visits[i]!, timeZone, now)]));
  for (const days of ALTERNATIVE_STAGES) {
    const batch = wanted
      .filter((i) => checks[i]!.alternatives.length < MAX_ALTERNATIVES)
      .flatMap((i) => around.get(i)!.filter((s) => days.includes(s.day)).map((s) => ({ visit: i, at: s.at })));
    if (!batch.length) continue;
    const ok = await eligibleAtStarts(req, [cleanerId], batch.map((s) => s.at), except);
    batch.forEach((s, j) => {
      const alternatives = checks[s.visit]!.alternatives;
      if (alternatives.length < MAX_ALTERNATIVES && ok.has(`${cleanerId}|${j}`)) alternatives.push({ scheduledAt: s.at, cleanerId, sameCleaner: true });
    });
  }
}

/**
 * Tops up a cleaner conflict's alternatives (fewer than 3 of the same cleaner) with the top
 * recommended other cleaners at the asked time. A cleaner's score does not depend on the time
 * (score.ts), so the recommendations for the first such visit (rankCandidates, best first) are
 * checked at every such visit in one statement; a visit left with no alternative at all gets its
 * own recommendations.
 */
async function otherCleanerAlternatives(req: PlanCheckRequest, checks: VisitCheck[], now: Date): Promise<void> {
  const wanted = checks.filter((c) => c.conflict?.code === 'cleaner_unavailable' && c.alternatives.length < MAX_ALTERNATIVES && !leadTimeProblem(c.scheduledAt, now));
  if (!wanted.length) return;
  const { items } = await rankCandidates(matchRequest(req, wanted[0]!.scheduledAt), { limit: RANKED_OTHERS });
  const ranked = items.map((c) => c.cleanerId).filter((id) => id !== req.cleanerId);
  const ok = await eligibleAtStarts(req, ranked, wanted.map((c) => c.scheduledAt), []);
  wanted.forEach((check, k) => {
    for (const cleanerId of ranked) {
      if (check.alternatives.length >= MAX_ALTERNATIVES) break;
      if (ok.has(`${cleanerId}|${k}`)) check.alternatives.push({ scheduledAt: check.scheduledAt, cleanerId, sameCleaner: false });
    }
  });
  await Promise.all(
    wanted
      .filter((check, k) => k > 0 && check.alternatives.length === 0)
      .map(async (check) => {
        const own = await rankCandidates(matchRequest(req, check.scheduledAt), { limit: MAX_ALTERNATIVES + 1 });
        const others = own.items.filter((c) => c.cleanerId !== req.cleanerId).slice(0, MAX_ALTERNATIVES);
        check.alternatives.push(...others.map((c) => ({ scheduledAt: check.scheduledAt, cleanerId: c.cleanerId, sameCleaner: false })));
      }),
  );
}

/**
 * Without a plan cleaner: a timely visit is fine when anybody is eligible then (the rule of
 * eligibility.ts); otherwise its conflict is no_cleaner and its alternatives the nearest starts (as
 * for a cleaner) at which one of the nearest cleaners who work there is eligible. The
 * {@link OPEN_CANDIDATES} nearest cleaners are checked at every visit in one statement; only a
 * visit none of them can take asks everyone (one query each).
 */
async function openChecks(req: PlanCheckRequest, visits: Occurrence[], checks: VisitCheck[], timeZone: string, now: Date): Promise<void> {
  if (!visits.length) return;
  const nearby = await cleanersAround(req, visits[0]!.scheduledAt);
  const timely = checks.flatMap((c, i) => (c.conflict ? [] : [i]));
  const ok = await eligibleAtStarts(req, nearby, timely.map((i) => visits[i]!.scheduledAt), []);
  const unsure = timely.filter((_, k) => !nearby.some((id) => ok.has(`${id}|${k}`)));
  // Nobody nearby at all: nobody is eligible anywhere near (the same candidates, unlimited).
  const found = nearby.length ? await Promise.all(unsure.map((i) => anyEligible(req, visits[i]!.scheduledAt))) : unsure.map(() => null);
  unsure.forEach((visitIndex, k) => {
    if (!found[k]) checks[visitIndex]!.conflict = { code: 'no_cleaner', message: CONFLICT_MESSAGES.noCleaner };
  });
  const wanted = checks.flatMap((c, i) => (c.conflict ? [i] : []));
  if (!wanted.length || !nearby.length) return;
  const perVisit = wanted.map((i) => startsAround(visits[i]!, timeZone, now).map((s) => s.at));
  const free = await eligibleAtStarts(req, nearby, perVisit.flat(), []);
  let offset = 0;
  wanted.forEach((visitIndex, k) => {
    const candidates = perVisit[k]!;
    const alternatives = checks[visitIndex]!.alternatives;
    for (let j = 0; j < candidates.length && alternatives.length < MAX_ALTERNATIVES; j++) {
      const cleanerId = nearby.find((id) => free.has(`${id}|${offset + j}`));
      if (cleanerId) alternatives.push({ scheduledAt: candidates[j]!, cleanerId, sameCleaner: false });
    }
    offset += candidates.length;
  });
}

/** The nearest matchable cleaners who offer the service and cover the address, whatever the time (eligibility.ts `near`), at most {@link OPEN_CANDIDATES}. */
async function cleanersAround(req: PlanCheckRequest, scheduledAt: Date): Promise<string[]> {
  const { ctes } = eligibility(matchRequest(req, scheduledAt));
  const rows = await read<{ cleanerId: string }>(sql`${ctes} SELECT cp."userId" AS "cleanerId" FROM near AS cp ORDER BY cp."distanceMiles" NULLS LAST, cp."userId" LIMIT ${OPEN_CANDIDATES}`);
  return rows.map((r) => r.cleanerId);
}

/**
 * "Best available once, then kept" (docs/decisions/0033): among the top recommended cleaners for the
 * first visit that passes the lead-time rule (rankCandidates, best first), the one eligible for the
 * most of the first 12 visits; on a tie the better ranked. Null when nobody is eligible for that
 * first visit (or no visit passes the lead-time rule). Reads only: one recommendation, one
 * statement for the candidates × visits.
 */
export async function pickPlanCleaner(req: PlanCheckRequest, visits: Occurrence[], now: Date): Promise<string | null> {
  const timely = visits.slice(0, 12).filter((v) => !leadTimeProblem(v.scheduledAt, now));
  const first = timely[0];
  if (!first) return null;
  const { items } = await rankCandidates(matchRequest(req, first.scheduledAt), { limit: PICK_CANDIDATES });
  if (items.length <= 1) return items[0]?.cleanerId ?? null;
  const ids = items.map((c) => c.cleanerId);
  const ok = await eligibleAtStarts(req, ids, timely.map((v) => v.scheduledAt), []);
  let best: string | null = null;
  let bestCount = -1;
  for (const id of ids) {
    let count = 0;
    for (let k = 0; k < timely.length; k++) if (ok.has(`${id}|${k}`)) count++;
    if (count > bestCount) {
      best = id;
      bestCount = count;
    }
  }
  return best;
}

/**
 * A cleaner's working time as the next-free-slot search reads it (issue 16 "next free slot"; the
 * rule of SQL FITS_CLEANER_SQL in eligibility.ts, kept in step by working-time.test.ts): a job
 * fits when it lies wholly inside one of the cleaner's weekly windows on its local weekday and not
 * on a local day off, both read in the cleaner's time zone. No hours saved means any time.
 */
import { Temporal } from 'temporal-polyfill';

/** One weekly window: weekday 0 Sunday..6 Saturday, minutes after local midnight (end exclusive of nothing: a job may end at endMinute). */
export interface WeeklyWindow {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** When a cleaner works: its IANA time zone, its weekly windows (null: no hours saved, any time) and its days off ("YYYY-MM-DD" local). */
export interface WorkingTime {
  timeZone: string;
  windows: readonly WeeklyWindow[] | null;
  daysOff: ReadonlySet<string>;
}

/** Local date, weekday and minute of an instant in a zone; formatters cached per zone (Intl is fast, the Temporal polyfill is not). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function localParts(ms: number, timeZone: string): { date: string; weekday: number; minute: number; exact: boolean } {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', weekday: 'short', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  // format() is several times faster than formatToParts(): "Wed, 06/02/2027, 09:00".
  const m = /^(\w{3}), (\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2})$/.exec(f.format(ms));
  if (!m) throw new Error(`Unexpected local time format in ${timeZone}`);
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(m[1]!);
  return { date: `${m[4]}-${m[2]}-${m[3]}`, weekday, minute: Number(m[5]) * 60 + Number(m[6]), exact: ms % 60_000 === 0 };
}

/** UTC epoch ms of a local date and minute of the day (a time in a spring-forward gap moves forward), memoized: few distinct values per request. */
const instants = new Map<string, number>();
function instantOf(date: string, minute: number, timeZone: string): number {
  const key = `${timeZone} ${date} ${minute}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    if (instants.size > 50_000) instants.clear();
    const plain = Temporal.PlainDate.from(date).toPlainDateTime(Temporal.PlainTime.from({ hour: Math.floor(minute / 60), minute: minute % 60 }));
    ms = plain.toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds;
    instants.set(key, ms);
  }
  return ms;
}

/**
 * The earliest instant at or after `from` (UTC) at which a job of `minutes` fits the working time,
 * or null when none begins before `until`. A start outside every window moves to the next window
 * long enough on that local day, else to the next local day; a day off moves to the next local day.
 */
export function nextWorkingStart(time: WorkingTime, from: Date, minutes: number, until: Date): Date | null {
  let at = from.getTime();
  const last = until.getTime();
  while (at <= last) {
    const local = localParts(at, time.timeZone);
    const nextDay = () => instantOf(new Date(Date.parse(`${local.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10), 0, time.timeZone);
    if (time.daysOff.has(local.date)) {
      at = nextDay();
      continue;
    }
    if (!time.windows) return new Date(at);
    const minute = local.minute + (local.exact ? 0 : 1);
    let best: number | null = null;
    for (const w of time.windows) {
      if (w.weekday !== local.weekday) continue;
      const start = Math.max(w.startMinute, minute);
      if (start + minutes <= w.endMinute && (best === null || start < best)) best = start;
    }
    if (best === null) {
      at = nextDay();
      continue;
    }
    if (best === local.minute && local.exact) return new Date(at);
    const moved = instantOf(local.date, best, time.timeZone);
    // A window start inside a spring-forward gap maps back at or before `at`: it opens now.
    if (moved <= at) return new Date(at);
    at = moved;
  }
  return null;
}

/**
 * Pure helpers of /cleaner/availability (docs/decisions/0019): weekday names in
 * display order, the HH:MM rules and overlap check of server/src/modules/users/users.inputs.ts
 * (`availabilityInput`) run in the browser, the month grid of the days-off calendar, and IANA
 * time zones. No React here, so the rules are unit-tested in availability.test.ts.
 */

/** 0 Sunday .. 6 Saturday, as the API numbers them (HoursWindow.weekday). */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Display order: Monday first. */
export const WEEK_ORDER: readonly number[] = [1, 2, 3, 4, 5, 6, 0];

/** Monday to Friday. */
export const WORKDAYS: readonly number[] = [1, 2, 3, 4, 5];

/** The server's HH:MM rule: 00:00 to 23:59, or 24:00 (midnight at the end of the day). */
export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** The server's limits (users.inputs.ts). */
export const MAX_WINDOWS = 70;
export const MAX_DAYS_OFF = 366;
export const NOTE_MAX = 200;

/** One working window as the form edits it; `id` keys React rows and error messages. */
export interface DraftWindow {
  id: string;
  start: string;
  end: string;
}

/** Windows per weekday, index 0 (Sunday) .. 6 (Saturday). */
export type DraftWeek = DraftWindow[][];

/** A window as the API sends and takes it. */
export interface HoursWindowValue {
  weekday: number;
  start: string;
  end: string;
}

/** Minutes after midnight of a valid HH:MM (0..1440). */
export function minutesOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

/** 0..1440 minutes to HH:MM. */
export function hhmmOf(minutes: number): string {
  const m = Math.max(0, Math.min(1440, Math.round(minutes)));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * What a person typed, tidied into HH:MM when the meaning is plain: "8" -> "08:00", "8:30" ->
 * "08:30", "830" -> "08:30", "1730" -> "17:30", "24" -> "24:00", "8.30" -> "08:30". Anything
 * else comes back trimmed and unchanged (the check then reports it).
 */
export function normalizeTime(input: string): string {
  const text = input.trim();
  let match = /^(\d{1,2})(?:[:.h](\d{2}))?$/.exec(text);
  if (!match) {
    const compact = /^(\d{1,2})(\d{2})$/.exec(text);
    if (!compact) return text;
    match = compact;
  }
  const hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes !== 0)) return text;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Problems of one window's inputs. */
export interface WindowProblem {
  start?: string;
  end?: string;
}

/**
 * The checks of `availabilityInput` on the draft: each time is HH:MM (24:00 only as an end), each
 * window ends after it starts, and the windows of one day do not overlap (a window may start when
 * the one before ends). Keyed by window id; an empty object means the week is valid.
 */
export function weekProblems(week: DraftWeek): Record<string, WindowProblem> {
  const problems: Record<string, WindowProblem> = {};
  const add = (id: string, key: keyof WindowProblem, message: string) => {
    const entry = (problems[id] ??= {});
    entry[key] ??= message;
  };
  week.forEach((windows, weekday) => {
    const day = WEEKDAY_NAMES[weekday];
    const valid: { window: DraftWindow; number: number }[] = [];
    windows.forEach((window, index) => {
      const startOk = HHMM.test(window.start) && window.start !== '24:00';
      const endOk = HHMM.test(window.end) && window.end !== '00:00';
      if (!startOk) add(window.id, 'start', window.start === '24:00' ? 'A window cannot start at 24:00' : 'Enter a time as HH:MM, e.g. 08:00');
      if (!endOk) add(window.id, 'end', window.end === '00:00' ? 'Use 24:00 for midnight at the end of the day' : 'Enter a time as HH:MM, e.g. 17:00 (24:00 = midnight)');
      if (startOk && endOk) {
        if (window.end <= window.start) add(window.id, 'end', 'The end must be after the start');
        else valid.push({ window, number: index + 1 });
      }
    });
    // Zero-padded HH:MM strings order as the times do (as on the server).
    const sorted = [...valid].sort((a, b) => a.window.start.localeCompare(b.window.start));
    for (let i = 1; i < sorted.length; i += 1) {
      const previous = sorted[i - 1]!;
      const current = sorted[i]!;
      if (current.window.start < previous.window.end) {
        add(current.window.id, 'start', `Overlaps ${day} window ${previous.number} (${previous.window.start}–${previous.window.end})`);
      }
    }
  });
  return problems;
}

/** The draft as the API takes it, by weekday then start, with the window id of each entry (to place server errors). */
export function toWeeklyHours(week: DraftWeek): { weeklyHours: HoursWindowValue[]; ids: string[] } {
  const rows: { value: HoursWindowValue; id: string }[] = [];
  week.forEach((windows, weekday) => {
    for (const window of windows) rows.push({ value: { weekday, start: window.start, end: window.end }, id: window.id });
  });
  rows.sort((a, b) => a.value.weekday - b.value.weekday || a.value.start.localeCompare(b.value.start));
  return { weeklyHours: rows.map((r) => r.value), ids: rows.map((r) => r.id) };
}

/** The API's windows as a draft week (each day sorted by start). */
export function weekFromWindows(windows: readonly HoursWindowValue[], makeId: () => string): DraftWeek {
  const week: DraftWeek = Array.from({ length: 7 }, () => []);
  const sorted = [...windows].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
  for (const w of sorted) {
    if (w.weekday >= 0 && w.weekday <= 6) week[w.weekday]!.push({ id: makeId(), start: w.start, end: w.end });
  }
  return week;
}

/**
 * The window the "Add hours" button adds to a day: 09:00–17:00 on an empty day, otherwise an hour
 * right after the latest end (null when the day is full up to 24:00).
 */
export function nextWindow(windows: readonly DraftWindow[]): { start: string; end: string } | null {
  if (windows.length === 0) return { start: '09:00', end: '17:00' };
  const ends = windows.filter((w) => HHMM.test(w.end)).map((w) => minutesOf(w.end));
  const latest = ends.length ? Math.max(...ends) : 0;
  if (latest >= 1440) return null;
  return { start: hhmmOf(latest), end: hhmmOf(Math.min(latest + 60, 1440)) };
}

/** Monday's windows copied to Tuesday..Friday (fresh ids); weekends unchanged. */
export function copyMondayToWeekdays(week: DraftWeek, makeId: () => string): DraftWeek {
  const monday = week[1] ?? [];
  return week.map((windows, weekday) =>
    weekday >= 2 && weekday <= 5 ? monday.map((w) => ({ id: makeId(), start: w.start, end: w.end })) : windows,
  );
}

/** Number of windows in the week. */
export function windowCount(week: DraftWeek): number {
  return week.reduce((sum, day) => sum + day.length, 0);
}

/* ---------------------------------------------------------------- calendar */

/** A month: year and month 0..11. */
export interface YearMonth {
  year: number;
  month: number;
}

/** YYYY-MM-DD of a calendar day (no time zone involved). */
export function isoDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The month of a YYYY-MM-DD day. */
export function monthOf(iso: string): YearMonth {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) - 1 };
}

/** `n` months after (or before) a month. */
export function addMonths(value: YearMonth, n: number): YearMonth {
  const index = value.year * 12 + value.month + n;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

/** Whether month `a` is before month `b`. */
export function monthBefore(a: YearMonth, b: YearMonth): boolean {
  return a.year * 12 + a.month < b.year * 12 + b.month;
}

/**
 * The cells of a month view, Monday first: null for the blanks before the 1st and after the last
 * day (the grid ends on a Sunday), else the day as YYYY-MM-DD.
 */
export function monthGrid(value: YearMonth): (string | null)[] {
  const first = new Date(Date.UTC(value.year, value.month, 1));
  const days = new Date(Date.UTC(value.year, value.month + 1, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7; // Monday = 0
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= days; day += 1) cells.push(isoDay(value.year, value.month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return cells;
}

const longDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "Friday, December 4, 2026" for 2026-12-04. */
export function longDayLabel(iso: string): string {
  return longDay.format(new Date(`${iso}T00:00:00Z`));
}

/** "Fri, Dec 4" for 2026-12-04. */
export function shortDayLabel(iso: string): string {
  return shortDay.format(new Date(`${iso}T00:00:00Z`));
}

/** "December 2026". */
export function monthLabel(value: YearMonth): string {
  return monthTitle.format(new Date(Date.UTC(value.year, value.month, 1)));
}

/* ---------------------------------------------------------------- time zones */

/** Used when the browser cannot list its zones (Intl.supportedValuesOf is missing). */
export const FALLBACK_TIME_ZONES: readonly string[] = [
  'America/New_York',
  'America/Detroit',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Boise',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Juneau',
  'America/Adak',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
  'America/Toronto',
  'America/Vancouver',
  'America/Mexico_City',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Lisbon',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Madrid',
  'Europe/Rome',
  'Europe/Amsterdam',
  'Europe/Athens',
  'Europe/Istanbul',
  'Europe/Moscow',
  'Africa/Cairo',
  'Africa/Johannesburg',
  'Africa/Lagos',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Bangkok',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Australia/Perth',
  'Australia/Adelaide',
  'Australia/Sydney',
  'Pacific/Auckland',
  'UTC',
];

/** The browser's IANA zone (e.g. America/Chicago); UTC when it cannot tell. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The IANA zones to choose from (the runtime's list, else the fallback), always including `extra`, sorted. */
export function timeZoneOptions(extra: readonly string[] = []): string[] {
  let zones: string[] = [];
  try {
    const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
    zones = typeof supported === 'function' ? supported('timeZone') : [];
  } catch {
    zones = [];
  }
  if (zones.length === 0) zones = [...FALLBACK_TIME_ZONES];
  const all = new Set([...zones, ...extra.filter(Boolean)]);
  return [...all].sort((a, b) => a.localeCompare(b));
}

/** "GMT-8" style offset of a zone now, or '' when the runtime cannot tell. */
export function timeZoneOffset(timeZone: string, at: Date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(at);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** Today's date (YYYY-MM-DD) in a zone; the browser's day when the zone is unknown. */
export function todayIn(timeZone: string, at: Date = new Date()): string {
  try {
    // en-CA formats as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    return isoDay(at.getFullYear(), at.getMonth(), at.getDate());
  }
}

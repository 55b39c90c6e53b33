/**
 * The booking draft: what the customer filled in on /book (service, time, address, notes), carried
 * to "Choose your cleaner" (/customer/select-cleaner) in the router's history state and back to
 * /book when they change a detail. History state survives a reload of the page and the browser's
 * back and forward buttons, and it is never sent to the server until the booking is created.
 */
import { MAX_LEAD_DAYS, MIN_LEAD_MINUTES, TIME_SLOTS, localDate, toScheduledAt } from './bookingForm';

/** A booking as filled in on /book, before it exists. `date` and `time` are in the viewer's time zone. */
export interface BookingDraft {
  serviceId: string;
  serviceName: string;
  category: string;
  /** YYYY-MM-DD, local. */
  date: string;
  /** HH:MM, local, one of TIME_SLOTS. */
  time: string;
  /** 1 to 12 in half-hour steps. */
  hours: number;
  address: string;
  city: string;
  zipCode: string;
  notes: string;
}

/** The router state that carries a draft (`navigate(path, { state: { draft } })`). */
export interface DraftState {
  draft: BookingDraft;
}

const TEXT_KEYS = ['serviceId', 'serviceName', 'category', 'date', 'time', 'address', 'city', 'zipCode', 'notes'] as const;

/** The draft in a router state, or null when there is none (the page was opened directly). */
export function readDraft(state: unknown): BookingDraft | null {
  if (!state || typeof state !== 'object' || !('draft' in state)) return null;
  const draft = (state as { draft: unknown }).draft;
  if (!draft || typeof draft !== 'object') return null;
  const record = draft as Record<string, unknown>;
  if (!TEXT_KEYS.every((key) => typeof record[key] === 'string')) return null;
  if (typeof record.hours !== 'number' || !Number.isFinite(record.hours)) return null;
  return draft as BookingDraft;
}

/** The draft's start as an ISO UTC instant. */
export function draftStart(draft: Pick<BookingDraft, 'date' | 'time'>): string {
  return toScheduledAt(draft.date, draft.time);
}

/** `createBooking`'s input for a draft (the matching fields are added by the caller). */
export function draftInput(draft: BookingDraft) {
  return {
    serviceId: draft.serviceId,
    scheduledAt: draftStart(draft),
    durationHours: draft.hours,
    address: draft.address,
    city: draft.city,
    zipCode: draft.zipCode,
    notes: draft.notes ? draft.notes : undefined,
  };
}

/** `recommendationsByZip`'s input for a draft. */
export function draftMatchInput(draft: BookingDraft) {
  return {
    zipCode: draft.zipCode,
    serviceId: draft.serviceId,
    scheduledAt: draftStart(draft),
    durationHours: draft.hours,
  };
}

/** The draft moved to another local date and start time. */
export function withTime(draft: BookingDraft, date: string, time: string): BookingDraft {
  return { ...draft, date, time };
}

/** How far from the chosen time the nearby times lie: 2 hours earlier and later, then the same time 1 and 2 days later. */
const SHIFTS: readonly { hours: number; days: number }[] = [
  { hours: -2, days: 0 },
  { hours: 2, days: 0 },
  { hours: 0, days: 1 },
  { hours: 0, days: 2 },
];

/**
 * Times near the draft's to try when no cleaner is free at it: each a local date and start slot
 * that /book would accept (a start slot of TIME_SLOTS, at least MIN_LEAD_MINUTES and at most
 * MAX_LEAD_DAYS ahead), in the order of SHIFTS, without repeats.
 */
export function nearbyTimes(draft: Pick<BookingDraft, 'date' | 'time'>, now: Date = new Date()): { date: string; time: string }[] {
  const [h = 0, m = 0] = draft.time.split(':').map(Number);
  const out: { date: string; time: string }[] = [];
  for (const shift of SHIFTS) {
    const start = new Date(`${draft.date}T00:00`);
    if (Number.isNaN(start.getTime())) return [];
    start.setDate(start.getDate() + shift.days);
    start.setHours(h + shift.hours, m, 0, 0);
    const time = `${String(start.getHours()).padStart(2, '0')}:${String(start.getMinutes()).padStart(2, '0')}`;
    if (!TIME_SLOTS.includes(time)) continue;
    if (start.getTime() < now.getTime() + MIN_LEAD_MINUTES * 60_000) continue;
    if (start.getTime() > now.getTime() + MAX_LEAD_DAYS * 86_400_000) continue;
    const date = localDate(start);
    if (date === draft.date && time === draft.time) continue;
    if (out.some((t) => t.date === date && t.time === time)) continue;
    out.push({ date, time });
  }
  return out;
}

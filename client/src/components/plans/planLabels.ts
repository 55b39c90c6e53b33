/**
 * Words and local times of recurring plans (docs/decisions/0033), shared by the cleaner's job board
 * and the admin plans page: frequency, plan status and visit status labels, and a plan's times
 * shown in the address's time zone (a plan's dates and start time are wall-clock times there).
 */
import type { PlanFrequency, PlanStatus, PlanVisitStatus } from '../../gql/graphql';

/** "Weekly", "Every 2 weeks", "Every 4 weeks". */
export const PLAN_FREQUENCY_LABELS: Readonly<Record<PlanFrequency, string>> = {
  weekly: 'Weekly',
  biweekly: 'Every 2 weeks',
  every_4_weeks: 'Every 4 weeks',
};

/** The frequencies in the order they are offered. */
export const PLAN_FREQUENCIES: readonly PlanFrequency[] = ['weekly', 'biweekly', 'every_4_weeks'];

/** A plan's status as shown ("Active", "Paused", "Cancelled", "Ended"). */
export const PLAN_STATUS_LABELS: Readonly<Record<PlanStatus, string>> = {
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
  ended: 'Ended',
};

/** The plan statuses in filter order. */
export const PLAN_STATUSES: readonly PlanStatus[] = ['active', 'paused', 'cancelled', 'ended'];

/** A visit's status as shown: the booking's label once booked, else Planned / Conflict / Skipped. */
export const PLAN_VISIT_STATUS_LABELS: Readonly<Record<PlanVisitStatus, string>> = {
  planned: 'Planned',
  conflict: 'Conflict',
  skipped: 'Skipped',
  pending: 'Pending',
  pending_cleaner_response: 'Awaiting Cleaner Response',
  confirmed: 'Confirmed',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
};

/** A frequency's label, or null for an unknown value. */
export function frequencyLabel(frequency: string | null | undefined): string | null {
  return frequency && frequency in PLAN_FREQUENCY_LABELS ? PLAN_FREQUENCY_LABELS[frequency as PlanFrequency] : null;
}

/** "HH:MM" (24 h, local) as "9:00 AM". */
export function formatLocalTime(hhmm: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/** A local date "YYYY-MM-DD" as "Wed, Dec 9, 2026" (the calendar date itself, no time zone shift). */
export function formatLocalDate(date: string): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(parsed);
}

/** The weekday of a local date "YYYY-MM-DD", plural: "Wednesdays". */
export function weekdaysOf(date: string): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return '';
  return `${new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(parsed)}s`;
}

/** An instant (ISO, UTC) as the clock time at the address: "9:00 AM". */
export function formatTimeIn(instant: string, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(date);
  }
}

/** The short name of a time zone at an instant ("PST", "CDT"); '' when the zone is unknown. */
export function zoneName(timeZone: string, at: Date = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

/**
 * A plan's rhythm in one line, local at the address: "Weekly on Wednesdays at 9:00 AM CST".
 * `startDate` gives the weekday; every visit keeps it (moved visits aside).
 */
export function planSchedule(plan: { frequency: string; startDate: string; startTime: string; timeZone: string }): string {
  const frequency = frequencyLabel(plan.frequency) ?? plan.frequency;
  const zone = zoneName(plan.timeZone);
  return `${frequency} on ${weekdaysOf(plan.startDate)} at ${formatLocalTime(plan.startTime)}${zone ? ` ${zone}` : ''}`;
}

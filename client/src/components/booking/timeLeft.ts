/**
 * Countdowns to a request's deadline (docs/decisions/0027: "Asking Maria G. · 12
 * min left"): the text, minute by minute so a live region never announces every second, and a
 * clock hook that re-renders at a steady pace.
 */
import { useEffect, useState } from 'react';
import { formatTime, type Instant } from '../../../../schema/format';

const MINUTE_MS = 60_000;

/** Milliseconds from `now` (ms since epoch) until `deadline`; 0 once passed, or when unparsable. */
export function msLeft(deadline: Instant, now: number = Date.now()): number {
  const at = deadline instanceof Date ? deadline.getTime() : typeof deadline === 'number' ? deadline : Date.parse(deadline);
  return Number.isFinite(at) ? Math.max(0, at - now) : 0;
}

/** True once `deadline` has passed (or cannot be read). */
export function isPast(deadline: Instant, now: number = Date.now()): boolean {
  return msLeft(deadline, now) === 0;
}

/**
 * "12 min left" (minutes rounded up), "1 h 5 min left", "Less than 1 min left", or "Expired" once
 * passed. Changes at most once a minute, so it can sit in an aria-live region.
 */
export function formatTimeLeft(deadline: Instant, now: number = Date.now()): string {
  const ms = msLeft(deadline, now);
  if (ms === 0) return 'Expired';
  if (ms < MINUTE_MS) return 'Less than 1 min left';
  const minutes = Math.ceil(ms / MINUTE_MS);
  if (minutes < 60) return `${minutes} min left`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h left` : `${hours} h ${rest} min left`;
}

/** "Answer by 3:45 PM" for a deadline (the viewer's clock). */
export function formatAnswerBy(deadline: Instant): string {
  return `Answer by ${formatTime(deadline)}`;
}

/** The current time (ms since epoch), re-read every `intervalMs` (default 1 s) while mounted. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

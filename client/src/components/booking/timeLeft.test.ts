/**
 * The countdown text of a request's deadline (docs/decisions/0027: "12 min
 * left"): minutes rounded up, so it changes at most once a minute.
 */
import { describe, expect, it } from 'vitest';
import { formatTimeLeft, isPast, msLeft } from './timeLeft';

const now = Date.parse('2026-11-27T21:00:00Z');
const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();

describe('formatTimeLeft', () => {
  it('rounds minutes up', () => {
    expect(formatTimeLeft(at(12 * 60), now)).toBe('12 min left');
    expect(formatTimeLeft(at(11 * 60 + 1), now)).toBe('12 min left');
    expect(formatTimeLeft(at(61), now)).toBe('2 min left');
  });

  it('says less than a minute, then expired', () => {
    expect(formatTimeLeft(at(59), now)).toBe('Less than 1 min left');
    expect(formatTimeLeft(at(0), now)).toBe('Expired');
    expect(formatTimeLeft(at(-30), now)).toBe('Expired');
  });

  it('gives hours and minutes from an hour on', () => {
    expect(formatTimeLeft(at(60 * 60), now)).toBe('1 h left');
    expect(formatTimeLeft(at(65 * 60), now)).toBe('1 h 5 min left');
  });

  it('treats an unreadable deadline as passed', () => {
    expect(msLeft('not a date', now)).toBe(0);
    expect(isPast('not a date', now)).toBe(true);
  });
});

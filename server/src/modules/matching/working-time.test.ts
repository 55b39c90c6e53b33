import { describe, expect, it } from 'vitest';
import { nextWorkingStart, type WorkingTime } from './working-time.js';

const NY = 'America/New_York';
/** Mon..Fri 09:00-17:00 in New York. */
const weekdays: WorkingTime = {
  timeZone: NY,
  windows: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 17 * 60 })),
  daysOff: new Set(),
};
const far = new Date('2028-01-01T00:00:00Z');
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('next working start (docs/decisions/0027: weekly hours and days off in the next free slot)', () => {
  it('keeps a start that fits a window, and any start when no hours are saved', () => {
    // 2027-06-01 is a Tuesday; 10:00 EDT = 14:00Z.
    expect(iso(nextWorkingStart(weekdays, new Date('2027-06-01T14:00:00Z'), 120, far))).toBe('2027-06-01T14:00:00.000Z');
    expect(iso(nextWorkingStart({ ...weekdays, windows: null }, new Date('2027-06-05T03:17:00Z'), 120, far))).toBe('2027-06-05T03:17:00.000Z');
  });

  it('moves a start before the window to its opening, and one that would end after it to the next day', () => {
    expect(iso(nextWorkingStart(weekdays, new Date('2027-06-01T11:00:00Z'), 120, far))).toBe('2027-06-01T13:00:00.000Z');
    // 16:00 local + 2 h ends after 17:00: Wednesday 09:00.
    expect(iso(nextWorkingStart(weekdays, new Date('2027-06-01T20:00:00Z'), 120, far))).toBe('2027-06-02T13:00:00.000Z');
  });

  it('skips the weekend and days off, in the cleaner’s time zone', () => {
    // Friday 2027-06-04 18:00 local -> Monday 2027-06-07 09:00, unless Monday is a day off.
    expect(iso(nextWorkingStart(weekdays, new Date('2027-06-04T22:00:00Z'), 60, far))).toBe('2027-06-07T13:00:00.000Z');
    const off = { ...weekdays, daysOff: new Set(['2027-06-07']) };
    expect(iso(nextWorkingStart(off, new Date('2027-06-04T22:00:00Z'), 60, far))).toBe('2027-06-08T13:00:00.000Z');
  });

  it('picks the earliest of several windows on a day and ignores windows too short for the job', () => {
    const split: WorkingTime = {
      timeZone: NY,
      windows: [
        { weekday: 2, startMinute: 8 * 60, endMinute: 9 * 60 },
        { weekday: 2, startMinute: 13 * 60, endMinute: 18 * 60 },
      ],
      daysOff: new Set(),
    };
    expect(iso(nextWorkingStart(split, new Date('2027-06-01T11:00:00Z'), 120, far))).toBe('2027-06-01T17:00:00.000Z');
    expect(iso(nextWorkingStart(split, new Date('2027-06-01T11:00:00Z'), 30, far))).toBe('2027-06-01T12:00:00.000Z');
  });

  it('gives up past the horizon, and when the cleaner has hours but no window', () => {
    expect(nextWorkingStart(weekdays, new Date('2027-06-04T22:00:00Z'), 60, new Date('2027-06-06T00:00:00Z'))).toBeNull();
    expect(nextWorkingStart({ ...weekdays, windows: [] }, new Date('2027-06-01T14:00:00Z'), 60, new Date('2027-06-20T00:00:00Z'))).toBeNull();
  });
});

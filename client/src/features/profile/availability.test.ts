import { describe, expect, it } from 'vitest';
import {
  addMonths,
  copyMondayToWeekdays,
  longDayLabel,
  monthGrid,
  nextWindow,
  normalizeTime,
  toWeeklyHours,
  weekFromWindows,
  weekProblems,
  type DraftWeek,
} from './availability';

let seq = 0;
const id = () => `w${(seq += 1)}`;
const emptyWeek = (): DraftWeek => Array.from({ length: 7 }, () => []);

describe('normalizeTime', () => {
  it('tidies plain times into HH:MM and leaves the rest', () => {
    expect(normalizeTime('8')).toBe('08:00');
    expect(normalizeTime(' 8:30 ')).toBe('08:30');
    expect(normalizeTime('830')).toBe('08:30');
    expect(normalizeTime('1730')).toBe('17:30');
    expect(normalizeTime('24')).toBe('24:00');
    expect(normalizeTime('24:30')).toBe('24:30');
    expect(normalizeTime('abc')).toBe('abc');
  });
});

describe('weekProblems (mirrors availabilityInput)', () => {
  it('accepts touching windows and 24:00 as an end', () => {
    const week = emptyWeek();
    week[1] = [
      { id: 'a', start: '08:00', end: '12:00' },
      { id: 'b', start: '12:00', end: '24:00' },
    ];
    expect(weekProblems(week)).toEqual({});
  });

  it('flags bad times, an end not after the start, and overlaps', () => {
    const week = emptyWeek();
    week[1] = [
      { id: 'a', start: '8am', end: '12:00' },
      { id: 'b', start: '10:00', end: '09:00' },
    ];
    week[5] = [
      { id: 'c', start: '08:00', end: '12:00' },
      { id: 'd', start: '11:00', end: '13:00' },
    ];
    const problems = weekProblems(week);
    expect(problems.a?.start).toMatch(/HH:MM/);
    expect(problems.b?.end).toBe('The end must be after the start');
    expect(problems.c).toBeUndefined();
    expect(problems.d?.start).toBe('Overlaps Friday window 1 (08:00–12:00)');
  });
});

describe('week helpers', () => {
  it('round-trips API windows and copies Monday to the weekdays', () => {
    const week = weekFromWindows(
      [
        { weekday: 1, start: '13:00', end: '17:00' },
        { weekday: 1, start: '08:00', end: '12:00' },
        { weekday: 6, start: '10:00', end: '14:00' },
      ],
      id,
    );
    expect(week[1]!.map((w) => w.start)).toEqual(['08:00', '13:00']);
    const copied = copyMondayToWeekdays(week, id);
    expect(copied[5]!.map((w) => `${w.start}-${w.end}`)).toEqual(['08:00-12:00', '13:00-17:00']);
    expect(copied[6]).toBe(week[6]);
    expect(toWeeklyHours(copied).weeklyHours).toHaveLength(11);
  });

  it('suggests the next window after the latest end', () => {
    expect(nextWindow([])).toEqual({ start: '09:00', end: '17:00' });
    expect(nextWindow([{ id: 'a', start: '09:00', end: '17:00' }])).toEqual({ start: '17:00', end: '18:00' });
    expect(nextWindow([{ id: 'a', start: '09:00', end: '23:30' }])).toEqual({ start: '23:30', end: '24:00' });
    expect(nextWindow([{ id: 'a', start: '09:00', end: '24:00' }])).toBeNull();
  });
});

describe('calendar', () => {
  it('builds a Monday-first month grid', () => {
    // December 2026 starts on a Tuesday and has 31 days.
    const cells = monthGrid({ year: 2026, month: 11 });
    expect(cells[0]).toBeNull();
    expect(cells[1]).toBe('2026-12-01');
    expect(cells.length % 7).toBe(0);
    expect(cells.filter(Boolean)).toHaveLength(31);
    expect(longDayLabel('2026-12-04')).toBe('Friday, December 4, 2026');
    expect(addMonths({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(addMonths({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
  });
});

/** Money and date formatting shared by the server's texts and the web client (schema/format.ts). */
import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  shortPersonName,
  formatCents,
  formatCount,
  formatDate,
  formatDay,
  formatDayTime,
  formatDayTimeInWords,
  formatMiles,
  formatRate,
  formatTime,
  formatUtcDate,
  formatUtcDateTime,
  formatUtcTime,
  roundMiles,
} from './format.js';

describe('money', () => {
  it('cents as USD with two decimals and en-US grouping', () => {
    expect(formatCents(1250)).toBe('$12.50');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(null)).toBe('$0.00');
    expect(formatCents(Number.NaN)).toBe('$0.00');
  });

  it('centsToDollars writes dollars with 2 decimals, no symbol or grouping', () => {
    expect(centsToDollars(0)).toBe('0.00');
    expect(centsToDollars(5)).toBe('0.05');
    expect(centsToDollars(1800)).toBe('18.00');
    expect(centsToDollars(123456789)).toBe('1234567.89');
    expect(centsToDollars(-5)).toBe('-0.05');
    expect(centsToDollars(-12345)).toBe('-123.45');
    expect(centsToDollars(Number.NaN)).toBe('0.00');
  });

  it('hourly rates drop whole-dollar cents', () => {
    expect(formatRate(1800)).toBe('$18/h');
    expect(formatRate(1850)).toBe('$18.50/h');
    // A second call answers from the memo, the same text.
    expect(formatRate(1800)).toBe('$18/h');
    expect(formatRate(undefined)).toBe('');
  });
});

describe('dates', () => {
  it('server texts: the UTC calendar date and clock time', () => {
    const at = new Date('2026-11-24T09:30:00.000Z');
    expect(formatUtcDate(at)).toBe('2026-11-24');
    expect(formatUtcTime(at)).toBe('09:30');
    expect(formatUtcDateTime('2026-11-24T09:30:00.000Z')).toBe('2026-11-24 09:30');
  });

  it('screens: en-US texts, with the spec texts for missing and unreadable dates', () => {
    expect(formatDate('')).toBe('Date not set');
    expect(formatDate('not a date')).toBe('Invalid date');
    expect(formatDay(null)).toBe('Date not set');
    expect(formatDay('nope')).toBe('Invalid date');
    expect(formatTime('nope')).toBe('');
    expect(formatDayTime('nope')).toBe('Invalid date');
    const at = new Date(2026, 10, 24, 9, 30);
    expect(formatDay(at)).toBe('Tue, Nov 24, 2026');
    expect(formatDayTime(at)).toBe('Tue, Nov 24, 2026 at 9:30 AM');
    expect(formatDayTimeInWords(at, at)).toBe('Tuesday, November 24 at 9:30 AM');
    expect(formatDayTimeInWords(at, new Date(2027, 0, 1))).toBe('Tuesday, November 24, 2026 at 9:30 AM');
    expect(formatDayTimeInWords(null)).toBe('Date not set');
  });

  it('counts with their noun', () => {
    expect(formatCount(1, 'booking')).toBe('1 booking');
    expect(formatCount(1200, 'booking')).toBe('1,200 bookings');
  });
});

describe('shortPersonName (docs/decisions/0027: how a cleaner is named to customers)', () => {
  it.each([
    [['Maria', 'Garcia'], 'Maria G.'],
    [[' maria ', ' garcia '], 'maria G.'],
    [['Cher', ''], 'Cher'],
    [['Cher', null], 'Cher'],
    [['Maria Garcia'], 'Maria G.'],
    [['Jane van Doe'], 'Jane D.'],
    [['Cher'], 'Cher'],
    [[''], ''],
  ] as const)('%j -> %j', (args, expected) => {
    expect(shortPersonName(...(args as unknown as [string, string?]))).toBe(expected);
  });
});

describe('distances (whole miles, at least 1)', () => {
  it.each([
    [0, 1],
    [0.2, 1],
    [1.46, 1],
    [1.5, 2],
    [12.6, 13],
  ])('%d mi -> %d', (miles, shown) => {
    expect(roundMiles(miles)).toBe(shown);
    expect(formatMiles(miles)).toBe(`${shown} mi`);
  });
});

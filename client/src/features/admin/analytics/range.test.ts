import { describe, expect, it } from 'vitest';
import { formatPeriod, intervalError, parseDay, rangeChanges, rangeDays, readInterval, readRange } from './range';

const NOW = new Date('2026-03-15T22:30:00.000Z');

describe('readRange', () => {
  it('defaults to the last 30 UTC days, today included, as [from, to) instants', () => {
    const range = readRange(new URLSearchParams(''), NOW);
    expect(range).toMatchObject({ kind: '30d', fromDay: '2026-02-14', toDay: '2026-03-15', error: null });
    expect(range.from).toBe('2026-02-14T00:00:00.000Z');
    expect(range.to).toBe('2026-03-16T00:00:00.000Z');
  });

  it('reads presets', () => {
    expect(readRange(new URLSearchParams('range=7d'), NOW)).toMatchObject({ fromDay: '2026-03-09', toDay: '2026-03-15' });
    expect(readRange(new URLSearchParams('range=90d'), NOW).fromDay).toBe('2025-12-16');
    expect(readRange(new URLSearchParams('range=year'), NOW)).toMatchObject({ fromDay: '2026-01-01', toDay: '2026-03-15' });
    expect(readRange(new URLSearchParams('range=bogus'), NOW).kind).toBe('30d');
  });

  it('reads a custom range, both days included, and flags bad ones', () => {
    const range = readRange(new URLSearchParams('range=custom&from=2026-01-01&to=2026-01-31'), NOW);
    expect(range).toMatchObject({ kind: 'custom', from: '2026-01-01T00:00:00.000Z', to: '2026-02-01T00:00:00.000Z', error: null });
    expect(readRange(new URLSearchParams('range=custom&from=2026-02-30&to=2026-03-01'), NOW).error).toMatch(/From/);
    expect(readRange(new URLSearchParams('range=custom&from=2026-03-02&to=2026-03-01'), NOW).error).toMatch(/on or before/);
    expect(readRange(new URLSearchParams('range=custom&from=2026-03-01&to=2026-03-01'), NOW).error).toBeNull();
    expect(readRange(new URLSearchParams('range=custom&from=2010-01-01&to=2026-03-01'), NOW).error).toMatch(/5 years/);
  });
});

describe('intervals', () => {
  it('reads the interval, day by default', () => {
    expect(readInterval(new URLSearchParams('interval=month'))).toBe('month');
    expect(readInterval(new URLSearchParams('interval=hour'))).toBe('day');
  });

  it('refuses more than 400 periods', () => {
    const long = readRange(new URLSearchParams('range=custom&from=2024-01-01&to=2025-12-31'), NOW);
    expect(rangeDays(long.fromDay, long.toDay)).toBe(731);
    expect(intervalError(long, 'day')).toMatch(/Week or Month/);
    expect(intervalError(long, 'week')).toBeNull();
    expect(intervalError(readRange(new URLSearchParams('range=year'), NOW), 'day')).toBeNull();
  });
});

describe('rangeChanges', () => {
  const current = readRange(new URLSearchParams('range=7d'), NOW);
  it('writes presets without days, the default as nothing, and edits as a custom range', () => {
    expect(rangeChanges(current, { preset: '30d' })).toEqual({ range: null, from: null, to: null });
    expect(rangeChanges(current, { preset: 'year' })).toEqual({ range: 'year', from: null, to: null });
    expect(rangeChanges(current, { preset: 'custom' })).toEqual({ range: 'custom', from: '2026-03-09', to: '2026-03-15' });
    expect(rangeChanges(current, { fromDay: '2026-03-01' })).toEqual({ range: 'custom', from: '2026-03-01', to: '2026-03-15' });
    expect(rangeChanges(current, { toDay: '2026-03-10' })).toEqual({ range: 'custom', from: '2026-03-09', to: '2026-03-10' });
  });
});

describe('formatting', () => {
  it('parses only real days', () => {
    expect(parseDay('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('26-2-1')).toBeNull();
  });

  it('labels periods in UTC', () => {
    expect(formatPeriod('2026-03-02T00:00:00.000Z', 'day')).toBe('Mar 2, 2026');
    expect(formatPeriod('2026-03-02T00:00:00.000Z', 'day', true)).toBe('Mar 2');
    expect(formatPeriod('2026-03-02T00:00:00.000Z', 'week')).toBe('Week of Mar 2, 2026');
    expect(formatPeriod('2026-03-01T00:00:00.000Z', 'month')).toBe('Mar 2026');
  });
});

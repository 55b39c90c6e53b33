import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { addDays, horizonEnd, localDateOf, localTimeOf, occurrences, toInstant } from './recurrence.js';

/** The wall-clock time of an instant in a zone, "HH:MM". */
const wall = (d: Date, tz: string) => Temporal.Instant.fromEpochMilliseconds(d.getTime()).toZonedDateTimeISO(tz).toPlainTime().toString({ smallestUnit: 'minute' });

describe('plan recurrence (docs/decisions/0033, local wall-clock time)', () => {
  const la = { startDate: '2027-02-23', startTime: '09:00', timeZone: 'America/Los_Angeles', frequency: 'weekly' as const };

  it('keeps a weekly 9:00 visit at 9:00 local across the March daylight-saving change', () => {
    const visits = occurrences({ ...la, visits: 4 });
    expect(visits.map((v) => v.date)).toEqual(['2027-02-23', '2027-03-02', '2027-03-09', '2027-03-16']);
    // 2027-03-14 is the spring-forward Sunday: PST (UTC-8) before, PDT (UTC-7) after.
    expect(visits.map((v) => v.scheduledAt.toISOString())).toEqual([
      '2027-02-23T17:00:00.000Z',
      '2027-03-02T17:00:00.000Z',
      '2027-03-09T17:00:00.000Z',
      '2027-03-16T16:00:00.000Z',
    ]);
    for (const v of visits) expect(wall(v.scheduledAt, la.timeZone)).toBe('09:00');
  });

  it('keeps it at 9:00 local across the November change, for a plan ending on a date', () => {
    const visits = occurrences({ ...la, startDate: '2027-10-19', endDate: '2027-11-16' });
    expect(visits.map((v) => v.date)).toEqual(['2027-10-19', '2027-10-26', '2027-11-02', '2027-11-09', '2027-11-16']);
    // 2027-11-07 falls back: 16:00Z (PDT) before, 17:00Z (PST) after.
    expect(visits.map((v) => v.scheduledAt.getUTCHours())).toEqual([16, 16, 16, 17, 17]);
    for (const v of visits) expect(wall(v.scheduledAt, la.timeZone)).toBe('09:00');
  });

  it('repeats every 2 and every 4 weeks and stops after N visits', () => {
    expect(occurrences({ ...la, frequency: 'biweekly', visits: 3 }).map((v) => v.date)).toEqual(['2027-02-23', '2027-03-09', '2027-03-23']);
    expect(occurrences({ ...la, frequency: 'every_4_weeks', visits: 2 }).map((v) => v.date)).toEqual(['2027-02-23', '2027-03-23']);
  });

  it('bounds an open-ended plan by the 12-week horizon or the window asked', () => {
    expect(occurrences(la)).toHaveLength(12);
    expect(occurrences(la, { from: '2027-04-01', until: '2027-04-30' }).map((v) => v.date)).toEqual(['2027-04-06', '2027-04-13', '2027-04-20', '2027-04-27']);
    expect(occurrences(la, { limit: 2 })).toHaveLength(2);
  });

  it('counts the N visits from the first date even when the window starts later', () => {
    expect(occurrences({ ...la, visits: 6 }, { from: '2027-03-20' }).map((v) => v.date)).toEqual(['2027-03-23', '2027-03-30']);
  });

  it('moves a time inside the spring-forward gap forward instead of dropping the visit', () => {
    const visits = occurrences({ ...la, startDate: '2027-03-07', startTime: '02:30', visits: 2 });
    expect(visits.map((v) => v.date)).toEqual(['2027-03-07', '2027-03-14']);
    expect(wall(visits[1]!.scheduledAt, la.timeZone)).toBe('03:30');
  });

  it('converts between local dates, times and UTC instants', () => {
    expect(toInstant('2027-07-01', '09:30', 'America/New_York').toISOString()).toBe('2027-07-01T13:30:00.000Z');
    expect(localDateOf(new Date('2027-07-01T03:00:00Z'), 'America/Los_Angeles')).toBe('2027-06-30');
    expect(localTimeOf(new Date('2027-07-01T13:30:00Z'), 'America/New_York')).toBe('09:30');
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01');
    expect(horizonEnd(new Date('2027-01-01T12:00:00Z'), 'UTC')).toBe('2027-03-26');
  });
});

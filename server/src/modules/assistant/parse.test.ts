/**
 * Field-level accuracy of the booking-request parser, read against the seeded catalogue, over two
 * sets reported apart: the tuning set tests/fixtures/parse-phrasings.json and the
 * held-out date and time phrasings tests/fixtures/parse-phrasings-holdout.json (written
 * before the rules for them and never used to tune them). Each must reach 98%. Prints both figures.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVICES } from '../../../../prisma/seed/catalogue.js';
import { MIN_LEAD_MINUTES } from '../../../../schema/rules.js';
import { BookingRequestParser, PARSED_FIELDS } from './parse.js';

interface Expected {
  serviceName: string | null;
  scheduledAt: string | null;
  durationHours: number | null;
  address: string | null;
  city: string | null;
  zipCode: string | null;
}
interface Fixture {
  referenceTime?: string;
  timeZone: string;
  cases: { text: string; referenceTime?: string; ambiguous?: boolean; expected: Expected }[];
}
const read = (name: string) => JSON.parse(readFileSync(new URL(`../../../../tests/fixtures/${name}`, import.meta.url), 'utf8')) as Fixture;
const tuning = read('parse-phrasings.json');
const holdout = read('parse-phrasings-holdout.json');
const FIELDS = ['serviceName', 'scheduledAt', 'durationHours', 'address', 'city', 'zipCode'] as const;
const loose = (v: unknown) => (typeof v === 'string' ? v.toLowerCase().replace(/[.,]/g, '').replace(/\s+/g, ' ').trim() : v);

describe('booking-request parser', () => {
  const parser = new BookingRequestParser(SERVICES);
  const options = { referenceTime: new Date(tuning.referenceTime!), timeZone: tuning.timeZone };

  /** Field accuracy of one set, printed with its misreadings. */
  function accuracy(label: string, fixture: Fixture): number {
    let right = 0;
    const wrong: string[] = [];
    for (const { text, referenceTime, expected } of fixture.cases) {
      const { parsed } = parser.parse(text, { referenceTime: new Date(referenceTime ?? fixture.referenceTime!), timeZone: fixture.timeZone });
      const got = { ...parsed, scheduledAt: parsed.scheduledAt?.toISOString() ?? null };
      for (const field of FIELDS) {
        if (loose(got[field]) === loose(expected[field])) right += 1;
        else wrong.push(`${field}: ${JSON.stringify(got[field])} for ${JSON.stringify(expected[field])} in "${text}"`);
      }
    }
    const total = fixture.cases.length * FIELDS.length;
    console.log(`parse accuracy, ${label}: ${((right / total) * 100).toFixed(1)}% (${right}/${total} fields over ${fixture.cases.length} phrasings)`);
    if (wrong.length > 0) console.log(`misread (${label}):\n${wrong.join('\n')}`);
    return right / total;
  }

  it('reads at least 98% of the fields of the tuning phrasings right', () => {
    expect(tuning.cases.length).toBeGreaterThanOrEqual(150);
    expect(accuracy('tuning set', tuning)).toBeGreaterThanOrEqual(0.98);
  });

  it('reads at least 98% of the fields of the held-out date and time phrasings right', () => {
    expect(holdout.cases.length).toBeGreaterThanOrEqual(60);
    expect(accuracy('held-out set', holdout)).toBeGreaterThanOrEqual(0.98);
  });

  it('never answers a start sooner than the lead time', () => {
    for (const fixture of [tuning, holdout]) {
      for (const { text, referenceTime } of fixture.cases) {
        const now = new Date(referenceTime ?? fixture.referenceTime!);
        const at = parser.parse(text, { referenceTime: now, timeZone: fixture.timeZone }).parsed.scheduledAt;
        if (at) expect(at.getTime(), text).toBeGreaterThanOrEqual(now.getTime() + MIN_LEAD_MINUTES * 60_000);
      }
    }
  });

  it('gives the other reading of ambiguous words, with a confidence the page marks, and asks when a fixed day is too soon', () => {
    for (const { text, referenceTime, ambiguous, expected } of holdout.cases) {
      const answer = parser.parse(text, { referenceTime: new Date(referenceTime!), timeZone: holdout.timeZone });
      if (ambiguous) {
        expect(answer.reading?.kind, text).toBe('AMBIGUOUS');
        expect(answer.reading?.alternativeAt, text).toBeInstanceOf(Date);
        expect(answer.confidence.scheduledAt, text).toBeLessThan(0.6);
      } else expect(answer.reading?.kind, text).not.toBe('AMBIGUOUS');
      if (expected.scheduledAt === null) {
        expect(answer.reading?.kind, text).toBe('TOO_SOON');
        expect(answer.missing, text).toContain('scheduledAt');
      }
    }
    const monday = { referenceTime: new Date('2026-11-30T17:00:00.000Z'), timeZone: 'America/Los_Angeles' };
    const next = parser.parse('house cleaning next Tuesday at 9am', monday);
    expect(next.parsed.scheduledAt?.toISOString()).toBe('2026-12-08T17:00:00.000Z');
    expect(next.reading).toEqual({ phrase: 'next Tuesday at 9am', kind: 'AMBIGUOUS', alternativeAt: new Date('2026-12-01T17:00:00.000Z') });
    const moved = parser.parse('house cleaning mon 10am', monday);
    expect(moved.reading?.kind).toBe('NEXT_OCCURRENCE');
    expect(moved.confidence.scheduledAt).toBeLessThan(0.6);
    expect(parser.parse('house cleaning', monday).reading).toBeNull();
  });

  it('answers every field, lists the null ones in order, and gives 0 confidence to them', () => {
    const answer = parser.parse('window cleaning tomorrow at 10am', options);
    expect(Object.keys(answer.parsed)).toEqual([...PARSED_FIELDS]);
    expect(answer.missing).toEqual(['durationHours', 'address', 'city', 'zipCode']);
    for (const field of PARSED_FIELDS) {
      expect(answer.confidence[field]).toBeGreaterThanOrEqual(0);
      expect(answer.confidence[field]).toBeLessThanOrEqual(1);
      if (answer.parsed[field] === null) expect(answer.confidence[field]).toBe(0);
    }
  });

  it("reads the date in the zip code's time zone, else the caller's", () => {
    const inNewYork = parser.parse('house cleaning tomorrow at 10am 10011', options);
    expect(inNewYork.parsed.scheduledAt?.toISOString()).toBe('2026-12-02T15:00:00.000Z');
    const inBrowser = parser.parse('house cleaning tomorrow at 10am', options);
    expect(inBrowser.parsed.scheduledAt?.toISOString()).toBe('2026-12-02T18:00:00.000Z');
    const inUtc = parser.parse('house cleaning tomorrow at 10am', { referenceTime: options.referenceTime });
    expect(inUtc.parsed.scheduledAt?.toISOString()).toBe('2026-12-02T10:00:00.000Z');
  });
});

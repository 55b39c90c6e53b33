/**
 * Field-level accuracy of the booking-request parser over the phrasings of
 * tests/fixtures/parse-phrasings.json (issue 19 "/book-ai": at least 95%), read against the
 * seeded catalogue. Prints the figure.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVICES } from '../../../../prisma/seed/catalogue.js';
import { BookingRequestParser, PARSED_FIELDS } from './parse.js';

interface Expected {
  serviceName: string | null;
  scheduledAt: string | null;
  durationHours: number | null;
  address: string | null;
  city: string | null;
  zipCode: string | null;
}
const fixture = JSON.parse(readFileSync(new URL('../../../../tests/fixtures/parse-phrasings.json', import.meta.url), 'utf8')) as {
  referenceTime: string;
  timeZone: string;
  cases: { text: string; expected: Expected }[];
};
const FIELDS = ['serviceName', 'scheduledAt', 'durationHours', 'address', 'city', 'zipCode'] as const;
const loose = (v: unknown) => (typeof v === 'string' ? v.toLowerCase().replace(/[.,]/g, '').replace(/\s+/g, ' ').trim() : v);

describe('booking-request parser', () => {
  const parser = new BookingRequestParser(SERVICES);
  const options = { referenceTime: new Date(fixture.referenceTime), timeZone: fixture.timeZone };

  it('reads at least 95% of the fields of the phrasings right', () => {
    expect(fixture.cases.length).toBeGreaterThanOrEqual(150);
    let right = 0;
    const wrong: string[] = [];
    for (const { text, expected } of fixture.cases) {
      const { parsed } = parser.parse(text, options);
      const got = { ...parsed, scheduledAt: parsed.scheduledAt?.toISOString() ?? null };
      for (const field of FIELDS) {
        if (loose(got[field]) === loose(expected[field])) right += 1;
        else wrong.push(`${field}: ${JSON.stringify(got[field])} for ${JSON.stringify(expected[field])} in "${text}"`);
      }
    }
    const total = fixture.cases.length * FIELDS.length;
    const accuracy = right / total;
    console.log(`parse accuracy: ${(accuracy * 100).toFixed(1)}% (${right}/${total} fields over ${fixture.cases.length} phrasings)`);
    if (wrong.length > 0) console.log(`misread:\n${wrong.join('\n')}`);
    expect(accuracy).toBeGreaterThanOrEqual(0.95);
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

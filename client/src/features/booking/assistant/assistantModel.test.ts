import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, describeUnderstood, localSlot, missingFields, questionFor, readingNote, valuesFromParse, type ParseResult } from './assistantModel';

/** A parse with the given understood fields (everything else null). */
function parseOf(text: string, parsed: Partial<ParseResult['parsed']> = {}): ParseResult {
  return {
    text,
    parsed: {
      serviceId: null,
      serviceName: null,
      scheduledAt: null,
      durationHours: null,
      address: null,
      city: null,
      zipCode: null,
      ...parsed,
    },
    missing: [],
    confidence: {},
    reading: null,
  };
}

/** A local date and time (the viewer's zone) as the ISO UTC instant the server answers. */
const utc = (local: string) => new Date(local).toISOString();

describe('missingFields', () => {
  it('lists every field of an empty form in the order questions are asked', () => {
    expect(missingFields(EMPTY_VALUES)).toEqual(['serviceId', 'scheduledAt', 'durationHours', 'address', 'zipCode', 'city']);
  });

  it('counts a day without a start slot as missing', () => {
    expect(missingFields({ ...EMPTY_VALUES, serviceId: '1', date: '2030-03-12', time: '' })).toContain('scheduledAt');
    expect(questionFor('scheduledAt', { ...EMPTY_VALUES, date: '2030-03-12' })).toMatch(/what time/i);
    expect(questionFor('scheduledAt', EMPTY_VALUES)).toMatch(/when should/i);
  });
});

describe('localSlot', () => {
  it('reads the instant in the local zone and keeps only a bookable start slot', () => {
    expect(localSlot(utc('2030-03-12T10:00'))).toEqual({ date: '2030-03-12', time: '10:00' });
    expect(localSlot(utc('2030-03-12T10:15'))).toEqual({ date: '2030-03-12', time: '' });
    expect(localSlot(utc('2030-03-12T05:00'))).toEqual({ date: '2030-03-12', time: '' });
    expect(localSlot('not a date')).toBeNull();
  });
});

describe('valuesFromParse', () => {
  it('takes every understood field', () => {
    const set = valuesFromParse(
      parseOf('Deep clean 120 Valencia St 94110 next Friday 10am for 3 hours', {
        serviceId: '2',
        serviceName: 'Deep Cleaning',
        scheduledAt: utc('2030-03-15T10:00'),
        durationHours: 3,
        address: '120 Valencia St',
        city: 'San Francisco',
        zipCode: '94110',
      }),
      null,
    );
    expect(set).toEqual({
      serviceId: '2',
      date: '2030-03-15',
      time: '10:00',
      hours: 3,
      address: '120 Valencia St',
      city: 'San Francisco',
      zipCode: '94110',
    });
  });

  it('leaves out a duration the form cannot book', () => {
    expect(valuesFromParse(parseOf('for 20 hours', { durationHours: 20 }), null)).toEqual({});
  });

  it('sets an answer to the question asked when the parse did not understand it', () => {
    expect(valuesFromParse(parseOf('It is 94110.'), 'zipCode')).toEqual({ zipCode: '94110' });
    expect(valuesFromParse(parseOf('Oakland.'), 'city')).toEqual({ city: 'Oakland' });
    expect(valuesFromParse(parseOf('12 Elm Street, Apt 3'), 'address')).toEqual({ address: '12 Elm Street, Apt 3' });
    expect(valuesFromParse(parseOf('2.5'), 'durationHours')).toEqual({ hours: 2.5 });
    expect(valuesFromParse(parseOf('3 hrs'), 'durationHours')).toEqual({ hours: 3 });
  });

  it('does not take an unrelated answer as the field', () => {
    expect(valuesFromParse(parseOf('no idea'), 'zipCode')).toEqual({});
    expect(valuesFromParse(parseOf('around 40'), 'durationHours')).toEqual({});
    expect(valuesFromParse(parseOf('94110'), 'city')).toEqual({});
    expect(valuesFromParse(parseOf('94110'), null)).toEqual({});
  });

  it('prefers what the parse understood over the raw answer', () => {
    expect(valuesFromParse(parseOf('94110 San Francisco', { zipCode: '94110', city: 'San Francisco' }), 'city')).toEqual({
      zipCode: '94110',
      city: 'San Francisco',
    });
  });
});

describe('describeUnderstood', () => {
  it('words what a parse set', () => {
    const set = { serviceId: '2', hours: 3, zipCode: '94110' };
    const words = describeUnderstood(set, { ...EMPTY_VALUES, ...set }, () => 'Deep Cleaning', (v) => v);
    expect(words).toEqual(['Deep Cleaning', '3 hours', '94110']);
  });
});

describe('readingNote', () => {
  const words = (iso: string) => (iso === '2026-12-08T17:00:00.000Z' ? 'Tuesday, December 8 at 9:00 AM' : 'Tuesday, December 1 at 9:00 AM');
  it('gives the reading chosen for ambiguous words and the other one', () => {
    const result = { ...parseOf('next Tuesday', { scheduledAt: '2026-12-08T17:00:00.000Z' }), reading: { phrase: 'next Tuesday', kind: 'AMBIGUOUS', alternativeAt: '2026-12-01T17:00:00.000Z' } };
    expect(readingNote(result, words)).toBe('I read "next Tuesday" as Tuesday, December 8 at 9:00 AM. If you meant Tuesday, December 1 at 9:00 AM, change the date.');
  });

  it('says when a past weekday was moved on or a day is too soon, and nothing for a plain reading', () => {
    const moved = { ...parseOf('tues 9am', { scheduledAt: '2026-12-08T17:00:00.000Z' }), reading: { phrase: 'tuesday 9am', kind: 'NEXT_OCCURRENCE', alternativeAt: null } };
    expect(readingNote(moved, words)).toBe('"tuesday 9am" has passed or is less than 2 hours away, so I took the next one: Tuesday, December 8 at 9:00 AM.');
    const soon = { ...parseOf('today at 11am'), reading: { phrase: 'today at 11am', kind: 'TOO_SOON', alternativeAt: null } };
    expect(readingNote(soon, words)).toBe('"today at 11am" is less than 2 hours away, too soon to book.');
    expect(readingNote({ ...parseOf('tomorrow 9am'), reading: { phrase: 'tomorrow 9am', kind: 'AS_WRITTEN', alternativeAt: null } }, words)).toBeNull();
    expect(readingNote(parseOf('house cleaning'), words)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { draftInput, nearbyTimes, readDraft, type BookingDraft } from './bookingDraft';

const draft: BookingDraft = {
  serviceId: '1',
  serviceName: 'House Cleaning',
  category: 'Cleaning',
  date: '2030-03-12',
  time: '10:00',
  hours: 3,
  address: '742 Valencia St',
  city: 'San Francisco',
  zipCode: '94110',
  notes: '',
};

/** A local instant (the viewer's zone), as nearbyTimes reads dates. */
const local = (text: string) => new Date(text);

describe('readDraft', () => {
  it('reads a draft from the router state and refuses anything else', () => {
    expect(readDraft({ draft })).toEqual(draft);
    expect(readDraft(null)).toBeNull();
    expect(readDraft({})).toBeNull();
    expect(readDraft({ draft: { ...draft, hours: '3' } })).toBeNull();
    expect(readDraft({ draft: { ...draft, zipCode: undefined } })).toBeNull();
  });
});

describe('draftInput', () => {
  it('sends empty notes as absent and the start as a UTC instant', () => {
    const input = draftInput(draft);
    expect(input.notes).toBeUndefined();
    expect(input.scheduledAt).toBe(local('2030-03-12T10:00').toISOString());
    expect(input.durationHours).toBe(3);
  });
});

describe('nearbyTimes', () => {
  const now = local('2030-03-01T08:00');

  it('offers 2 hours earlier and later, then the same time 1 and 2 days later', () => {
    expect(nearbyTimes(draft, now)).toEqual([
      { date: '2030-03-12', time: '08:00' },
      { date: '2030-03-12', time: '12:00' },
      { date: '2030-03-13', time: '10:00' },
      { date: '2030-03-14', time: '10:00' },
    ]);
  });

  it('leaves out starts outside the bookable slots (07:00 to 20:00)', () => {
    expect(nearbyTimes({ date: '2030-03-12', time: '07:30' }, now)).toEqual([
      { date: '2030-03-12', time: '09:30' },
      { date: '2030-03-13', time: '07:30' },
      { date: '2030-03-14', time: '07:30' },
    ]);
    expect(nearbyTimes({ date: '2030-03-12', time: '19:00' }, now).map((t) => t.time)).toEqual(['17:00', '19:00', '19:00']);
  });

  it('leaves out starts less than 2 hours ahead', () => {
    expect(nearbyTimes({ date: '2030-03-01', time: '11:00' }, now)).toEqual([
      { date: '2030-03-01', time: '13:00' },
      { date: '2030-03-02', time: '11:00' },
      { date: '2030-03-03', time: '11:00' },
    ]);
  });

  it('crosses a month end', () => {
    expect(nearbyTimes({ date: '2030-03-31', time: '10:00' }, now).slice(2)).toEqual([
      { date: '2030-04-01', time: '10:00' },
      { date: '2030-04-02', time: '10:00' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { formatPlanDayTime, zonedParts, zonedTimeToUtc } from './planTime';

describe('plan times at the address (docs/decisions/0033)', () => {
  it('reads a UTC instant as the wall clock of the zone', () => {
    expect(zonedParts('2026-03-09T16:00:00.000Z', 'America/Los_Angeles')).toEqual({ date: '2026-03-09', time: '09:00' });
    expect(zonedParts('2026-03-02T17:00:00.000Z', 'America/Los_Angeles')).toEqual({ date: '2026-03-02', time: '09:00' });
  });

  it('keeps 9:00 local on both sides of the March and November changes', () => {
    expect(zonedTimeToUtc('2026-03-02', '09:00', 'America/Los_Angeles').toISOString()).toBe('2026-03-02T17:00:00.000Z');
    expect(zonedTimeToUtc('2026-03-09', '09:00', 'America/Los_Angeles').toISOString()).toBe('2026-03-09T16:00:00.000Z');
    expect(zonedTimeToUtc('2026-10-26', '09:00', 'America/Los_Angeles').toISOString()).toBe('2026-10-26T16:00:00.000Z');
    expect(zonedTimeToUtc('2026-11-02', '09:00', 'America/Los_Angeles').toISOString()).toBe('2026-11-02T17:00:00.000Z');
  });

  it('round-trips a local date and time', () => {
    for (const zone of ['America/New_York', 'America/Chicago', 'Pacific/Honolulu', 'UTC']) {
      const instant = zonedTimeToUtc('2026-12-07', '14:30', zone);
      expect(zonedParts(instant, zone)).toEqual({ date: '2026-12-07', time: '14:30' });
    }
  });

  it('formats a visit in the zone of the address, not the viewer', () => {
    expect(formatPlanDayTime('2026-12-07T17:00:00.000Z', 'America/Los_Angeles')).toBe('Mon, Dec 7, 2026 at 9:00 AM');
    expect(formatPlanDayTime('2026-12-07T17:00:00.000Z', 'America/New_York')).toBe('Mon, Dec 7, 2026 at 12:00 PM');
  });
});

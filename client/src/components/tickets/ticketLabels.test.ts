import { describe, expect, it } from 'vitest';
import { TICKET_STATUSES, ticketMessage, ticketSubject } from '../../../../schema/tickets';
import { STATUS_COUNT_KEY, formatMinutes, personName } from './ticketLabels';

describe('ticket page helpers', () => {
  it('formats durations in hours and minutes', () => {
    expect(formatMinutes(null)).toBe('No data yet');
    expect(formatMinutes(0.4)).toBe('Under 1 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(200)).toBe('3 h 20 min');
  });

  it('names people, and people whose account is gone', () => {
    expect(personName({ firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(personName(null)).toBe('Former user');
  });

  it('has a counter key for every status', () => {
    expect(Object.keys(STATUS_COUNT_KEY)).toEqual([...TICKET_STATUSES]);
  });

  it("checks the forms with the server's subject and message rules", () => {
    expect(ticketSubject.safeParse('  Hi  ').error?.issues[0]?.message).toBe('The subject must be at least 3 characters');
    expect(ticketSubject.parse('  Gate code  ')).toBe('Gate code');
    expect(ticketMessage.safeParse('   ').error?.issues[0]?.message).toBe('Please write a message');
    expect(ticketMessage.safeParse('x'.repeat(5001)).error?.issues[0]?.message).toBe('The message must be at most 5000 characters');
  });
});

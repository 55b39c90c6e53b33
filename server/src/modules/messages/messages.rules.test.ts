import { describe, expect, it } from 'vitest';
import { authorNameOf, quickRepliesOpen, quickRepliesWindow, screensContactDetails, threadClosesAt, threadOpen, threadRoleOf, unreadWhere } from './messages.rules.js';

const customer = { id: 'c1', role: 'customer' as const };
const cleaner = { id: 'k1', role: 'cleaner' as const };
const start = new Date('2027-03-01T15:00:00.000Z');
const booking = { customerId: 'c1', cleanerId: 'k1', acceptedAt: new Date('2027-02-20T10:00:00.000Z'), status: 'confirmed' as const, scheduledAt: start, durationMinutes: 120 };

describe('thread membership (docs/decisions/0034)', () => {
  it('names the customer, the accepted cleaner and admins as support; anyone else is not a member', () => {
    expect(threadRoleOf(customer, booking)).toBe('customer');
    expect(threadRoleOf(cleaner, booking)).toBe('cleaner');
    expect(threadRoleOf({ id: 'a1', role: 'admin' }, booking)).toBe('support');
    expect(threadRoleOf({ id: 'c2', role: 'customer' }, booking)).toBeNull();
    expect(threadRoleOf({ id: 'k2', role: 'cleaner' }, booking)).toBeNull();
    expect(threadRoleOf(null, booking)).toBeNull();
  });

  it('a cleaner asked but not accepted, or reassigned away, is not a member', () => {
    expect(threadRoleOf(cleaner, { ...booking, acceptedAt: null, status: 'pending_cleaner_response' })).toBeNull();
    expect(threadRoleOf(cleaner, { ...booking, status: 'rejected' })).toBeNull();
    expect(threadRoleOf(cleaner, { ...booking, cleanerId: 'k2' })).toBeNull();
    expect(threadRoleOf(cleaner, { ...booking, status: 'cancelled' })).toBe('cleaner');
  });
});

describe('thread open (docs/decisions/0034: read-only 7 days after the end)', () => {
  it('closes 7 days after scheduledAt + duration', () => {
    expect(threadClosesAt(booking).toISOString()).toBe('2027-03-08T17:00:00.000Z');
    expect(threadOpen(booking, new Date('2027-03-08T16:59:59.999Z'))).toBe(true);
    expect(threadOpen(booking, new Date('2027-03-08T17:00:00.000Z'))).toBe(false);
  });

  it('is closed before the cleaner accepts and once the booking is cancelled', () => {
    expect(threadOpen({ ...booking, acceptedAt: null, status: 'pending' }, start)).toBe(false);
    expect(threadOpen({ ...booking, status: 'cancelled' }, start)).toBe(false);
    expect(threadOpen({ ...booking, status: 'completed' }, start)).toBe(true);
  });
});

describe('quick replies window (docs/decisions/0034: 3 h before the start until the end)', () => {
  it('opens at scheduledAt - 180 min (included) and closes at the job\'s end (excluded)', () => {
    expect(quickRepliesWindow(booking)).toEqual({ opensAt: new Date('2027-03-01T12:00:00.000Z'), closesAt: new Date('2027-03-01T17:00:00.000Z') });
    expect(quickRepliesOpen(booking, new Date('2027-03-01T11:59:59.999Z'))).toBe(false);
    expect(quickRepliesOpen(booking, new Date('2027-03-01T12:00:00.000Z'))).toBe(true);
    expect(quickRepliesOpen(booking, start)).toBe(true);
    expect(quickRepliesOpen(booking, new Date('2027-03-01T16:59:59.999Z'))).toBe(true);
    expect(quickRepliesOpen(booking, new Date('2027-03-01T17:00:00.000Z'))).toBe(false);
    expect(quickRepliesOpen(booking, new Date('2027-02-27T15:00:00.000Z'))).toBe(false);
  });

  it('is open only for a confirmed or in-progress booking the cleaner accepted', () => {
    const inside = new Date('2027-03-01T14:00:00.000Z');
    expect(quickRepliesOpen({ ...booking, status: 'in_progress' }, inside)).toBe(true);
    expect(quickRepliesOpen({ ...booking, status: 'completed' }, inside)).toBe(false);
    expect(quickRepliesOpen({ ...booking, status: 'cancelled' }, inside)).toBe(false);
    expect(quickRepliesOpen({ ...booking, acceptedAt: null, status: 'pending_cleaner_response' }, inside)).toBe(false);
  });
});

describe('screening and names', () => {
  it('screens members before the start only, never support', () => {
    expect(screensContactDetails('customer', booking, new Date(start.getTime() - 1))).toBe(true);
    expect(screensContactDetails('cleaner', booking, start)).toBe(false);
    expect(screensContactDetails('support', booking, new Date(0))).toBe(false);
  });

  it('shows a first name and last initial, or the support name', () => {
    expect(authorNameOf('cleaner', { firstName: 'Maria', lastName: 'garcia' })).toBe('Maria G.');
    expect(authorNameOf('customer', { firstName: 'Jane', lastName: 'Doe' })).toBe('Jane');
    expect(authorNameOf('support', { firstName: 'Ann', lastName: 'Admin' })).toBe('Comfort Life support');
  });
});

describe('unread', () => {
  it('counts messages by others after the read mark, or all of them before any read', () => {
    const at = new Date('2027-03-01T10:00:00.000Z');
    expect(unreadWhere('b1', 'u1', at)).toEqual({ bookingId: 'b1', authorId: { not: 'u1' }, createdAt: { gt: at } });
    expect(unreadWhere('b1', 'u1', null)).toEqual({ bookingId: 'b1', authorId: { not: 'u1' } });
  });
});

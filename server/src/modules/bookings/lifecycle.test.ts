import { describe, expect, it } from 'vitest';
import { allowedActions, STATUS_LABELS, TRANSITIONS, type BookingFacts, type Viewer } from './lifecycle.js';

const now = new Date('2026-12-01T12:00:00Z');
const inDays = (d: number) => new Date(now.getTime() + d * 86_400_000);
const customer: Viewer = { id: 'cust', role: 'customer', approved: false };
const cleaner: Viewer = { id: 'clean', role: 'cleaner', approved: true };
const pendingCleaner: Viewer = { id: 'clean', role: 'cleaner', approved: false };
const admin: Viewer = { id: 'adm', role: 'admin', approved: false };
const booking = (over: Partial<BookingFacts> = {}): BookingFacts => ({
  status: 'pending',
  customerId: 'cust',
  cleanerId: null,
  scheduledAt: inDays(3),
  ...over,
});

describe('booking lifecycle table', () => {
  it('labels every status as spec section 4 does', () => {
    expect(STATUS_LABELS.pending_cleaner_response).toBe('Awaiting Cleaner Response');
    expect(Object.keys(STATUS_LABELS).sort()).toEqual(
      ['cancelled', 'completed', 'confirmed', 'in_progress', 'pending', 'pending_cleaner_response', 'rejected'].sort(),
    );
  });

  it('never leaves a terminal status', () => {
    for (const from of Object.values(TRANSITIONS).flat()) {
      expect(['completed', 'cancelled', 'rejected']).not.toContain(from);
    }
  });
});

describe('allowedActions', () => {
  it('lets the cleaner of a confirmed instant job cancel it, and no other job of theirs', () => {
    const confirmed = booking({ status: 'confirmed', cleanerId: 'clean', scheduledAt: inDays(3) });
    expect(allowedActions(cleaner, { ...confirmed, instantAt: now }, false, now)).toEqual(['CANCEL']);
    expect(allowedActions(cleaner, confirmed, false, now)).toEqual([]);
    expect(allowedActions({ ...cleaner, id: 'other' }, { ...confirmed, instantAt: now }, false, now)).toEqual([]);
  });

  it('offers accept and reject of an open job to an approved cleaner it is open to', () => {
    expect(allowedActions(cleaner, booking(), true, now)).toEqual(['ACCEPT', 'REJECT']);
    expect(allowedActions(cleaner, booking(), false, now)).toEqual([]);
    expect(allowedActions(pendingCleaner, booking(), true, now)).toEqual([]);
  });

  it('offers accept and reject of a requested job only to the cleaner asked', () => {
    const asked = booking({ status: 'pending_cleaner_response', cleanerId: 'clean' });
    expect(allowedActions(cleaner, asked, false, now)).toEqual(['ACCEPT', 'REJECT']);
    expect(allowedActions({ ...cleaner, id: 'other' }, asked, false, now)).toEqual([]);
  });

  it('offers start from 60 minutes before the scheduled time, then complete', () => {
    const confirmed = (at: Date) => booking({ status: 'confirmed', cleanerId: 'clean', scheduledAt: at });
    expect(allowedActions(cleaner, confirmed(new Date(now.getTime() + 61 * 60_000)), false, now)).toEqual([]);
    expect(allowedActions(cleaner, confirmed(new Date(now.getTime() + 60 * 60_000)), false, now)).toEqual(['START']);
    expect(allowedActions(cleaner, booking({ status: 'in_progress', cleanerId: 'clean' }), false, now)).toEqual(['COMPLETE']);
  });

  it('lets the customer cancel their own booking until it is under way', () => {
    expect(allowedActions(customer, booking(), false, now)).toEqual(['CANCEL']);
    expect(allowedActions(customer, booking({ status: 'confirmed', cleanerId: 'clean' }), false, now)).toEqual(['CANCEL']);
    expect(allowedActions(customer, booking({ status: 'in_progress', cleanerId: 'clean' }), false, now)).toEqual([]);
    expect(allowedActions({ ...customer, id: 'someone-else' }, booking(), false, now)).toEqual([]);
  });

  it('lets an admin complete or cancel a job under way, and nothing once it is over', () => {
    expect(allowedActions(admin, booking({ status: 'in_progress', cleanerId: 'clean' }), false, now)).toEqual(['COMPLETE', 'CANCEL']);
    expect(allowedActions(admin, booking({ status: 'completed', cleanerId: 'clean' }), false, now)).toEqual([]);
  });

  it('lets an admin assign a cleaner and edit the details until the job starts (ADMIN_CHANGEABLE)', () => {
    expect(allowedActions(admin, booking(), false, now)).toEqual(['ASSIGN', 'EDIT_DETAILS', 'CANCEL']);
    expect(allowedActions(admin, booking({ status: 'pending_cleaner_response', cleanerId: 'clean' }), false, now)).toEqual(['ASSIGN', 'EDIT_DETAILS', 'CANCEL']);
    expect(allowedActions(admin, booking({ status: 'confirmed', cleanerId: 'clean' }), false, now)).toEqual(['ASSIGN', 'EDIT_DETAILS', 'CANCEL']);
    expect(allowedActions(admin, booking({ status: 'in_progress', cleanerId: 'clean' }), false, now)).not.toContain('ASSIGN');
    expect(allowedActions(admin, booking({ status: 'cancelled' }), false, now)).toEqual([]);
    expect(allowedActions(null, booking(), true, now)).toEqual([]);
  });
});

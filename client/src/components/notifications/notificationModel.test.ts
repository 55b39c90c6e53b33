/**
 * Spec section 8 "Notification action failure": the message a failed notification action shows,
 * from the mutation Outcome (lib/mutation.ts).
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { failureOf } from '../../lib/mutation';
import { actionAlert, actionFailure, requestDeadline } from './notificationModel';

describe('actionFailure', () => {
  it('says "Network error" when no answer came', () => {
    expect(actionFailure(failureOf(new AppError('NETWORK_ERROR', 'Unable to connect. Please try again.')))).toBe('Network error. Please try again.');
  });

  it('gives the server reason of an error member after "Failed to perform action"', () => {
    const failure = failureOf({ __typename: 'ConflictError', code: 'CONFLICT_ERROR', message: 'This job was already taken' });
    expect(actionFailure(failure)).toBe('Failed to perform action: This job was already taken.');
  });

  it("is shown in the alert after 'Error: '", () => {
    expect(actionAlert('Network error. Please try again.')).toBe('Error: Network error. Please try again.');
  });
});

describe('requestDeadline', () => {
  const accept = { type: 'accept' as const, label: 'Accept', data: {} };
  const decline = { type: 'decline' as const, label: 'Decline', data: {} };

  it('reads data.expiresAt of a notification that can be accepted', () => {
    expect(requestDeadline({ bookingId: 'b1', expiresAt: '2026-11-27T21:15:00.000Z' }, [accept, decline])).toBe('2026-11-27T21:15:00.000Z');
  });

  it('is null without an accept action or a readable deadline', () => {
    expect(requestDeadline({ bookingId: 'b1', expiresAt: '2026-11-27T21:15:00.000Z' }, [decline])).toBeNull();
    expect(requestDeadline({ bookingId: 'b1' }, [accept])).toBeNull();
    expect(requestDeadline({ expiresAt: 'soon' }, [accept])).toBeNull();
    expect(requestDeadline(null, [accept])).toBeNull();
  });
});

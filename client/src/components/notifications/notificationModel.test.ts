/**
 * Spec section 8 "Notification action failure": the message a failed notification action shows,
 * from the mutation Outcome (lib/mutation.ts).
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { failureOf } from '../../lib/mutation';
import { actionFailure } from './notificationModel';

describe('actionFailure', () => {
  it('says "Network error" when no answer came', () => {
    expect(actionFailure(failureOf(new AppError('NETWORK_ERROR', 'Unable to connect. Please try again.')))).toBe('Network error. Please try again.');
  });

  it('gives the server reason of an error member after "Failed to perform action"', () => {
    const failure = failureOf({ __typename: 'ConflictError', code: 'CONFLICT_ERROR', message: 'This job was already taken' });
    expect(actionFailure(failure)).toBe('Failed to perform action: This job was already taken.');
  });
});

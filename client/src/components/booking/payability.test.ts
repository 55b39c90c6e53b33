/**
 * "Pay now" is offered on one-time bookings only; a plan visit (charged automatically by the
 * visit-charge job) shows what its charge is doing instead.
 */
import { describe, expect, it } from 'vitest';
import { automaticChargeNote, isPayable } from './payability';

const oneOff = (status: string, paymentStatus: string) => ({ status, paymentStatus, recurring: false });
const visit = (status: string, paymentStatus: string) => ({ status, paymentStatus, recurring: true });

describe('isPayable', () => {
  it('offers "Pay now" on a one-time booking until it is paid, never once closed', () => {
    for (const paymentStatus of ['unpaid', 'pending', 'failed']) expect(isPayable(oneOff('confirmed', paymentStatus))).toBe(true);
    for (const paymentStatus of ['paid', 'refunded', 'partially_refunded']) expect(isPayable(oneOff('confirmed', paymentStatus))).toBe(false);
    expect(isPayable(oneOff('cancelled', 'unpaid'))).toBe(false);
    expect(isPayable(oneOff('rejected', 'failed'))).toBe(false);
  });

  it('never offers "Pay now" on a plan visit, whatever its payment status', () => {
    for (const status of ['pending', 'pending_cleaner_response', 'confirmed', 'in_progress', 'completed'])
      for (const paymentStatus of ['unpaid', 'pending', 'failed', 'paid']) expect(isPayable(visit(status, paymentStatus)), `${status}/${paymentStatus}`).toBe(false);
  });
});

describe('automaticChargeNote', () => {
  it('says what the automatic charge of a plan visit is doing', () => {
    expect(automaticChargeNote(visit('confirmed', 'unpaid'))).toMatch(/^Charged automatically .* before the visit/);
    expect(automaticChargeNote(visit('confirmed', 'pending'))).toMatch(/in progress/);
    expect(automaticChargeNote(visit('confirmed', 'failed'))).toMatch(/failed/);
  });

  it('says nothing for a one-time booking, a closed visit, or one already paid or refunded', () => {
    expect(automaticChargeNote(oneOff('confirmed', 'unpaid'))).toBeNull();
    expect(automaticChargeNote(visit('cancelled', 'unpaid'))).toBeNull();
    expect(automaticChargeNote(visit('confirmed', 'paid'))).toBeNull();
    expect(automaticChargeNote(visit('cancelled', 'refunded'))).toBeNull();
  });
});

/**
 * Cleaner payouts and connected accounts (issue 7 "Payouts (cleaner)").
 * Skeleton: filled in by the payouts work.
 */

/**
 * Schedules the cleaner's share of a booking as a payout after the hold (PAYOUT_HOLD_HOURS), once
 * per booking: when it is completed and paid, or cancelled with money kept and a cleaner assigned.
 * Does nothing otherwise, or when the payout exists already.
 */
export async function schedulePayout(_bookingId: string): Promise<void> {
  // TODO(issue 7, payouts): implement.
}

/**
 * Instant booking's late-cancellation rule in plain words (issue 31; docs/decisions/0044), shared
 * by the cleaner's availability page and the cancel dialog of an instant job.
 */
import { formatCount } from '../../../../schema/format';

/** The rule's numbers, as `InstantBook.lateCancellationRule` gives them. */
export interface LateCancellationRule {
  count: number;
  windowDays: number;
  suspensionDays: number;
  lateHours: number;
}

/**
 * "Cancelling an instant job less than 24 hours before it starts is a late cancellation. 2 late
 * cancellations within 30 days pause your instant booking for 14 days."
 */
export function lateCancellationRuleText(rule: LateCancellationRule): string {
  const count = rule.count === 1 ? 'One late cancellation' : formatCount(rule.count, 'late cancellation');
  return (
    `Cancelling an instant job less than ${formatCount(rule.lateHours, 'hour')} before it starts is a late cancellation. ` +
    `${count} within ${formatCount(rule.windowDays, 'day')} ${rule.count === 1 ? 'pauses' : 'pause'} your instant booking for ${formatCount(rule.suspensionDays, 'day')}.`
  );
}

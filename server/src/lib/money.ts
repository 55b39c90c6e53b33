/** Money formatting for messages (amounts are integer cents everywhere else); schema/format.ts. */
import { formatCents } from '../../../schema/format.js';

/** "$12.50" from 1250 cents (USD, two decimals, en-US grouping; for notification and error texts). */
export const dollars = (cents: number): string => formatCents(cents);

/** Money formatting for messages (amounts are integer cents everywhere else). */

/** "$12.50" from 1250 cents (USD, two decimals; for notification and error texts). */
export const dollars = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

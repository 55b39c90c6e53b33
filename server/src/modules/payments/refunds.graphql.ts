/**
 * Refunds, the cancellation policy and admin payment tools (issue 7 "Cancellation policy as data"
 * and "Refunds (admin)"). Same service as the /api routes in refunds.rest.ts. Money in cents.
 */
export {};

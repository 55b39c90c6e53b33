/**
 * Earnings reads for cleaners and admins (issue 7 "Payouts": /cleaner/earnings,
 * /admin/cleaners/earnings). Same service as the /api routes in earnings.rest.ts. Money in cents.
 */
export {};

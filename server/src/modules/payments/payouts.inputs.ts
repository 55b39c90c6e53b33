/** Inputs of payouts (docs/decisions/0018), validated on the GraphQL arguments of payouts.graphql.ts (docs/decisions/0024), which the /api rows run. */
import { z } from 'zod';
import { text } from '../../../../schema/rules.js';

/** POST /api/bookings/{id}/report-problem and GraphQL reportBookingProblem. */
export const reportProblemInput = z.object({
  reason: text({
    required: 'Please describe the problem',
    min: [3, 'Please describe the problem (at least 3 characters)'],
    max: [1000, 'The description must be at most 1000 characters'],
    multiline: true,
  }).meta({ description: 'What went wrong (3 to 1,000 characters); admins read it before releasing or refunding.' }),
});

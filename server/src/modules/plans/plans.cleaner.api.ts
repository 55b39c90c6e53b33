/**
 * /api/plans rows of the plan's cleaner (docs/decisions/0033) over
 * plans.cleaner.api.graphql: accept the series, decline one visit (`:date` is the visit's local
 * date "YYYY-MM-DD") or the whole series, at least 48 hours ahead. Answers `{ success, plan }`.
 */
import type { ApiRoute } from '../../rest/router.js';

export const plansCleanerApi: ApiRoute[] = [
  { method: 'POST', path: '/plans/:id/accept', operation: 'AcceptPlanSeries', tag: 'Plans', summary: "Accept a plan's whole series (its cleaner)", answer: 'spread' },
  {
    method: 'POST',
    path: '/plans/:id/visits/:date/decline',
    operation: 'DeclinePlanVisit',
    tag: 'Plans',
    summary: 'Decline one visit of a plan (its cleaner, 48 h ahead)',
    params: { date: 'string' },
    answer: 'spread',
  },
  { method: 'POST', path: '/plans/:id/decline', operation: 'DeclinePlanSeries', tag: 'Plans', summary: "Decline a plan's whole series (its cleaner)", answer: 'spread' },
];

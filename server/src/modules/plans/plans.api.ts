/**
 * /api/plans rows (docs/decisions/0033) over plans.api.graphql: a customer's plans (create, preview,
 * list, read, change, skip or move a visit, cancel); admins list and read every plan. `:date` is a
 * visit's local date "YYYY-MM-DD". Answers `{ success, plan }`, `{ success, preview }` and
 * `{ success, plans, page, limit, total }`. POST /plans/preview precedes /plans/:id rows, and the
 * discounts' GET /plans/discounts precedes GET /plans/:id (rest/routes.ts).
 */
import type { ApiRoute } from '../../rest/router.js';

export const plansApi: ApiRoute[] = [
  { method: 'POST', path: '/plans/preview', operation: 'PreviewPlan', tag: 'Plans', summary: "Check a plan's visits before creating it" },
  { method: 'POST', path: '/plans', operation: 'CreatePlan', tag: 'Plans', summary: 'Create a recurring plan', status: 201, answer: 'spread' },
  { method: 'GET', path: '/plans', operation: 'ListPlans', tag: 'Plans', summary: 'List plans', answer: 'spread' },
  { method: 'GET', path: '/plans/:id', operation: 'GetPlan', tag: 'Plans', summary: 'One plan with its visits' },
  { method: 'PUT', path: '/plans/:id', operation: 'UpdatePlan', tag: 'Plans', summary: "Change a plan's time or frequency, pause or resume it", answer: 'spread', body: { strict: true } },
  { method: 'DELETE', path: '/plans/:id', operation: 'CancelPlan', tag: 'Plans', summary: 'Cancel a plan', answer: 'spread' },
  { method: 'POST', path: '/plans/:id/visits/:date/skip', operation: 'SkipPlanVisit', tag: 'Plans', summary: 'Skip one visit', params: { date: 'string' }, answer: 'spread' },
  { method: 'POST', path: '/plans/:id/visits/:date/move', operation: 'MovePlanVisit', tag: 'Plans', summary: 'Move one visit', params: { date: 'string' }, answer: 'spread' },
];

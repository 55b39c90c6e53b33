/**
 * The plan cleaner's answers over GraphQL (docs/decisions/0033: the cleaner sees plan
 * visits as recurring and accepts the series, or declines one visit or the whole series at least
 * 48 h ahead), also serving POST /api/plans/{id}/accept, /visits/{date}/decline and /decline
 * through the bridge (plans.cleaner.api.ts). The role is each field's authScopes (an approved
 * cleaner); whether the plan is theirs is decided in plans.cleaner.ts (anyone else's: 404).
 */
import { builder } from '../../builder.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { db } from '../../db.js';
import { actor } from '../../lib/guards.js';
import { fieldArgs } from '../../lib/validate.js';
import { approvedCleanerRefusal } from '../bookings/bookings.service.js';
import { PlanRef } from './plans.graphql.js';
import { acceptPlanSeries, declinePlanSeries, declinePlanVisit } from './plans.cleaner.js';
import { declineSeriesInput, declineVisitInput } from './plans.cleaner.inputs.js';

const errors = [ValidationError, NotFoundError, ConflictError];

/** The plan as it is after the change (the Plan object's fields read the rest). */
const planById = (id: string) => db.plan.findUniqueOrThrow({ where: { id } });

builder.mutationFields((t) => ({
  acceptPlanSeries: t.field({
    type: PlanRef,
    authScopes: { approvedCleaner: true },
    unauthorizedError: (_root, _args, ctx) => approvedCleanerRefusal(ctx),
    errors: { types: errors },
    description:
      "The plan's cleaner accepts the whole series (POST /api/plans/{id}/accept; docs/decisions/0033): every booked visit still asking them becomes confirmed with them (as an accept of each: the exclusion constraint and the travel buffer apply, a visit that breaks them stays a request), `seriesAccepted` becomes true and later visits are booked confirmed with them. Accepting any one visit (acceptBooking) does the same. Accepting an accepted series changes nothing. Errors: NotFoundError (not their plan), ConflictError (the plan is cancelled or ended), AuthorizationError (not an approved cleaner).",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => planById(await acceptPlanSeries(actor(ctx).id, String(id), new Date())),
  }),
  declinePlanVisit: t.field({
    type: PlanRef,
    authScopes: { approvedCleaner: true },
    unauthorizedError: (_root, _args, ctx) => approvedCleanerRefusal(ctx),
    errors: { types: errors },
    description:
      "The plan's cleaner declines one visit with a reason (POST /api/plans/{id}/visits/{date}/decline; docs/decisions/0033), at least 48 hours before its start: that visit goes through the request cascade on its own (the next-best free cleaner is asked, or it opens to every eligible cleaner), the customer is told who is asked and, when someone accepts, who comes instead; the plan keeps its cleaner. `date` is the visit's local date \"YYYY-MM-DD\". Errors: ValidationError (400 reason 3 to 500 characters or date; 422 'Plans can be declined at least 48 hours ahead.'), NotFoundError (not their plan, or no booked visit that date), ConflictError (the visit is not theirs, or started, ended or cancelled), AuthorizationError.",
    args: t.validate(
      { id: t.arg.id({ required: true }), date: t.arg.string({ required: true }), reason: t.arg.string({ required: true }) },
      fieldArgs(declineVisitInput),
    ),
    resolve: async (_root, { id, date, reason }, ctx) => planById(await declinePlanVisit(actor(ctx).id, id, date, reason, new Date())),
  }),
  declinePlanSeries: t.field({
    type: PlanRef,
    authScopes: { approvedCleaner: true },
    unauthorizedError: (_root, _args, ctx) => approvedCleanerRefusal(ctx),
    errors: { types: errors },
    description:
      "The plan's cleaner declines the whole series with a reason (POST /api/plans/{id}/decline; docs/decisions/0033): the plan no longer has a cleaner (`cleanerId` null, `seriesAccepted` false, `matching` best: later visits are booked through the request cascade), each of their visits at least 48 hours ahead goes through the cascade on its own, and visits inside 48 hours stay theirs. The customer is told. The answer is the plan as its customer sees it. Errors: ValidationError (reason 3 to 500 characters), NotFoundError (not their plan), AuthorizationError.",
    args: t.validate({ id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) }, fieldArgs(declineSeriesInput)),
    resolve: async (_root, { id, reason }, ctx) => planById(await declinePlanSeries(actor(ctx).id, id, reason, new Date())),
  }),
}));

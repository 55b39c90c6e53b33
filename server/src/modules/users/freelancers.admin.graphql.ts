/**
 * GraphQL of freelancer approval (docs/decisions/0020). /api/admin/freelancers and
 * /api/admin/cleaners/{id}/background-check are rows over these fields (freelancers.admin.api.ts).
 */
import { builder } from '../../builder.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { BackgroundCheckStatusEnum, UserRef } from './users.graphql.js';
import { fieldArgs } from '../../lib/validate.js';
import * as freelancers from './freelancers.admin.service.js';
import { emitDomainEvent } from '../../lib/domain-events.js';

builder.prismaObjectFields('CleanerProfile', (t) => ({
  backgroundCheckNotes: t.string({
    nullable: true,
    description: "The admin's notes on the decision (the reason of a rejection): the cleaner themselves and admins.",
    resolve: (p, _args, ctx) => (ctx.user?.id === p.userId || ctx.user?.role === 'admin' ? p.backgroundCheckNotes : null),
  }),
  backgroundCheckedAt: t.expose('backgroundCheckedAt', { type: 'DateTime', nullable: true, description: 'When the check was decided (UTC).' }),
}));

const FreelancerPageRef = builder.objectRef<Awaited<ReturnType<typeof freelancers.listPending>>>('FreelancerPage').implement({
  description: 'One page of freelancers awaiting approval, oldest application first.',
  fields: (t) => ({
    items: t.field({ type: [UserRef], resolve: (p) => p.items }),
    total: t.exposeInt('total', { description: 'All matches over every page.' }),
    page: t.exposeInt('page'),
    limit: t.exposeInt('limit'),
  }),
});

const ApprovalDecisionEnum = builder.enumType('BackgroundCheckDecision', { values: ['approved', 'rejected'] as const });
void BackgroundCheckStatusEnum;

builder.queryFields((t) => ({
  pendingFreelancers: t.field({
    type: FreelancerPageRef,
    authScopes: { admin: true },
    description:
      'Admins only: cleaners whose background check is pending, oldest application first; search (at most 100 characters) over first name, last name and email; page from 1, limit 1..100 (default 20); total = all matches. Errors: VALIDATION_ERROR (page, limit, search), AUTHENTICATION_ERROR, AUTHORIZATION_ERROR. Spec section 7 "Admin" (GET /api/admin/freelancers/pending).',
    args: t.validate({ search: t.arg.string(), page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 20 }) }, fieldArgs(freelancers.pendingListInput)),
    resolve: (_root, args) => freelancers.listPending(args),
  }),
  freelancer: t.field({
    type: UserRef,
    authScopes: { admin: true },
    description:
      "Admins only: one freelancer's account and cleaner profile, in any background-check state. Errors: NOT_FOUND_ERROR (no such user, or not a cleaner), AUTHENTICATION_ERROR, AUTHORIZATION_ERROR. Spec section 7 \"Admin\" (GET /api/admin/freelancers/{id}).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args) => freelancers.freelancer(String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  decideBackgroundCheck: t.field({
    type: UserRef,
    authScopes: { admin: true },
    errors: { types: [ValidationError, AuthorizationError, NotFoundError, ConflictError] },
    description:
      'Admins only: decides a cleaner\'s background check. approved opens jobs to the cleaner at once; rejected needs notes (the reason, 3 to 1000 characters, shown to the cleaner). The cleaner is notified and mailed either way; the decision is kept in the audit trail. Errors: ValidationError (status, notes), NotFoundError (no such cleaner), ConflictError (already in that state), AuthorizationError. Spec section 7 "Admin" (PUT /api/admin/cleaners/{id}/background-check).',
    args: t.validate(
      { cleanerId: t.arg.id({ required: true }), status: t.arg({ type: ApprovalDecisionEnum, required: true }), notes: t.arg.string() },
      freelancers.backgroundCheckInput,
    ),
    resolve: async (_root, args, ctx) => {
      const cleaner = await freelancers.decideBackgroundCheck(ctx, { ...args, notes: args.notes ?? null });
      // A rejected cleaner's plan visits go to other cleaners (issue 17).
      if (args.status === 'rejected') await emitDomainEvent('cleaner.unavailable', { cleanerId: String(args.cleanerId), why: 'unavailable' });
      return cleaner;
    },
  }),
}));

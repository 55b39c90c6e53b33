/** GraphQL of freelancer approval (issue 10): the same service functions as /api (freelancers.rest.ts). */
import { builder } from '../../builder.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { BackgroundCheckStatusEnum, UserRef } from '../users/users.graphql.js';
import * as freelancers from './freelancers.service.js';

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
    description: 'Admin: cleaners awaiting the background check, oldest first (GET /api/admin/freelancers/pending). search over name and email.',
    args: { search: t.arg.string(), page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 20 }) },
    resolve: (_root, args, ctx) => freelancers.listPending(ctx, { search: args.search ?? undefined, page: args.page, limit: args.limit }),
  }),
  freelancer: t.field({
    type: UserRef,
    authScopes: { admin: true },
    description: 'Admin: one freelancer with its profile (GET /api/admin/freelancers/{id}). Errors: NOT_FOUND_ERROR.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => freelancers.freelancer(ctx, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  decideBackgroundCheck: t.field({
    type: UserRef,
    authScopes: { admin: true },
    errors: { types: [ValidationError, AuthorizationError, NotFoundError, ConflictError] },
    description:
      'Admin: PUT /api/admin/cleaners/{id}/background-check. approved opens jobs to the cleaner at once; rejected needs notes (the reason). The cleaner is notified and mailed either way. Errors: ValidationError, NotFoundError, ConflictError (already in that state).',
    args: { cleanerId: t.arg.id({ required: true }), status: t.arg({ type: ApprovalDecisionEnum, required: true }), notes: t.arg.string() },
    resolve: (_root, args, ctx) => freelancers.decideBackgroundCheck(ctx, String(args.cleanerId), { status: args.status, notes: args.notes }),
  }),
}));

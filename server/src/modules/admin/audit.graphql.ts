/**
 * GraphQL of the audit trail (docs/decisions/0020), read across domains: the whole trail
 * (GET /api/admin/audit, a row of audit.api.ts) and the entries shown on a user's or a booking's
 * detail view.
 */
import { builder } from '../../builder.js';
import { fieldArgs } from '../../lib/validate.js';
import * as audit from '../../lib/audit.js';

const AuditActorRef = builder.objectRef<NonNullable<audit.AuditEntry['actor']>>('AuditActor').implement({
  fields: (t) => ({ id: t.exposeID('id'), firstName: t.exposeString('firstName'), lastName: t.exposeString('lastName'), email: t.exposeString('email') }),
});

export const AuditEntryRef = builder.objectRef<audit.AuditEntry>('AuditEntry').implement({
  description: 'One admin change: who, when (UTC), what, the values before and after, and why (docs/decisions/0020).',
  fields: (t) => ({
    id: t.exposeID('id'),
    actor: t.field({ type: AuditActorRef, nullable: true, description: 'The admin; null for the platform itself.', resolve: (e) => e.actor }),
    action: t.exposeString('action', { description: 'e.g. user.status, cleaner.background_check, service.update, booking.assign.' }),
    entityType: t.exposeString('entityType', { description: 'user, service, booking, payment, membership or review.' }),
    entityId: t.exposeString('entityId'),
    before: t.field({ type: 'JSON', nullable: true, resolve: (e) => e.before }),
    after: t.field({ type: 'JSON', nullable: true, resolve: (e) => e.after }),
    reason: t.exposeString('reason', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const AuditPageRef = builder.objectRef<Awaited<ReturnType<typeof audit.listAudit>>>('AuditPage').implement({
  description: 'One page of audit entries, newest first.',
  fields: (t) => ({
    items: t.field({ type: [AuditEntryRef], resolve: (p) => p.items }),
    total: t.exposeInt('total', { description: 'All matches over every page.' }),
    page: t.exposeInt('page'),
    limit: t.exposeInt('limit'),
  }),
});

builder.queryFields((t) => ({
  adminAudit: t.field({
    type: AuditPageRef,
    authScopes: { admin: true },
    description:
      'Admins only: the audit trail of admin changes (who, when in UTC, what, the values before and after, why), newest first. Filters entityType (at most 40 characters) with entityId (at most 64), actorId (a user id), action (at most 60); page from 1, limit 1..100 (default 20); total = all matches. Errors: VALIDATION_ERROR, AUTHENTICATION_ERROR, AUTHORIZATION_ERROR. docs/decisions/0020 (GET /api/admin/audit).',
    args: t.validate(
      {
        entityType: t.arg.string(),
        entityId: t.arg.string(),
        actorId: t.arg.id(),
        action: t.arg.string(),
        page: t.arg.int({ defaultValue: 1 }),
        limit: t.arg.int({ defaultValue: 20 }),
      },
      fieldArgs(audit.auditListInput),
    ),
    resolve: (_root, args) => audit.listAudit(args),
  }),
}));

/**
 * Instant booking in GraphQL (issue 31; docs/decisions/0044-instant-booking.md): a cleaner's
 * rules (`myInstantBook`, `setInstantBook`; GET/PUT /api/users/instant-book) and the admins'
 * late-cancellation rule (`instantBookPolicy`, `setInstantBookPolicy`; GET/PUT
 * /api/admin/instant-book-rule). Limits come from instant.inputs.ts (schema/rules.ts
 * INSTANT_BOOK_LIMITS).
 */
import { builder } from '../../builder.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import type { InstantBookPolicy } from '../../generated/prisma/client.js';
import { instantBookInput, instantBookPolicyInput } from './instant.inputs.js';
import * as instant from './instant.service.js';
import * as policy from './instant-policy.service.js';

const RULE_FIELDS = {
  enabled: 'Instant booking is on: a booking inside these rules is confirmed in its own request.',
  serviceIds: 'Service ids booked instantly; [] = every service the cleaner offers.',
  maxDistanceMiles: "Longest distance, miles (home zip centroid to the job's), 1..the cleaner's service radius.",
  minNoticeHours: 'Shortest notice, whole hours between booking and start, 0..720.',
  maxJobsPerDay: "Most instant jobs on one day in the cleaner's time zone, 1..20.",
} as const;

export const InstantBookRef = builder.objectRef<instant.InstantBookData>('InstantBook').implement({
  description:
    "A cleaner's instant-booking rules (issue 31) and whether instant booking is suspended for late cancellations. Their weekly hours, days off and the travel buffer apply as always.",
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled', { description: RULE_FIELDS.enabled }),
    serviceIds: t.exposeIntList('serviceIds', { description: RULE_FIELDS.serviceIds }),
    maxDistanceMiles: t.exposeInt('maxDistanceMiles', { description: RULE_FIELDS.maxDistanceMiles }),
    minNoticeHours: t.exposeInt('minNoticeHours', { description: RULE_FIELDS.minNoticeHours }),
    maxJobsPerDay: t.exposeInt('maxJobsPerDay', { description: RULE_FIELDS.maxJobsPerDay }),
    suspendedUntil: t.expose('suspendedUntil', {
      type: 'DateTime',
      nullable: true,
      description: 'UTC instant a suspension for late cancellations ends (no instant confirmations until then); null when not suspended.',
    }),
    suspensionReason: t.exposeString('suspensionReason', { nullable: true, description: 'Why instant booking is suspended, for the cleaner; null when not suspended.' }),
    lateCancellationRule: t.field({
      type: InstantBookPolicyRef,
      description:
        'The late-cancellation rule in force (the one admins edit; docs/decisions/0044), so the cleaner can read it before cancelling an instant job (issue 31).',
      resolve: () => policy.instantBookPolicy(),
    }),
  }),
});

const InstantBookPolicyRef = builder.objectRef<InstantBookPolicy>('InstantBookPolicy').implement({
  description:
    'The late-cancellation rule of instant booking (admins edit it; docs/decisions/0044): `count` cancellations by a cleaner of their instant jobs, each less than `lateHours` before the start, within `windowDays`, suspend their instant booking for `suspensionDays`.',
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'Late cancellations that suspend, 1..20 (default 2).' }),
    windowDays: t.exposeInt('windowDays', { description: 'Days they are counted over, 1..365 (default 30).' }),
    suspensionDays: t.exposeInt('suspensionDays', { description: 'Days instant booking stays suspended, 1..365 (default 14).' }),
    lateHours: t.exposeInt('lateHours', { description: 'A cancellation less than this many hours before the start is late, 1..168 (default 24).' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'UTC instant of the last change.' }),
  }),
});

builder.queryFields((t) => ({
  myInstantBook: t.field({
    type: InstantBookRef,
    authScopes: { cleaner: true },
    description:
      "Cleaners only: the caller's instant-booking rules (defaults when never saved: off, every service, 10 miles or their radius, 24 h notice, 2 a day) and any suspension (GET /api/users/instant-book; issue 31). Errors: AuthenticationError, AuthorizationError (not a cleaner).",
    resolve: (_root, _args, ctx) => instant.myInstantBook(ctx),
  }),
  instantBookPolicy: t.field({
    type: InstantBookPolicyRef,
    authScopes: { admin: true },
    description: 'Admins only: the late-cancellation rule of instant booking (GET /api/admin/instant-book-rule; issue 31). Errors: AuthenticationError, AuthorizationError.',
    resolve: () => policy.instantBookPolicy(),
  }),
}));

builder.mutationFields((t) => ({
  setInstantBook: t.field({
    type: InstantBookRef,
    authScopes: { cleaner: true },
    errors: {
      types: [ValidationError, NotFoundError, ConflictError],
      // The rules themselves on the success member, so PUT /api/users/instant-book answers them at the top level.
      result: {
        fields: (r) => ({
          enabled: r.boolean({ description: RULE_FIELDS.enabled, resolve: (d) => d.enabled }),
          serviceIds: r.intList({ description: RULE_FIELDS.serviceIds, resolve: (d) => d.serviceIds }),
          maxDistanceMiles: r.int({ description: RULE_FIELDS.maxDistanceMiles, resolve: (d) => d.maxDistanceMiles }),
          minNoticeHours: r.int({ description: RULE_FIELDS.minNoticeHours, resolve: (d) => d.minNoticeHours }),
          maxJobsPerDay: r.int({ description: RULE_FIELDS.maxJobsPerDay, resolve: (d) => d.maxJobsPerDay }),
          suspendedUntil: r.field({ type: 'DateTime', nullable: true, description: 'UTC end of a suspension; null when not suspended.', resolve: (d) => d.suspendedUntil }),
          suspensionReason: r.string({ nullable: true, description: 'Why it is suspended; null when not suspended.', resolve: (d) => d.suspensionReason }),
        }),
      },
    },
    description:
      "Cleaners only: replaces the caller's five instant-booking rules (PUT /api/users/instant-book; issue 31); a running suspension stays. Errors: ValidationError (400 naming the field: a bound, maxDistanceMiles above their service radius, a service in serviceIds they do not offer), AuthorizationError (not a cleaner).",
    args: t.validate(
      {
        enabled: t.arg.boolean({ required: true }),
        serviceIds: t.arg.intList({ required: true }),
        maxDistanceMiles: t.arg.int({ required: true }),
        minNoticeHours: t.arg.int({ required: true }),
        maxJobsPerDay: t.arg.int({ required: true }),
      },
      instantBookInput,
    ),
    resolve: (_root, args, ctx) => instant.setInstantBook(ctx, args),
  }),
  setInstantBookPolicy: t.field({
    type: InstantBookPolicyRef,
    authScopes: { admin: true },
    errors: { types: [ValidationError] },
    description:
      'Admins only: replaces the late-cancellation rule of instant booking, audited (`instant_book_policy.update`) (PUT /api/admin/instant-book-rule; issue 31). Suspensions already running keep their end. Errors: ValidationError (400 naming the field), AuthorizationError.',
    args: t.validate(
      {
        count: t.arg.int({ required: true }),
        windowDays: t.arg.int({ required: true }),
        suspensionDays: t.arg.int({ required: true }),
        lateHours: t.arg.int({ required: true }),
      },
      instantBookPolicyInput,
    ),
    resolve: (_root, args, ctx) => policy.setInstantBookPolicy(ctx, args),
  }),
}));

/** The User type (spec section 3) and cleaner profile. */
import { builder } from '../../builder.js';
import { ROLE_LABELS, isPendingVerification, requiresVerification } from '../auth/auth.service.js';
import { MembershipRef } from '../memberships/memberships.graphql.js';
import type { Context } from '../../context.js';

export const RoleEnum = builder.enumType('Role', {
  description: 'customer, cleaner (shown as "Freelancer") or admin.',
  values: ['customer', 'cleaner', 'admin'] as const,
});

export const BackgroundCheckStatusEnum = builder.enumType('BackgroundCheckStatus', {
  values: ['pending', 'approved', 'rejected'] as const,
});

/** Contact details are shown in full only to the person themselves and to admins. */
function canSeeContact(ctx: Context, userId: string): boolean {
  return ctx.user?.id === userId || ctx.user?.role === 'admin';
}

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

export const CleanerProfileRef = builder.prismaObject('CleanerProfile', {
  description: 'Working profile of a cleaner ("Freelancer").',
  fields: (t) => ({
    bio: t.exposeString('bio'),
    city: t.exposeString('city'),
    serviceZipPrefixes: t.exposeStringList('serviceZipPrefixes', { description: 'Zip-code prefixes served, e.g. ["941"].' }),
    yearsExperience: t.exposeInt('yearsExperience'),
    specialties: t.exposeStringList('specialties'),
    backgroundCheckStatus: t.expose('backgroundCheckStatus', { type: BackgroundCheckStatusEnum }),
    ratingAverage: t.exposeFloat('ratingAverage', { description: 'Mean rating 0 to 5.' }),
    ratingCount: t.exposeInt('ratingCount'),
  }),
});

export const UserRef = builder.prismaObject('User', {
  description: 'A person with an account (spec section 3).',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.string({
      description: 'Full address for the user themselves and admins; masked (j***@example.com) for others.',
      resolve: (u, _args, ctx) => (canSeeContact(ctx, u.id) ? u.email : maskEmail(u.email)),
    }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    fullName: t.string({ resolve: (u) => `${u.firstName} ${u.lastName}`.trim() }),
    phone: t.string({
      nullable: true,
      description: 'Only for the user themselves and admins.',
      resolve: (u, _args, ctx) => (canSeeContact(ctx, u.id) ? u.phone : null),
    }),
    role: t.expose('role', { type: RoleEnum }),
    roleLabel: t.string({ description: 'Customer, Freelancer or Admin.', resolve: (u) => ROLE_LABELS[u.role] }),
    emailVerified: t.boolean({ resolve: (u) => u.emailVerifiedAt !== null }),
    requiresVerification: t.boolean({
      description: 'True for a cleaner whose background check is not approved (spec section 4 route guard).',
      select: { cleanerProfile: { select: { backgroundCheckStatus: true } } },
      resolve: (u) => requiresVerification(u),
    }),
    isPendingVerification: t.boolean({
      description: "True while a cleaner's background check is pending.",
      select: { cleanerProfile: { select: { backgroundCheckStatus: true } } },
      resolve: (u) => isPendingVerification(u),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    cleanerProfile: t.relation('cleanerProfile', { nullable: true }),
    activeMembership: t.field({
      type: MembershipRef,
      nullable: true,
      description: 'The active, unexpired membership; null when none. Visible to the user and admins.',
      select: (_args, _ctx, nestedSelection) => ({
        memberships: nestedSelection({
          where: { status: 'active', currentPeriodEnd: { gt: new Date() } },
          orderBy: { currentPeriodEnd: 'desc' },
          take: 1,
        }),
      }),
      resolve: (u, _args, ctx) => (canSeeContact(ctx, u.id) ? (u.memberships[0] ?? null) : null),
    }),
  }),
});

/** The User type (spec section 3) and cleaner profile. */
import { builder } from '../../builder.js';
import { ROLE_LABELS, isPendingVerification, requiresVerification } from '../auth/auth.service.js';
import { disclosureOf } from './disclosure.js';
import { MembershipRef } from '../memberships/memberships.graphql.js';
import type { Context } from '../../context.js';

export const RoleEnum = builder.enumType('Role', {
  description: 'customer, cleaner (shown as "Freelancer") or admin.',
  values: ['customer', 'cleaner', 'admin'] as const,
});

export const BackgroundCheckStatusEnum = builder.enumType('BackgroundCheckStatus', {
  values: ['pending', 'approved', 'rejected'] as const,
});

/**
 * Contact details are shown in full only to the person themselves, to admins, and to the cleaner
 * holding one of their bookings when reached through that booking (Booking.customer).
 */
function canSeeContact(ctx: Context, user: { id: string }): boolean {
  return ctx.user?.id === user.id || ctx.user?.role === 'admin' || disclosureOf(user) === 'contact';
}

/** Reached through an open job by a cleaner who does not hold it: the first name only. */
const firstNameOnly = (user: object) => disclosureOf(user) === 'firstName';

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
      nullable: true,
      description:
        'Full address for the user themselves, admins and the cleaner holding their booking; masked (j***@example.com) for others; null for the customer of an open job seen by a cleaner.',
      resolve: (u, _args, ctx) => (firstNameOnly(u) ? null : canSeeContact(ctx, u) ? u.email : maskEmail(u.email)),
    }),
    firstName: t.exposeString('firstName'),
    lastName: t.string({
      nullable: true,
      description: 'Null for the customer of an open job seen by a cleaner (first name only until they accept).',
      resolve: (u) => (firstNameOnly(u) ? null : u.lastName),
    }),
    fullName: t.string({
      nullable: true,
      description: '"First Last". Null where lastName is null.',
      resolve: (u) => (firstNameOnly(u) ? null : `${u.firstName} ${u.lastName}`.trim()),
    }),
    phone: t.string({
      nullable: true,
      description: 'Only for the user themselves, admins and the cleaner holding their booking.',
      resolve: (u, _args, ctx) => (canSeeContact(ctx, u) ? u.phone : null),
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
      resolve: (u, _args, ctx) => (ctx.user?.id === u.id || ctx.user?.role === 'admin' ? (u.memberships[0] ?? null) : null),
    }),
  }),
});

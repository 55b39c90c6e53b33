/** The User type (spec section 3) and cleaner profile. */
import { builder } from '../../builder.js';
import type { Context } from '../../context.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import * as users from './users.service.js';
import { ROLE_LABELS, isPendingVerification, requiresVerification } from '../auth/auth.service.js';
import { disclosureOf } from './disclosure.js';
import { MembershipRef } from '../memberships/memberships.graphql.js';

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

// --- Profiles and availability (issue 8) -------------------------------------------------------


builder.prismaObjectFields('User', (t) => ({
  defaultAddress: t.string({
    nullable: true,
    description: 'Default service address (the user themselves and admins).',
    resolve: (u, _args, ctx) => (ctx.user?.id === u.id || ctx.user?.role === 'admin' ? u.defaultAddress : null),
  }),
  defaultCity: t.string({ nullable: true, resolve: (u, _args, ctx) => (ctx.user?.id === u.id || ctx.user?.role === 'admin' ? u.defaultCity : null) }),
  defaultZipCode: t.string({ nullable: true, resolve: (u, _args, ctx) => (ctx.user?.id === u.id || ctx.user?.role === 'admin' ? u.defaultZipCode : null) }),
  pendingEmail: t.string({
    nullable: true,
    description: 'A new address waiting for its confirmation link (the user themselves only).',
    resolve: (u, _args, ctx) => (ctx.user?.id === u.id ? u.pendingEmail : null),
  }),
  marketingEmails: t.boolean({ nullable: true, resolve: (u, _args, ctx) => (ctx.user?.id === u.id ? u.marketingEmails : null) }),
}));

builder.prismaObjectFields('CleanerProfile', (t) => ({
  offeredServiceIds: t.exposeIntList('offeredServiceIds', { description: 'Ids of the services offered; [] = every service.' }),
  timeZone: t.exposeString('timeZone', { description: 'IANA time zone of the weekly hours.' }),
}));

const HoursWindowRef = builder.objectRef<users.Availability['weeklyHours'][number]>('HoursWindow').implement({
  description: 'A working window of one weekday, local time.',
  fields: (t) => ({
    weekday: t.exposeInt('weekday', { description: '0 Sunday .. 6 Saturday.' }),
    start: t.exposeString('start', { description: 'HH:MM local.' }),
    end: t.exposeString('end', { description: 'HH:MM local (24:00 = midnight).' }),
  }),
});
const DayOffRef = builder.objectRef<users.Availability['daysOff'][number]>('DayOff').implement({
  fields: (t) => ({ date: t.exposeString('date', { description: 'Local day, YYYY-MM-DD.' }), note: t.exposeString('note', { nullable: true }) }),
});
const AvailabilityRef = builder.objectRef<users.Availability>('Availability').implement({
  description: "A cleaner's weekly hours and days off: open jobs are offered only inside them.",
  fields: (t) => ({
    timeZone: t.exposeString('timeZone'),
    hoursSet: t.exposeBoolean('hoursSet', { description: 'False until hours are first saved (then every hour is open).' }),
    weeklyHours: t.field({ type: [HoursWindowRef], resolve: (a) => a.weeklyHours }),
    daysOff: t.field({ type: [DayOffRef], description: 'From yesterday on.', resolve: (a) => a.daysOff }),
  }),
});

const HoursWindowInput = builder.inputType('HoursWindowInput', {
  fields: (t) => ({ weekday: t.int({ required: true }), start: t.string({ required: true }), end: t.string({ required: true }) }),
});
const DayOffInput = builder.inputType('DayOffInput', { fields: (t) => ({ date: t.string({ required: true }), note: t.string() }) });

const userErrors = [ValidationError, AuthorizationError, NotFoundError, ConflictError];

builder.prismaObjectField('Booking', 'availabilityWarning', (t) =>
  t.string({
    nullable: true,
    description: "For the cleaner viewing it: a warning when the job lies outside their working hours, days off or services (they may still take it); null otherwise.",
    resolve: (b, _args, ctx) => (ctx.user?.role === 'cleaner' && (b.cleanerId === null || b.cleanerId === ctx.user.id) ? users.availabilityWarning(ctx.user.id, b.id) : null),
  }),
);

builder.queryFields((t) => ({
  myAvailability: t.field({
    type: AvailabilityRef,
    authScopes: { cleaner: true },
    description: "The signed-in cleaner's weekly hours and days off.",
    resolve: (_root, _args, ctx) => users.availability(ctx),
  }),
}));

builder.mutationFields((t) => ({
  updateProfile: t.prismaField({
    type: 'User',
    authScopes: { signedIn: true },
    errors: { types: userErrors },
    description:
      'PUT /api/users/profile: name, phone, default address, marketing choice. A new email is kept as pendingEmail and a confirmation link is mailed to it. Errors: ValidationError, ConflictError (email taken).',
    args: {
      firstName: t.arg.string(),
      lastName: t.arg.string(),
      phone: t.arg.string(),
      email: t.arg.string(),
      defaultAddress: t.arg.string(),
      defaultCity: t.arg.string(),
      defaultZipCode: t.arg.string(),
      marketingEmails: t.arg.boolean(),
    },
    resolve: async (_query, _root, args, ctx) =>
      (await users.updateProfile(ctx, Object.fromEntries(Object.entries(args).filter(([k, v]) => v !== undefined && !(v === null && ['firstName', 'lastName', 'email', 'marketingEmails'].includes(k)))))).user,
  }),
  changePassword: t.boolean({
    authScopes: { signedIn: true },
    errors: { types: userErrors },
    description: 'PUT /api/users/change-password: needs the current password; every other session ends. Errors: ValidationError (wrong current password, weak new one).',
    args: { currentPassword: t.arg.string({ required: true }), newPassword: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await users.changePassword(ctx, args);
      return true;
    },
  }),
  updateCleanerProfile: t.prismaField({
    type: 'User',
    authScopes: { cleaner: true },
    errors: { types: userErrors },
    description: 'PUT /api/users/cleaner-profile: bio, services offered ([] = all), zip codes served, years of experience, specialties, city.',
    args: {
      bio: t.arg.string(),
      offeredServiceIds: t.arg.intList(),
      serviceZipPrefixes: t.arg.stringList(),
      yearsExperience: t.arg.int(),
      specialties: t.arg.stringList(),
      city: t.arg.string(),
    },
    resolve: (_query, _root, args, ctx) => users.updateCleanerProfile(ctx, Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined && v !== null))),
  }),
  setAvailability: t.field({
    type: AvailabilityRef,
    authScopes: { cleaner: true },
    errors: { types: userErrors },
    description: 'PUT /api/users/availability: replaces weekly hours (in timeZone) and days off. Open jobs are then offered only inside them.',
    args: {
      timeZone: t.arg.string({ required: true }),
      weeklyHours: t.arg({ type: [HoursWindowInput], required: true }),
      daysOff: t.arg({ type: [DayOffInput], defaultValue: [] }),
    },
    resolve: (_root, args, ctx) => users.setAvailability(ctx, args),
  }),
}));

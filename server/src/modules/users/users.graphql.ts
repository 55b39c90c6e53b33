/** The User type (spec section 3) and cleaner profile. */
import { builder } from '../../builder.js';
import { db } from '../../db.js';
import type { Context } from '../../context.js';
import { AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import * as users from './users.service.js';
import { availabilityInput, changePasswordInput, cleanerProfileArgs, profileArgs } from './users.inputs.js';
import { ROLE_LABELS, isPendingVerification, requiresVerification } from '../auth/auth.service.js';
import { disclosureOf } from '../../lib/user-disclosure.js';
import { MembershipRef } from '../memberships/memberships.graphql.js';
import { emitDomainEvent } from '../../lib/domain-events.js';

export const RoleEnum = builder.enumType('Role', {
  description: 'customer, cleaner (shown as "Freelancer") or admin.',
  values: ['customer', 'cleaner', 'admin'] as const,
});

export const BackgroundCheckStatusEnum = builder.enumType('BackgroundCheckStatus', {
  values: ['pending', 'approved', 'rejected'] as const,
});

/** What the viewer `ctx` sees of a person's name and contact details (issue 20; lib/user-disclosure.ts). */
type Sight = 'all' | 'contact' | 'initial' | 'firstName';

/**
 * How much of `user` the viewer sees:
 * - 'all': the person themselves, admins, and a user marked 'self' (just signed in);
 * - 'contact': the full name and phone, never the email (a customer reached by the cleaner holding
 *   their job inside its contact window: bookings.service seesContactDetails);
 * - 'firstName': the first name only (a customer seen by any other cleaner, or by that cleaner
 *   outside the window);
 * - 'initial': first name and last initial ("Maria G."), no email or phone (everybody else, e.g.
 *   a customer seeing their cleaner).
 */
function sightOf(ctx: Context, user: { id: string; role: string }): Sight {
  const mark = disclosureOf(user);
  if (mark === 'self' || ctx.user?.id === user.id || ctx.user?.role === 'admin') return 'all';
  if (mark === 'contact') return 'contact';
  if (mark === 'firstName' || (ctx.user?.role === 'cleaner' && user.role === 'customer')) return 'firstName';
  return 'initial';
}

/** "G." for "Garcia"; '' for an empty last name. */
const lastInitial = (lastName: string) => (lastName.trim() ? `${lastName.trim().charAt(0).toUpperCase()}.` : '');

/** The last name as `sight` shows it; null for the first name only. */
function lastNameFor(sight: Sight, lastName: string): string | null {
  if (sight === 'firstName') return null;
  return sight === 'initial' ? lastInitial(lastName) : lastName;
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
        'The sign-in address: only for the user themselves and admins; null for everybody else (a cleaner never sees a customer\'s email, nor a customer a cleaner\'s: booking messages replace them; docs/decisions/0034).',
      resolve: (u, _args, ctx) => (sightOf(ctx, u) === 'all' ? u.email : null),
    }),
    firstName: t.exposeString('firstName'),
    lastName: t.string({
      nullable: true,
      description:
        'In full for the user themselves, admins and the cleaner holding the customer\'s job inside its contact window (24 hours before the start to 24 hours after the end; docs/decisions/0034); the initial ("G.") for others, e.g. a customer seeing their cleaner; null for a customer seen by any other cleaner, or outside that window (first name only).',
      resolve: (u, _args, ctx) => lastNameFor(sightOf(ctx, u), u.lastName),
    }),
    fullName: t.string({
      nullable: true,
      description: '"First Last", or "First L." where lastName is the initial. Null where lastName is null.',
      resolve: (u, _args, ctx) => {
        const last = lastNameFor(sightOf(ctx, u), u.lastName);
        return last === null ? null : `${u.firstName} ${last}`.trim();
      },
    }),
    phone: t.string({
      nullable: true,
      description:
        "Only for the user themselves, admins and the cleaner holding the customer's job inside its contact window (24 hours before the start to 24 hours after the end; docs/decisions/0034); never a cleaner's phone to a customer.",
      resolve: (u, _args, ctx) => {
        const sight = sightOf(ctx, u);
        return sight === 'all' || sight === 'contact' ? u.phone : null;
      },
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

// --- Profiles and availability (docs/decisions/0019) -------------------------------------------


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
  homeZipCode: t.string({
    nullable: true,
    description: 'The zip code the cleaner works from (docs/decisions/0027); null until set. Only for the cleaner themselves and admins.',
    resolve: (p, _args, ctx) => (ctx.user?.id === p.userId || ctx.user?.role === 'admin' ? p.homeZipCode : null),
  }),
  serviceRadiusMiles: t.exposeInt('serviceRadiusMiles', { description: 'Miles from the home zip code within which jobs are offered (1 to 100; default 25).' }),
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

/** PUT /api/users/profile's body as one object: the keys it may change (any of them). */
const ProfileInputRef = builder.inputType('UpdateProfileInput', {
  description: 'Changes to the caller\'s own profile; a key left out stays as it is.',
  fields: (t) => ({
    firstName: t.string({ description: '1 to 50 characters.' }),
    lastName: t.string({ description: '1 to 50 characters.' }),
    phone: t.string({ description: '7 to 20 characters of digits, spaces, +, -, (, ), .; null or "" clears it.' }),
    email: t.string({ description: 'A new address: a link is mailed to it, and it replaces the current one once followed.' }),
    defaultAddress: t.string({ description: 'At most 200 characters; null or "" clears it.' }),
    defaultCity: t.string({ description: 'At most 80 characters; null or "" clears it.' }),
    defaultZipCode: t.string({ description: 'A zip code of 5 digits, optionally -4 digits; null or "" clears it.' }),
    marketingEmails: t.boolean(),
  }),
});

/**
 * What updateProfile and changePassword learnt beside their value, for the extra fields of their
 * success members (read by those fields in the same request, right after the mutation resolved;
 * root mutation fields run one after the other, each with its selection, so one entry per context
 * is enough).
 */
const profileSaved = new WeakMap<Context, { emailVerificationSent: boolean }>();
const passwordChanged = new WeakMap<Context, { message: string; sessionsRevoked: number }>();

/** The sentence PUT /api/users/profile answers. */
const profileSavedMessage = (pendingEmail: string | null, emailVerificationSent: boolean) =>
  emailVerificationSent ? `Profile saved. We sent a link to ${pendingEmail} to confirm the new address.` : 'Profile saved.';

builder.queryFields((t) => ({
  myProfile: t.prismaField({
    type: 'User',
    authScopes: { signedIn: true },
    description:
      'Any signed-in user: themselves, with the fields only they see (default address, pending email change, marketing choice) and, for a cleaner, the working profile (GET /api/auth/me and GET /api/users/profile; spec section 7 "Auth" and "Users"). Unlike `me`, which answers null when signed out, this is an AuthenticationError then (no token, or an expired, forged or revoked one).',
    resolve: (query, _root, _args, ctx) => db.user.findUniqueOrThrow({ ...query, where: { id: ctx.user!.id } }),
  }),
  myAvailability: t.field({
    type: AvailabilityRef,
    authScopes: { cleaner: true },
    description:
      "Cleaners only: the caller's weekly hours (local HH:MM windows per weekday, 0 Sunday .. 6 Saturday, in `timeZone`) and days off from yesterday on (GET /api/users/availability; spec section 7 \"Users\"). Errors: AuthenticationError, AuthorizationError (not a cleaner).",
    resolve: (_root, _args, ctx) => users.availability(ctx),
  }),
}));

builder.mutationFields((t) => ({
  updateProfile: t.prismaField({
    type: 'User',
    authScopes: { signedIn: true },
    // ValidationError (400), AuthorizationError and NotFoundError stay in the union through the
    // builder's default types; only ConflictError is declared so the /api document lists what
    // this answers (400, 401, 409).
    errors: {
      types: [ConflictError],
      result: {
        fields: (r) => ({
          emailVerificationSent: r.boolean({
            description: 'True when a new email was given: a confirmation link went to it (pendingEmail) and the account keeps its address until the link is followed.',
            resolve: (_user, _args, ctx) => profileSaved.get(ctx)?.emailVerificationSent ?? false,
          }),
          message: r.string({
            description: 'What happened, for the person ("Profile saved.", and where the confirmation link went).',
            resolve: (user, _args, ctx) => profileSavedMessage(user.pendingEmail, profileSaved.get(ctx)?.emailVerificationSent ?? false),
          }),
        }),
      },
    },
    description:
      'Any signed-in user: changes any of firstName, lastName, phone, defaultAddress, defaultCity, defaultZipCode and marketingEmails of their own profile (PUT /api/users/profile; spec section 7 "Users"). A new `email` is not applied at once: it is kept as pendingEmail and a confirmation link is mailed to it (the success member\'s emailVerificationSent); it becomes the account\'s address once followed. The changes are either `input` (a key left out stays as it is; null clears what may be cleared) or the separate arguments. Errors: ValidationError (400, field by field), ConflictError (409, the new email belongs to another account).',
    args: t.validate(
      {
        input: t.arg({ type: ProfileInputRef, description: 'The changes, as one object; wins over the separate arguments.' }),
        firstName: t.arg.string(),
        lastName: t.arg.string(),
        phone: t.arg.string(),
        email: t.arg.string(),
        defaultAddress: t.arg.string(),
        defaultCity: t.arg.string(),
        defaultZipCode: t.arg.string(),
        marketingEmails: t.arg.boolean(),
      },
      profileArgs,
    ),
    resolve: async (_query, _root, changes, ctx) => {
      const { user, emailVerificationSent } = await users.updateProfile(ctx, changes);
      profileSaved.set(ctx, { emailVerificationSent });
      return user;
    },
  }),
  changePassword: t.boolean({
    authScopes: { signedIn: true },
    // ValidationError (400, e.g. a wrong current password) stays in the union through the
    // builder's default types; none is declared so the /api document lists 400 and 401 only.
    errors: {
      types: [],
      result: {
        fields: (r) => ({
          message: r.string({
            description: 'What happened, for the person.',
            resolve: (_data, _args, ctx) => passwordChanged.get(ctx)?.message ?? '',
          }),
          sessionsRevoked: r.int({
            description: "How many of the user's other sessions were still live and have ended (0 or more); the session making the change stays.",
            resolve: (_data, _args, ctx) => passwordChanged.get(ctx)?.sessionsRevoked ?? 0,
          }),
        }),
      },
    },
    description:
      'Any signed-in user: changes their own password (PUT /api/users/change-password; spec section 7 "Users"). Needs `currentPassword`; `newPassword` follows the password rule of spec section 5 (at least 8 characters with a lowercase letter, an uppercase letter, a digit and one of !@#$%^&*) and must differ from it. Every other session of the user ends; this one stays (the success member\'s sessionsRevoked counts them). Errors: ValidationError (400 on currentPassword when wrong, on newPassword when weak or unchanged).',
    args: t.validate({ currentPassword: t.arg.string({ required: true }), newPassword: t.arg.string({ required: true }) }, changePasswordInput),
    resolve: async (_root, args, ctx) => {
      passwordChanged.set(ctx, await users.changePassword(ctx, args));
      return true;
    },
  }),
  updateCleanerProfile: t.prismaField({
    type: 'User',
    authScopes: { cleaner: true },
    errors: { types: userErrors },
    description:
      'Cleaners only: changes any of bio (at most 2000 characters), offeredServiceIds (service ids; [] = every service), serviceZipPrefixes (1 to 50 zip codes or prefixes of 3 to 5 digits; 941 serves every 941xx; extra coverage), homeZipCode (a known US zip code: its centroid is the centre of the service radius and, until weekly hours are saved, its time zone becomes the profile\'s), serviceRadiusMiles (whole miles, 1 to 100), yearsExperience (0 to 60), specialties (at most 20) and city (PUT /api/users/cleaner-profile; spec section 7 "Users"; docs/decisions/0027). Open jobs are then offered only for these services, within the radius of the home zip code or in the zip prefixes. Errors: ValidationError (field by field; homeZipCode malformed or unknown, serviceRadiusMiles out of range), NotFoundError (an unknown service id), AuthorizationError (not a cleaner).',
    args: t.validate(
      {
        bio: t.arg.string(),
        offeredServiceIds: t.arg.intList(),
        serviceZipPrefixes: t.arg.stringList(),
        yearsExperience: t.arg.int(),
        specialties: t.arg.stringList(),
        city: t.arg.string(),
        homeZipCode: t.arg.string(),
        serviceRadiusMiles: t.arg.int(),
      },
      cleanerProfileArgs,
    ),
    resolve: (_query, _root, args, ctx) => users.updateCleanerProfile(ctx, args),
  }),
  setAvailability: t.field({
    type: AvailabilityRef,
    authScopes: { cleaner: true },
    errors: { types: userErrors },
    description:
      'Cleaners only: replaces the weekly hours (windows {weekday 0..6, start "HH:MM", end "HH:MM"} in the IANA `timeZone`, at most 70, not overlapping) and the days off ({date "YYYY-MM-DD", note?}, at most 366) (PUT /api/users/availability; spec section 7 "Users"). From then on open jobs are offered only when the whole job lies inside a window and not on a day off; accepting one outside them is still allowed, with a warning. Errors: ValidationError (time zone, times, overlaps; field by field), AuthorizationError (not a cleaner).',
    args: t.validate(
      {
        timeZone: t.arg.string({ required: true }),
        weeklyHours: t.arg({ type: [HoursWindowInput], required: true }),
        daysOff: t.arg({ type: [DayOffInput], defaultValue: [] }),
      },
      availabilityInput,
    ),
    resolve: async (_root, args, ctx) => {
      const saved = await users.setAvailability(ctx, args);
      // Plan visits on a new day off go to another cleaner (issue 17).
      if (ctx.user) await emitDomainEvent('cleaner.unavailable', { cleanerId: ctx.user.id, why: 'day_off' });
      return saved;
    },
  }),
}));

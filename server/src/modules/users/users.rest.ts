/**
 * /api routes of profiles and availability (spec section 7 "Users"; issue 8) over users.service,
 * the same functions as GraphQL. Instants ISO 8601 UTC; weekly hours local HH:MM.
 */
import { z } from 'zod';
import { defineRoute, type Route } from '../../rest/router.js';
import { pagedResponse, pageParam, limitParam } from '../../rest/schemas.js';
import { toUserJson } from '../auth/auth.service.js';
import { userSchema } from '../auth/auth.rest.js';
import { bookingSchema, toBookingJson } from '../bookings/bookings.rest.js';
import * as bookings from '../bookings/bookings.service.js';
import * as users from './users.service.js';
import { availabilityInput, changePasswordInput, cleanerProfileInput, profileInput } from './users.inputs.js';

/** The profile: the user plus the fields only its owner sees. */
const profileSchema = userSchema
  .extend({
    defaultAddress: z.string().nullable(),
    defaultCity: z.string().nullable(),
    defaultZipCode: z.string().nullable(),
    pendingEmail: z.string().nullable().meta({ description: 'A new address waiting for its confirmation link.' }),
    marketingEmails: z.boolean(),
    cleanerProfile: z
      .object({
        bio: z.string(),
        city: z.string(),
        offeredServiceIds: z.array(z.int()).meta({ description: '[] = every service.' }),
        serviceZipPrefixes: z.array(z.string()),
        yearsExperience: z.int(),
        specialties: z.array(z.string()),
        timeZone: z.string(),
        ratingAverage: z.number(),
        ratingCount: z.int(),
      })
      .nullable()
      .meta({ description: 'Cleaners only.' }),
  })
  .meta({ id: 'Profile' });

function toProfileJson(u: users.UserWithProfile): z.input<typeof profileSchema> {
  const p = u.cleanerProfile;
  return {
    ...toUserJson(u),
    defaultAddress: u.defaultAddress,
    defaultCity: u.defaultCity,
    defaultZipCode: u.defaultZipCode,
    pendingEmail: u.pendingEmail,
    marketingEmails: u.marketingEmails,
    cleanerProfile: p
      ? {
          bio: p.bio,
          city: p.city,
          offeredServiceIds: p.offeredServiceIds,
          serviceZipPrefixes: p.serviceZipPrefixes,
          yearsExperience: p.yearsExperience,
          specialties: p.specialties,
          timeZone: p.timeZone,
          ratingAverage: p.ratingAverage,
          ratingCount: p.ratingCount,
        }
      : null,
  };
}

const availabilitySchema = z
  .object({
    timeZone: z.string().meta({ description: 'IANA time zone, e.g. America/Los_Angeles.' }),
    hoursSet: z.boolean().meta({ description: 'False until hours are first saved (then every hour is open).' }),
    weeklyHours: z.array(z.object({ weekday: z.int().meta({ description: '0 Sunday .. 6 Saturday.' }), start: z.string(), end: z.string() })),
    daysOff: z.array(z.object({ date: z.string(), note: z.string().nullable() })),
  })
  .meta({ id: 'Availability' });

export const userRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/users/profile',
    tag: 'Users',
    summary: 'My profile',
    description: 'Signed in: the user with default address, pending email change, marketing choice and (cleaners) the working profile.',
    auth: 'signedIn',
    response: z.object({ user: profileSchema }),
    errors: [],
    handler: async (req) => ({ user: toProfileJson(await users.profile(req.ctx)) }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/profile',
    tag: 'Users',
    summary: 'Change my profile',
    description:
      'Signed in: any of firstName, lastName, phone, defaultAddress, defaultCity, defaultZipCode, marketingEmails. A new `email` is not applied at once: a link is mailed to the new address (`emailVerificationSent: true`), and it becomes the account\'s address once followed. 409 when the new address belongs to another account.',
    auth: 'signedIn',
    input: { body: profileInput },
    response: z.object({ user: profileSchema, emailVerificationSent: z.boolean(), message: z.string() }),
    errors: [409],
    handler: async (req) => {
      const { user, emailVerificationSent } = await users.updateProfile(req.ctx, req.body);
      return {
        user: toProfileJson(user),
        emailVerificationSent,
        message: emailVerificationSent ? `Profile saved. We sent a link to ${user.pendingEmail} to confirm the new address.` : 'Profile saved.',
      };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/change-password',
    tag: 'Users',
    summary: 'Change my password',
    description: 'Signed in: needs `currentPassword` (400 on `currentPassword` when wrong); `newPassword` follows the password rule of spec section 5. Every other session of the user ends; this one stays.',
    auth: 'signedIn',
    input: { body: changePasswordInput },
    response: z.object({ message: z.string(), sessionsRevoked: z.int() }),
    errors: [],
    handler: async (req) => users.changePassword(req.ctx, req.body),
  }),
  defineRoute({
    method: 'GET',
    path: '/users/bookings',
    tag: 'Users',
    summary: 'My bookings',
    description: "Signed in: a customer's bookings, a cleaner's own jobs, newest start first; paged (`page`, `limit` 1..100, default 10; `total` = all).",
    auth: 'signedIn',
    input: { query: z.object({ page: pageParam, limit: limitParam({ maxLimit: 100 }) }) },
    response: pagedResponse('bookings', bookingSchema),
    errors: [],
    handler: async (req) => {
      const result = await bookings.listBookings(req.ctx, { scope: 'MINE', page: req.query.page, pageSize: req.query.limit ?? 10 });
      return { bookings: await Promise.all(result.items.map((b) => toBookingJson(req.ctx, b))), total: result.total, page: result.page, limit: result.pageSize };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/cleaner-profile',
    tag: 'Users',
    summary: 'Change my working profile',
    description:
      'Cleaner: any of bio, offeredServiceIds ([] = every service), serviceZipPrefixes (3 to 5 digits each), yearsExperience, specialties, city. Open jobs are offered only for these services and zip codes. 404 for an unknown service id.',
    auth: 'cleaner',
    input: { body: cleanerProfileInput },
    response: z.object({ user: profileSchema }),
    errors: [404],
    handler: async (req) => ({ user: toProfileJson(await users.updateCleanerProfile(req.ctx, req.body)) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/users/availability',
    tag: 'Users',
    summary: 'My availability',
    description: "Cleaner: weekly hours (local HH:MM per weekday in `timeZone`) and days off from yesterday on.",
    auth: 'cleaner',
    response: z.object({ availability: availabilitySchema }),
    errors: [],
    handler: async (req) => ({ availability: await users.availability(req.ctx) }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/availability',
    tag: 'Users',
    summary: 'Set my availability',
    description:
      'Cleaner: replaces `weeklyHours` (windows `{weekday 0..6, start "HH:MM", end "HH:MM"}` in `timeZone`, not overlapping) and `daysOff` (`{date "YYYY-MM-DD", note?}`). From then on open jobs are offered only when the whole job lies inside a window and not on a day off; accepting one outside them is still allowed, with a warning.',
    auth: 'cleaner',
    input: { body: availabilityInput },
    response: z.object({ availability: availabilitySchema }),
    errors: [],
    handler: async (req) => ({ availability: await users.setAvailability(req.ctx, req.body) }),
  }),
];

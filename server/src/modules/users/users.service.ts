/**
 * Profiles and availability (docs/decisions/0019; spec section 7 "Users"): a
 * user's own profile, password change, a cleaner's working profile (services, home zip code and
 * service radius, zip prefixes, bio) and weekly hours with days off, which decide the open jobs a
 * cleaner is offered (the rule itself: matching/eligibility.ts, docs/decisions/0027). GraphQL (which /api
 * runs) calls these functions with input parsed by users.inputs.ts and decides the caller's role
 * (authScopes); these act on the caller's own account. Instants UTC; weekly hours are local minutes.
 */
import { db, type Prisma } from '../../db.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import type { Parsed } from '../../lib/validate.js';
import { appUrl } from '../../env.js';
import { escapeHtml, sendMail } from '../../lib/mail.js';
import { publishSessionRevoked } from '../../pubsub.js';
import type { Context } from '../../context.js';
import type { CleanerProfile, User } from '../../generated/prisma/client.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { issueEmailToken } from '../auth/auth.service.js';
import { minutesOf, type availabilityInput, type changePasswordInput, type cleanerProfileInput, type profileInput } from './users.inputs.js';
import { actor } from '../../lib/guards.js';

export type UserWithProfile = User & { cleanerProfile: CleanerProfile | null };

/**
 * PUT /api/users/profile: changes name, phone, default address, marketing choice. A new `email`
 * is not applied at once: it is kept as `pendingEmail` and a link is mailed to it; following the
 * link (GET /api/auth/verify-email) makes it the account's address. A key left out stays as it is.
 * @param input parsed by `profileInput` (null clears phone, default address, city and zip code)
 * @throws ConflictError (the new address belongs to another account)
 * @returns the user and whether a confirmation mail went out
 */
export async function updateProfile(ctx: Context, input: Partial<Parsed<typeof profileInput>>): Promise<{ user: UserWithProfile; emailVerificationSent: boolean }> {
  const user = actor(ctx);
  const { email } = input;
  const current = await db.user.findUniqueOrThrow({ where: { id: user.id } });
  const newEmail = email && email !== current.email ? email : null;
  const result = await db.$transaction(async (tx) => {
    let token: string | null = null;
    if (newEmail) {
      if (await tx.user.findUnique({ where: { email: newEmail }, select: { id: true } })) {
        throw new ConflictError('This email is already registered to another account.');
      }
      token = await issueEmailToken(tx, user.id, 'change_email');
    }
    const updated = await tx.user.update({
      where: { id: user.id },
      data: {
        firstName: input.firstName ?? undefined,
        lastName: input.lastName ?? undefined,
        marketingEmails: input.marketingEmails ?? undefined,
        phone: input.phone,
        defaultAddress: input.defaultAddress,
        defaultCity: input.defaultCity,
        defaultZipCode: input.defaultZipCode,
        ...(newEmail ? { pendingEmail: newEmail } : {}),
      },
      include: { cleanerProfile: true },
    });
    return { updated, token };
  });
  if (newEmail && result.token) {
    const link = `${appUrl()}/verify-email?token=${encodeURIComponent(result.token)}`;
    await sendMail({
      to: newEmail,
      subject: 'Confirm your new email address',
      text: `Hi ${current.firstName},\n\nPlease confirm ${newEmail} as the email address of your account:\n${link}\n\nUntil then you keep signing in with ${current.email}. If you did not ask for this, ignore this mail.`,
      html: `<p>Hi ${escapeHtml(current.firstName)},</p><p>Please confirm ${escapeHtml(newEmail)} as the email address of your account:</p><p><a href="${link}">Confirm my new address</a></p><p>Until then you keep signing in with ${escapeHtml(current.email)}.</p>`,
    });
  }
  return { user: result.updated, emailVerificationSent: Boolean(newEmail) };
}

/**
 * PUT /api/users/change-password: needs the current password; every other session of the user
 * ends (the one making the change stays signed in). The new password's rule is checked at the
 * GraphQL boundary (`changePasswordInput`).
 * @throws ValidationError (400: field currentPassword when it is wrong, newPassword when unchanged)
 * @returns the sentence for the person and how many other sessions ended
 */
export async function changePassword(ctx: Context, input: Parsed<typeof changePasswordInput>): Promise<{ message: string; sessionsRevoked: number }> {
  const user = actor(ctx);
  const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw new ValidationError('Your current password is not correct.', [{ field: 'currentPassword', message: 'Your current password is not correct.' }]);
  }
  if (input.currentPassword === input.newPassword) {
    throw new ValidationError('The new password must differ from the current one.', [{ field: 'newPassword', message: 'The new password must differ from the current one.' }]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  const others: Prisma.SessionWhereInput = { userId: user.id, revokedAt: null, ...(ctx.sessionId ? { id: { not: ctx.sessionId } } : {}) };
  const ended = await db.session.findMany({ where: others, select: { id: true } });
  await db.$transaction([
    db.user.update({ where: { id: user.id }, data: { passwordHash } }),
    db.session.updateMany({ where: { id: { in: ended.map((s) => s.id) } }, data: { revokedAt: now, revokedReason: 'password_changed' } }),
  ]);
  if (ended.length) publishSessionRevoked({ userId: user.id, sessionIds: ended.map((s) => s.id) });
  return { message: 'Your password has been changed. Other devices have been signed out.', sessionsRevoked: ended.length };
}

/**
 * PUT /api/users/cleaner-profile: bio, services offered ([] = all), zip prefixes served, home zip
 * code and service radius (miles), years of experience, specialties, city, for the calling cleaner
 * (the field requires the cleaner role). Open jobs are offered only for these services, within the
 * radius of the home zip code or in the zip prefixes (docs/decisions/0027). The home zip code
 * stores its centroid (homeLatitude, homeLongitude) and, while the cleaner has not saved weekly
 * hours, its time zone. A key left out stays as it is.
 * @param input parsed by `cleanerProfileInput` (homeZipCode already located: a ZipPoint)
 * @throws NotFoundError (an unknown service id)
 */
export async function updateCleanerProfile(ctx: Context, input: Parsed<typeof cleanerProfileInput>): Promise<UserWithProfile> {
  const user = actor(ctx);
  const offeredServiceIds = input.offeredServiceIds ? [...new Set(input.offeredServiceIds)] : undefined;
  if (offeredServiceIds?.length) {
    const found = await db.service.count({ where: { id: { in: offeredServiceIds } } });
    if (found !== offeredServiceIds.length) throw new NotFoundError('One of the services does not exist.');
  }
  const home = input.homeZipCode;
  const hoursUnset = home ? (await db.cleanerProfile.findUniqueOrThrow({ where: { userId: user.id }, select: { hoursSetAt: true } })).hoursSetAt === null : false;
  await db.cleanerProfile.update({
    where: { userId: user.id },
    data: {
      ...(home ? { homeZipCode: home.zip, homeLatitude: home.latitude, homeLongitude: home.longitude } : {}),
      ...(home && hoursUnset ? { timeZone: home.timeZone } : {}),
      serviceRadiusMiles: input.serviceRadiusMiles ?? undefined,
      bio: input.bio ?? undefined,
      offeredServiceIds,
      serviceZipPrefixes: input.serviceZipPrefixes ? [...new Set(input.serviceZipPrefixes)] : undefined,
      yearsExperience: input.yearsExperience ?? undefined,
      specialties: input.specialties ?? undefined,
      city: input.city ?? undefined,
    },
  });
  return db.user.findUniqueOrThrow({ where: { id: user.id }, include: { cleanerProfile: true } });
}

/** A cleaner's availability: weekly windows (local HH:MM) and days off. */
export interface Availability {
  timeZone: string;
  /** False until the cleaner first saves hours: then every hour is open. */
  hoursSet: boolean;
  weeklyHours: { weekday: number; start: string; end: string }[];
  daysOff: { date: string; note: string | null }[];
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** GET /api/users/availability: the calling cleaner's hours and days off (from yesterday on). */
export async function availability(ctx: Context): Promise<Availability> {
  return availabilityOf(actor(ctx).id);
}

async function availabilityOf(cleanerId: string): Promise<Availability> {
  const [profile, hours, daysOff] = await Promise.all([
    db.cleanerProfile.findUniqueOrThrow({ where: { userId: cleanerId }, select: { timeZone: true, hoursSetAt: true } }),
    db.cleanerHours.findMany({ where: { cleanerId }, orderBy: [{ weekday: 'asc' }, { startMinute: 'asc' }] }),
    db.cleanerDayOff.findMany({ where: { cleanerId, date: { gte: new Date(Date.now() - 86_400_000) } }, orderBy: { date: 'asc' } }),
  ]);
  return {
    timeZone: profile.timeZone,
    hoursSet: profile.hoursSetAt !== null,
    weeklyHours: hours.map((h) => ({ weekday: h.weekday, start: hhmm(h.startMinute), end: hhmm(h.endMinute) })),
    daysOff: daysOff.map((d) => ({ date: d.date.toISOString().slice(0, 10), note: d.note })),
  };
}

/**
 * PUT /api/users/availability: replaces the weekly hours (windows per weekday in `timeZone`) and
 * the days off, in one transaction. From then on the cleaner is offered open jobs only when the
 * whole job lies inside one window of its weekday and not on a day off. For the calling cleaner
 * (the field requires the cleaner role); time zone, HH:MM and overlaps are checked at the GraphQL
 * boundary (`availabilityInput`).
 */
export async function setAvailability(ctx: Context, input: Parsed<typeof availabilityInput>): Promise<Availability> {
  const user = actor(ctx);
  await db.$transaction([
    db.cleanerProfile.update({ where: { userId: user.id }, data: { timeZone: input.timeZone, hoursSetAt: new Date() } }),
    db.cleanerHours.deleteMany({ where: { cleanerId: user.id } }),
    db.cleanerHours.createMany({ data: input.weeklyHours.map((w) => ({ cleanerId: user.id, weekday: w.weekday, startMinute: minutesOf(w.start), endMinute: minutesOf(w.end) })) }),
    db.cleanerDayOff.deleteMany({ where: { cleanerId: user.id } }),
    db.cleanerDayOff.createMany({
      data: [...new Map(input.daysOff.map((d) => [d.date, d])).values()].map((d) => ({ cleanerId: user.id, date: new Date(`${d.date}T00:00:00Z`), note: d.note })),
    }),
  ]);
  return availabilityOf(user.id);
}

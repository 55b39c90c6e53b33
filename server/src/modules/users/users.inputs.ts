/**
 * Inputs of profiles and availability (docs/decisions/0019; spec section 7
 * "Users"), attached to the GraphQL arguments (users.graphql.ts, which the /api rows run).
 */
import { z } from 'zod';
import { currentPassword, email, intId, optionalText, password, text, zipCode } from '../../../../schema/rules.js';
import { knownZipCode } from '../../lib/geo.js';

const name = (label: string) => text({ required: `${label} is required`, min: [1, `${label} is required`], max: [50, `${label} must be at most 50 characters`] });

/** A US-style phone number: 7 to 20 characters of digits, spaces, +, -, (, ), . */
const phone = z
  .string({ error: 'Please enter a valid phone number' })
  .trim()
  .regex(/^\+?[\d\s().-]{7,20}$/, 'Please enter a valid phone number')
  .nullable()
  .or(z.literal('').transform(() => null));

/** PUT /api/users/profile: any of the fields; `email` starts a change that the new address must confirm. */
export const profileInput = z
  .object({
    firstName: name('First name').optional(),
    lastName: name('Last name').optional(),
    phone: phone.optional(),
    email: email.optional().meta({ description: 'A new address: a link is mailed to it, and it replaces the current one once followed.' }),
    // Left out: kept as it is; null or '': cleared.
    defaultAddress: optionalText({ required: 'The address must be text', max: [200, 'The address must be at most 200 characters'] }).optional(),
    defaultCity: optionalText({ required: 'The city must be text', max: [80, 'The city must be at most 80 characters'] }).optional(),
    defaultZipCode: zipCode.nullable().optional().or(z.literal('').transform(() => null)),
    marketingEmails: z.boolean({ error: 'marketingEmails must be true or false' }).optional(),
  })
  .strict();

/** Fields of the profile that cannot be cleared: a null separate argument leaves them as they are. */
const KEPT_WHEN_NULL = ['firstName', 'lastName', 'email', 'marketingEmails'];

/**
 * `updateProfile`'s arguments: the `input` object when given (as sent, its nulls too, so null
 * clears what may be cleared and is refused elsewhere), else the separate arguments, where a null
 * for a field that cannot be cleared counts as absent. Issues name the profile's field.
 */
export const profileArgs = z.preprocess((args) => {
  const { input, ...separate } = (args ?? {}) as Record<string, unknown>;
  return input ?? Object.fromEntries(Object.entries(separate).filter(([k, v]) => v !== undefined && !(v === null && KEPT_WHEN_NULL.includes(k))));
}, profileInput);

/** PUT /api/users/change-password. */
export const changePasswordInput = z.object({
  currentPassword,
  newPassword: password,
});

/** IANA time zone names that this runtime knows (e.g. America/Los_Angeles). */
const timeZone = z
  .string({ error: 'Please choose a time zone' })
  .trim()
  .max(64, 'Please choose a time zone')
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(tz);
    } catch {
      return false;
    }
  }, 'Please choose a valid time zone, e.g. America/Los_Angeles');

/** PUT /api/users/cleaner-profile. */
export const cleanerProfileInput = z
  .object({
    bio: text({ required: 'The bio must be text', max: [2000, 'The bio must be at most 2000 characters'], multiline: true }).optional(),
    offeredServiceIds: z
      .array(intId('Each service must be a service id'), { error: 'offeredServiceIds is a list of service ids' })
      .max(100, 'At most 100 services')
      .optional()
      .meta({ description: 'Ids of the services offered; [] = every service.' }),
    serviceZipPrefixes: z
      .array(z.string().trim().regex(/^\d{3,5}$/, 'Each zip code is 3 to 5 digits (a prefix such as 941 serves 941xx)'), {
        error: 'serviceZipPrefixes is a list of zip codes',
      })
      .min(1, 'Please add at least one zip code you serve')
      .max(50, 'At most 50 zip codes')
      .optional()
      .meta({ description: 'Zip codes or prefixes served (3 to 5 digits; 941 serves every 941xx).' }),
    yearsExperience: z.coerce.number().int('Years of experience is a whole number').min(0, 'Years of experience is 0 to 60').max(60, 'Years of experience is 0 to 60').optional(),
    specialties: z.array(text({ required: 'A specialty must be text', min: [1, 'A specialty must be text'], max: [60, 'A specialty is at most 60 characters'] })).max(20, 'At most 20 specialties').optional(),
    city: text({ required: 'The city must be text', max: [80, 'The city must be at most 80 characters'] }).optional(),
    homeZipCode: knownZipCode.optional().meta({ description: 'The zip code the cleaner works from (a known US zip code); the service radius is measured from its centroid.' }),
    serviceRadiusMiles: z
      .number({ error: 'The service radius is a whole number of miles from 1 to 100' })
      .int('The service radius is a whole number of miles from 1 to 100')
      .min(1, 'The service radius is a whole number of miles from 1 to 100')
      .max(100, 'The service radius is a whole number of miles from 1 to 100')
      .optional()
      .meta({ description: 'Miles from the home zip code within which jobs are offered (1 to 100).' }),
  })
  .strict();

/** `updateCleanerProfile`'s arguments: a null argument counts as absent (the field stays as it is). */
export const cleanerProfileArgs = z.preprocess(
  (args) => Object.fromEntries(Object.entries((args ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null)),
  cleanerProfileInput,
);

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const time = (label: string) =>
  z
    .string({ error: `${label} is a time HH:MM` })
    .regex(HHMM, `${label} is a time HH:MM (00:00 to 24:00)`);

/** Minutes after local midnight of a validated HH:MM (0..1440). */
export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** One window of weekly hours: weekday 0 (Sunday) .. 6 (Saturday), local times HH:MM. */
const windowInput = z
  .object({ weekday: z.coerce.number().int().min(0, 'weekday is 0 (Sunday) to 6 (Saturday)').max(6, 'weekday is 0 (Sunday) to 6 (Saturday)'), start: time('start'), end: time('end') })
  .refine((w) => w.end > w.start, { message: 'Each window must end after it starts', path: ['end'] });

/** PUT /api/users/availability. */
export const availabilityInput = z
  .object({
    timeZone: timeZone.meta({ description: 'IANA time zone the hours are in.' }),
    weeklyHours: z.array(windowInput).max(70, 'At most 70 windows').meta({ description: 'Working windows; [] = no working hours (no open jobs offered).' }),
    daysOff: z
      .array(
        z.object({
          date: z.iso.date('Each day off is a date YYYY-MM-DD'),
          note: optionalText({ required: 'The note must be text', max: [200, 'The note must be at most 200 characters'] }),
        }),
      )
      .max(366, 'At most 366 days off')
      .default([]),
  })
  .superRefine((v, ctx) => {
    const byDay = new Map<number, { start: string; end: string }[]>();
    for (const w of v.weeklyHours) byDay.set(w.weekday, [...(byDay.get(w.weekday) ?? []), w]);
    for (const [day, windows] of byDay) {
      // Zero-padded HH:MM strings order as the times do.
      const sorted = [...windows].sort((a, b) => a.start.localeCompare(b.start));
      for (let i = 1; i < sorted.length; i += 1) {
        if (sorted[i]!.start < sorted[i - 1]!.end) ctx.addIssue({ code: 'custom', message: `Windows on weekday ${day} overlap`, path: ['weeklyHours'] });
      }
    }
  });

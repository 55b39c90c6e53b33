/**
 * Inputs of the admin catalogue routes (docs/decisions/0020; spec section 7 "Services" admin calls),
 * shared by GraphQL arguments and /api bodies. Prices are integer cents per hour.
 */
import { z } from 'zod';
import { rules } from '../../lib/validate.js';

/** The 19 categories of spec section 3. */
export const SERVICE_CATEGORIES = [
  'Residential', 'Commercial', 'Specialized', 'Health & Safety', 'Luxury', 'Outdoor', 'Event Services', 'Hospitality', 'Seasonal', 'Maintenance',
  'Security', 'Automotive', 'Technology', 'Personal Services', 'HVAC', 'Wellness', 'Emergency', 'Educational', 'Sports & Recreation',
] as const;

const cents = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(100, `${label} must be at least $1.00 (100 cents)`)
    .max(100_000, `${label} must be at most $1,000.00 (100000 cents)`);

const fields = {
  name: rules.text({ required: 'Please enter a name', min: [2, 'The name must be at least 2 characters'], max: [100, 'The name must be at most 100 characters'] }),
  category: z.enum(SERVICE_CATEGORIES, { error: 'Please choose one of the categories' }),
  memberPriceCents: cents('memberPriceCents'),
  regularPriceCents: cents('regularPriceCents'),
  description: rules.text({ required: 'Please enter a description', min: [10, 'The description must be at least 10 characters'], max: [2000, 'The description must be at most 2000 characters'], multiline: true }),
  features: z
    .array(rules.text({ required: 'Each feature is text', min: [1, 'A feature cannot be empty'], max: [120, 'Each feature is at most 120 characters'] }))
    .max(20, 'At most 20 features'),
  popular: z.boolean(),
  premium: z.boolean(),
  emergency: z.boolean(),
  icon: z.string().trim().regex(/^[a-z][a-z0-9_-]{0,39}$/, 'icon is a short lower-case key, e.g. cleaning'),
  subtitle: rules.optionalText({ required: 'The subtitle must be text', max: [120, 'The subtitle must be at most 120 characters'] }),
  active: z.boolean(),
};

/** The price rule: the member rate is at most the regular rate (either may be left out of a change). */
export const memberNotAboveRegular = (v: { memberPriceCents?: number; regularPriceCents?: number }) =>
  v.memberPriceCents === undefined || v.regularPriceCents === undefined || v.memberPriceCents <= v.regularPriceCents;
export const priceMessage = { message: 'The member price cannot be above the regular price', path: ['memberPriceCents'] };

/** POST /api/services. */
export const serviceCreateInput = z
  .object({
    ...fields,
    features: fields.features.default([]),
    popular: fields.popular.default(false),
    premium: fields.premium.default(false),
    emergency: fields.emergency.default(false),
    icon: fields.icon.default('cleaning'),
    active: fields.active.default(true),
  })
  .strict()
  .refine(memberNotAboveRegular, priceMessage);

const changeFields = z
  .object(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()])) as { [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]> })
  .strict();
const nothingToChange = { message: 'Nothing to change', path: ['body'] };

/** PUT /api/services/{id}: any of the fields; `active: true` puts a deactivated service back. */
export const serviceUpdateInput = changeFields.refine((v) => Object.keys(v).length > 0, nothingToChange).refine(memberNotAboveRegular, priceMessage);

/**
 * A GraphQL argument given as null counts as left out (`subtitle: null` excepted: it clears the
 * subtitle), as /api bodies and the separate arguments of createService and updateService take it.
 */
const leftOutWhenNull = (args: unknown) =>
  Object.fromEntries(Object.entries(args as Record<string, unknown>).filter(([k, v]) => v !== undefined && !(v === null && k !== 'subtitle')));

/** `createService`: the fields as separate arguments. */
export const serviceCreateArgs = z.preprocess(leftOutWhenNull, serviceCreateInput);

/**
 * `updateService`: the service id and its changes, given as `input` (the /api body, nulls as
 * sent) or else as separate arguments, as one flat object. Issues name the changed field itself
 * (`name`, `memberPriceCents`, `body` for nothing to change).
 */
export const serviceUpdateArgs = z
  .preprocess(
    (args) => {
      const { id, input, ...separate } = args as Record<string, unknown>;
      return { ...((input as object | null) ?? leftOutWhenNull(separate)), id };
    },
    changeFields
      .extend({ id: z.coerce.string() })
      .refine((v) => Object.keys(v).length > 1, nothingToChange)
      .refine(memberNotAboveRegular, priceMessage),
  );

/** `adminServices`: the admin's list of services, inactive ones included. */
export const serviceAdminListInput = z.object({
  search: z.string().trim().max(100).optional(),
  category: z.enum(SERVICE_CATEGORIES).optional(),
  active: z.boolean().optional(),
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
  limit: z.coerce.number().int().min(1).max(100, 'limit is at most 100').default(50),
});

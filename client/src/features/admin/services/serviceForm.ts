/**
 * The admin service form's rules (docs/decisions/0020): the 19 categories of spec section 3, prices
 * typed in dollars and sent as integer cents per hour (member <= regular, $1 to $1,000), and the
 * same text limits the server checks (server/src/modules/services/services.admin.inputs.ts).
 */
import { z } from 'zod';
import { centsToDollars } from '../../../lib/format';

/** The 19 categories of spec section 3, in display order (same list as the server's SERVICE_CATEGORIES). */
export const SERVICE_CATEGORIES = [
  'Residential',
  'Commercial',
  'Specialized',
  'Health & Safety',
  'Luxury',
  'Outdoor',
  'Event Services',
  'Hospitality',
  'Seasonal',
  'Maintenance',
  'Security',
  'Automotive',
  'Technology',
  'Personal Services',
  'HVAC',
  'Wellness',
  'Emergency',
  'Educational',
  'Sports & Recreation',
] as const;

export type ServiceCategoryName = (typeof SERVICE_CATEGORIES)[number];

/** Lowest and highest hourly price the server takes, in cents. */
export const MIN_PRICE_CENTS = 100;
export const MAX_PRICE_CENTS = 100_000;
export const MAX_FEATURES = 20;

/** "18", "18.5", "$18.50" -> 1850 cents; null when not a dollar amount with at most 2 decimals. */
export function dollarsToCents(text: string): number | null {
  const match = /^\s*\$?\s*(\d{1,7})(?:\.(\d{0,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const price = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Please enter the ${label} in dollars`)
    .refine((v) => dollarsToCents(v) !== null, `Enter the ${label} in dollars, for example 18.50`)
    .refine((v) => {
      const cents = dollarsToCents(v);
      return cents === null || (cents >= MIN_PRICE_CENTS && cents <= MAX_PRICE_CENTS);
    }, `The ${label} must be between $1.00 and $1,000.00`);

/** The form's values as typed (prices are dollar text). */
export const serviceFormSchema = z
  .object({
    name: z.string().trim().min(2, 'The name must be at least 2 characters').max(100, 'The name must be at most 100 characters'),
    category: z.enum(SERVICE_CATEGORIES, { error: 'Please choose one of the categories' }),
    memberPrice: price('member price'),
    regularPrice: price('regular price'),
    description: z
      .string()
      .trim()
      .min(10, 'The description must be at least 10 characters')
      .max(2000, 'The description must be at most 2000 characters'),
    features: z
      .array(z.object({ value: z.string().trim().min(1, 'A feature cannot be empty').max(120, 'Each feature is at most 120 characters') }))
      .max(MAX_FEATURES, `At most ${MAX_FEATURES} features`),
    popular: z.boolean(),
    premium: z.boolean(),
    emergency: z.boolean(),
    icon: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9_-]{0,39}$/, 'A short lower-case key, e.g. cleaning_services'),
    subtitle: z.string().trim().max(120, 'The subtitle must be at most 120 characters'),
  })
  .refine(
    (v) => {
      const member = dollarsToCents(v.memberPrice);
      const regular = dollarsToCents(v.regularPrice);
      return member === null || regular === null || member <= regular;
    },
    { message: 'The member price cannot be above the regular price', path: ['memberPrice'] },
  );

export type ServiceFormValues = z.infer<typeof serviceFormSchema>;

/** What createService / updateService take, built from valid form values (prices in cents). */
export interface ServiceInput {
  name: string;
  category: string;
  memberPriceCents: number;
  regularPriceCents: number;
  description: string;
  features: string[];
  popular: boolean;
  premium: boolean;
  emergency: boolean;
  icon: string;
  subtitle: string | null;
}

/** Form values (already validated) to the mutation's arguments. */
export function toServiceInput(values: ServiceFormValues): ServiceInput {
  return {
    name: values.name.trim(),
    category: values.category,
    memberPriceCents: dollarsToCents(values.memberPrice) ?? 0,
    regularPriceCents: dollarsToCents(values.regularPrice) ?? 0,
    description: values.description.trim(),
    features: values.features.map((f) => f.value.trim()).filter(Boolean),
    popular: values.popular,
    premium: values.premium,
    emergency: values.emergency,
    icon: values.icon.trim(),
    subtitle: values.subtitle.trim() || null,
  };
}

/** A service as the form edits it. */
export interface EditableService {
  name: string;
  category: string;
  memberPriceCents: number;
  regularPriceCents: number;
  description: string;
  features: readonly string[];
  popular: boolean;
  premium: boolean;
  emergency: boolean;
  icon: string;
  subtitle?: string | null;
}

/** The form's starting values: empty for a new service, the service's own for an edit. */
export function serviceFormDefaults(service?: EditableService | null): ServiceFormValues {
  if (!service) {
    return {
      name: '',
      category: 'Residential',
      memberPrice: '',
      regularPrice: '',
      description: '',
      features: [],
      popular: false,
      premium: false,
      emergency: false,
      icon: 'cleaning_services',
      subtitle: '',
    };
  }
  const category = (SERVICE_CATEGORIES as readonly string[]).includes(service.category) ? (service.category as ServiceCategoryName) : 'Residential';
  return {
    name: service.name,
    category,
    memberPrice: centsToDollars(service.memberPriceCents),
    regularPrice: centsToDollars(service.regularPriceCents),
    description: service.description,
    features: service.features.map((value) => ({ value })),
    popular: service.popular,
    premium: service.premium,
    emergency: service.emergency,
    icon: service.icon,
    subtitle: service.subtitle ?? '',
  };
}

/**
 * Inputs of the admin people routes (docs/decisions/0020), shared by GraphQL arguments and /api.
 */
import { z } from 'zod';
import { rules } from '../../lib/validate.js';

/** Sort orders of the user list. */
export const USER_SORTS = ['newest', 'oldest', 'name', 'email'] as const;

const optionalDate = (label: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.date({ error: `${label} must be a date or an ISO 8601 instant` }).optional());

/** GET /api/admin/users: filters role, status, text over name and email, joined between; sort; page. */
export const userListInput = z
  .object({
    role: z.enum(['customer', 'cleaner', 'admin'], { error: 'role is customer, cleaner or admin' }).optional(),
    status: z.enum(['active', 'suspended'], { error: 'status is active or suspended' }).optional(),
    search: z.string().trim().max(100, 'search is at most 100 characters').optional(),
    joinedFrom: optionalDate('joinedFrom'),
    joinedTo: optionalDate('joinedTo'),
    sort: z.enum(USER_SORTS, { error: `sort is one of ${USER_SORTS.join(', ')}` }).default('newest'),
    page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
    limit: z.coerce.number().int().min(1).max(100, 'limit is at most 100').default(20),
  })
  .refine((v) => !v.joinedFrom || !v.joinedTo || v.joinedFrom <= v.joinedTo, { message: 'joinedFrom must not be after joinedTo', path: ['joinedTo'] });

/**
 * `adminUsers` arguments: the list filters, where `joinedFrom` / `joinedTo` may come as text
 * (`joinedFromDate`, `joinedToDate`: a date or an ISO 8601 instant, as the /api query gives
 * them), used when the DateTime argument is absent.
 */
export const userListArgs = z.preprocess((args) => {
  const { joinedFromDate, joinedToDate, ...rest } = args as Record<string, unknown>;
  return { joinedFrom: joinedFromDate, joinedTo: joinedToDate, ...rest };
}, userListInput);

/** `adminAdmins` arguments: page and limit of the admin accounts, sorted by name. */
export const adminListArgs = z.preprocess((args) => ({ ...(args as object), role: 'admin', sort: 'name' }), userListInput);

/** PUT /api/admin/users/{id}/status: `active` or `suspended`, with a reason (kept in the audit trail). */
export const userStatusInput = z.object({
  status: z.enum(['active', 'suspended'], { error: 'status is active or suspended' }),
  reason: rules.text({ required: 'Please give a reason', min: [3, 'The reason must be at least 3 characters'], max: [500, 'The reason must be at most 500 characters'] }),
});

/**
 * Pure helpers of the admin people pages (docs/decisions/0020): the grid's
 * sort model against the server's `UserSort`, the joined-date filter as UTC instants, the display
 * of names, roles and audit values.
 */

export type UserSortValue = 'newest' | 'oldest' | 'name' | 'email';
export type SortDirection = 'asc' | 'desc';
export interface SortItem {
  field: string;
  sort: SortDirection | null | undefined;
}

export const USER_SORTS: readonly UserSortValue[] = ['newest', 'oldest', 'name', 'email'];
export const PAGE_SIZES = [10, 20, 50] as const;

/** A URL value as a UserSort (default newest). */
export function parseUserSort(value: string | null | undefined): UserSortValue {
  return USER_SORTS.includes(value as UserSortValue) ? (value as UserSortValue) : 'newest';
}

/** The grid's sort model for a server sort: newest = joined desc, oldest = joined asc, name/email asc. */
export function sortModelOf(sort: UserSortValue): SortItem[] {
  if (sort === 'oldest') return [{ field: 'joined', sort: 'asc' }];
  if (sort === 'name' || sort === 'email') return [{ field: sort, sort: 'asc' }];
  return [{ field: 'joined', sort: 'desc' }];
}

/** The server sort for the grid's sort model (the server sorts names and emails A to Z only). */
export function userSortOf(model: readonly SortItem[]): UserSortValue {
  const first = model.find((item) => item.sort);
  if (!first) return 'newest';
  if (first.field === 'name') return 'name';
  if (first.field === 'email') return 'email';
  if (first.field === 'joined') return first.sort === 'asc' ? 'oldest' : 'newest';
  return 'newest';
}

/** A page size from the URL, one of 10/20/50 (default 20). */
export function parsePageSize(value: string | null | undefined): number {
  const n = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(n) ? n : 20;
}

/** A page number from the URL (1 and up). */
export function parsePage(value: string | null | undefined): number {
  return Math.max(1, Number.parseInt(value ?? '1', 10) || 1);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The joined-date filter as instants for the server (inclusive on both ends): `from` is the start
 * of that day and `to` the end of that day, in the admin's own time zone. `invalid` is set when
 * `from` is after `to` (the range is then not sent).
 */
export function joinedRange(from: string, to: string): { joinedFrom: string | null; joinedTo: string | null; invalid: boolean } {
  const start = DAY.test(from) ? new Date(`${from}T00:00:00`) : null;
  const end = DAY.test(to) ? new Date(`${to}T23:59:59.999`) : null;
  const okStart = start && !Number.isNaN(start.getTime()) ? start : null;
  const okEnd = end && !Number.isNaN(end.getTime()) ? end : null;
  if (okStart && okEnd && okStart > okEnd) return { joinedFrom: null, joinedTo: null, invalid: true };
  return { joinedFrom: okStart?.toISOString() ?? null, joinedTo: okEnd?.toISOString() ?? null, invalid: false };
}

/** "Jane Doe" from the name parts (full name first). */
export function personName(user: { fullName?: string | null; firstName: string; lastName?: string | null }): string {
  return user.fullName || [user.firstName, user.lastName].filter(Boolean).join(' ') || 'Unnamed user';
}

/** Role as the product names it: cleaners are "Freelancer". */
export function roleName(role: string): string {
  if (role === 'cleaner') return 'Freelancer';
  if (role === 'admin') return 'Admin';
  if (role === 'customer') return 'Customer';
  return role;
}

/** "4.8 (12)" or "No ratings". */
export function ratingText(average: number, count: number): string {
  return count > 0 ? `${average.toFixed(1)} (${count})` : 'No ratings';
}

/** "5 years", "1 year", "Less than a year". */
export function experienceText(years: number): string {
  if (years <= 0) return 'Less than a year';
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

const ACTIONS: Record<string, string> = {
  'user.status': 'Account status',
  'cleaner.background_check': 'Background check',
};

/** An audit action code as words ("user.status" -> "Account status"); unknown codes as given. */
export function auditActionLabel(action: string): string {
  return ACTIONS[action] ?? action.replace(/[._]/g, ' ');
}

/** An audit `before`/`after` value as short text: `{ status: 'active' }` -> "status: active"; empty as an em dash. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.map(auditValueText).join(', ') || '—';
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '—';
  return entries.map(([key, v]) => `${key}: ${v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v)}`).join(', ');
}

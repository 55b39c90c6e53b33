/**
 * Cache upkeep of the admin bookings grid (`adminBookings(...)` pages) after an admin changes a
 * booking: the returned booking is normalized by id, so its row updates in place; this takes it out
 * of the cached pages whose filters it no longer meets (status, payment status, city, zip code,
 * start range, cleaner), keeping `total` right. Pages it newly belongs to are not guessed at: the
 * grid reads with cache-and-network, so they come fresh from the server when shown.
 */
import type { ApolloCache, Reference } from '@apollo/client';

/** The filters of one cached `adminBookings(...)` field. */
export interface AdminBookingListArgs {
  status?: string | null;
  paymentStatus?: string | null;
  city?: string | null;
  zipCode?: string | null;
  from?: string | null;
  to?: string | null;
  cleaner?: string | null;
}

/** Reads the arguments from a store field name such as `adminBookings({"page":1,"status":"pending"})`. */
export function parseAdminBookingListArgs(storeFieldName: string): AdminBookingListArgs | null {
  const match = /^adminBookings(?:\((.*)\))?$/s.exec(storeFieldName);
  if (!match) return null;
  if (!match[1]) return {};
  try {
    const parsed: unknown = JSON.parse(match[1]);
    return parsed && typeof parsed === 'object' ? (parsed as AdminBookingListArgs) : {};
  } catch {
    return null;
  }
}

/** What the filters test of a booking. */
export interface AdminBookingFacts {
  status: string;
  paymentStatus: string;
  city: string;
  zipCode: string;
  scheduledAt: string;
  /** The cleaner's id, first name, last name and email (null when unassigned). */
  cleaner: { id: string; firstName?: string | null; lastName?: string | null; email?: string | null } | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a booking meets a list's filters (the server's rules in bookings-admin.service.ts). */
export function meetsFilters(args: AdminBookingListArgs, b: AdminBookingFacts): boolean {
  if (args.status && args.status !== b.status) return false;
  if (args.paymentStatus && args.paymentStatus !== b.paymentStatus) return false;
  if (args.city && args.city.trim().toLowerCase() !== b.city.toLowerCase()) return false;
  if (args.zipCode && !b.zipCode.startsWith(args.zipCode.trim())) return false;
  const at = Date.parse(b.scheduledAt);
  if (args.from && at < Date.parse(args.from)) return false;
  if (args.to && at > Date.parse(args.to)) return false;
  if (args.cleaner && args.cleaner.trim()) {
    const c = b.cleaner;
    if (!c) return false;
    const value = args.cleaner.trim();
    if (UUID.test(value)) return c.id === value;
    const haystack = [c.firstName, c.lastName, c.email].filter(Boolean).join(' ').toLowerCase();
    if (!value.toLowerCase().split(/\s+/).every((word) => haystack.includes(word))) return false;
  }
  return true;
}

interface StoredAdminBookingPage {
  items?: readonly Reference[];
  total?: number;
}

/** Removes the booking from every cached `adminBookings` page whose filters it no longer meets. */
export function dropFromUnmatchedAdminLists(cache: ApolloCache, bookingId: string, facts: AdminBookingFacts): void {
  const id = cache.identify({ __typename: 'Booking', id: bookingId });
  if (!id) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      adminBookings(existing, { storeFieldName }) {
        const args = parseAdminBookingListArgs(storeFieldName);
        const page = existing as StoredAdminBookingPage | undefined;
        if (!args || !page || !Array.isArray(page.items)) return existing;
        if (!page.items.some((item) => item.__ref === id) || meetsFilters(args, facts)) return existing;
        return { ...page, items: page.items.filter((item) => item.__ref !== id), total: Math.max(0, (page.total ?? page.items.length) - 1) };
      },
    },
  });
}

/** /api/bookings routes (spec section 7 "Bookings"; issue #2 section 5) over bookings.service. */
import type { Context } from '../../context.js';
import type { Route } from '../../rest/router.js';
import type { Booking, Service } from '../../generated/prisma/client.js';
import { db } from '../../db.js';
import { toServiceJson } from '../services/services.service.js';
import * as bookings from './bookings.service.js';
import { STATUS_LABELS } from './lifecycle.js';

/** The /api shape of a booking: cents, ISO UTC instants, the viewer's allowed actions. */
export async function toBookingJson(ctx: Context, b: Booking & { service?: Service }) {
  const service = b.service ?? (await db.service.findUniqueOrThrow({ where: { id: b.serviceId } }));
  return {
    id: b.id,
    status: b.status,
    statusLabel: STATUS_LABELS[b.status],
    serviceId: b.serviceId,
    service: toServiceJson(service),
    customerId: b.customerId,
    cleanerId: b.cleanerId,
    scheduledAt: b.scheduledAt.toISOString(),
    endsAt: new Date(b.scheduledAt.getTime() + b.durationMinutes * 60_000).toISOString(),
    durationMinutes: b.durationMinutes,
    durationHours: b.durationMinutes / 60,
    address: b.address,
    city: b.city,
    zipCode: b.zipCode,
    notes: b.notes,
    priceTier: b.priceTier,
    hourlyRateCents: b.hourlyRateCents,
    totalCents: b.totalCents,
    currency: 'USD',
    paymentStatus: b.paymentStatus,
    cancellationReason: b.cancellationReason,
    rejectionReason: b.rejectionReason,
    createdAt: b.createdAt.toISOString(),
    acceptedAt: b.acceptedAt?.toISOString() ?? null,
    startedAt: b.startedAt?.toISOString() ?? null,
    completedAt: b.completedAt?.toISOString() ?? null,
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    allowedActions: await bookings.actionsFor(ctx, b),
  };
}

/** Query string to list arguments: ?status=a,b&scope=OPEN&page=1&pageSize=10 (limit = pageSize). */
function listQuery(q: URLSearchParams) {
  const status = q.getAll('status').flatMap((s) => s.split(',')).filter(Boolean);
  return {
    status: status.length ? status : undefined,
    scope: q.get('scope')?.toUpperCase() || undefined,
    page: q.get('page') ?? undefined,
    pageSize: q.get('pageSize') ?? q.get('limit') ?? undefined,
  };
}

export const bookingRoutes: Route[] = [
  {
    method: 'POST',
    path: '/bookings',
    auth: 'customer',
    status: 201,
    handler: async (req) => ({ booking: await toBookingJson(req.ctx, await bookings.createBooking(req.ctx, req.body)) }),
  },
  {
    method: 'GET',
    path: '/bookings',
    auth: 'signedIn',
    handler: async (req) => {
      const page = await bookings.listBookings(req.ctx, listQuery(req.query));
      return {
        bookings: await Promise.all(page.items.map((b) => toBookingJson(req.ctx, b))),
        total: page.total,
        page: page.page,
        pageSize: page.pageSize,
        hasMore: page.hasMore,
      };
    },
  },
  {
    method: 'GET',
    path: '/bookings/:id',
    auth: 'signedIn',
    handler: async (req) => ({ booking: await toBookingJson(req.ctx, await bookings.getBookingFor(req.ctx, req.params.id!)) }),
  },
  {
    method: 'POST',
    path: '/bookings/:id/accept',
    auth: 'cleaner',
    handler: async (req) => ({ booking: await toBookingJson(req.ctx, await bookings.acceptBooking(req.ctx, req.params.id!)) }),
  },
  {
    method: 'POST',
    path: '/bookings/:id/reject',
    auth: 'cleaner',
    handler: async (req) => ({
      booking: await toBookingJson(req.ctx, await bookings.rejectBooking(req.ctx, req.params.id!, req.body)),
    }),
  },
  {
    method: 'PUT',
    path: '/bookings/:id/status',
    auth: 'signedIn',
    handler: async (req) => ({
      booking: await toBookingJson(req.ctx, await bookings.updateBookingStatus(req.ctx, req.params.id!, req.body)),
    }),
  },
];

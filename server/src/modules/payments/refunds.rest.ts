/**
 * /api routes of refunds, payment-status changes and the admin payment list (issue 7 "Refunds
 * (admin)") over refunds.service, the same functions as GraphQL. Amounts in cents; instants ISO UTC.
 */
import { z } from 'zod';
import { defineRoute, type Route } from '../../rest/router.js';
import { pagedResponse, uuidParam } from '../../rest/schemas.js';
import { paymentSchema, toPaymentJson } from './payments.rest.js';
import * as refunds from './refunds.service.js';
import { PAYMENT_STATUSES, adminPaymentsInput, paymentStatusInput, refundInput } from './refunds.inputs.js';

const paymentIdParams = z.object({ paymentId: uuidParam });
const idParams = z.object({ id: uuidParam });

const refundRoute = (path: string, tag: 'Payments' | 'Admin') =>
  defineRoute({
    method: 'POST',
    path,
    tag,
    summary: 'Refund a payment',
    description:
      'Admin: gives `amount` cents of a succeeded payment back to the customer through the gateway, with a `reason` (recorded with who refunded, and shown to the customer). At most what is left to refund of that payment (409 otherwise); the booking\'s paymentStatus becomes partially_refunded or refunded. A double click refunds once. 404 for an unknown payment or one that is not a customer payment.',
    auth: 'admin',
    input: { params: paymentIdParams, body: refundInput },
    response: z.object({ refund: paymentSchema }),
    errors: [404, 409],
    handler: async (req) => ({ refund: toPaymentJson(await refunds.refundPayment(req.ctx, req.params.paymentId, req.body)) }),
  });

const adminPaymentSchema = paymentSchema
  .extend({
    customer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
    reason: z.string().nullable().meta({ description: 'Refunds: why the money went back.' }),
    refundableCents: z.int().min(0).meta({ description: 'Payments: cents still refundable (0 for refunds and payouts).' }),
  })
  .meta({ id: 'AdminPayment' });

export const refundsRoutes: Route[] = [
  refundRoute('/payments/refund/:paymentId', 'Payments'),
  refundRoute('/admin/payments/refund/:paymentId', 'Admin'),
  defineRoute({
    method: 'PUT',
    path: '/bookings/:id/payment-status',
    tag: 'Bookings',
    summary: "Set a booking's payment status (reconciliation)",
    description: `Admin: sets paymentStatus (${PAYMENT_STATUSES.join(', ')}) by hand with a required reason, recorded with who set it (a booking event). No money moves.`,
    auth: 'admin',
    input: { params: idParams, body: paymentStatusInput },
    response: z.object({ booking: z.object({ id: z.uuid(), paymentStatus: z.enum(PAYMENT_STATUSES) }) }),
    errors: [404],
    handler: async (req) => {
      const booking = await refunds.setPaymentStatus(req.ctx, req.params.id, req.body);
      return { booking: { id: booking.id, paymentStatus: booking.paymentStatus } };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/payments',
    tag: 'Admin',
    summary: 'All payments, refunds and payouts',
    description:
      'Admin: every payment row, newest first. Filters: `status` (pending, succeeded, failed, canceled), `kind` (payment, refund, payout), `from`/`to` (ISO dates or instants, UTC, on creation; `to` exclusive). Paged: `page` from 1, `limit` 1..100 (default 20); `total` counts all matches.',
    auth: 'admin',
    input: {
      query: z.object({
        status: adminPaymentsInput.shape.status,
        kind: adminPaymentsInput.shape.kind,
        from: z.string().optional().meta({ description: 'ISO 8601 date or instant (UTC): created at or after.' }),
        to: z.string().optional().meta({ description: 'ISO 8601 date or instant (UTC): created before.' }),
        page: z.string().optional().meta({ description: 'Page from 1 (default 1).' }),
        limit: z.string().optional().meta({ description: 'Items per page 1..100 (default 20).' }),
      }),
    },
    response: pagedResponse('payments', adminPaymentSchema),
    errors: [],
    handler: async (req) => {
      const page = await refunds.adminPayments(req.ctx, req.query);
      return {
        payments: page.items.map((p) => ({ ...toPaymentJson(p), customer: p.customer, reason: p.reason, refundableCents: p.refundableCents })),
        total: page.total,
        page: page.page,
        limit: page.limit,
      };
    },
  }),
];

/**
 * Customer payments on the embedded test gateway (docs/decisions/0016), over /api and
 * GraphQL: opening an intent (one per booking, also at the same moment), denials, a decline and a
 * second attempt, success with notifications, idempotent confirms, history and Booking.payments.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  api,
  createBooking,
  createUser,
  db,
  gql,
  login,
  setupDatabase,
  type TestUser,
} from "./harness.js";

beforeAll(setupDatabase);

let customer: TestUser;
let other: TestUser;
let cleaner: TestUser;
let admin: Awaited<ReturnType<typeof login>>;

beforeAll(async () => {
  [customer, other, cleaner, admin] = await Promise.all([
    createUser({ firstName: "Payer" }),
    createUser({ firstName: "Other" }),
    createUser({ role: "cleaner", approvedFor: ["941"] }),
    login("admin@demo.test"),
  ]);
});

const createIntent = (token: string | null, bookingId: unknown) =>
  api("POST", "/payments/create-payment-intent", {
    token,
    body: { bookingId },
  });
const confirm = (token: string, body: Record<string, unknown>) =>
  api("POST", "/payments/confirm", { token, body });
const paymentStatusOf = async (id: string) =>
  (await db.booking.findUniqueOrThrow({ where: { id } })).paymentStatus;

describe("POST /api/payments/create-payment-intent", () => {
  it("opens an intent for the booking total in usd and marks the booking pending", async () => {
    const booking = await createBooking(customer.tokens.accessToken);
    const res = await createIntent(customer.tokens.accessToken, booking.id);

    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.testMode).toBe(true);
    const intent = res.body.paymentIntent;
    expect(intent.id).toMatch(/^pi_[A-Za-z0-9]{20,}$/);
    expect(intent.clientSecret.startsWith(`${intent.id}_secret_`)).toBe(true);
    expect(intent).toMatchObject({
      amountCents: booking.totalCents,
      currency: "usd",
      status: "requires_payment_method",
    });
    expect(await paymentStatusOf(booking.id)).toBe("pending");

    const rows = await db.payment.findMany({
      where: { bookingId: booking.id },
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "payment",
      status: "pending",
      amountCents: booking.totalCents,
      gatewayId: intent.id,
      idempotencyKey: `booking:${booking.id}:pi:1`,
    });
  });

  it("returns the same open intent when called again, and once for two calls at the same moment", async () => {
    const booking = await createBooking(customer.tokens.accessToken);
    const [a, b, c] = await Promise.all([
      createIntent(customer.tokens.accessToken, booking.id),
      createIntent(customer.tokens.accessToken, booking.id),
      createIntent(customer.tokens.accessToken, booking.id),
    ]);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(b.body.paymentIntent.id).toBe(a.body.paymentIntent.id);
    expect(c.body.paymentIntent.id).toBe(a.body.paymentIntent.id);
    const again = await createIntent(customer.tokens.accessToken, booking.id);
    expect(again.body.paymentIntent).toEqual(a.body.paymentIntent);
    expect(await db.payment.count({ where: { bookingId: booking.id } })).toBe(
      1,
    );
    expect(
      await db.gatewayPaymentIntent.count({
        where: { metadata: { equals: { bookingId: booking.id } } },
      }),
    ).toBe(1);
  });

  it("answers 404 for another customer's booking and for an unknown one, 400 for a malformed id", async () => {
    const booking = await createBooking(customer.tokens.accessToken);
    const res = await createIntent(other.tokens.accessToken, booking.id);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("NOT_FOUND_ERROR");
    expect(
      (
        await createIntent(
          customer.tokens.accessToken,
          "00000000-0000-4000-8000-000000000000",
        )
      ).status,
    ).toBe(404);
    const bad = await createIntent(customer.tokens.accessToken, "not-a-uuid");
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("bookingId");
    expect(await paymentStatusOf(booking.id)).toBe("unpaid");
    expect(await db.payment.count({ where: { bookingId: booking.id } })).toBe(
      0,
    );
  });

  it("refuses a cleaner and an admin (403) and a caller without a token (401) for someone's booking", async () => {
    const booking = await createBooking(customer.tokens.accessToken);
    expect(
      (await createIntent(cleaner.tokens.accessToken, booking.id)).status,
    ).toBe(403);
    expect((await createIntent(admin.accessToken, booking.id)).status).toBe(
      403,
    );
    expect((await createIntent(null, booking.id)).status).toBe(401);
    expect(await db.payment.count({ where: { bookingId: booking.id } })).toBe(
      0,
    );
  });

  it("refuses a cancelled booking (409)", async () => {
    const booking = await createBooking(customer.tokens.accessToken);
    const cancel = await api("PUT", `/bookings/${booking.id}/status`, {
      token: customer.tokens.accessToken,
      body: { status: "cancelled", reason: "Plans changed" },
    });
    expect(cancel.status).toBe(200);
    const res = await createIntent(customer.tokens.accessToken, booking.id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("CONFLICT_ERROR");
    expect(await db.payment.count({ where: { bookingId: booking.id } })).toBe(
      0,
    );
  });
});

describe("POST /api/payments/confirm", () => {
  it("a decline is 402 with the card message and the booking can then be paid once", async () => {
    const booking = await createBooking(customer.tokens.accessToken);
    await api("POST", `/bookings/${booking.id}/accept`, {
      token: cleaner.tokens.accessToken,
    });
    const intentId = (
      await createIntent(customer.tokens.accessToken, booking.id)
    ).body.paymentIntent.id as string;

    const declined = await confirm(customer.tokens.accessToken, {
      paymentIntentId: intentId,
      paymentMethodId: "pm_card_chargeDeclined",
    });
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({
      success: false,
      code: "PAYMENT_ERROR",
      error: "Your card was declined.",
    });
    expect(await paymentStatusOf(booking.id)).toBe("failed");
    expect(
      await db.payment.findUniqueOrThrow({ where: { gatewayId: intentId } }),
    ).toMatchObject({
      status: "failed",
      failureMessage: "Your card was declined.",
    });

    // Paying again: the same open intent, then a card that succeeds.
    const reopened = await createIntent(
      customer.tokens.accessToken,
      booking.id,
    );
    expect(reopened.body.paymentIntent.id).toBe(intentId);
    expect(await paymentStatusOf(booking.id)).toBe("pending");
    const customerNotesBefore = await db.notification.count({
      where: { userId: customer.id, type: "payment_succeeded" },
    });
    const paid = await confirm(customer.tokens.accessToken, {
      paymentIntentId: intentId,
      paymentMethodId: "pm_card_visa",
    });
    expect(paid.status).toBe(200);
    expect(paid.body.booking).toEqual({
      id: booking.id,
      paymentStatus: "paid",
    });
    expect(paid.body.payment).toMatchObject({
      bookingId: booking.id,
      kind: "payment",
      amountCents: booking.totalCents,
      currency: "usd",
      status: "succeeded",
      gatewayId: intentId,
      failureMessage: null,
    });
    expect(
      await db.notification.count({
        where: { userId: customer.id, type: "payment_succeeded" },
      }),
    ).toBe(customerNotesBefore + 1);
    expect(
      await db.notification.count({
        where: {
          userId: cleaner.id,
          type: "booking_paid",
          data: { equals: { bookingId: booking.id } },
        },
      }),
    ).toBe(1);

    // Idempotent: the same payment again, no second notification; no new intent for a paid booking.
    const repeat = await confirm(customer.tokens.accessToken, {
      paymentIntentId: intentId,
      paymentMethodId: "pm_card_visa",
    });
    expect(repeat.status).toBe(200);
    expect(repeat.body.payment.id).toBe(paid.body.payment.id);
    expect(
      await db.notification.count({
        where: { userId: customer.id, type: "payment_succeeded" },
      }),
    ).toBe(customerNotesBefore + 1);
    const twice = await createIntent(customer.tokens.accessToken, booking.id);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe("This booking is already paid.");
    expect(await db.payment.count({ where: { bookingId: booking.id } })).toBe(
      1,
    );
  });

  it("two confirms at the same moment charge once", async () => {
    const booking = await createBooking(customer.tokens.accessToken);
    const intentId = (
      await createIntent(customer.tokens.accessToken, booking.id)
    ).body.paymentIntent.id as string;
    const before = await db.notification.count({
      where: { userId: customer.id, type: "payment_succeeded" },
    });
    const results = await Promise.all(
      [1, 2].map(() =>
        confirm(customer.tokens.accessToken, {
          paymentIntentId: intentId,
          paymentMethodId: "pm_card_visa",
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results[1]!.body.payment.id).toBe(results[0]!.body.payment.id);
    expect(
      await db.notification.count({
        where: { userId: customer.id, type: "payment_succeeded" },
      }),
    ).toBe(before + 1);
  });

  it('refuses to confirm once the booking was cancelled (409) and leaves the intent unpaid', async () => {
    const booking = await createBooking(customer.tokens.accessToken);
    const intentId = (await createIntent(customer.tokens.accessToken, booking.id)).body.paymentIntent.id as string;
    const cancel = await api('PUT', `/bookings/${booking.id}/status`, { token: customer.tokens.accessToken, body: { status: 'cancelled' } });
    expect(cancel.status).toBe(200);
    const res = await confirm(customer.tokens.accessToken, { paymentIntentId: intentId, paymentMethodId: 'pm_card_visa' });
    expect(res.status).toBe(409);
    expect((await db.gatewayPaymentIntent.findUniqueOrThrow({ where: { id: intentId } })).status).toBe('requires_payment_method');
    expect(await paymentStatusOf(booking.id)).not.toBe('paid');
  });

  it("answers 404 for another customer's intent and 400 for an unknown test payment method", async () => {
    const booking = await createBooking(customer.tokens.accessToken);
    const intentId = (
      await createIntent(customer.tokens.accessToken, booking.id)
    ).body.paymentIntent.id as string;
    const stolen = await confirm(other.tokens.accessToken, {
      paymentIntentId: intentId,
      paymentMethodId: "pm_card_visa",
    });
    expect(stolen.status).toBe(404);
    const unknown = await confirm(customer.tokens.accessToken, {
      paymentIntentId: intentId,
      paymentMethodId: "pm_card_unknown",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe("paymentMethodId");
    const missing = await confirm(customer.tokens.accessToken, {
      paymentIntentId: intentId,
    });
    expect(missing.status).toBe(400);
    expect(await paymentStatusOf(booking.id)).toBe("pending");
  });
});

describe("payment history and settings", () => {
  it("lists a customer's payments newest first, paged; a cleaner has no payouts yet", async () => {
    const payer = await createUser();
    for (let i = 0; i < 2; i += 1) {
      const booking = await createBooking(payer.tokens.accessToken);
      const id = (await createIntent(payer.tokens.accessToken, booking.id)).body
        .paymentIntent.id;
      await confirm(payer.tokens.accessToken, {
        paymentIntentId: id,
        paymentMethodId: "pm_card_visa",
      });
    }
    const page = await api("GET", "/payments/history?limit=1", {
      token: payer.tokens.accessToken,
    });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      success: true,
      total: 2,
      page: 1,
      limit: 1,
    });
    expect(page.body.payments).toHaveLength(1);
    expect(page.body.payments[0]).toMatchObject({
      kind: "payment",
      status: "succeeded",
      currency: "usd",
    });
    const second = await api("GET", "/payments/history?limit=1&page=2", {
      token: payer.tokens.accessToken,
    });
    expect(second.body.payments[0].id).not.toBe(page.body.payments[0].id);
    const cleanerPage = await api("GET", "/payments/history", {
      token: cleaner.tokens.accessToken,
    });
    expect(cleanerPage.body).toMatchObject({
      success: true,
      payments: [],
      total: 0,
      page: 1,
      limit: 10,
    });
    expect((await api("GET", "/payments/history")).status).toBe(401);
    expect(
      (
        await api("GET", "/payments/history?limit=101", {
          token: payer.tokens.accessToken,
        })
      ).status,
    ).toBe(400);
  });

  it("GET /api/payments/config says test mode without a publishable key", async () => {
    const res = await api("GET", "/payments/config");
    expect(res.body).toEqual({
      success: true,
      testMode: true,
      publishableKey: null,
    });
  });
});

describe("GraphQL", () => {
  const CREATE = `mutation($id: ID!) { createPaymentIntent(bookingId: $id) {
    __typename
    ... on MutationCreatePaymentIntentSuccess { data { testMode paymentIntent { id clientSecret amountCents currency status } } }
    ... on Error { code message } } }`;
  const CONFIRM = `mutation($pi: String!, $pm: String) { confirmPayment(paymentIntentId: $pi, paymentMethodId: $pm) {
    __typename
    ... on MutationConfirmPaymentSuccess { data { payment { id kind amountCents currency status gatewayId failureMessage createdAt } booking { id paymentStatus } } }
    ... on Error { code message } } }`;

  it("pays a booking: decline as PaymentError, then success; Booking.payments for the owner and admins only", async () => {
    const booking = await createBooking(customer.tokens.accessToken);
    await api("POST", `/bookings/${booking.id}/accept`, {
      token: cleaner.tokens.accessToken,
    });
    const created = await gql(
      CREATE,
      { id: booking.id },
      customer.tokens.accessToken,
    );
    expect(created.data?.createPaymentIntent).toMatchObject({
      __typename: "MutationCreatePaymentIntentSuccess",
      data: {
        testMode: true,
        paymentIntent: {
          amountCents: booking.totalCents,
          currency: "usd",
          status: "requires_payment_method",
        },
      },
    });
    const pi = created.data!.createPaymentIntent.data.paymentIntent
      .id as string;

    const declined = await gql(
      CONFIRM,
      { pi, pm: "pm_card_chargeDeclined" },
      customer.tokens.accessToken,
    );
    expect(declined.data?.confirmPayment).toEqual({
      __typename: "PaymentError",
      code: "PAYMENT_ERROR",
      message: "Your card was declined.",
    });

    const paid = await gql(
      CONFIRM,
      { pi, pm: "pm_card_visa" },
      customer.tokens.accessToken,
    );
    expect(paid.data?.confirmPayment.__typename).toBe(
      "MutationConfirmPaymentSuccess",
    );
    expect(paid.data?.confirmPayment.data).toMatchObject({
      payment: {
        kind: "payment",
        amountCents: booking.totalCents,
        currency: "usd",
        status: "succeeded",
        gatewayId: pi,
        failureMessage: null,
      },
      booking: { id: booking.id, paymentStatus: "paid" },
    });

    const PAYMENTS = `query($id: ID!) { booking(id: $id) { paymentStatus payments { gatewayId status amountCents } } }`;
    const own = await gql(
      PAYMENTS,
      { id: booking.id },
      customer.tokens.accessToken,
    );
    expect(own.data?.booking).toEqual({
      paymentStatus: "paid",
      payments: [
        { gatewayId: pi, status: "succeeded", amountCents: booking.totalCents },
      ],
    });
    const asAdmin = await gql(PAYMENTS, { id: booking.id }, admin.accessToken);
    expect(asAdmin.data?.booking.payments).toHaveLength(1);
    const asCleaner = await gql(
      PAYMENTS,
      { id: booking.id },
      cleaner.tokens.accessToken,
    );
    expect(asCleaner.data?.booking.payments).toEqual([]);

    const again = await gql(
      CREATE,
      { id: booking.id },
      customer.tokens.accessToken,
    );
    expect(again.data?.createPaymentIntent).toMatchObject({
      __typename: "ConflictError",
      code: "CONFLICT_ERROR",
    });
  });

  it("refuses another customer's booking (NotFoundError) and a cleaner (AuthorizationError)", async () => {
    const booking = await createBooking(customer.tokens.accessToken);
    const stolen = await gql(
      CREATE,
      { id: booking.id },
      other.tokens.accessToken,
    );
    expect(stolen.data?.createPaymentIntent).toMatchObject({
      __typename: "NotFoundError",
      code: "NOT_FOUND_ERROR",
    });
    const asCleaner = await gql(
      CREATE,
      { id: booking.id },
      cleaner.tokens.accessToken,
    );
    expect(asCleaner.data?.createPaymentIntent).toMatchObject({
      __typename: "AuthorizationError",
    });
  });

  it("paymentHistory pages and paymentConfig is public", async () => {
    const res = await gql(
      `query { paymentHistory(limit: 2) { total page limit items { kind status amountCents currency } } }`,
      {},
      customer.tokens.accessToken,
    );
    expect(res.data?.paymentHistory.page).toBe(1);
    expect(res.data?.paymentHistory.limit).toBe(2);
    expect(res.data?.paymentHistory.total).toBe(
      await db.payment.count({ where: { customerId: customer.id } }),
    );
    expect(res.data?.paymentHistory.items.length).toBeLessThanOrEqual(2);
    const config = await gql(
      `query { paymentConfig { testMode publishableKey } }`,
    );
    expect(config.data?.paymentConfig).toEqual({
      testMode: true,
      publishableKey: null,
    });
  });
});

describe("roles before input", () => {
  it("refuses a wrong role whatever it sends, on /api and GraphQL; the customer gets the input error", async () => {
    const token = cleaner.tokens.accessToken;
    // Input that would fail validation (a malformed id, an unknown payment method, nothing at all)
    // still gets the role error for a cleaner and an admin, and the sign-in error when signed out.
    expect((await createIntent(token, "not-a-uuid")).status).toBe(403);
    expect((await createIntent(admin.accessToken, "not-a-uuid")).status).toBe(403);
    expect((await createIntent(null, "not-a-uuid")).status).toBe(401);
    expect(
      (await confirm(token, { paymentIntentId: "nope", paymentMethodId: "pm_card_unknown" })).status,
    ).toBe(403);
    expect((await confirm(token, {})).status).toBe(403);
    const create = await gql(
      `mutation { createPaymentIntent(bookingId: "not-a-uuid") { __typename ... on Error { code } } }`,
      {},
      token,
    );
    expect(create.data?.createPaymentIntent).toEqual({
      __typename: "AuthorizationError",
      code: "AUTHORIZATION_ERROR",
    });
    const confirmed = await gql(
      `mutation { confirmPayment(paymentIntentId: "nope", paymentMethodId: "x") { __typename ... on Error { code } } }`,
      {},
      token,
    );
    expect(confirmed.data?.confirmPayment).toEqual({
      __typename: "AuthorizationError",
      code: "AUTHORIZATION_ERROR",
    });
    const signedOut = await gql(`query { paymentHistory(limit: 1000) { total } }`);
    expect(signedOut.errors?.[0]?.extensions?.code).toBe("AUTHENTICATION_ERROR");
    // The customer gets the input error, as data on the mutation, naming the argument.
    const bad = await gql(
      `mutation { createPaymentIntent(bookingId: "not-a-uuid") { __typename ... on ValidationError { field message } } }`,
      {},
      customer.tokens.accessToken,
    );
    expect(bad.data?.createPaymentIntent).toEqual({
      __typename: "ValidationError",
      field: "bookingId",
      message: "bookingId must be a booking id (uuid)",
    });
    const badHistory = await gql(
      `query { paymentHistory(limit: 1000) { total } }`,
      {},
      customer.tokens.accessToken,
    );
    expect(badHistory.errors?.[0]?.extensions?.code).toBe("VALIDATION_ERROR");
  });
});

/**
 * Memberships (docs/decisions/0019) on the embedded test gateway, over /api and GraphQL: plans,
 * buying a plan, member pricing of the next booking, a decline, a double click, tier changes with
 * proration, cancel and reactivate, renewal and expiry, the payment-subscription view, admin grant,
 * cancel, lists and analytics, and the denials.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { renewMembership } from '../../server/src/modules/memberships/memberships.billing.js';
import { api, createBooking, createUser, db, gql, login, setupDatabase, type TestUser } from './harness.js';

beforeAll(setupDatabase);

let admin: Awaited<ReturnType<typeof login>>;
let cleaner: TestUser;
beforeAll(async () => {
  [admin, cleaner] = await Promise.all([login('admin@demo.test'), createUser({ role: 'cleaner', approvedFor: ['941'] })]);
});

const subscribe = (user: TestUser, body: Record<string, unknown>) => api('POST', '/memberships/subscribe', { token: user.tokens.accessToken, body });

describe('plans and pricing', () => {
  it('lists the three tiers with their plans at the section 9 prices, paged', async () => {
    const res = await api('GET', '/memberships/plans');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.tiers.map((t: { code: string }) => t.code)).toEqual(['moon', 'star', 'sun']);
    const moon = res.body.tiers[0];
    expect(moon.monthlyRateCents).toBe(3690);
    expect(moon.plans.map((p: { months: number; priceCents: number }) => [p.months, p.priceCents])).toEqual([
      [1, 3690],
      [3, 9963],
      [6, 18819],
      [12, 35424],
    ]);
  });

  it('calculate-pricing: with Star a $18/h service costs the member rate; a $42/h one is not covered by Star', async () => {
    const covered = await api('POST', '/memberships/calculate-pricing', { body: { serviceId: 1, durationHours: 2, tier: 'star' } });
    expect(covered.status).toBe(200);
    expect(covered.body).toMatchObject({ tier: 'star', covered: true, withMembership: { totalCents: 3600 }, withoutMembership: { totalCents: 7200 }, savingsCents: 3600 });
    const jet = await db.service.findFirstOrThrow({ where: { memberPriceCents: 4200 } });
    const notCovered = await api('POST', '/memberships/calculate-pricing', { body: { serviceId: jet.id, durationHours: 2, tier: 'star' } });
    expect(notCovered.body).toMatchObject({ covered: false, savingsCents: 0 });
    const bad = await api('POST', '/memberships/calculate-pricing', { body: { serviceId: 1, durationHours: 0.7 } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('durationHours');
  });
});

describe('buying a membership', () => {
  it('charges the plan price, makes it active for the months bought, and prices the next booking at the member rate', async () => {
    const customer = await createUser({ firstName: 'Member' });
    const before = await createBooking(customer.tokens.accessToken);
    expect(before.priceTier).toBe('regular');
    const res = await subscribe(customer, { tier: 'star', months: 3, paymentMethodId: 'pm_card_visa' });
    expect(res.status).toBe(201);
    const m = res.body.membership;
    expect(m).toMatchObject({ status: 'active', tier: { code: 'star' }, planMonths: 3, renews: true, cancelAtPeriodEnd: false });
    const months = (Date.parse(m.currentPeriodEnd) - Date.parse(m.startedAt)) / 86_400_000;
    expect(months).toBeGreaterThanOrEqual(89);
    expect(months).toBeLessThanOrEqual(93);
    const charged = await db.membershipPayment.findMany({ where: { membershipId: m.id } });
    expect(charged).toEqual([expect.objectContaining({ kind: 'subscribe', amountCents: 17253, status: 'succeeded' })]);
    const after = await createBooking(customer.tokens.accessToken);
    expect(after).toMatchObject({ priceTier: 'member', hourlyRateCents: 1800, totalCents: 3600 });
    // The booking made before keeps its price.
    const again = await api('GET', `/bookings/${before.id}`, { token: customer.tokens.accessToken });
    expect(again.body.booking.totalCents).toBe(before.totalCents);
    const current = await api('GET', '/memberships/current', { token: customer.tokens.accessToken });
    expect(current.body.membership.id).toBe(m.id);
    const savings = await api('GET', '/memberships/analytics', { token: customer.tokens.accessToken });
    expect(savings.body.analytics).toMatchObject({ memberBookings: 1, savingsCents: 3600, feesPaidCents: 17253, netSavingsCents: 3600 - 17253 });
  });

  it('a declined card answers 402 with the gateway message and leaves no membership', async () => {
    const customer = await createUser();
    const res = await subscribe(customer, { tier: 'moon', paymentMethodId: 'pm_card_chargeDeclined' });
    expect(res.status).toBe(402);
    expect(res.body.error).toBe('Your card was declined.');
    expect(await db.membership.count({ where: { userId: customer.id } })).toBe(0);
    const current = await api('GET', '/memberships/current', { token: customer.tokens.accessToken });
    expect(current.body.membership).toBeNull();
  });

  it('two subscribes at once (a double click) make one membership and one charge; a third is a 409', async () => {
    const customer = await createUser();
    const results = await Promise.all([subscribe(customer, { tier: 'moon' }), subscribe(customer, { tier: 'moon' })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await db.membershipPayment.count({ where: { userId: customer.id } })).toBe(1);
    expect((await subscribe(customer, { tier: 'sun' })).status).toBe(409);
  });

  it('refuses bad input and the wrong roles', async () => {
    const customer = await createUser();
    expect((await subscribe(customer, { tier: 'gold' })).body.field).toBe('tier');
    expect((await subscribe(customer, { tier: 'moon', months: 2 })).body.field).toBe('months');
    expect((await api('POST', '/memberships/subscribe', { token: cleaner.tokens.accessToken, body: { tier: 'moon' } })).status).toBe(403);
    expect((await api('POST', '/memberships/subscribe', { body: { tier: 'moon' } })).status).toBe(401);
    expect((await api('GET', '/memberships/all', { token: customer.tokens.accessToken })).status).toBe(403);
  });
});

describe('changing, cancelling and renewing', () => {
  it('an upgrade applies now and charges the prorated difference; a downgrade waits for the end of the period', async () => {
    const customer = await createUser();
    const m = (await subscribe(customer, { tier: 'moon' })).body.membership;
    // Half the period left: the upgrade charges half of (Sun 1 month - Moon 1 month).
    const start = new Date(Date.now() - 15 * 86_400_000);
    const end = new Date(Date.now() + 15 * 86_400_000);
    await db.membership.update({ where: { id: m.id }, data: { currentPeriodStart: start, currentPeriodEnd: end } });
    const up = await api('PUT', '/memberships/activate', { token: customer.tokens.accessToken, body: { tier: 'sun' } });
    expect(up.status).toBe(200);
    expect(up.body.membership.tier.code).toBe('sun');
    const upgrade = await db.membershipPayment.findFirstOrThrow({ where: { membershipId: m.id, kind: 'upgrade' } });
    expect(Math.abs(upgrade.amountCents - Math.round((9630 - 3690) / 2))).toBeLessThanOrEqual(2);
    const down = await api('PUT', '/memberships/activate', { token: customer.tokens.accessToken, body: { tier: 'star' } });
    expect(down.body.membership).toMatchObject({ tier: { code: 'sun' }, scheduledTier: 'star' });
    expect((await api('PUT', '/memberships/activate', { token: customer.tokens.accessToken, body: { tier: 'sun' } })).body.membership.scheduledTier).toBeNull();
    expect((await api('PUT', '/memberships/activate', { token: customer.tokens.accessToken, body: { tier: 'sun' } })).status).toBe(409);
  });

  it('cancel keeps it active to the end with no renewal; reactivate undoes it; at the end it is cancelled', async () => {
    const customer = await createUser();
    const m = (await subscribe(customer, { tier: 'moon' })).body.membership;
    const cancelled = await api('PUT', '/memberships/cancel', { token: customer.tokens.accessToken });
    expect(cancelled.body.membership).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, renews: false });
    expect((await api('PUT', '/memberships/cancel', { token: customer.tokens.accessToken })).status).toBe(409);
    const sub = await api('GET', '/payments/subscription', { token: customer.tokens.accessToken });
    expect(sub.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, amountCents: 3690, interval: 'month', intervalCount: 1 });
    const back = await api('PUT', '/memberships/reactivate', { token: customer.tokens.accessToken });
    expect(back.body.membership).toMatchObject({ cancelAtPeriodEnd: false, renews: true });
    expect((await api('PUT', '/memberships/reactivate', { token: customer.tokens.accessToken })).status).toBe(409);
    await api('PUT', '/payments/subscription/cancel', { token: customer.tokens.accessToken });
    await db.membership.update({ where: { id: m.id }, data: { currentPeriodEnd: new Date(Date.now() - 1000) } });
    await renewMembership(m.id);
    expect(await db.membership.findUniqueOrThrow({ where: { id: m.id } })).toMatchObject({ status: 'cancelled' });
    // An ended membership stops giving member rates on new bookings.
    expect((await createBooking(customer.tokens.accessToken)).priceTier).toBe('regular');
  });

  it('renewal charges the same plan once (the job may run twice); a declined renewal expires it', async () => {
    const customer = await createUser();
    const m = (await subscribe(customer, { tier: 'moon' })).body.membership;
    const end = new Date(Date.now() - 1000);
    await db.membership.update({ where: { id: m.id }, data: { currentPeriodEnd: end } });
    await Promise.all([renewMembership(m.id), renewMembership(m.id)]);
    const renewed = await db.membership.findUniqueOrThrow({ where: { id: m.id } });
    expect(renewed.status).toBe('active');
    expect(renewed.currentPeriodStart.getTime()).toBe(end.getTime());
    expect(await db.membershipPayment.count({ where: { membershipId: m.id, kind: 'renewal' } })).toBe(1);
    await api('PUT', '/memberships/payment-method', { token: customer.tokens.accessToken, body: { paymentMethodId: 'pm_card_chargeDeclined' } });
    await db.membership.update({ where: { id: m.id }, data: { currentPeriodEnd: new Date(Date.now() - 1000) } });
    await renewMembership(m.id);
    expect(await db.membership.findUniqueOrThrow({ where: { id: m.id } })).toMatchObject({ status: 'expired', lastRenewalError: 'Your card was declined.' });
  });
});

describe('admin', () => {
  it('grants a membership without payment (recorded with who and why), lists it, ends it', async () => {
    const customer = await createUser({ firstName: 'Granted' });
    const granted = await api('POST', `/admin/memberships/${customer.id}/grant`, { token: admin.accessToken, body: { tier: 'sun', months: 2, reason: 'Service recovery' } });
    expect(granted.status).toBe(201);
    expect(granted.body.membership).toMatchObject({ source: 'grant', grantReason: 'Service recovery', renews: false });
    const row = await db.membership.findUniqueOrThrow({ where: { id: granted.body.membership.id } });
    expect(row.grantedById).toBe((await db.user.findUniqueOrThrow({ where: { email: 'admin@demo.test' } })).id);
    expect(await db.membershipPayment.count({ where: { membershipId: row.id } })).toBe(0);
    expect((await api('POST', `/admin/memberships/${customer.id}/grant`, { token: admin.accessToken, body: { tier: 'moon', months: 1, reason: 'Again' } })).status).toBe(409);
    const list = await api('GET', `/admin/users-with-membership?search=${encodeURIComponent(customer.email)}`, { token: admin.accessToken });
    expect(list.body).toMatchObject({ total: 1, page: 1 });
    expect(list.body.memberships[0].user.email).toBe(customer.email);
    const ended = await api('PUT', `/admin/memberships/${row.id}/cancel`, { token: admin.accessToken, body: { reason: 'Granted by mistake' } });
    expect(ended.body.membership).toMatchObject({ status: 'cancelled', cancelReason: 'Granted by mistake' });
    expect((await api('PUT', `/admin/memberships/${row.id}/cancel`, { token: admin.accessToken, body: { reason: 'Twice' } })).status).toBe(409);
    expect((await api('PUT', `/admin/memberships/${row.id}/cancel`, { token: admin.accessToken, body: {} })).body.field).toBe('reason');
    expect((await api('POST', `/admin/memberships/${cleaner.id}/grant`, { token: admin.accessToken, body: { tier: 'moon', months: 1, reason: 'Nope' } })).status).toBe(404);
    expect((await api('POST', `/admin/memberships/${customer.id}/grant`, { token: customer.tokens.accessToken, body: { tier: 'moon', months: 1, reason: 'Self' } })).status).toBe(403);
  });

  it('decides the admin role before it reads the input, on /api as on GraphQL', async () => {
    const customer = await createUser({ firstName: 'NotAdmin' });
    const token = customer.tokens.accessToken;
    // Input that fails validation (months over 24, a reason too short, an unknown tier) still gets the role error.
    const bad = { tier: 'sun', months: 99, reason: 'x' };
    expect((await api('POST', `/admin/memberships/${customer.id}/grant`, { token, body: bad })).status).toBe(403);
    expect((await api('POST', `/admin/memberships/${customer.id}/grant`, { token, body: { tier: 'nope' } })).status).toBe(403);
    expect((await api('GET', '/memberships/all?limit=1000', { token })).status).toBe(403);
    const grant = `mutation($id: ID!) { adminGrantMembership(userId: $id, tier: sun, months: 99, reason: "x") { __typename ... on Error { code } } }`;
    expect((await gql(grant, { id: customer.id }, token)).data?.adminGrantMembership).toEqual({ __typename: 'AuthorizationError', code: 'AUTHORIZATION_ERROR' });
    expect((await gql('{ allMemberships(limit: 1000) { total } }', {}, token)).errors?.[0]?.extensions?.code).toBe('AUTHORIZATION_ERROR');
    // The admin gets the input error: 400 on /api, a ValidationError member on GraphQL, nothing granted.
    const refused = await api('POST', `/admin/memberships/${customer.id}/grant`, { token: admin.accessToken, body: bad });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'months', message: 'months must be a whole number from 1 to 24' });
    const invalid = await gql(`mutation($id: ID!) { adminGrantMembership(userId: $id, tier: sun, months: 2, reason: "x") { __typename ... on ValidationError { field } } }`, { id: customer.id }, admin.accessToken);
    expect(invalid.data?.adminGrantMembership).toEqual({ __typename: 'ValidationError', field: 'reason' });
    expect((await api('GET', '/memberships/all?limit=1000', { token: admin.accessToken })).body.field).toBe('limit');
    expect(await db.membership.count({ where: { userId: customer.id } })).toBe(0);
  });

  it('all memberships are paged with total = all matches; analytics count members, revenue and churn', async () => {
    const page = await api('GET', '/memberships/all?limit=2', { token: admin.accessToken });
    expect(page.status).toBe(200);
    expect(page.body.memberships).toHaveLength(2);
    expect(page.body.total).toBe(await db.membership.count());
    const analytics = await api('GET', '/admin/membership-analytics', { token: admin.accessToken });
    expect(analytics.status).toBe(200);
    const a = analytics.body.analytics;
    expect(a.membersByTier.map((t: { tier: string }) => t.tier)).toEqual(['moon', 'star', 'sun']);
    expect(a.activeMembers).toBe(await db.membership.count({ where: { status: 'active', currentPeriodEnd: { gt: new Date() } } }));
    expect(a.revenueByMonth).toHaveLength(12);
    const thisMonth = a.revenueByMonth.at(-1);
    const since = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
    const sum = await db.membershipPayment.aggregate({ where: { status: 'succeeded', createdAt: { gte: since } }, _sum: { amountCents: true } });
    expect(thisMonth.revenueCents).toBe(sum._sum.amountCents ?? 0);
    expect(a.churnByMonth).toHaveLength(6);
  });
});

describe('GraphQL has the same capabilities', () => {
  it('subscribeMembership, currentMembership, cancelMembership; errors as data', async () => {
    const customer = await createUser();
    const token = customer.tokens.accessToken;
    const sub = await gql<{ subscribeMembership: { __typename: string; data?: { tier: { code: string }; status: string }; message?: string } }>(
      'mutation { subscribeMembership(tier: moon, months: 1, paymentMethodId: "pm_card_chargeDeclined") { __typename ... on PaymentError { message } ... on MutationSubscribeMembershipSuccess { data { status tier { code } } } } }',
      {},
      token,
    );
    expect(sub.data?.subscribeMembership).toEqual({ __typename: 'PaymentError', message: 'Your card was declined.' });
    const ok = await gql<{ subscribeMembership: { data: { status: string; tier: { code: string } } } }>(
      'mutation { subscribeMembership(tier: star) { ... on MutationSubscribeMembershipSuccess { data { status tier { code } } } } }',
      {},
      token,
    );
    expect(ok.data?.subscribeMembership.data).toEqual({ status: 'active', tier: { code: 'star' } });
    const current = await gql<{ currentMembership: { renews: boolean } }>('{ currentMembership { renews } }', {}, token);
    expect(current.data?.currentMembership.renews).toBe(true);
    const cancel = await gql<{ cancelMembership: { data: { cancelAtPeriodEnd: boolean } } }>(
      'mutation { cancelMembership { ... on MutationCancelMembershipSuccess { data { cancelAtPeriodEnd } } } }',
      {},
      token,
    );
    expect(cancel.data?.cancelMembership.data.cancelAtPeriodEnd).toBe(true);
    const denied = await gql('{ allMemberships { total } }', {}, token);
    expect(denied.errors?.[0]?.extensions?.code).toBe('AUTHORIZATION_ERROR');
    const adminList = await gql<{ allMemberships: { total: number } }>('{ allMemberships(limit: 1) { total items { id member { email } } } }', {}, admin.accessToken);
    expect(adminList.data?.allMemberships.total).toBe(await db.membership.count());
  });
});

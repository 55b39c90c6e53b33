/**
 * Payouts through the Stripe gateway (STRIPE_SECRET_KEY set) against the local stand-in for
 * Stripe's HTTP API (payments-stripe.env.ts): the connected account is an Express account with the
 * transfers capability and an onboarding Account Link; payouts wait until onboarding is complete
 * (account.updated); the transfer carries the cleaner's share in cents, usd, the cleaner's acct_
 * as destination and the idempotency key booking:<id>:payout (docs/decisions/0016).
 */
import { WEBHOOK_SECRET, standIn } from './payments-stripe.env.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { signPayload } from '../../server/src/modules/payments/gateway.js';
import { releasePayout } from '../../server/src/modules/payments/payouts.service.js';
import { api, createBooking, createUser, db, login, setupDatabase, type TestUser } from './harness.js';

beforeAll(setupDatabase);

let customer: TestUser;
let cleaner: TestUser;
let admin: Awaited<ReturnType<typeof login>>;
beforeAll(async () => {
  [customer, cleaner, admin] = await Promise.all([createUser({ firstName: 'Stripe' }), createUser({ role: 'cleaner', approvedFor: ['941'] }), login('admin@demo.test')]);
});

const writesTo = (p: string) => standIn.requests.filter((r) => r.method === 'POST' && r.path === p);

describe('Stripe Connect payouts', () => {
  it('creates an Express account and an onboarding link; the payout waits for onboarding, then transfers the share once', async () => {
    const connect = await api('POST', '/payments/connect-account', { token: cleaner.tokens.accessToken });
    expect(connect.status).toBe(200);
    const accountId = connect.body.account.id as string;
    expect(accountId).toMatch(/^acct_/);
    expect(connect.body.account).toMatchObject({ payoutsEnabled: false, detailsSubmitted: false });
    expect(connect.body.url).toBe(`https://connect.stripe.test/setup/e/${accountId}`);
    const [created] = writesTo('/v1/accounts');
    expect(created).toMatchObject({ idempotencyKey: `user:${cleaner.id}:connect-account` });
    expect(created!.form).toMatchObject({ type: 'express', email: cleaner.email, 'capabilities[transfers][requested]': 'true', 'metadata[userId]': cleaner.id });
    const [link] = writesTo('/v1/account_links');
    expect(link!.form).toMatchObject({ account: accountId, type: 'account_onboarding' });
    expect(link!.form.return_url).toMatch(/\/cleaner\/earnings$/);

    // A paid job, accepted and completed, whose hold is over.
    const booking = await createBooking(customer.tokens.accessToken);
    const intent = await api('POST', '/payments/create-payment-intent', { token: customer.tokens.accessToken, body: { bookingId: booking.id } });
    standIn.browserConfirms(intent.body.paymentIntent.id, 'pm_card_visa');
    expect((await api('POST', '/payments/confirm', { token: customer.tokens.accessToken, body: { paymentIntentId: intent.body.paymentIntent.id } })).status).toBe(200);
    await api('POST', `/bookings/${booking.id}/accept`, { token: cleaner.tokens.accessToken });
    await api('PUT', `/bookings/${booking.id}/status`, { token: admin.accessToken, body: { status: 'completed', reason: 'Done' } });
    await db.payout.update({ where: { bookingId: booking.id }, data: { releaseAt: new Date(Date.now() - 1000) } });

    // Onboarding not finished: nothing is transferred.
    expect((await releasePayout(booking.id))?.status).toBe('waiting_for_account');
    expect(writesTo('/v1/transfers')).toHaveLength(0);

    // Stripe reports the finished onboarding; the waiting payout goes out once.
    standIn.completeOnboarding(accountId);
    const event = { id: 'evt_account_ready', object: 'event', type: 'account.updated', data: { object: standIn.accounts.get(accountId) } };
    const delivered = await api('POST', '/payments/webhook', { body: event, headers: { 'stripe-signature': signPayload(JSON.stringify(event), WEBHOOK_SECRET) } });
    expect(delivered.status).toBe(200);
    const payout = await db.payout.findUniqueOrThrow({ where: { bookingId: booking.id } });
    expect(payout.status).toBe('paid');
    const share = Math.floor((booking.totalCents * 80) / 100);
    const transfers = writesTo('/v1/transfers');
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ idempotencyKey: `booking:${booking.id}:payout` });
    expect(transfers[0]!.form).toMatchObject({
      amount: String(share),
      currency: 'usd',
      destination: accountId,
      transfer_group: `booking:${booking.id}`,
      'metadata[bookingId]': booking.id,
    });
    expect(payout.transferId).toBe([...standIn.transfers.values()][0]!.id);

    // An admin release afterwards changes nothing.
    expect((await api('POST', `/payments/transfer/${booking.id}`, { token: admin.accessToken })).status).toBe(409);
    expect(writesTo('/v1/transfers')).toHaveLength(1);

    // The status route reads the account from Stripe.
    const status = await api('GET', '/payments/connect-account/status', { token: cleaner.tokens.accessToken });
    expect(status.body.account).toEqual({ id: accountId, payoutsEnabled: true, detailsSubmitted: true });
  });
});

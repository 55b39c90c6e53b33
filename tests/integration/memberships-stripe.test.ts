/**
 * Memberships with the Stripe gateway (a local stand-in for Stripe's API: payments-stripe.env.ts),
 * docs/decisions/0019: the card a customer subscribes with is saved on their Stripe Customer
 * (`setup_future_usage: off_session`), and renewals charge it off-session with that Customer.
 * The stand-in applies Stripe's rules for charging a card again: a card used without a Customer,
 * or attached to another Customer, is refused; so a renewal passes here only the way it would at
 * Stripe. One Customer per user, however many charges; a new card is attached before it is kept.
 */
import { standIn } from './payments-stripe.env.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createUser, db, setupDatabase, type TestUser } from './harness.js';
import { renewMembership } from '../../server/src/modules/memberships/memberships.billing.js';

beforeAll(setupDatabase);

const subscribe = (user: TestUser, body: Record<string, unknown>) => api('POST', '/memberships/subscribe', { token: user.tokens.accessToken, body });
const writesTo = (p: string) => standIn.requests.filter((r) => r.method === 'POST' && r.path === p);
const intentsOf = (membershipId: string) => [...standIn.intents.values()].filter((pi) => pi.metadata.membershipId === membershipId);

/** Ends the current period now and runs the renewal job for it. */
async function renewNow(membershipId: string) {
  await db.membership.update({ where: { id: membershipId }, data: { currentPeriodEnd: new Date(Date.now() - 1000) } });
  await renewMembership(membershipId);
  return db.membership.findUniqueOrThrow({ where: { id: membershipId } });
}

describe('memberships with Stripe', () => {
  it('saves the card on one Stripe Customer and renews off-session with it', async () => {
    const customer = await createUser({ firstName: 'Renewing' });
    const card = `pm_saved_${customer.id.replace(/-/g, '')}`;
    const res = await subscribe(customer, { tier: 'star', paymentMethodId: card });
    expect(res.status).toBe(201);
    const m = res.body.membership;
    expect(m).toMatchObject({ status: 'active' });

    const user = await db.user.findUniqueOrThrow({ where: { id: customer.id } });
    expect(user.gatewayCustomerId).toMatch(/^cus_/);
    expect(standIn.customers.get(user.gatewayCustomerId!)).toMatchObject({ email: customer.email, metadata: { userId: customer.id } });
    const [first] = intentsOf(m.id);
    expect(first).toMatchObject({ customer: user.gatewayCustomerId, setup_future_usage: 'off_session', status: 'succeeded', payment_method: card });
    expect(standIn.paymentMethods.get(card)).toEqual({ customer: user.gatewayCustomerId });

    const renewed = await renewNow(m.id);
    expect(renewed.status).toBe('active');
    expect(renewed.lastRenewalError).toBeNull();
    const renewal = intentsOf(m.id).find((pi) => pi.metadata.kind === 'renewal');
    expect(renewal).toMatchObject({ customer: user.gatewayCustomerId, status: 'succeeded', payment_method: card });
    const confirm = standIn.requests.find((r) => r.path === `/v1/payment_intents/${renewal!.id}/confirm`);
    expect(confirm?.form).toMatchObject({ off_session: 'true', payment_method: card });
    expect(await db.membershipPayment.count({ where: { membershipId: m.id, status: 'succeeded' } })).toBe(2);

    // Still one Customer for this user after two charges.
    expect(writesTo('/v1/customers').filter((r) => r.form['metadata[userId]'] === customer.id)).toHaveLength(1);
  });

  it('a new card is attached to the Customer before renewals use it; a card of someone else is refused', async () => {
    const [alice, bob] = await Promise.all([createUser({ firstName: 'Alice' }), createUser({ firstName: 'Bob' })]);
    const aliceCard = `pm_alice_${alice.id.replace(/-/g, '')}`;
    const bobCard = `pm_bob_${bob.id.replace(/-/g, '')}`;
    const m = (await subscribe(alice, { tier: 'moon', paymentMethodId: aliceCard })).body.membership;
    expect((await subscribe(bob, { tier: 'moon', paymentMethodId: bobCard })).status).toBe(201);

    const newCard = `pm_new_${alice.id.replace(/-/g, '')}`;
    const changed = await api('PUT', '/memberships/payment-method', { token: alice.tokens.accessToken, body: { paymentMethodId: newCard } });
    expect(changed.status).toBe(200);
    const aliceCustomer = (await db.user.findUniqueOrThrow({ where: { id: alice.id } })).gatewayCustomerId;
    expect(standIn.paymentMethods.get(newCard)).toEqual({ customer: aliceCustomer });
    const renewed = await renewNow(m.id);
    expect(renewed.status).toBe('active');
    expect(intentsOf(m.id).find((pi) => pi.metadata.kind === 'renewal')).toMatchObject({ payment_method: newCard, status: 'succeeded' });

    // Bob's saved card cannot become Alice's: Stripe refuses to attach it, the card on file stays.
    const stolen = await api('PUT', '/memberships/payment-method', { token: alice.tokens.accessToken, body: { paymentMethodId: bobCard } });
    expect(stolen.status).toBe(400);
    expect(stolen.body.field).toBe('paymentMethodId');
    expect((await db.membership.findUniqueOrThrow({ where: { id: m.id } })).paymentMethodId).toBe(newCard);
  });

  it('a renewal that Stripe refuses ends the membership with Stripe\'s message', async () => {
    const customer = await createUser();
    const card = `pm_spent_${customer.id.replace(/-/g, '')}`;
    const m = (await subscribe(customer, { tier: 'moon', paymentMethodId: card })).body.membership;
    // As if the card had been detached at Stripe: it was last used without a Customer.
    standIn.paymentMethods.set(card, { customer: null });
    const ended = await renewNow(m.id);
    expect(ended.status).toBe('expired');
    expect(ended.lastRenewalError).toMatch(/may not be used again/);
  });
});

/**
 * The web app's plan documents as the browser sends them (docs/decisions/0033): /book's Repeat preview
 * and createPlan, /customer/plans and /customer/plans/:id (skip, move, pause, resume, change the
 * frequency, cancel) and the profile's calendar feed card, each run from the document codegen
 * generated for the client (client/src/gql/graphql.ts), so a field the pages select that the
 * server cannot answer fails here rather than in a browser.
 */
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, db, gql, setupDatabase, type TestUser } from './harness.js';
import { zipPoint } from '../../server/src/lib/geo.js';
import { stopJobs } from '../../server/src/jobs/queue.js';
import { addDays, localDateOf, localTimeOf } from '../../server/src/modules/plans/recurrence.js';
import {
  CalendarFeedDocument,
  CancelPlanDocument,
  CreatePlanDocument,
  CustomerPlanDocument,
  CustomerPlansDocument,
  MovePlanVisitDocument,
  PlanFavoriteCleanersDocument,
  PreviewPlanDocument,
  RecurringDiscountsDocument,
  RenewCalendarFeedDocument,
  RevokeCalendarFeedDocument,
  SkipPlanVisitDocument,
  UpdatePlanDocument,
} from '../../client/src/gql/graphql.js';

beforeAll(setupDatabase);
afterAll(stopJobs);

const place = { city: 'Austin', zipCode: '78701' };
const zone = zipPoint(place.zipCode)!.timeZone;

/** Runs a client document and returns its data, failing on GraphQL errors. */
async function run(document: Parameters<typeof print>[0], variables: Record<string, unknown>, token: string): Promise<Record<string, any>> {
  const res = await gql(print(document), variables, token);
  expect(res.errors).toBeUndefined();
  return res.data as Record<string, any>;
}

describe('the customer pages of plans, with the documents the web app sends', () => {
  let customer: TestUser;
  let cleaner: TestUser;
  let input: Record<string, unknown>;
  let planId: string;

  beforeAll(async () => {
    [customer, cleaner] = await Promise.all([createUser({ firstName: 'Wendy' }), createUser({ role: 'cleaner', approvedFor: [], firstName: 'Walter' })]);
    const point = zipPoint('78702')!;
    await db.cleanerProfile.update({
      where: { userId: cleaner.id },
      data: { homeZipCode: '78702', homeLatitude: point.latitude, homeLongitude: point.longitude, serviceRadiusMiles: 25 },
    });
    input = {
      serviceId: 1,
      address: '5 Web Street',
      ...place,
      startDate: addDays(localDateOf(new Date(), zone), 4),
      startTime: '10:00',
      durationHours: 2,
      frequency: 'weekly',
      matching: 'best',
    };
  });

  it("/book: the Repeat choice shows each plan's discount and the customer's favourites, and the preview checks every visit", async () => {
    const discounts = await run(RecurringDiscountsDocument, {}, customer.tokens.accessToken);
    expect(discounts.recurringDiscounts).toEqual(expect.arrayContaining([expect.objectContaining({ frequency: 'weekly', percent: 10 })]));

    const favorites = await run(PlanFavoriteCleanersDocument, {}, customer.tokens.accessToken);
    expect(favorites.favoriteCleaners.items).toEqual([]);

    const { previewPlan } = await run(PreviewPlanDocument, { input }, customer.tokens.accessToken);
    expect(previewPlan).toMatchObject({ timeZone: zone, frequency: 'weekly', conflicts: 0, cleanerId: cleaner.id, price: { discountPercent: 10 } });
    expect(previewPlan.visits).toHaveLength(12);
    expect(previewPlan.visits.every((visit: any) => localTimeOf(new Date(visit.scheduledAt), zone) === '10:00')).toBe(true);
    expect(previewPlan.price.totalCents + previewPlan.price.discountCents).toBeGreaterThan(previewPlan.price.totalCents);
  });

  it('/book: "Confirm plan" creates it, and /customer/plans lists it with its visits', async () => {
    const { createPlan } = await run(CreatePlanDocument, { input }, customer.tokens.accessToken);
    expect(createPlan).toMatchObject({ __typename: 'MutationCreatePlanSuccess', data: { status: 'active', frequency: 'weekly', startTime: '10:00', timeZone: zone } });
    planId = createPlan.data.id;

    const { plans } = await run(CustomerPlansDocument, { page: 1, limit: 10 }, customer.tokens.accessToken);
    expect(plans).toMatchObject({ page: 1, limit: 10, total: 1 });
    expect(plans.items[0]).toMatchObject({ id: planId, service: { id: '1' }, cleaner: { cleanerId: cleaner.id } });
    expect(plans.items[0].visits.length).toBeGreaterThan(2);

    const { plans: paused } = await run(CustomerPlansDocument, { status: 'paused', page: 1, limit: 10 }, customer.tokens.accessToken);
    expect(paused.total).toBe(0);
  });

  it('/customer/plans/:id: skip one visit, move another, pause, resume, change the frequency and cancel', async () => {
    const token = customer.tokens.accessToken;
    const { plan } = await run(CustomerPlanDocument, { id: planId }, token);
    expect(plan).toMatchObject({ id: planId, status: 'active', matching: expect.any(String), address: '5 Web Street' });
    const [, second, third] = plan.visits;

    const skipped = await run(SkipPlanVisitDocument, { id: planId, date: second.date }, token);
    expect(skipped.skipPlanVisit.__typename).toBe('MutationSkipPlanVisitSuccess');
    expect(skipped.skipPlanVisit.data.visits.find((visit: any) => visit.date === second.date)).toMatchObject({ status: 'skipped' });

    const later = new Date(new Date(third.scheduledAt).getTime() + 2 * 3_600_000).toISOString();
    const moved = await run(MovePlanVisitDocument, { id: planId, date: third.date, scheduledAt: later }, token);
    expect(moved.movePlanVisit.__typename).toBe('MutationMovePlanVisitSuccess');
    expect(moved.movePlanVisit.data.visits.find((visit: any) => visit.date === third.date)).toMatchObject({ moved: true, scheduledAt: later });

    const paused = await run(UpdatePlanDocument, { id: planId, input: { status: 'paused' } }, token);
    expect(paused.updatePlan.data).toMatchObject({ status: 'paused', pausedAt: expect.any(String) });
    const resumed = await run(UpdatePlanDocument, { id: planId, input: { status: 'active' } }, token);
    expect(resumed.updatePlan.data).toMatchObject({ status: 'active' });

    const changed = await run(UpdatePlanDocument, { id: planId, input: { frequency: 'biweekly' } }, token);
    expect(changed.updatePlan.data).toMatchObject({ frequency: 'biweekly', price: { discountPercent: 5 } });

    const cancelled = await run(CancelPlanDocument, { id: planId }, token);
    expect(cancelled.cancelPlan.data).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
  });

  it("another customer's plan is not found on /customer/plans/:id", async () => {
    const other = await createUser({ firstName: 'Olga' });
    const res = await gql(print(CustomerPlanDocument), { id: planId }, other.tokens.accessToken);
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND_ERROR');
  });

  it("the profile's calendar feed card: none, made (address shown once), on, turned off", async () => {
    const token = customer.tokens.accessToken;
    expect((await run(CalendarFeedDocument, {}, token)).calendarFeed).toBeNull();
    const renewed = await run(RenewCalendarFeedDocument, {}, token);
    expect(renewed.renewCalendarFeed.data.url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await run(CalendarFeedDocument, {}, token)).calendarFeed).not.toBeNull();
    const revoked = await run(RevokeCalendarFeedDocument, {}, token);
    expect(revoked.revokeCalendarFeed).toMatchObject({ __typename: 'MutationRevokeCalendarFeedSuccess', data: true });
    expect((await run(CalendarFeedDocument, {}, token)).calendarFeed).toBeNull();
  });
});

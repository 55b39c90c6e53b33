/**
 * The service catalogue and membership tiers (spec sections 3, 5, 9) over /api and GraphQL.
 * Expected values come from the seed catalogue (prisma/seed/catalogue.ts), found by name.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBERSHIP_TIERS, SERVICE_CATEGORIES, SERVICES } from '../../prisma/seed/catalogue.js';
import { api, gql, login, setupDatabase } from './harness.js';

beforeAll(setupDatabase);

type ServiceJson = { id: number; name: string; category: string; memberPriceCents: number; regularPriceCents: number; memberPrice: string; regularPrice: string };

/** The catalogue service named `name` (fails loudly when renamed). */
function byName(name: string) {
  const s = SERVICES.find((x) => x.name === name);
  if (!s) throw new Error(`no service named ${name} in the catalogue`);
  return s;
}

/** Ids of catalogue services matching `term` case-insensitively in name, description or a feature. */
function matching(term: string): number[] {
  const t = term.toLowerCase();
  return SERVICES.filter(
    (s) => s.name.toLowerCase().includes(t) || s.description.toLowerCase().includes(t) || s.features.some((f) => f.toLowerCase().includes(t)),
  ).map((s) => s.id);
}

const byPopularity = [...SERVICES].sort((a, b) => a.popularityRank - b.popularityRank);

async function list(query = ''): Promise<ServiceJson[]> {
  const res = await api('GET', `/services${query}`);
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
  // Paged-list shape: `total` counts every match, `limit` is the page size asked for.
  expect(res.body.total).toBeGreaterThanOrEqual(res.body.services.length);
  expect(res.body).toMatchObject({ page: 1, limit: expect.any(Number) });
  expect(res.body.services.length).toBeLessThanOrEqual(res.body.limit);
  return res.body.services;
}

describe('GET /api/services', () => {
  it('without a term returns the 20 most popular, most popular first', async () => {
    const services = await list();
    expect(services.map((s) => s.id)).toEqual(byPopularity.slice(0, 20).map((s) => s.id));
  });

  it('search is case-insensitive on the name; a name match comes first', async () => {
    for (const term of ['YACHT', 'yacht', 'yAcHt']) {
      const services = await list(`?search=${term}`);
      expect(services[0]!.name).toBe('Yacht Cleaning');
      expect(services.map((s) => s.id).sort((a, b) => a - b)).toEqual(matching('yacht'));
    }
  });

  it('search matches description text', async () => {
    const term = 'gelcoat'; // only in the yacht description
    expect(matching(term)).toEqual([byName('Yacht Cleaning').id]);
    expect(byName('Yacht Cleaning').name.toLowerCase()).not.toContain(term);
    const services = await list(`?search=${term.toUpperCase()}`);
    expect(services.map((s) => s.name)).toEqual(['Yacht Cleaning']);
  });

  it('search matches feature text', async () => {
    const term = 'hangar'; // only in a private-jet feature ('Hangar or FBO service')
    const jet = byName('Private Jet Cleaning');
    expect(jet.description.toLowerCase()).not.toContain(term);
    expect(matching(term)).toEqual([jet.id]);
    const services = await list(`?search=${term}`);
    expect(services.map((s) => s.name)).toEqual(['Private Jet Cleaning']);
  });

  it('a term matching nothing returns an empty list; SQL wildcards are taken literally', async () => {
    expect(matching('%')).toEqual([]);
    expect(matching('_')).toEqual([]);
    expect(await list('?search=zzzqqq')).toEqual([]);
    expect(await list('?search=%25')).toEqual([]); // '%'
    expect(await list('?search=_')).toEqual([]);
  });

  it('caps: empty term 20, a term without limit 30, limit=99 caps at 50', async () => {
    const broad = 'clean';
    expect(matching(broad).length).toBeGreaterThan(30);
    expect(await list()).toHaveLength(20);
    expect(await list(`?search=${broad}`)).toHaveLength(30);
    expect(await list('?limit=99')).toHaveLength(50);
    expect(await list(`?search=${broad}&limit=99`)).toHaveLength(Math.min(matching(broad).length, 50));
    expect(await list('?limit=5')).toHaveLength(5);
  });

  it('an invalid limit is 400', async () => {
    const res = await api('GET', '/services?limit=0');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', field: 'limit' });
  });
  it('landing search (spec section 5): maxResults 25 gives 25 for an empty term and 35 with a term; never above 50', async () => {
    const broad = 'clean';
    expect(matching(broad).length).toBeGreaterThan(35);
    expect(await list('?maxResults=25')).toHaveLength(25);
    expect(await list(`?search=${broad}&maxResults=25`)).toHaveLength(35);
    expect(await list(`?search=${broad}&maxResults=45`)).toHaveLength(Math.min(matching(broad).length, 50));
    expect(await list('?maxResults=99')).toHaveLength(50);
    // An explicit limit still wins.
    expect(await list(`?search=${broad}&maxResults=25&limit=5`)).toHaveLength(5);

    // The web app's search box asks GraphQL `services` with maxResults (components/ServiceSearch.tsx).
    const query = 'query($search: String, $maxResults: Int) { services(search: $search, maxResults: $maxResults) { id } }';
    const empty = await gql<{ services: { id: string }[] }>(query, { maxResults: 25 });
    expect(empty.errors).toBeUndefined();
    expect(empty.data?.services.map((s) => Number(s.id))).toEqual(byPopularity.slice(0, 25).map((s) => s.id));
    const term = await gql<{ services: { id: string }[] }>(query, { search: broad, maxResults: 25 });
    expect(term.data?.services).toHaveLength(35);
  });

  it('an invalid maxResults is 400', async () => {
    const res = await api('GET', '/services?maxResults=0');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', field: 'maxResults' });
  });
});

describe('categories', () => {
  it('lists the 19 categories with counts adding up to 50', async () => {
    const res = await api('GET', '/services/categories');
    expect(res.status).toBe(200);
    const categories = res.body.categories as { name: string; serviceCount: number }[];
    expect(categories).toHaveLength(19);
    expect(categories.map((c) => c.name).sort()).toEqual([...SERVICE_CATEGORIES].sort());
    expect(categories.reduce((sum, c) => sum + c.serviceCount, 0)).toBe(50);
    for (const c of categories) {
      expect(c.serviceCount).toBe(SERVICES.filter((s) => s.category === c.name).length);
    }
  });

  it('/services/category/Luxury lists only and all Luxury services', async () => {
    const res = await api('GET', '/services/category/Luxury');
    expect(res.status).toBe(200);
    const services = res.body.services as ServiceJson[];
    expect(services.length).toBeGreaterThan(0);
    expect(services.every((s) => s.category === 'Luxury')).toBe(true);
    expect(services.map((s) => s.id).sort((a, b) => a - b)).toEqual(
      SERVICES.filter((s) => s.category === 'Luxury').map((s) => s.id).sort((a, b) => a - b),
    );
  });

  it('a category with a space and ampersand works when encoded', async () => {
    const res = await api('GET', `/services/category/${encodeURIComponent('Health & Safety')}`);
    expect(res.status).toBe(200);
    expect(res.body.services.length).toBe(SERVICES.filter((s) => s.category === 'Health & Safety').length);
  });
});

describe('one service', () => {
  it.each([
    ['House Cleaning', 1800, 3600, '$18/h', '$36/h'],
    ['Deep Cleaning', 2200, 4500, '$22/h', '$45/h'],
    ['Private Jet Cleaning', 4200, 7500, '$42/h', '$75/h'],
    ['Yacht Cleaning', 3200, 6500, '$32/h', '$65/h'],
    ['Emergency Cleaning 24/7', 4500, 9900, '$45/h', '$99/h'],
  ])('%s costs %i / %i cents per hour', async (name, member, regular, memberPrice, regularPrice) => {
    const res = await api('GET', `/services/${byName(name).id}`);
    expect(res.status).toBe(200);
    expect(res.body.service).toMatchObject({ name, memberPriceCents: member, regularPriceCents: regular, memberPrice, regularPrice });
  });

  it('service 1 is House Cleaning', async () => {
    const res = await api('GET', '/services/1');
    expect(res.body.service).toMatchObject({ id: 1, name: 'House Cleaning', memberPriceCents: 1800, regularPriceCents: 3600, memberPrice: '$18/h' });
  });

  it.each(['999', '0', 'abc'])('/services/%s is 404 NOT_FOUND_ERROR', async (id) => {
    const res = await api('GET', `/services/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND_ERROR' });
  });

  it('/services/1/pricing quotes regular for visitors and member for a Star member', async () => {
    const anon = await api('GET', '/services/1/pricing');
    expect(anon.status).toBe(200);
    expect(anon.body.pricing).toMatchObject({
      serviceId: 1,
      currency: 'USD',
      memberPriceCents: 1800,
      regularPriceCents: 3600,
      memberPrice: '$18/h',
      regularPrice: '$36/h',
      discountPercent: 50,
      quote: { appliedTier: 'regular', durationMinutes: 120, totalCents: 7200 },
    });

    const { accessToken } = await login('customer@demo.test');
    const member = await api('GET', '/services/1/pricing?durationHours=3', { token: accessToken });
    expect(member.body.pricing.quote).toMatchObject({ appliedTier: 'member', durationMinutes: 180, totalCents: 5400, regularTotalCents: 10800, savingsCents: 5400 });
  });

  it('/services/999/pricing is 404', async () => {
    expect((await api('GET', '/services/999/pricing')).status).toBe(404);
  });
});

describe('catalogue over GraphQL', () => {
  it('services(search:) is case-insensitive over name, description and features', async () => {
    const res = await gql<{ services: { id: string; name: string }[] }>('query($s: String) { services(search: $s) { id name } }', { s: 'YACHT' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.services[0]!.name).toBe('Yacht Cleaning');
    expect(res.data!.services.map((s) => Number(s.id)).sort((a, b) => a - b)).toEqual(matching('yacht'));

    const all = await gql<{ services: unknown[] }>('{ services { id } }');
    expect(all.data!.services).toHaveLength(20);
    const capped = await gql<{ services: unknown[] }>('{ services(limit: 99) { id } }');
    expect(capped.data!.services).toHaveLength(50);
  });

  it('service(id:) returns the service, or null when unknown', async () => {
    const jet = byName('Private Jet Cleaning');
    const res = await gql('query($id: ID!) { service(id: $id) { id name category memberPriceCents regularPriceCents memberPrice premium } }', { id: String(jet.id) });
    expect(res.data!.service).toEqual({
      id: String(jet.id),
      name: 'Private Jet Cleaning',
      category: 'Luxury',
      memberPriceCents: 4200,
      regularPriceCents: 7500,
      memberPrice: '$42/h',
      premium: true,
    });
    const missing = await gql('{ service(id: "999") { id } }');
    expect(missing.errors).toBeUndefined();
    expect(missing.data!.service).toBeNull();
  });

  it('popularServices returns the 8 most popular', async () => {
    const res = await gql<{ popularServices: { id: string }[] }>('{ popularServices { id } }');
    expect(res.data!.popularServices.map((s) => Number(s.id))).toEqual(byPopularity.slice(0, 8).map((s) => s.id));
  });

  it('serviceCategories matches /api', async () => {
    const res = await gql<{ serviceCategories: { name: string; serviceCount: number }[] }>('{ serviceCategories { name serviceCount } }');
    expect(res.data!.serviceCategories).toHaveLength(19);
    expect(res.data!.serviceCategories.reduce((n, c) => n + c.serviceCount, 0)).toBe(50);
  });

  it('membershipTiers: Moon $36.90, Star $63.90, Sun $96.30 with their plans', async () => {
    const res = await gql<{
      membershipTiers: { code: string; name: string; monthlyRateCents: number; popular: boolean; plans: { months: number; priceCents: number; originalPriceCents: number; discountPercent: number | null }[] }[];
    }>('{ membershipTiers { code name monthlyRateCents popular plans { months priceCents originalPriceCents discountPercent } } }');
    expect(res.errors).toBeUndefined();
    const tiers = res.data!.membershipTiers;
    expect(tiers.map((t) => [t.name, t.monthlyRateCents])).toEqual([
      ['Moon', 3690],
      ['Star', 6390],
      ['Sun', 9630],
    ]);
    expect(tiers.find((t) => t.popular)?.name).toBe('Star');

    const moon = tiers[0]!;
    expect(moon.plans.map((p) => p.months)).toEqual([1, 3, 6, 12]);
    expect(moon.plans.find((p) => p.months === 3)).toEqual({ months: 3, priceCents: 9963, originalPriceCents: 11070, discountPercent: 10 });
    expect(moon.plans.find((p) => p.months === 6)).toMatchObject({ priceCents: 18819, discountPercent: 15 });
    expect(moon.plans.find((p) => p.months === 12)).toMatchObject({ priceCents: 35424, discountPercent: 20 });
    expect(tiers[1]!.plans.map((p) => p.priceCents)).toEqual([6390, 17253, 32577, 61344]);
    expect(tiers[2]!.plans.map((p) => p.priceCents)).toEqual([9630, 26001, 49131, 92496]);
    // The seed data agrees with what is served.
    expect(tiers.map((t) => t.code)).toEqual(MEMBERSHIP_TIERS.map((t) => t.code));
  });
});

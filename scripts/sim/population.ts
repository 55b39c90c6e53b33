/**
 * Who takes part in the matching simulation: the approved cleaners (home point, radius) and the
 * customers (home zip, favourites) of the database it runs on, and the small Bay Area dataset the
 * simulation writes itself when the database has no scale dataset (scripts/seed-scale.ts).
 */
import { db } from '../../server/src/db.js';
import { zipPoint, milesBetween, type ZipPoint } from '../../server/src/lib/geo.js';
import { totalFor } from '../../server/src/modules/services/pricing.service.js';
import { Rng } from './random.js';

export interface SimCleaner {
  id: string;
  /** Stable across runs (the email): what the cleaner's habits and reactions are drawn from, as ids are random UUIDs. */
  key: string;
  latitude: number;
  longitude: number;
  radiusMiles: number;
}

export interface SimCustomer {
  id: string;
  point: ZipPoint;
  favorites: Set<string>;
}

export interface SimService {
  id: number;
  regularPriceCents: number;
  weight: number;
}

export interface Population {
  cleaners: SimCleaner[];
  customers: SimCustomer[];
  services: SimService[];
}

/** Marks the rows the simulation writes itself (users' email domain). */
export const SIM_EMAIL_DOMAIN = 'sim.example';
/** Notes of every booking an arm creates: `sim:<arm>`. Earlier rows (history) are never touched. */
export const SIM_NOTE_PREFIX = 'sim:';
/** Stored as passwordHash of simulated users: no password verifies against it, so nobody signs in as them. */
const NO_LOGIN = 'sim-no-login';

/** 30 Bay Area zip codes (San Francisco, the Peninsula, the East Bay, Marin, San Jose), with a weight for how many people live there. */
const BAY_AREA: [zip: string, weight: number][] = [
  ['94102', 3], ['94103', 3], ['94107', 3], ['94109', 4], ['94110', 5], ['94112', 4], ['94114', 3], ['94115', 3],
  ['94117', 3], ['94118', 3], ['94121', 3], ['94122', 4], ['94124', 2], ['94131', 2], ['94133', 2],
  ['94014', 2], ['94080', 2], ['94401', 2], ['94403', 2], ['94061', 2], ['94301', 2],
  ['94601', 2], ['94606', 2], ['94610', 2], ['94611', 2], ['94703', 2], ['94705', 1],
  ['94501', 2], ['94901', 1], ['95112', 2],
];

const SPECIALTIES = ['Deep cleaning', 'Move-out', 'Eco products', 'Pets', 'Windows', 'Kitchens', 'Offices', 'Laundry'];
const FIRST = ['Maria', 'James', 'Ana', 'Luis', 'Grace', 'Wei', 'Fatima', 'Omar', 'Sofia', 'Daniel', 'Chloe', 'Ivan', 'Priya', 'Kofi', 'Elena', 'Sam'];
const LAST = ['Garcia', 'Chen', 'Nguyen', 'Smith', 'Patel', 'Lopez', 'Kim', 'Okafor', 'Rossi', 'Silva', 'Khan', 'Brown'];

/** Whether the database already holds approved cleaners with a home point (scale or a previous simulated dataset). */
export async function countLocatedCleaners(): Promise<number> {
  return db.cleanerProfile.count({ where: { backgroundCheckStatus: 'approved', homeLatitude: { not: null } } });
}

/**
 * Writes the small dataset: `cleaners` approved cleaners and `customers` customers over 30 Bay Area
 * zip codes, cleaners with weekly hours (local time), radius, ratings and specialties; about 40 % of
 * the customers with 1 to 3 completed jobs in the 120 days before `epoch` (and their reviews).
 */
export async function createSmallDataset(rng: Rng, opts: { cleaners: number; customers: number; epoch: Date }): Promise<void> {
  const zips = BAY_AREA.map(([zip, weight]) => ({ point: zipPoint(zip), weight })).filter((z): z is { point: ZipPoint; weight: number } => z.point !== null);
  const cleanerRows = Array.from({ length: opts.cleaners }, (_, i) => {
    const home = rng.weighted(zips, (z) => z.weight).point;
    return {
      id: crypto.randomUUID(),
      i,
      home,
      radius: rng.weighted([10, 15, 25, 35], (_r, k) => [2, 3, 4, 1][k]!),
      ratingCount: rng.chance(0.15) ? 0 : Math.round(rng.logNormal(25, 1)),
      ratingAverage: Math.min(5, Math.max(3.2, rng.between(3.9, 5.05))),
    };
  });
  await db.user.createMany({
    data: cleanerRows.map((c) => ({
      id: c.id,
      email: `cleaner-${c.i}@${SIM_EMAIL_DOMAIN}`,
      passwordHash: NO_LOGIN,
      firstName: rng.pick(FIRST),
      lastName: rng.pick(LAST),
      role: 'cleaner' as const,
      emailVerifiedAt: opts.epoch,
    })),
  });
  await db.cleanerProfile.createMany({
    data: cleanerRows.map((c) => ({
      userId: c.id,
      city: c.home.city,
      homeZipCode: c.home.zip,
      homeLatitude: c.home.latitude,
      homeLongitude: c.home.longitude,
      serviceRadiusMiles: c.radius,
      yearsExperience: rng.int(0, 15),
      specialties: SPECIALTIES.filter(() => rng.chance(0.3)),
      timeZone: c.home.timeZone,
      hoursSetAt: new Date(opts.epoch.getTime() - 30 * 86_400_000),
      backgroundCheckStatus: 'approved' as const,
      backgroundCheckedAt: new Date(opts.epoch.getTime() - 60 * 86_400_000),
      ratingAverage: c.ratingCount ? Math.round(c.ratingAverage * 100) / 100 : 0,
      ratingCount: c.ratingCount,
    })),
  });
  // Weekly hours: 5 or 6 working days, starting 7-9 h and ending 16-19 h local time.
  const hours = cleanerRows.flatMap((c) => {
    const daysOff = new Set([rng.int(0, 6)]);
    if (rng.chance(0.6)) daysOff.add(rng.int(0, 6));
    const startMinute = rng.int(7, 9) * 60;
    const endMinute = rng.int(16, 19) * 60;
    return [0, 1, 2, 3, 4, 5, 6].filter((d) => !daysOff.has(d)).map((weekday) => ({ cleanerId: c.id, weekday, startMinute, endMinute }));
  });
  await db.cleanerHours.createMany({ data: hours });

  const customerRows = Array.from({ length: opts.customers }, (_, i) => ({ id: crypto.randomUUID(), i, home: rng.weighted(zips, (z) => z.weight).point }));
  await db.user.createMany({
    data: customerRows.map((c) => ({
      id: c.id,
      email: `customer-${c.i}@${SIM_EMAIL_DOMAIN}`,
      passwordHash: NO_LOGIN,
      firstName: rng.pick(FIRST),
      lastName: rng.pick(LAST),
      role: 'customer' as const,
      emailVerifiedAt: opts.epoch,
      defaultAddress: `${100 + c.i} Simulation St`,
      defaultCity: c.home.city,
      defaultZipCode: c.home.zip,
    })),
  });

  // History: completed jobs with cleaners who cover the customer, nearer ones more often.
  const service = await db.service.findFirst({ where: { active: true }, orderBy: { id: 'asc' } });
  if (!service) throw new Error('no active service: the demo seed must run first');
  const history: { booking: Parameters<typeof db.booking.create>[0]['data'] & { id: string }; rating: number; cleanerId: string; customerId: string }[] = [];
  for (const customer of customerRows) {
    if (!rng.chance(0.4)) continue;
    const near = cleanerRows
      .map((c) => ({ c, miles: milesBetween(c.home, customer.home) }))
      .filter((x) => x.miles <= x.c.radius);
    if (near.length === 0) continue;
    for (let k = rng.int(1, 3); k > 0; k -= 1) {
      const { c } = rng.weighted(near, (x) => 1 / (1 + x.miles));
      const at = new Date(opts.epoch.getTime() - rng.int(7, 120) * 86_400_000);
      at.setUTCHours(17 + rng.int(0, 4), 0, 0, 0);
      const minutes = 120;
      history.push({
        booking: {
          id: crypto.randomUUID(),
          customerId: customer.id,
          cleanerId: c.id,
          serviceId: service.id,
          status: 'completed',
          scheduledAt: at,
          durationMinutes: minutes,
          address: `${100 + customer.i} Simulation St`,
          city: customer.home.city,
          zipCode: customer.home.zip,
          latitude: customer.home.latitude,
          longitude: customer.home.longitude,
          priceTier: 'regular',
          hourlyRateCents: service.regularPriceCents,
          totalCents: totalFor(service.regularPriceCents, minutes),
          paymentStatus: 'paid',
          acceptedAt: new Date(at.getTime() - 2 * 86_400_000),
          startedAt: at,
          completedAt: new Date(at.getTime() + minutes * 60_000),
          createdAt: new Date(at.getTime() - 3 * 86_400_000),
        },
        rating: rng.chance(0.85) ? rng.int(4, 5) : rng.int(2, 3),
        cleanerId: c.id,
        customerId: customer.id,
      });
    }
  }
  await db.booking.createMany({ data: history.map((h) => h.booking) as never });
  await db.review.createMany({
    data: history.map((h) => ({
      bookingId: h.booking.id,
      authorId: h.customerId,
      cleanerId: h.cleanerId,
      serviceId: service.id,
      rating: h.rating,
      comment: 'Simulated history.',
      createdAt: h.booking.completedAt as Date,
    })),
  });
}

/**
 * Seeds favourites where the database has none: a customer with a completed job marks, with
 * probability `share`, the cleaner of their best-rated (then most frequent) completed job a
 * favourite (a favourite must have completed a job for them). Deterministic for a seed.
 * @returns how many favourites it wrote
 */
export async function seedFavorites(seed: number, share: number): Promise<number> {
  const existing = await db.favoriteCleaner.count();
  if (existing > 0) return 0;
  const threshold = Math.floor(share * 1000);
  return db.$executeRaw`
    INSERT INTO "FavoriteCleaner" ("customerId", "cleanerId", "createdAt")
    SELECT DISTINCT ON (b."customerId") b."customerId", b."cleanerId", max(b."completedAt") OVER (PARTITION BY b."customerId", b."cleanerId")
    FROM "Booking" AS b
    LEFT JOIN "Review" AS r ON r."bookingId" = b."id"
    JOIN "CleanerProfile" AS cp ON cp."userId" = b."cleanerId" AND cp."backgroundCheckStatus" = 'approved'
    JOIN "User" AS cu ON cu."id" = b."customerId"
    WHERE b."status" = 'completed' AND b."cleanerId" IS NOT NULL
      AND ('x' || substr(md5(cu."email" || ${String(seed)}), 1, 8))::bit(32)::int & 1023 < ${threshold}
      AND coalesce(r."rating", 5) >= 4
    ORDER BY b."customerId", coalesce(r."rating", 5) DESC, b."completedAt" DESC`;
}

/**
 * Reads the population, ordered by email so that a seed draws the same people whatever the random
 * ids: every approved, active cleaner with a home point; the customers whose
 * email ends in `@<customerDomain>` (or all customers when null) with a known home zip code (their
 * default zip, else their latest booking's), and their favourites; the active services, weighted
 * by popularity.
 */
export async function loadPopulation(customerDomain: string | null): Promise<Population> {
  const cleaners = await db.$queryRaw<{ id: string; key: string; latitude: number; longitude: number; radius: number }[]>`
    SELECT cp."userId" AS id, u."email" AS key, cp."homeLatitude" AS latitude, cp."homeLongitude" AS longitude, cp."serviceRadiusMiles" AS radius
    FROM "CleanerProfile" AS cp JOIN "User" AS u ON u."id" = cp."userId"
    WHERE cp."backgroundCheckStatus" = 'approved' AND u."status" = 'active' AND cp."homeLatitude" IS NOT NULL
    ORDER BY u."email"`;
  const customers = await db.$queryRaw<{ id: string; zip: string | null }[]>`
    SELECT u."id", coalesce(u."defaultZipCode", (SELECT b."zipCode" FROM "Booking" AS b WHERE b."customerId" = u."id" ORDER BY b."scheduledAt" DESC LIMIT 1)) AS zip
    FROM "User" AS u
    WHERE u."role" = 'customer' AND u."status" = 'active'
      AND (${customerDomain}::text IS NULL OR u."email" LIKE '%@' || ${customerDomain}::text)
    ORDER BY u."email"`;
  const favorites = await db.favoriteCleaner.findMany({ select: { customerId: true, cleanerId: true } });
  const favoritesOf = new Map<string, Set<string>>();
  for (const f of favorites) {
    const set = favoritesOf.get(f.customerId) ?? new Set<string>();
    set.add(f.cleanerId);
    favoritesOf.set(f.customerId, set);
  }
  const services = await db.service.findMany({ where: { active: true }, orderBy: { id: 'asc' } });
  return {
    cleaners: cleaners.map((c) => ({ id: c.id, key: c.key, latitude: Number(c.latitude), longitude: Number(c.longitude), radiusMiles: Number(c.radius) })),
    customers: customers.flatMap((c) => {
      const point = c.zip ? zipPoint(c.zip) : null;
      return point ? [{ id: c.id, point, favorites: favoritesOf.get(c.id) ?? new Set<string>() }] : [];
    }),
    services: services.map((s) => ({ id: s.id, regularPriceCents: s.regularPriceCents, weight: 1 / Math.max(1, s.popularityRank) + (s.popular ? 1 : 0.2) })),
  };
}

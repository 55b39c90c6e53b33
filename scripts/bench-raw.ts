/**
 * The raw reference of `npm run bench`: the product's two hot reads written straight on node:http
 * and pg, with no framework and no ORM, against the same PostgreSQL and the same data. The bench
 * starts it as a child process and reports product/raw ratios (docs/decisions/0012-api-read-speed.md).
 *
 *   POST /services   the 20 most popular active services { id name memberPriceCents }, read from
 *                    PostgreSQL on every request (no cache)
 *   POST /bookings   Authorization: Bearer <access token>: HS256 verify with node:crypto (header
 *                    alg, HMAC-SHA-256 compared in constant time, issuer, audience, expiry), the session row with its user (revoked, owner,
 *                    account status), then page 1 (10 rows, newest first) of the caller's bookings
 *                    with the service name and the total count, as two parallel queries
 *   POST /accept/:id the same token check and session read, then the product's accept statement
 *                    (one UPDATE ... RETURNING, the exclusion constraint refusing overlaps): 200
 *                    with the row, 409 on 23P01, 404 when no row matched (the bench's jobs are open)
 *
 *   POST /recommendations  body {variables: {id}}: the same token check and session read, then the
 *                    booking's cleaners (docs/decisions/0027) in ONE SQL statement: the booking (its customer
 *                    only), a bounding box of 100 miles on CleanerProfile(homeLatitude,
 *                    homeLongitude) (plus zip-prefix coverage), the exact distance within each
 *                    cleaner's radius, service, weekly hours, day off, free with the travel buffer,
 *                    not declined nor asked, and each one's counts (completed jobs, offers
 *                    accepted/refused, jobs cancelled by others, favourite, best rating by the
 *                    customer); scored in JS by the product's pure score.ts, first page of 20
 *   POST /nearby     body {variables: {zip}}: the token check and session read, the zip centroid
 *                    (geo.ts), then ONE SQL statement for the 20 nearest approved cleaners within
 *                    200 miles (bounding box, then exact distance, count(*) OVER ()), then two in
 *                    parallel for their held jobs and their weekly hours and days off, from which
 *                    each one's next free slot is computed (working-time.ts, as the product)
 *   POST /parse      body {variables: {text, referenceTime}}: the booking-request parser
 *                    over the active services, read from PostgreSQL once and kept (as the product's
 *                    catalogue cache does), the same rules (server/src/modules/assistant/parse.ts)
 *
 * Both answer the same JSON shape as the product's GraphQL response. The request body is read and
 * parsed (as the product must) but not interpreted.
 *
 * Environment: DATABASE_URL (required), JWT_SECRET (required, the product's), PORT (default 4179),
 * HOST (127.0.0.1), DATABASE_POOL_MAX (10, as the product's default). Prints `ready <port>` on stdout.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { scoreCandidate, compareCandidates, roundMiles } from '../server/src/modules/matching/score.js';
import { boundingBox, travelBufferMinutes, milesBetween, zipPoint } from '../server/src/lib/geo.js';
import { BookingRequestParser } from '../server/src/modules/assistant/parse.js';
import { nextWorkingStart, type WorkingTime } from '../server/src/modules/matching/working-time.js';

const url = process.env.DATABASE_URL;
const secret = process.env.JWT_SECRET;
if (!url || !secret) {
  console.error('bench-raw: DATABASE_URL and JWT_SECRET are required');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4179);
const host = process.env.HOST ?? '127.0.0.1';
const key = Buffer.from(secret);

const pool = new pg.Pool({
  connectionString: url,
  max: Number(process.env.DATABASE_POOL_MAX ?? 10),
  connectionTimeoutMillis: 5_000,
  idleTimeoutMillis: 30_000,
});

const SERVICES_SQL = `SELECT id, name, "memberPriceCents" FROM "Service" WHERE active ORDER BY "popularityRank", id LIMIT 20`;
const SESSION_SQL = `SELECT s."revokedAt", s."userId", u.role, u.status
  FROM "Session" s JOIN "User" u ON u.id = s."userId" WHERE s.id = $1`;
const PAGE_SQL = `SELECT b.id, b.status, b."totalCents", sv.name AS "serviceName"
  FROM "Booking" b JOIN "Service" sv ON sv.id = b."serviceId"
  WHERE b."customerId" = $1 ORDER BY b."scheduledAt" DESC, b.id ASC LIMIT $2 OFFSET $3`;
const COUNT_SQL = `SELECT count(*)::int AS total FROM "Booking" WHERE "customerId" = $1`;
/** The product's accept statement (bookings.jobs.service.ts acceptBooking), $1 booking, $2 cleaner, $3 now. */
const ACCEPT_SQL = `UPDATE "Booking" AS b
  SET "status" = 'confirmed', "cleanerId" = $2, "acceptedAt" = $3, "updatedAt" = $3
  WHERE b."id" = $1
    AND (
      (b."status" = 'pending_cleaner_response' AND b."cleanerId" = $2)
      OR (
        b."status" = 'pending' AND b."cleanerId" IS NULL AND b."scheduledAt" > $3
        AND EXISTS (
          SELECT 1 FROM "CleanerProfile" AS cp, unnest(cp."serviceZipPrefixes") AS zip(prefix)
          WHERE cp."userId" = $2 AND starts_with(b."zipCode", zip.prefix)
        )
        AND NOT EXISTS (SELECT 1 FROM "BookingDecline" AS d WHERE d."bookingId" = b."id" AND d."cleanerId" = $2)
      )
    )
  RETURNING b.*`;

/**
 * A booking's eligible cleaners with what the score reads, in one statement ($1 booking, $2
 * customer, $3/$4 the bounding box's half-height/half-width in degrees, $5 the zip prefixes).
 */
const RECOMMEND_SQL = `WITH b AS (
    SELECT id, "customerId", "serviceId", "scheduledAt", "durationMinutes", "zipCode", latitude, longitude
    FROM "Booking" WHERE id = $1 AND "customerId" = $2
  ), near AS (
    SELECT cp."userId" FROM "CleanerProfile" cp, b
    WHERE cp."homeLatitude" BETWEEN b.latitude - $3 AND b.latitude + $3
      AND cp."homeLongitude" BETWEEN b.longitude - $4 AND b.longitude + $4
    UNION
    SELECT cp."userId" FROM "CleanerProfile" cp WHERE cp."serviceZipPrefixes" && $5::text[]
  )
  SELECT cp."userId" AS "cleanerId", u."firstName", u."lastName", cp."ratingAverage" AS rating, cp."ratingCount" AS "reviewCount",
    cp."serviceRadiusMiles" AS "radiusMiles",
    CASE WHEN cp."homeLatitude" IS NULL THEN NULL ELSE miles_between(cp."homeLatitude", cp."homeLongitude", b.latitude, b.longitude) END AS "distanceMiles",
    (SELECT count(*)::int FROM "Booking" x WHERE x."cleanerId" = cp."userId" AND x.status = 'completed') AS "completedJobs",
    (SELECT count(*)::int FROM "BookingOffer" o WHERE o."cleanerId" = cp."userId" AND o.outcome = 'accepted') AS "offersAccepted",
    (SELECT count(*)::int FROM "BookingOffer" o WHERE o."cleanerId" = cp."userId" AND o.outcome IN ('declined', 'expired')) AS "offersRefused",
    (SELECT count(*)::int FROM "Booking" x WHERE x."cleanerId" = cp."userId" AND x.status = 'cancelled' AND x."acceptedAt" IS NOT NULL
       AND EXISTS (SELECT 1 FROM "BookingEvent" e WHERE e."bookingId" = x.id AND e.kind = 'status_changed' AND e."toValue" = 'cancelled'
                   AND e."actorId" IS NOT NULL AND e."actorId" <> x."customerId")) AS "jobsFailed",
    EXISTS (SELECT 1 FROM "FavoriteCleaner" f WHERE f."customerId" = b."customerId" AND f."cleanerId" = cp."userId") AS favorite,
    (SELECT max(r.rating)::int FROM "Review" r WHERE r."authorId" = b."customerId" AND r."cleanerId" = cp."userId") AS "ratedByCustomer"
  FROM near JOIN "CleanerProfile" cp ON cp."userId" = near."userId" JOIN "User" u ON u.id = cp."userId" CROSS JOIN b
  WHERE u.role = 'cleaner' AND u.status = 'active' AND cp."backgroundCheckStatus" = 'approved'
    AND ((cp."homeLatitude" IS NOT NULL AND miles_between(cp."homeLatitude", cp."homeLongitude", b.latitude, b.longitude) <= cp."serviceRadiusMiles")
         OR EXISTS (SELECT 1 FROM unnest(cp."serviceZipPrefixes") p(prefix) WHERE starts_with(b."zipCode", p.prefix)))
    AND (coalesce(cardinality(cp."offeredServiceIds"), 0) = 0 OR b."serviceId" = ANY(cp."offeredServiceIds"))
    AND (cp."hoursSetAt" IS NULL OR EXISTS (
      SELECT 1 FROM "CleanerHours" h WHERE h."cleanerId" = cp."userId"
        AND h.weekday = EXTRACT(DOW FROM (b."scheduledAt" AT TIME ZONE cp."timeZone"))::int
        AND h."startMinute" <= EXTRACT(HOUR FROM (b."scheduledAt" AT TIME ZONE cp."timeZone"))::int * 60 + EXTRACT(MINUTE FROM (b."scheduledAt" AT TIME ZONE cp."timeZone"))::int
        AND h."endMinute" >= EXTRACT(HOUR FROM (b."scheduledAt" AT TIME ZONE cp."timeZone"))::int * 60 + EXTRACT(MINUTE FROM (b."scheduledAt" AT TIME ZONE cp."timeZone"))::int + b."durationMinutes"))
    AND NOT EXISTS (SELECT 1 FROM "CleanerDayOff" d WHERE d."cleanerId" = cp."userId" AND d.date = (b."scheduledAt" AT TIME ZONE cp."timeZone")::date)
    AND NOT EXISTS (SELECT 1 FROM "Booking" o WHERE o."cleanerId" = cp."userId"
      AND o.status IN ('pending_cleaner_response', 'confirmed', 'in_progress') AND o.id <> b.id
      AND o."scheduledAt" > b."scheduledAt" - interval '2 days' AND o."scheduledAt" < b."scheduledAt" + interval '2 days'
      AND b."scheduledAt" < o."scheduledAt" + make_interval(mins => o."durationMinutes" + travel_buffer_minutes(o.latitude, o.longitude, b.latitude, b.longitude))
      AND o."scheduledAt" < b."scheduledAt" + make_interval(mins => b."durationMinutes" + travel_buffer_minutes(o.latitude, o.longitude, b.latitude, b.longitude)))
    AND NOT EXISTS (SELECT 1 FROM "BookingDecline" dc WHERE dc."bookingId" = b.id AND dc."cleanerId" = cp."userId")
    AND NOT EXISTS (SELECT 1 FROM "BookingOffer" bo WHERE bo."bookingId" = b.id AND bo."cleanerId" = cp."userId")`;
const BOOKING_POINT_SQL = `SELECT latitude, longitude, "zipCode" FROM "Booking" WHERE id = $1 AND "customerId" = $2`;
const PLATFORM_RATING_SQL = `SELECT (sum("ratingAverage" * "ratingCount") / nullif(sum("ratingCount"), 0))::float8 AS mean FROM "CleanerProfile"`;
/** The 20 nearest approved, active cleaners within $5 miles: box ($1..$4), exact distance, the count of all. */
const NEARBY_SQL = `SELECT cp."userId" AS "cleanerId", u."firstName", u."lastName", cp."ratingAverage" AS rating, cp."ratingCount" AS "reviewCount",
    (SELECT count(*)::int FROM "Booking" x WHERE x."cleanerId" = cp."userId" AND x.status = 'completed') AS "completedJobs",
    miles_between(cp."homeLatitude", cp."homeLongitude", $6, $7) AS "distanceMiles",
    EXISTS (SELECT 1 FROM "FavoriteCleaner" f WHERE f."customerId" = $8 AND f."cleanerId" = cp."userId") AS favorite,
    count(*) OVER ()::int AS total
  FROM "CleanerProfile" cp JOIN "User" u ON u.id = cp."userId"
  WHERE cp."homeLatitude" BETWEEN $1 AND $2 AND cp."homeLongitude" BETWEEN $3 AND $4
    AND u.role = 'cleaner' AND u.status = 'active' AND cp."backgroundCheckStatus" = 'approved'
    AND miles_between(cp."homeLatitude", cp."homeLongitude", $6, $7) <= $5
  ORDER BY "distanceMiles", cp."userId" LIMIT 20`;
const HELD_JOBS_SQL = `SELECT "cleanerId", "scheduledAt", "durationMinutes", latitude, longitude FROM "Booking"
  WHERE "cleanerId" = ANY($1::text[]) AND status IN ('pending_cleaner_response', 'confirmed', 'in_progress')
    AND "scheduledAt" > $2::timestamptz - interval '2 days' AND "scheduledAt" < $3::timestamptz + interval '2 days'`;

/** Their time zones, weekly windows (null when no hours are saved) and local days off from $2 to $3. */
const WORKING_SQL = `SELECT cp."userId" AS "cleanerId", cp."timeZone", cp."hoursSetAt" IS NOT NULL AS "hoursSet",
    (SELECT json_agg(json_build_object('weekday', h.weekday, 'startMinute', h."startMinute", 'endMinute', h."endMinute"))
       FROM "CleanerHours" h WHERE h."cleanerId" = cp."userId") AS windows,
    (SELECT array_agg(to_char(d.date, 'YYYY-MM-DD')) FROM "CleanerDayOff" d
       WHERE d."cleanerId" = cp."userId" AND d.date BETWEEN ($2::timestamptz - interval '1 day')::date AND ($3::timestamptz + interval '1 day')::date) AS "daysOff"
  FROM "CleanerProfile" cp WHERE cp."userId" = ANY($1::text[])`;

let platformRating: { value: number | null; at: number } | undefined;
async function platformMean(): Promise<number | null> {
  if (platformRating && Date.now() - platformRating.at < 600_000) return platformRating.value;
  const { rows } = await pool.query<{ mean: number | null }>(PLATFORM_RATING_SQL);
  platformRating = { value: rows[0]?.mean ?? null, at: Date.now() };
  return platformRating.value;
}

const card = (r: { cleanerId: string; firstName: string; lastName: string; rating: number; reviewCount: number; completedJobs: number }) => {
  const initial = r.lastName.trim().charAt(0).toUpperCase();
  return {
    cleanerId: r.cleanerId,
    displayName: initial ? `${r.firstName.trim()} ${initial}.` : r.firstName.trim(),
    rating: Math.round(Number(r.rating) * 100) / 100,
    reviewCount: Number(r.reviewCount),
    completedJobs: Number(r.completedJobs),
  };
};

async function recommendations(req: http.IncomingMessage, res: http.ServerResponse, body: { variables?: { id?: string } } | null): Promise<void> {
  const userId = await caller(req.headers.authorization);
  if (!userId) return send(res, 200, { data: null, errors: [{ message: 'Please sign in to continue.', extensions: { code: 'AUTHENTICATION_ERROR' } }] });
  const id = String(body?.variables?.id ?? '');
  const point = (await pool.query<{ latitude: number; longitude: number; zipCode: string }>(BOOKING_POINT_SQL, [id, userId])).rows[0];
  if (!point) return send(res, 200, { data: null, errors: [{ message: 'We could not find that booking.', extensions: { code: 'NOT_FOUND_ERROR' } }] });
  const box = boundingBox(point, 100);
  const zip = point.zipCode.slice(0, 5);
  const prefixes = Array.from({ length: zip.length + 1 }, (_, i) => zip.slice(0, i));
  const [{ rows }, prior] = await Promise.all([
    pool.query(RECOMMEND_SQL, [id, userId, box.maxLat - point.latitude, box.maxLng - point.longitude, prefixes]),
    platformMean(),
  ]);
  const scored = rows.map((r) => {
    const c = card(r);
    const distance = r.distanceMiles === null ? null : Number(r.distanceMiles);
    const s = scoreCandidate({
      distanceMiles: distance,
      radiusMiles: Number(r.radiusMiles),
      rating: c.rating,
      reviewCount: c.reviewCount,
      platformRating: prior,
      offersAccepted: r.offersAccepted,
      offersRefused: r.offersRefused,
      jobsCompleted: c.completedJobs,
      jobsFailed: r.jobsFailed,
      favorite: r.favorite,
      ratedByCustomer: r.ratedByCustomer,
    });
    return { ...c, distanceMiles: distance === null ? 0 : roundMiles(distance), favorite: r.favorite as boolean, score: s.score, why: s.why };
  });
  scored.sort(compareCandidates);
  send(res, 200, { data: { bookingRecommendations: { total: scored.length, items: scored.slice(0, 20) } } });
}

/**
 * The earliest start from `from` clear of every held job by its travel buffer and inside the
 * cleaner's weekly hours, not on a day off (the product's rules), or null past `until`.
 */
function nextFree(
  jobs: Array<{ scheduledAt: Date; durationMinutes: number; latitude: number | null; longitude: number | null }>,
  from: number,
  minutes: number,
  point: { latitude: number; longitude: number },
  until: number,
  working: WorkingTime | undefined,
): string | null {
  const sorted = [...jobs].sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime());
  let start = from;
  for (let moved = true; moved; ) {
    moved = false;
    for (const j of sorted) {
      const buffer = travelBufferMinutes(j.latitude === null || j.longitude === null ? 0 : milesBetween({ latitude: j.latitude, longitude: j.longitude }, point)) * 60_000;
      const s0 = j.scheduledAt.getTime();
      if (start < s0 + j.durationMinutes * 60_000 + buffer && s0 < start + minutes * 60_000 + buffer) {
        start = s0 + j.durationMinutes * 60_000 + buffer;
        moved = true;
      }
    }
    if (start > until) return null;
    if (working) {
      const fits = nextWorkingStart(working, new Date(start), minutes, new Date(until));
      if (!fits) return null;
      if (fits.getTime() !== start) {
        start = fits.getTime();
        moved = true;
      }
    }
  }
  return new Date(start).toISOString();
}

async function nearby(req: http.IncomingMessage, res: http.ServerResponse, body: { variables?: { zip?: string } } | null): Promise<void> {
  const userId = await caller(req.headers.authorization);
  if (!userId) return send(res, 200, { data: null, errors: [{ message: 'Please sign in to continue.', extensions: { code: 'AUTHENTICATION_ERROR' } }] });
  const point = zipPoint(String(body?.variables?.zip ?? ''));
  if (!point) return send(res, 200, { data: null, errors: [{ message: 'We do not know that zip code. Please check it.', extensions: { code: 'VALIDATION_ERROR' } }] });
  const radius = 200;
  const box = boundingBox(point, radius);
  const { rows } = await pool.query(NEARBY_SQL, [box.minLat, box.maxLat, box.minLng, box.maxLng, radius, point.latitude, point.longitude, userId]);
  // The first bookable start: now + 2 h, up to the next half hour; a 2-hour job; 30 days ahead.
  const from = Math.ceil((Date.now() + 120 * 60_000) / 1_800_000) * 1_800_000;
  const until = from + 30 * 86_400_000;
  const ids = rows.map((r) => r.cleanerId);
  const [held, workingRows] = rows.length
    ? await Promise.all([pool.query(HELD_JOBS_SQL, [ids, new Date(from), new Date(until)]).then((r) => r.rows), pool.query(WORKING_SQL, [ids, new Date(from), new Date(until)]).then((r) => r.rows)])
    : [[], []];
  const working = new Map<string, WorkingTime>(
    workingRows.map((r) => [r.cleanerId, { timeZone: r.timeZone, windows: r.hoursSet ? (r.windows ?? []) : null, daysOff: new Set<string>(r.daysOff ?? []) }]),
  );
  const byCleaner = new Map<string, typeof held>();
  for (const j of held) byCleaner.set(j.cleanerId, [...(byCleaner.get(j.cleanerId) ?? []), j]);
  send(res, 200, {
    data: {
      nearbyCleaners: {
        total: rows[0]?.total ?? 0,
        items: rows.map((r) => ({
          ...card(r),
          distanceMiles: roundMiles(Number(r.distanceMiles)),
          nextFreeSlot: nextFree(byCleaner.get(r.cleanerId) ?? [], from, 120, point, until, working.get(r.cleanerId)),
          favorite: r.favorite as boolean,
        })),
      },
    },
  });
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null;
}

/** HS256 JWT check: the claims `sub` and `sid`, or null (bad alg, signature, issuer, audience, expired). */
function verifyHs256(token: string): { sub: string; sid: string } | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  try {
    if ((JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string }).alg !== 'HS256') return null;
    const expected = crypto.createHmac('sha256', key).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    if (claims.iss !== 'comfort-life' || claims.aud !== 'comfort-life') return null;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return null;
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return null;
    return { sub: claims.sub, sid: claims.sid };
  } catch {
    return null;
  }
}

/** The signed-in customer behind a bearer token, or null (bad token, revoked session, inactive account). */
async function caller(header: string | undefined): Promise<string | null> {
  const token = header?.startsWith('Bearer ') ? header.slice(7) : null;
  if (!token) return null;
  const claims = verifyHs256(token);
  if (!claims) return null;
  const { sub, sid } = claims;
  const { rows } = await pool.query<{ revokedAt: Date | null; userId: string; role: string; status: string }>(SESSION_SQL, [sid]);
  const session = rows[0];
  if (!session || session.revokedAt || session.userId !== sub || session.status !== 'active') return null;
  return session.userId;
}

async function services(res: http.ServerResponse): Promise<void> {
  const { rows } = await pool.query<{ id: number; name: string; memberPriceCents: number }>(SERVICES_SQL);
  send(res, 200, { data: { services: rows.map((r) => ({ id: String(r.id), name: r.name, memberPriceCents: r.memberPriceCents })) } });
}

async function bookings(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const userId = await caller(req.headers.authorization);
  if (!userId) {
    send(res, 200, { data: { bookings: null }, errors: [{ message: 'Please sign in to continue.', extensions: { code: 'AUTHENTICATION_ERROR' } }] });
    return;
  }
  const pageSize = 10;
  const [page, count] = await Promise.all([
    pool.query<{ id: string; status: string; totalCents: number; serviceName: string }>(PAGE_SQL, [userId, pageSize, 0]),
    pool.query<{ total: number }>(COUNT_SQL, [userId]),
  ]);
  send(res, 200, {
    data: {
      bookings: {
        total: count.rows[0]!.total,
        items: page.rows.map((r) => ({ id: r.id, status: r.status, totalCents: r.totalCents, service: { name: r.serviceName } })),
      },
    },
  });
}

async function accept(req: http.IncomingMessage, res: http.ServerResponse, id: string): Promise<void> {
  const userId = await caller(req.headers.authorization);
  if (!userId) return send(res, 401, { success: false, error: 'Please sign in to continue.', code: 'AUTHENTICATION_ERROR' });
  try {
    const { rows } = await pool.query(ACCEPT_SQL, [id, userId, new Date()]);
    if (!rows[0]) return send(res, 404, { success: false, error: 'We could not find that booking.', code: 'NOT_FOUND_ERROR' });
    send(res, 200, { success: true, booking: rows[0] });
  } catch (error) {
    if ((error as { code?: string }).code !== '23P01') throw error;
    send(res, 409, { success: false, error: 'You already have a job at that time.', code: 'CONFLICT_ERROR' });
  }
}

const PARSE_SERVICES_SQL = `SELECT id, name, category, description, features FROM "Service" WHERE active ORDER BY "popularityRank", id`;
let parser: Promise<BookingRequestParser> | null = null;

async function parse(res: http.ServerResponse, body: { variables?: { text?: string; referenceTime?: string } } | null): Promise<void> {
  parser ??= pool.query<{ id: number; name: string; category: string; description: string; features: string[] }>(PARSE_SERVICES_SQL).then(({ rows }) => new BookingRequestParser(rows));
  const text = body?.variables?.text ?? '';
  const referenceTime = body?.variables?.referenceTime ? new Date(body.variables.referenceTime) : null;
  const answer = (await parser).parse(text, { referenceTime });
  const { scheduledAt } = answer.parsed;
  send(res, 200, {
    data: {
      parseBookingRequest: {
        parsed: { ...answer.parsed, scheduledAt: scheduledAt ? scheduledAt.toISOString() : null },
        missing: answer.missing,
        confidence: answer.confidence,
      },
    },
  });
}

const server = http.createServer((req, res) => {
  readJson(req)
    .then((body) => {
      if (req.url === '/services') return services(res);
      if (req.url === '/bookings') return bookings(req, res);
      if (req.url === '/recommendations') return recommendations(req, res, body as { variables?: { id?: string } } | null);
      if (req.url === '/nearby') return nearby(req, res, body as { variables?: { zip?: string } } | null);
      if (req.url === '/parse') return parse(res, body as { variables?: { text?: string; referenceTime?: string } } | null);
      if (req.url?.startsWith('/accept/')) return accept(req, res, decodeURIComponent(req.url.slice('/accept/'.length)));
      send(res, 404, { error: 'not found' });
    })
    .catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) send(res, 500, { error: 'server error' });
      else res.end();
    });
});

server.listen(port, host, () => {
  console.log(`ready ${port}`);
});

const stop = () => {
  server.close();
  void pool.end().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

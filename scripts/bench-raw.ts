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
 * Both answer the same JSON shape as the product's GraphQL response. The request body is read and
 * parsed (as the product must) but not interpreted.
 *
 * Environment: DATABASE_URL (required), JWT_SECRET (required, the product's), PORT (default 4179),
 * HOST (127.0.0.1), DATABASE_POOL_MAX (10, as the product's default). Prints `ready <port>` on stdout.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

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

const server = http.createServer((req, res) => {
  readJson(req)
    .then(() => {
      if (req.url === '/services') return services(res);
      if (req.url === '/bookings') return bookings(req, res);
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

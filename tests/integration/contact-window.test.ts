/**
 * Contact details only around the job (docs/decisions/0034; bookings.service seesContactDetails): a cleaner
 * sees the customer's phone, last name and the street address (and notes) of a job only while it
 * holds it, from 24 hours before the start to 24 hours after the end; a customer's email never;
 * a customer sees the cleaner's first name and last initial, never the cleaner's phone or email.
 *
 * The cleaner holds three jobs of one customer: before the window (starts in 3 days), inside it
 * (starts in 2 hours) and after it (ended 2 days ago, completed), and one cancelled inside the
 * window. Every GraphQL path that reaches `User` is walked as that cleaner: introspection lists
 * the types from which `User` can be reached, every root field of Query and Mutation leading to
 * one is called with a selection built from the schema (every path down to User, with each
 * Booking's and Plan's address and notes), and the answer is checked object by object. Then the
 * /api booking JSON, the bookingUpdated subscription and the calendar file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startServer } from '../../server/src/app.js';
import { api, createBooking, createUser, db, futureIso, gql, login, setupDatabase, type TestUser } from './harness.js';

const HOUR = 3_600_000;
const PHONE = '+1 415 555 0199';
const SECRET_LAST = 'Secretname';
const CLEANER_PHONE = '+1 415 555 0142';
const CLEANER_LAST = 'Garcia';

let server: Server;
let origin: string;
let customer: TestUser;
let cleaner: TestUser;
let admin: string;
/** The cleaner's jobs by where they sit against the contact window. */
const jobs: Record<'before' | 'inside' | 'after' | 'cancelled', { id: string; address: string; notes: string }> = {} as never;

/** Creates a booking through /api, then gives it to the cleaner in the database at `scheduledAt`. */
async function heldJob(key: keyof typeof jobs, scheduledAt: Date, status: 'confirmed' | 'completed' | 'cancelled') {
  const address = `${key === 'inside' ? 1 : key === 'before' ? 2 : key === 'after' ? 3 : 4} ${key[0]!.toUpperCase()}${key.slice(1)} Window Way`;
  const notes = `Gate code ${key}-4711`;
  const created = await createBooking(customer.tokens.accessToken, { scheduledAt: futureIso(40 + Object.keys(jobs).length, 16), address, notes, zipCode: '94110' });
  await db.booking.update({
    where: { id: created.id },
    data: {
      scheduledAt,
      cleanerId: cleaner.id,
      status,
      acceptedAt: new Date(scheduledAt.getTime() - 96 * HOUR),
      ...(status === 'completed' ? { startedAt: scheduledAt, completedAt: new Date(scheduledAt.getTime() + 2 * HOUR) } : {}),
      ...(status === 'cancelled' ? { cancelledAt: new Date(), cancellationReason: 'Plans changed' } : {}),
    },
  });
  jobs[key] = { id: created.id, address, notes };
}

beforeAll(async () => {
  await setupDatabase();
  server = await startServer(0, '127.0.0.1');
  origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  customer = await createUser({ firstName: 'Olivia' });
  await db.user.update({ where: { id: customer.id }, data: { lastName: SECRET_LAST, phone: PHONE } });
  cleaner = await createUser({ role: 'cleaner', firstName: 'Maria', approvedFor: ['941'] });
  await db.user.update({ where: { id: cleaner.id }, data: { lastName: CLEANER_LAST, phone: CLEANER_PHONE } });
  admin = (await login('admin@demo.test')).accessToken;
  const now = Date.now();
  await heldJob('before', new Date(now + 72 * HOUR), 'confirmed');
  await heldJob('inside', new Date(now + 2 * HOUR), 'confirmed');
  await heldJob('after', new Date(now - 50 * HOUR), 'completed'); // 2 hours long: ended 48 hours ago
  await heldJob('cancelled', new Date(now + 5 * HOUR), 'cancelled');
  await planHolding('before');
  await planHolding('inside');
});

/** Plans of the cleaner, each holding one of the jobs as its visit: `inside` holds the inside job. */
const plans: Record<'before' | 'inside', string> = {} as never;

/** A weekly plan of the customer, accepted by the cleaner, whose one booked visit is `jobs[key]`. */
async function planHolding(key: 'before' | 'inside') {
  const booking = await db.booking.findUniqueOrThrow({ where: { id: jobs[key].id } });
  const day = new Date(`${booking.scheduledAt.toISOString().slice(0, 10)}T00:00:00Z`);
  const plan = await db.plan.create({
    data: {
      customerId: customer.id,
      serviceId: booking.serviceId,
      address: booking.address,
      city: booking.city,
      zipCode: booking.zipCode,
      latitude: booking.latitude ?? 37.75,
      longitude: booking.longitude ?? -122.41,
      timeZone: 'UTC',
      startDate: day,
      startTime: booking.scheduledAt.toISOString().slice(11, 16),
      durationMinutes: booking.durationMinutes,
      frequency: 'weekly',
      visitCount: 1,
      cleanerId: cleaner.id,
      cleanerAcceptedAt: booking.acceptedAt,
      matching: 'chosen',
      notes: booking.notes,
      bookedThrough: day,
    },
  });
  await db.booking.update({ where: { id: booking.id }, data: { planId: plan.id, planDate: day } });
  plans[key] = plan.id;
}

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

// --- what may appear where ---------------------------------------------------------------------

type Json = Record<string, unknown>;

/**
 * Walks an answer and checks every Booking and User object in it against the rule, as seen by the
 * cleaner: the inside job shows address, notes and the customer's full name and phone; every
 * other booking none of them; no user but the cleaner shows an email; the customer's phone and
 * last name show only inside the inside job. Returns how many of the inside job's customer it met.
 */
function checkAsCleaner(value: unknown, where: string, booking: string | null = null): number {
  if (Array.isArray(value)) return value.reduce<number>((n, v) => n + checkAsCleaner(v, where, booking), 0);
  if (!value || typeof value !== 'object') return 0;
  const o = value as Json;
  let enclosing = booking;
  let seen = 0;
  if (o.__typename === 'Booking' && typeof o.id === 'string') {
    enclosing = o.id;
    const inside = o.id === jobs.inside.id;
    expect(o.address, `${where}: address of booking ${o.id}`).toBe(inside ? jobs.inside.address : null);
    expect(o.notes, `${where}: notes of booking ${o.id}`).toBe(inside ? jobs.inside.notes : null);
  }
  if (o.__typename === 'Plan') {
    // The plan shows the area; its customer counts as the inside job's when it holds that visit.
    expect(o.address, `${where}: a plan's address`).toBeNull();
    expect(o.notes, `${where}: a plan's notes`).toBeNull();
    enclosing = o.id === plans.inside ? jobs.inside.id : null;
  }
  if (o.__typename === 'User' && o.id !== cleaner.id) {
    expect(o.email ?? null, `${where}: email of user ${o.id}`).toBeNull();
    const full = enclosing === jobs.inside.id && o.id === customer.id;
    if (full) seen += 1;
    expect(o.phone ?? null, `${where}: phone of user ${o.id}`).toBe(full ? PHONE : null);
    if (o.id === customer.id) expect(o.lastName ?? null, `${where}: last name of the customer`).toBe(full ? SECRET_LAST : null);
  }
  for (const [key, child] of Object.entries(o)) if (key !== '__typename') seen += checkAsCleaner(child, `${where}.${key}`, enclosing);
  return seen;
}

/** No secret of the customer outside the inside job appears anywhere in a text (raw answers, files). */
function expectNoSecrets(text: string, where: string, allowInside = false) {
  expect(text, where).not.toContain(customer.email);
  for (const key of ['before', 'after', 'cancelled'] as const) {
    expect(text, where).not.toContain(jobs[key].address);
    expect(text, where).not.toContain(jobs[key].notes);
  }
  if (!allowInside) {
    expect(text, where).not.toContain(PHONE);
    expect(text, where).not.toContain(SECRET_LAST);
    expect(text, where).not.toContain(jobs.inside.address);
  }
}

// --- the schema's paths to User (introspection) --------------------------------------------------

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface FieldInfo {
  name: string;
  type: TypeRef;
  args: { name: string; type: TypeRef; defaultValue: string | null }[];
}
interface TypeInfo {
  kind: string;
  name: string;
  fields: FieldInfo[] | null;
  inputFields: { name: string; type: TypeRef; defaultValue: string | null }[] | null;
  possibleTypes: { name: string }[] | null;
  enumValues: { name: string }[] | null;
}

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';
const INTROSPECTION = `{ __schema { types { kind name
  fields(includeDeprecated: true) { name type { ${TYPE_REF} } args { name defaultValue type { ${TYPE_REF} } } }
  inputFields { name defaultValue type { ${TYPE_REF} } }
  possibleTypes { name } enumValues { name } } } }`;

const named = (t: TypeRef): string => (t.ofType ? named(t.ofType) : t.name!);
const required = (t: TypeRef) => t.kind === 'NON_NULL';

class Schema {
  readonly types = new Map<string, TypeInfo>();
  /** Names of the object, interface and union types from which a User can be reached (User included). */
  readonly reaches = new Set<string>(['User']);

  constructor(types: TypeInfo[]) {
    for (const t of types) this.types.set(t.name, t);
    for (let changed = true; changed; ) {
      changed = false;
      for (const t of types) {
        if (this.reaches.has(t.name) || t.name.startsWith('__')) continue;
        const via = t.kind === 'UNION' ? (t.possibleTypes ?? []).map((p) => p.name) : (t.fields ?? []).map((f) => named(f.type));
        if (via.some((n) => this.reaches.has(n))) {
          this.reaches.add(t.name);
          changed = true;
        }
      }
    }
  }

  /** Root fields of `root` whose type reaches User. */
  rootFields(root: 'Query' | 'Mutation' | 'Subscription'): FieldInfo[] {
    return (this.types.get(root)?.fields ?? []).filter((f) => this.reaches.has(named(f.type)));
  }

  /** Every `Type.field` whose named type is User. */
  userEdges(): string[] {
    const edges: string[] = [];
    for (const t of this.types.values()) {
      if (t.name.startsWith('__') || ['Query', 'Mutation', 'Subscription'].includes(t.name)) continue;
      for (const f of t.fields ?? []) if (named(f.type) === 'User') edges.push(`${t.name}.${f.name}`);
    }
    return edges.sort();
  }

  /** A GraphQL literal for a required argument of type `t` (placeholders: any well-formed value). */
  literal(t: TypeRef, name: string, overrides: Record<string, string>): string {
    if (name in overrides) return overrides[name]!;
    const inner = t.kind === 'NON_NULL' ? t.ofType! : t;
    if (inner.kind === 'LIST') return `[${this.literal(inner.ofType!, name, overrides)}]`;
    const type = this.types.get(inner.name!)!;
    if (type.kind === 'ENUM') return type.enumValues![0]!.name;
    if (type.kind === 'INPUT_OBJECT') {
      const parts = (type.inputFields ?? []).filter((f) => required(f.type) && f.defaultValue === null).map((f) => `${f.name}: ${this.literal(f.type, f.name, overrides)}`);
      return `{ ${parts.join(', ')} }`;
    }
    if (inner.name === 'Int' || inner.name === 'NonNegativeInt') return '1';
    if (inner.name === 'Float') return '1';
    if (inner.name === 'Boolean') return 'false';
    if (inner.name === 'ID' || /Id$/.test(name)) return JSON.stringify(crypto.randomUUID());
    if (inner.name === 'DateTime') return JSON.stringify(futureIso(50));
    return JSON.stringify('x');
  }

  /** `(a: 1, b: "x")` for the required arguments of a field, '' when none. */
  args(f: FieldInfo, overrides: Record<string, string>): string {
    const parts = f.args.filter((a) => (required(a.type) && a.defaultValue === null) || a.name in overrides).map((a) => `${a.name}: ${this.literal(a.type, a.name, overrides)}`);
    return parts.length ? `(${parts.join(', ')})` : '';
  }

  /** The selection of `typeName` down every path to User (a type is not entered twice on one path). */
  selection(typeName: string, path: string[] = [], overrides: Record<string, string> = {}): string {
    const type = this.types.get(typeName)!;
    if (typeName === 'User') return '{ __typename id email phone firstName lastName fullName }';
    if (type.kind === 'UNION' || type.kind === 'INTERFACE') {
      const members = (type.possibleTypes ?? []).filter((p) => this.reaches.has(p.name) && !path.includes(p.name));
      return `{ __typename ${members.map((m) => `... on ${m.name} ${this.selection(m.name, [...path, typeName], overrides)}`).join(' ')} }`;
    }
    const own = (type.fields ?? []).filter((f) => ['id', 'address', 'notes'].includes(f.name) && f.args.length === 0).map((f) => f.name);
    const deeper = (type.fields ?? [])
      .filter((f) => this.reaches.has(named(f.type)) && !path.includes(named(f.type)) && path.length < 6)
      .map((f) => `${f.name}${this.args(f, {})} ${this.selection(named(f.type), [...path, typeName], overrides)}`);
    return `{ __typename ${[...own, ...deeper].join(' ')} }`;
  }
}

let schema: Schema;

describe('every GraphQL path to User, as the cleaner holding jobs before, inside and after the window', () => {
  beforeAll(async () => {
    const res = await gql<{ __schema: { types: TypeInfo[] } }>(INTROSPECTION, {}, admin);
    expect(res.errors).toBeUndefined();
    schema = new Schema(res.data!.__schema.types);
  });

  it('introspection finds the fields that give a User, and each one is decided here', () => {
    // A new field giving a User fails here until its rule is decided (and the walk below covers it).
    expect(schema.userEdges()).toEqual(
      expect.arrayContaining(['Booking.cleaner', 'Booking.customer', 'Plan.customer', 'Membership.member', 'AuthPayload.user']),
    );
    const known = new Set([
      'AdminUserDetails.user', // admins only
      'AuthPayload.user', // the person signing in (marked self)
      'Booking.cleaner', // the cleaner themselves, or the customer's view: "Maria G."
      'Booking.customer', // seesContactDetails
      'FreelancerPage.items', // admins only
      'Membership.member', // admins and the member
      'MutationDecideBackgroundCheckSuccess.data', // admins only
      'MutationLoginSuccess.user', // the person signing in (marked self)
      'MutationRefreshTokenSuccess.user', // the person refreshing (marked self)
      'MutationRegisterSuccess.user', // the new person (marked self)
      'MutationRemoveCleanerPhotoSuccess.data', // the caller themselves
      'MutationSetCleanerPhotoSuccess.data', // the caller themselves
      'MutationSetUserStatusSuccess.data', // admins only
      'MutationUpdateCleanerProfileSuccess.data', // the caller themselves
      'MutationUpdateProfileSuccess.data', // the caller themselves
      'Plan.customer', // holdsPlanVisitInContactWindow
      'RegisterPayload.user', // the new person (marked self)
      'UserPage.items', // admins only
    ]);
    expect(schema.userEdges().filter((edge) => !known.has(edge)), 'fields giving a User whose rule this test does not know').toEqual([]);
  });

  it('every Query field that leads to User shows the customer only through the job inside the window', async () => {
    const fields = schema.rootFields('Query');
    expect(fields.map((f) => f.name)).toEqual(expect.arrayContaining(['booking', 'bookings', 'me', 'myProfile', 'plans']));
    let seen = 0;
    for (const f of fields) {
      const calls =
        f.name === 'booking'
          ? Object.values(jobs).map((j) => ({ id: JSON.stringify(j.id) }))
          : f.name === 'bookings'
            ? [{ scope: 'MINE', pageSize: '100' }, { scope: 'ALL', pageSize: '100' }]
            : f.name === 'plan'
              ? Object.values(plans).map((id) => ({ id: JSON.stringify(id) }))
              : [{ id: JSON.stringify(customer.id), userId: JSON.stringify(customer.id), customerId: JSON.stringify(customer.id) }];
      for (const overrides of calls) {
        const query = `{ probe: ${f.name}${schema.args(f, ['booking', 'bookings', 'plan'].includes(f.name) ? overrides : pick(f, overrides))} ${schema.selection(named(f.type))} }`;
        const res = await gql(query, {}, cleaner.tokens.accessToken);
        expect(res.status, `${f.name}: ${JSON.stringify(res.errors)}`).toBeLessThan(500);
        if (res.data) {
          seen += checkAsCleaner(res.data, f.name);
          expectNoSecrets(JSON.stringify(res.data), f.name, true);
        }
      }
    }
    // booking(inside), bookings(MINE), bookings(ALL), plan(inside) and plans each showed the inside job's customer.
    expect(seen).toBeGreaterThanOrEqual(5);
  });

  it('every Mutation field that leads to User answers without a secret (placeholder arguments), and one on each of the jobs shows the contact only for the inside one', async () => {
    const skipped: Record<string, string> = {
      login: 'answers the person signing in, checked below',
      register: 'answers the new person themselves',
      refreshToken: 'answers the person refreshing themselves',
    };
    for (const f of schema.rootFields('Mutation')) {
      if (f.name in skipped) continue;
      const query = `mutation { probe: ${f.name}${schema.args(f, {})} ${schema.selection(named(f.type))} }`;
      const res = await gql(query, {}, cleaner.tokens.accessToken);
      expect(res.status, `${f.name}: ${JSON.stringify(res.errors)}`).toBeLessThan(500);
      if (res.data) {
        checkAsCleaner(res.data, f.name);
        expectNoSecrets(JSON.stringify(res.data), f.name, true);
      }
    }
    // A mutation on the cleaner's own jobs answers the booking with the same rule.
    const read = schema.rootFields('Mutation').find((f) => f.name === 'markBookingMessagesRead');
    expect(read, 'markBookingMessagesRead (docs/decisions/0034) answers the booking').toBeDefined();
    for (const key of ['before', 'inside', 'after'] as const) {
      const res = await gql(
        `mutation { probe: markBookingMessagesRead(bookingId: ${JSON.stringify(jobs[key].id)}) ${schema.selection(named(read!.type))} }`,
        {},
        cleaner.tokens.accessToken,
      );
      expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
      expect(checkAsCleaner(res.data, `markBookingMessagesRead(${key})`)).toBe(key === 'inside' ? 1 : 0);
    }
  });

  it('signing in answers the person themselves in full (their own email)', async () => {
    const res = await api('POST', '/auth/login', { body: { email: cleaner.email, password: cleaner.password } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: cleaner.id, email: cleaner.email, phone: CLEANER_PHONE });
  });

  it('the bookingUpdated subscription re-resolves the same rule for each event', async () => {
    const c = createClient({ url: `ws://${origin}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true, connectionParams: { authorization: `Bearer ${cleaner.tokens.accessToken}` } });
    try {
      for (const key of ['before', 'inside', 'after'] as const) {
        const value = await new Promise<Json>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('subscription timed out')), 10_000);
          const stop = c.subscribe(
            { query: `subscription($id: ID!) { bookingUpdated(id: $id) ${schema.selection('Booking')} }`, variables: { id: jobs[key].id } },
            {
              next: (v) => {
                clearTimeout(timer);
                stop();
                resolve(v as Json);
              },
              error: (e) => {
                clearTimeout(timer);
                reject(e instanceof Error ? e : new Error(JSON.stringify(e)));
              },
              complete: () => undefined,
            },
          );
        });
        expect(value.errors).toBeUndefined();
        expect(checkAsCleaner(value.data, `bookingUpdated(${key})`)).toBe(key === 'inside' ? 1 : 0);
      }
    } finally {
      await c.dispose();
    }
  });
});

/** Only the override values `f` takes as arguments. */
function pick(f: FieldInfo, overrides: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(overrides).filter(([k]) => f.args.some((a) => a.name === k)));
}

describe('the /api booking JSON and the calendar, as the cleaner', () => {
  it('GET /api/bookings/:id shows the street address and notes only inside the window', async () => {
    for (const key of ['before', 'inside', 'after', 'cancelled'] as const) {
      const res = await api('GET', `/bookings/${jobs[key].id}`, { token: cleaner.tokens.accessToken });
      expect(res.status).toBe(200);
      const inside = key === 'inside';
      expect(res.body.booking).toMatchObject({ address: inside ? jobs.inside.address : null, notes: inside ? jobs.inside.notes : null, city: 'San Francisco', zipCode: '94110' });
      expectNoSecrets(JSON.stringify(res.body), `GET /api/bookings/${key}`, inside);
    }
  });

  it("the cleaner's job lists (GET /api/bookings?scope=MINE, by status) show it only for the job inside the window", async () => {
    for (const query of ['scope=MINE&pageSize=100', 'scope=MINE&status=confirmed', 'scope=MINE&status=completed', 'scope=ALL&pageSize=100']) {
      const res = await api('GET', `/bookings?${query}`, { token: cleaner.tokens.accessToken });
      expect(res.status).toBe(200);
      for (const b of res.body.bookings as Json[]) {
        const inside = b.id === jobs.inside.id;
        expect(b.address, `${query} ${String(b.id)}`).toBe(inside ? jobs.inside.address : null);
      }
      expectNoSecrets(JSON.stringify(res.body), query, true);
    }
  });

  it('the calendar file has the street address only inside the window', async () => {
    for (const key of ['before', 'inside', 'after'] as const) {
      const res = await fetch(`http://${origin}/api/bookings/${jobs[key].id}/calendar.ics`, { headers: { authorization: `Bearer ${cleaner.tokens.accessToken}` } });
      expect(res.status).toBe(200);
      const text = (await res.text()).replace(/\r\n[ \t]/g, '').replace(/\\,/g, ',');
      expectNoSecrets(text, `calendar ${key}`, key === 'inside');
      if (key === 'inside') expect(text).toContain(jobs.inside.address);
      else expect(text).toContain('San Francisco 94110');
    }
  });
});

describe('the other sides', () => {
  it('the customer sees the cleaner as "Maria G.": no phone, no email', async () => {
    const res = await gql(
      `query($id: ID!) { booking(id: $id) { address cleaner { firstName lastName fullName email phone } customer { email phone lastName } } }`,
      { id: jobs.before.id },
      customer.tokens.accessToken,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.booking).toMatchObject({
      address: jobs.before.address,
      cleaner: { firstName: 'Maria', lastName: 'G.', fullName: 'Maria G.', email: null, phone: null },
      customer: { email: customer.email, phone: PHONE, lastName: SECRET_LAST },
    });
    expect(JSON.stringify(res.data)).not.toMatch(new RegExp(`${CLEANER_LAST}|${CLEANER_PHONE.replace(/\+/g, '\\+')}|${cleaner.email}`));
  });

  it('an admin sees everything, at any time', async () => {
    const res = await gql(`query($id: ID!) { booking(id: $id) { address notes customer { email phone lastName } cleaner { email phone lastName } } }`, { id: jobs.after.id }, admin);
    expect(res.data!.booking).toMatchObject({
      address: jobs.after.address,
      notes: jobs.after.notes,
      customer: { email: customer.email, phone: PHONE, lastName: SECRET_LAST },
      cleaner: { email: cleaner.email, phone: CLEANER_PHONE, lastName: CLEANER_LAST },
    });
  });
});

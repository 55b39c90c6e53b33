/**
 * The described REST bridge (docs/decisions/0010-rest-openapi.md): every route
 * of the table is described, the generated OpenAPI 3.1 document is valid and says exactly what a
 * few operations are, real answers match their declared schemas, and the reference page at
 * /api/docs loads only same-origin files under a strict policy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileErrors, validate } from '@readme/openapi-parser';
import { chromium } from '@playwright/test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { routes } from '../../server/src/rest/routes.js';
import { buildOpenApiDocument, openApiPath, operationErrorStatuses, operationId } from '../../server/src/rest/openapi.js';
import { errorEnvelopeSchema, REST_TAGS } from '../../server/src/rest/schemas.js';
import type { ApiRoute } from '../../server/src/rest/router.js';
import { compileOperations, isFileRow, type Envelope } from '../../server/src/rest/operations.js';
import { yoga } from '../../server/src/app.js';
import { api, bookingInput, createUser, login, setupDatabase } from './harness.js';
import { contactInput, EMAIL_PATTERN, MAX_DURATION_HOURS, MIN_DURATION_HOURS, PASSWORD_MAX_LENGTH, ZIP_CODE_PATTERN } from '../../schema/rules.js';
import { BOOKING_STATUSES } from '../../schema/vocabulary.js';
import { rejectInput } from '../../server/src/modules/bookings/bookings.inputs.js';
import { rawRequest, startOnPort, type PortServer } from './port.js';

type Doc = ReturnType<typeof buildOpenApiDocument>;
let doc: Doc;

beforeAll(async () => {
  await setupDatabase();
  const res = await api('GET', '/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body as unknown as Doc;
});

const routeName = (r: ApiRoute) => `${r.method} /api${r.path}`;
const operations = compileOperations(routes, yoga as unknown as Envelope);

/** The error statuses a row declares: from its operation's inputs, scopes and error types. */
const statusesOf = (row: ApiRoute) => operationErrorStatuses(operations.find((o) => o.row === row)!);

describe('the route table', () => {
  it.each(operations.map((o) => [routeName(o.row), o] as const))('%s names a described GraphQL operation', (_name, op) => {
    expect(op.row.summary.trim().length, 'summary').toBeGreaterThan(5);
    expect(Object.keys(REST_TAGS)).toContain(op.row.tag);
    expect(op.rootField.description?.trim().length ?? 0, `${op.row.operation}: the root field's description`).toBeGreaterThan(20);
  });

  it('has one route per method and path', () => {
    const names = routes.map(routeName);
    expect(new Set(names).size).toBe(names.length);
  });

  it('every list answers page, limit and total', () => {
    for (const op of operations) {
      if (isFileRow(op.row)) continue; // a file, not a JSON list
      const schema = (doc.paths![openApiPath(op.row.path)] as Record<string, { responses: Record<string, { content: { 'application/json': { schema: { properties: Record<string, { type?: string; items?: { type?: string } }> } } } }> }>)[op.row.method.toLowerCase()]!.responses[String(op.row.status ?? 200)]!.content['application/json'].schema;
      // A list of records; an array of plain strings or numbers (the parser's `missing` field names, a cleaner's instant-book serviceIds) is not one.
      if (!Object.values(schema.properties).some((p) => p.type === 'array' && !['string', 'integer', 'number'].includes(p.items?.type ?? ''))) continue;
      expect(Object.keys(schema.properties), routeName(op.row)).toEqual(expect.arrayContaining(['page', 'limit', 'total']));
      expect(op.variables.map((v) => v.source), routeName(op.row)).toEqual(expect.arrayContaining(['query.page', 'query.limit']));
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('is the document of the route table', () => {
    expect(doc).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument(operations))));
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('has an operation with a description, a success schema and error envelopes for every route', () => {
    for (const route of routes) {
      const op = doc.paths![openApiPath(route.path)]![route.method.toLowerCase() as 'get'];
      expect(op, routeName(route)).toBeDefined();
      const success = op!.responses![String(route.status ?? 200)] as { content: Record<string, { schema: unknown }> };
      // A file row (docs/decisions/0040-file-answers-in-the-bridge.md) answers the file as its media types.
      for (const type of isFileRow(route) ? route.answer.file : ['application/json']) expect(success.content[type]!.schema, `${routeName(route)} ${type}`).toBeTruthy();
      for (const status of statusesOf(route)) {
        const error = op!.responses![String(status)] as { content: Record<string, { schema: unknown }> };
        expect(error.content['application/json']!.schema, `${routeName(route)} ${status}`).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
      }
    }
  });

  it('describes bearer auth and the envelope', () => {
    expect(doc.components!.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
    });
    const envelope = doc.components!.schemas!.ErrorEnvelope as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(envelope.properties)).toEqual(['success', 'error', 'code', 'field', 'message', 'issues', 'requiresVerification', 'emailError']);
    expect(envelope.required).toEqual(['success', 'error', 'code']);
  });

  it('POST /api/bookings/{id}/accept, exactly', () => {
    const op = doc.paths!['/api/bookings/{id}/accept']!.post!;
    expect(op.operationId).toBe('postBookingsByIdAccept');
    expect(op.tags).toEqual(['Bookings']);
    expect(op.summary).toBe('Accept a job');
    expect(op.security).toEqual([{ bearerAuth: [] }]);
    expect(op.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'id', required: true, schema: expect.objectContaining({ type: 'string', format: 'uuid' }) }),
      expect.objectContaining({ in: 'header', name: 'Idempotency-Key', required: false, schema: expect.objectContaining({ type: 'string', maxLength: 255 }) }),
    ]);
    expect(op.requestBody).toBeUndefined();
    expect(Object.keys(op.responses!)).toEqual(['200', '400', '401', '403', '404', '409', '422', '500']);
    const ok = op.responses!['200'] as { content: { 'application/json': { schema: { properties: Record<string, unknown>; required: string[] } } } };
    expect(ok.content['application/json'].schema.required).toEqual(['success', 'booking', 'warning']);
    expect(ok.content['application/json'].schema.properties.booking).toEqual({ $ref: '#/components/schemas/Booking' });
  });

  it('POST /api/auth/login, exactly', () => {
    const op = doc.paths!['/api/auth/login']!.post!;
    expect(op.operationId).toBe('postAuthLogin');
    expect(op.security).toEqual([]);
    const body = (op.requestBody as { required: boolean; content: { 'application/json': { schema: { required: string[]; properties: Record<string, unknown> } } } });
    expect(body.required).toBe(true);
    expect(body.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(Object.keys(body.content['application/json'].schema.properties)).toEqual(['email', 'password', 'rememberMe']);
    expect(Object.keys(op.responses!)).toEqual(['200', '400', '401', '403', '409', '413', '415', '422', '429', '500']);
    expect((op.responses!['429'] as { headers: Record<string, unknown> }).headers).toHaveProperty('Retry-After');
  });

  it('GET /api/services, exactly', () => {
    const op = doc.paths!['/api/services']!.get!;
    expect(op.operationId).toBe('getServices');
    expect(op.tags).toEqual(['Services']);
    expect((op.parameters as { name: string; in: string }[]).map((p) => `${p.in}:${p.name}`)).toEqual([
      'query:search',
      'query:q',
      'query:category',
      'query:page',
      'query:limit',
      'query:maxResults',
    ]);
    const ok = op.responses!['200'] as { content: { 'application/json': { schema: { required: string[] } } } };
    expect(ok.content['application/json'].schema.required).toEqual(['success', 'services', 'page', 'limit', 'total']);
    expect(Object.keys(op.responses!)).toEqual(['200', '400', '500']);
  });

  it('names operations uniquely', () => {
    expect(operationId({ method: 'GET', path: '/services/:id/pricing' })).toBe('getServicesByIdPricing');
    const ids = routes.map((r) => operationId(r));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the contract carries the rules', () => {
  type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };
  type Operation = { parameters?: { name: string; in: string; schema: Schema }[]; requestBody?: { content: Record<string, { schema: Schema }> }; responses: Record<string, { headers?: Record<string, unknown> }>; security?: unknown[] };
  const operation = (method: string, path: string) => (doc.paths![path] as Record<string, Operation>)[method]!;
  const body = (method: string, path: string) => operation(method, path).requestBody!.content['application/json']!.schema;
  const param = (method: string, path: string, name: string) => operation(method, path).parameters!.find((p) => p.name === name)!.schema;
  const nonNull = (s: Schema) => (s.anyOf?.length === 2 && s.anyOf[1]!.type === 'null' ? s.anyOf[0]! : s);
  const allOperations = () =>
    Object.entries(doc.paths!).flatMap(([path, item]) => Object.entries(item as Record<string, Operation>).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, method, op })));

  /** The longest string `schema` accepts, found by asking it: so the expected limit is zod's own, not a copy. */
  function zodMaxLength(schema: { safeParse(v: unknown): { success: boolean } }, wrap: (v: string) => unknown, char = 'a'): number {
    let longest = 0;
    for (let n = 1; n <= 100_000; n++) {
      if (schema.safeParse(wrap(char.repeat(n))).success) longest = n;
      else if (longest) break;
    }
    return longest;
  }

  it('string lengths and patterns come from the zod schemas that validate', () => {
    const login = body('post', '/api/auth/login');
    expect(login.properties!.email).toMatchObject({ type: 'string', maxLength: 254, pattern: EMAIL_PATTERN.source });
    expect(login.properties!.password).toMatchObject({ type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH });
    const reject = body('post', '/api/bookings/{id}/reject');
    expect(reject.properties!.reason).toMatchObject({ minLength: 3, maxLength: zodMaxLength(rejectInput, (reason) => ({ reason })) });
    const contact = body('post', '/api/contact/submit');
    const valid = { name: 'Ann', email: 'ann@example.com', subject: 'Hello', message: 'A message of some length.' };
    expect(nonNull(contact.properties!.name!).maxLength).toBe(zodMaxLength(contactInput, (name) => ({ ...valid, name })));
    expect(nonNull(contact.properties!.subject!).maxLength).toBe(zodMaxLength(contactInput, (subject) => ({ ...valid, subject })));
    expect(nonNull(contact.properties!.message!)).toMatchObject({ minLength: 10, maxLength: zodMaxLength(contactInput, (message) => ({ ...valid, message })) });
    const booking = body('post', '/api/bookings');
    expect(booking.properties!.zipCode!.pattern).toBe(ZIP_CODE_PATTERN.source);
    expect(booking.properties!.durationHours).toMatchObject({ minimum: MIN_DURATION_HOURS, maximum: MAX_DURATION_HOURS });
    // An id taken as a number or a numeric string (schema/rules.ts intId): the string member's pattern.
    const serviceId = new RegExp(booking.properties!.serviceId!.pattern as string);
    expect([serviceId.test('7'), serviceId.test('12345678901'), serviceId.test('7a')]).toEqual([true, false, false]);
  });

  it('integers have a format and a range; lists their sizes; enums their values', () => {
    expect(param('get', '/api/bookings', 'limit')).toEqual({ type: 'integer', format: 'int32', minimum: 1, maximum: 100 });
    expect(param('get', '/api/bookings', 'page')).toMatchObject({ type: 'integer', format: 'int32', minimum: 1 });
    expect(body('put', '/api/bookings/{id}/status').properties!.status!.enum).toEqual([...BOOKING_STATUSES].sort());
    let arrays = 0;
    const walk = (schema: Schema | undefined, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      if (schema.type === 'integer') expect(['int32', 'int64'], `${where}: integer format`).toContain(schema.format);
      if (schema.type === 'integer') expect(typeof schema.minimum === 'number' && typeof schema.maximum === 'number', `${where}: integer range`).toBe(true);
      if (schema.type === 'array' && typeof schema.maxItems === 'number') arrays++;
      for (const s of schema.anyOf ?? []) walk(s, where);
      for (const [k, s] of Object.entries(schema.properties ?? {})) walk(s, `${where}.${k}`);
      walk(schema.items, `${where}[]`);
    };
    for (const { name, op } of allOperations()) {
      for (const p of op.parameters ?? []) walk(p.schema, `${name} ${p.in}:${p.name}`);
      for (const [type, c] of Object.entries(op.requestBody?.content ?? {})) walk(c.schema, `${name} ${type}`);
    }
    // Lists taken in bodies carry their sizes (e.g. a ticket bulk update, a plan's weekdays, photos).
    expect(arrays).toBeGreaterThanOrEqual(3);
  });

  it('a public operation answers 401 or 403 only when it checks credentials itself; a signed-in one always 401', () => {
    // Sign-in: 401 wrong password, 403 unverified or suspended; refresh: 401 a spent or revoked refresh token.
    const ownCredentials = ['POST /api/auth/login', 'POST /api/auth/refresh'];
    for (const row of operations.map((o) => o.row)) {
      const name = `${row.method} ${openApiPath(row.path)}`;
      const op = operation(row.method.toLowerCase(), openApiPath(row.path));
      if (!op.security?.length) {
        if (ownCredentials.includes(name)) {
          expect(op.responses, name).toHaveProperty('401');
          continue;
        }
        expect(op.responses, name).not.toHaveProperty('401');
        expect(op.responses, name).not.toHaveProperty('403');
      } else expect(op.responses, name).toHaveProperty('401');
    }
  });

  it('a path id is looked up (404); a mutating row declares its Idempotency-Key answers', () => {
    for (const op of operations) {
      const responses = operation(op.row.method.toLowerCase(), openApiPath(op.row.path)).responses;
      if (op.row.path.includes(':')) expect(responses, routeName(op.row)).toHaveProperty('404');
      if (op.row.method === 'GET') {
        expect(responses, routeName(op.row)).not.toHaveProperty('415');
        continue;
      }
      expect(Object.keys(responses), routeName(op.row)).toEqual(expect.arrayContaining(['400', '409', '422']));
      expect(responses['409']!.headers, routeName(op.row)).toHaveProperty('Retry-After');
    }
  });

  it('a rate-limited operation answers 429 with Retry-After; others do not', () => {
    const limited = ['POST /api/auth/login', 'POST /api/auth/register', 'POST /api/auth/refresh', 'POST /api/auth/forgot-password', 'POST /api/auth/resend-verification', 'POST /api/contact/submit', 'POST /api/bookings/parse'];
    for (const { name, op } of allOperations()) {
      if (limited.includes(name)) {
        expect(op.responses, name).toHaveProperty('429');
        expect(op.responses['429']!.headers, name).toHaveProperty('Retry-After');
      }
    }
    expect(operation('get', '/api/services').responses).not.toHaveProperty('429');
    expect(operation('post', '/api/bookings').responses).not.toHaveProperty('429');
  });
});

describe('real answers match the declared schemas', () => {
  const byName = new Map(routes.map((r) => [routeName(r), r]));

  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addFormat('date-time', true).addFormat('uuid', true).addFormat('email', true).addFormat('uri', true);

  /** Checks a success body against the document's success schema for the route, and that no undeclared key is sent. */
  function expectDeclared(name: string, res: { status: number; body: Record<string, unknown> }) {
    const route = byName.get(name);
    expect(route, name).toBeDefined();
    expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(route!.status ?? 200);
    const operation = (doc.paths![openApiPath(route!.path)] as Record<string, { responses: Record<string, { content: { 'application/json': { schema: { properties?: Record<string, unknown>; $ref?: string } } } }> }>)[route!.method.toLowerCase()]!;
    let schema = operation.responses[String(route!.status ?? 200)]!.content['application/json'].schema;
    if (schema.$ref) schema = (doc.components!.schemas as Record<string, typeof schema>)[schema.$ref.split('/').pop()!]!;
    const check = ajv.compile({ ...schema, components: doc.components });
    expect(check(res.body) ? undefined : check.errors, name).toBeUndefined();
    expect(Object.keys(res.body).filter((k) => !(k in (schema.properties ?? {}))), name).toEqual([]);
  }

  it('public catalogue, reviews and health', async () => {
    expectDeclared('GET /api/health', await api('GET', '/health'));
    expectDeclared('GET /api/services', await api('GET', '/services?search=clean&limit=3&page=2'));
    expectDeclared('GET /api/services/categories', await api('GET', '/services/categories'));
    expectDeclared('GET /api/services/category/:category', await api('GET', '/services/category/Luxury'));
    expectDeclared('GET /api/services/:id', await api('GET', '/services/1'));
    expectDeclared('GET /api/services/:id/pricing', await api('GET', '/services/1/pricing?durationHours=3'));
    expectDeclared('GET /api/reviews/public', await api('GET', '/reviews/public?limit=5'));
  });

  it('a customer books; a cleaner sees, declines and lists', async () => {
    const customer = await createUser();
    const created = await api('POST', '/bookings', { token: customer.tokens.accessToken, body: bookingInput() });
    expectDeclared('POST /api/bookings', created);
    const id = created.body.booking.id as string;
    expectDeclared('GET /api/bookings', await api('GET', '/bookings?limit=2', { token: customer.tokens.accessToken }));
    expectDeclared('GET /api/bookings/:id', await api('GET', `/bookings/${id}`, { token: customer.tokens.accessToken }));
    const cleaner = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    expectDeclared('GET /api/bookings', await api('GET', '/bookings?scope=open', { token: cleaner.tokens.accessToken }));
    expectDeclared('POST /api/bookings/:id/reject', await api('POST', `/bookings/${id}/reject`, { token: cleaner.tokens.accessToken, body: { reason: 'Not that day' } }));
    const other = await createUser({ role: 'cleaner', approvedFor: ['941'] });
    expectDeclared('POST /api/bookings/:id/accept', await api('POST', `/bookings/${id}/accept`, { token: other.tokens.accessToken }));
    expectDeclared('PUT /api/bookings/:id/status', await api('PUT', `/bookings/${id}/status`, { token: customer.tokens.accessToken, body: { status: 'cancelled', reason: 'Plans changed' } }));
    const notes = await api('GET', '/notifications?limit=1', { token: other.tokens.accessToken });
    expectDeclared('GET /api/notifications', notes);
    expectDeclared('POST /api/notifications/read-all', await api('POST', '/notifications/read-all', { token: other.tokens.accessToken }));
  });

  it('auth', async () => {
    const user = await createUser();
    const signIn = await api('POST', '/auth/login', { body: { email: user.email, password: user.password } });
    expectDeclared('POST /api/auth/login', signIn);
    expectDeclared('GET /api/auth/me', await api('GET', '/auth/me', { token: signIn.body.tokens.accessToken }));
    expectDeclared('POST /api/auth/refresh', await api('POST', '/auth/refresh', { body: { refreshToken: signIn.body.tokens.refreshToken } }));
    expectDeclared('POST /api/auth/forgot-password', await api('POST', '/auth/forgot-password', { body: { email: user.email } }));
    expectDeclared('POST /api/auth/logout', await api('POST', '/auth/logout', { token: (await login(user.email, user.password)).accessToken }));
    expectDeclared('POST /api/auth/logout-all', await api('POST', '/auth/logout-all', { token: (await login(user.email, user.password)).accessToken }));
  });

  it('errors are the declared envelope', async () => {
    for (const res of [
      await api('GET', '/bookings'),
      await api('GET', '/services/999'),
      await api('POST', '/auth/login', { body: { email: 'nope' } }),
      await api('DELETE', '/services'),
    ]) {
      const parsed = errorEnvelopeSchema.safeParse(res.body);
      expect(parsed.error?.issues, JSON.stringify(res.body)).toBeUndefined();
    }
  });
});

describe('GET /api/docs through a real port', () => {
  let app: PortServer;

  beforeAll(async () => {
    app = await startOnPort();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('serves a page with a strict policy that references only same-origin files', async () => {
    const res = await rawRequest(app.port, { path: '/api/docs' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    const html = res.text();
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/); // no inline script
    expect(html).not.toMatch(/<style/);
    const urls = [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) {
      expect(url, 'same-origin path').toMatch(/^\/(?!\/)/);
      const asset = await rawRequest(app.port, { path: url });
      expect(asset.status, url).toBe(200);
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('renders the operations in Chromium with no foreign request and no policy violation', async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const page = await browser.newPage();
      const requests: string[] = [];
      const problems: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      page.on('console', (m) => {
        if (m.type() === 'error' || /Content Security Policy|Refused to/i.test(m.text())) problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      await page.goto(`${app.origin}/api/docs`);
      // Every tag is drawn (collapsed); opening Bookings shows its operations.
      await page.locator('#operations-tag-Admin').waitFor({ timeout: 20_000 });
      await page.locator('#operations-tag-Bookings').click();
      await page.getByText('Accept a job').first().waitFor({ timeout: 20_000 });
      await page.getByText('Comfort Life REST API').first().waitFor();
      expect(requests.filter((u) => !u.startsWith(app.origin) && !u.startsWith('data:'))).toEqual([]);
      expect(requests).toContain(`${app.origin}/api/openapi.json`);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});

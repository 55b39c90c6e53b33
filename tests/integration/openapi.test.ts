/**
 * The described REST bridge (issue 5 section 3; docs/decisions/0010-rest-openapi.md): every route
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
      // A list of records; an array of plain strings (e.g. the parser's `missing` field names) is not one.
      if (!Object.values(schema.properties).some((p) => p.type === 'array' && p.items?.type !== 'string')) continue;
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
    expect(Object.keys(op.responses!)).toEqual(['200', '401', '403', '404', '409', '500']);
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
    expect(Object.keys(op.responses!)).toEqual(['200', '400', '401', '403', '413', '415', '429', '500']);
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

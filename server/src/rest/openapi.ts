/**
 * The OpenAPI 3.1 document of the /api bridge, generated from the route table
 * (docs/decisions/0010-rest-openapi.md) with zod-openapi: each route's declared zod schemas are the
 * ones the router validates with, so the document cannot drift from the behaviour.
 */
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from 'zod-openapi';
import type { z } from 'zod';
import type { Route } from './router.js';
import { operationDocument, operationErrorStatuses, type CompiledOperation } from './operations.js';
import {
  ERROR_STATUS_CODES,
  ERROR_STATUS_DESCRIPTIONS,
  REST_TAGS,
  errorEnvelopeSchema,
  successEnvelope,
  type ErrorStatus,
  type RestTag,
} from './schemas.js';

/** The error statuses a route can answer: derived from its auth and input, plus its own. */
export function errorStatusesOf(route: Route): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(route.errors);
  if (route.input?.query || route.input?.body) statuses.add(400);
  if (route.input?.params) statuses.add(404);
  if (route.input?.body) {
    statuses.add(413);
    statuses.add(415);
  }
  if (route.input?.rawBody) statuses.add(413);
  if (route.auth !== 'public') statuses.add(401);
  if (route.auth !== 'public' && route.auth !== 'signedIn') statuses.add(403);
  statuses.add(500);
  return [...statuses].sort((a, b) => a - b);
}


/** The document's `info.version`: bump the minor on additions, the major on breaking changes. */
export const API_VERSION = '1.0.0';

/** `/bookings/:id/accept` to `/api/bookings/{id}/accept`. */
export function openApiPath(path: string): string {
  return `/api${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}

/** `GET /bookings/:id/accept` to `getBookingsByIdAccept` (stable, unique per method and path). */
export function operationId(route: { method: string; path: string }): string {
  const words = route.path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return route.method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** Who may call it, as a sentence appended to the description. */
function authSentence(auth: Route['auth']): string {
  if (auth === 'public') return 'Public: no token needed (a bearer token is read when sent).';
  if (auth === 'signedIn') return 'Requires a bearer access token (any role).';
  const roles = Array.isArray(auth) ? auth : [auth];
  return `Requires a bearer access token of role ${roles.join(' or ')}.`;
}

/** The error answers of a list of statuses. */
function errorResponses(statuses: ErrorStatus[]): Record<string, ZodOpenApiResponseObject> {
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const status of statuses) {
    const headers =
      status === 429 ? { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' as const } } } : undefined;
    responses[String(status)] = {
      description: `${ERROR_STATUS_DESCRIPTIONS[status]} \`code\`: ${ERROR_STATUS_CODES[status]}.`,
      headers,
      content: { 'application/json': { schema: errorEnvelopeSchema } },
    };
  }
  return responses;
}

/** A row over a GraphQL operation: every schema comes from the operation's variable and result types. */
function graphqlOperation(op: CompiledOperation, components: Map<string, Record<string, unknown>>): ZodOpenApiOperationObject {
  const { description, parameters, requestBody, payload } = operationDocument(op, components);
  const { row } = op;
  const properties = (payload.properties as Record<string, unknown> | undefined) ?? {};
  const envelope = {
    type: 'object',
    properties: { success: { type: 'boolean', const: true }, ...properties },
    required: ['success', ...((payload.required as string[] | undefined) ?? [])],
  };
  const statuses = operationErrorStatuses(op);
  return {
    operationId: operationId(row),
    tags: [row.tag],
    summary: row.summary,
    description: `${description}\n\nGraphQL: \`${op.operation.operation} ${row.operation}\` (the same operation runs in-process).`,
    security: (op.rootField.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions?.authScopes ? [{ bearerAuth: [] }] : [],
    parameters,
    requestBody,
    responses: {
      [String(row.status ?? 200)]: { description: row.summary, content: { 'application/json': { schema: envelope } } },
      ...errorResponses(statuses),
    },
  } as unknown as ZodOpenApiOperationObject;
}

function operation(route: Route): ZodOpenApiOperationObject {
  const responses: Record<string, ZodOpenApiResponseObject> = {
    [String(route.status ?? 200)]: {
      description: route.summary,
      content: { 'application/json': { schema: successEnvelope(route.response) } },
    },
  };
  for (const status of errorStatusesOf(route)) {
    const headers =
      status === 429 ? { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' as const } } } : undefined;
    responses[String(status)] = {
      description: `${ERROR_STATUS_DESCRIPTIONS[status]} \`code\`: ${ERROR_STATUS_CODES[status]}.`,
      headers,
      content: { 'application/json': { schema: errorEnvelopeSchema } },
    };
  }
  const { params, query, body, rawBody } = route.input ?? {};
  return {
    operationId: operationId(route),
    tags: [route.tag],
    summary: route.summary,
    description: `${route.description}\n\n${authSentence(route.auth)}`,
    security: route.auth === 'public' ? [] : [{ bearerAuth: [] }],
    'x-auth': Array.isArray(route.auth) ? route.auth.join(',') : route.auth,
    requestParams: params || query ? { ...(params ? { path: params } : {}), ...(query ? { query } : {}) } : undefined,
    requestBody: body
      ? { required: true, content: { 'application/json': { schema: body as z.ZodType } } }
      : rawBody
        ? {
            required: true,
            description: 'Read as raw bytes (not parsed by the router): the handler verifies them before parsing.',
            content: { 'application/json': { schema: rawBody } },
          }
        : undefined,
    responses: responses as ZodOpenApiOperationObject['responses'],
  };
}

/**
 * Builds the OpenAPI 3.1 document of `routes`.
 * @param serverUrl the base the reference calls ('/' for same origin)
 * @throws Error when a schema cannot be rendered (e.g. a transform in a response schema)
 */
export function buildOpenApiDocument(routes: Route[], operations: CompiledOperation[] = [], serverUrl = '/') {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    const item = (paths[path] ??= {});
    item[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch'] = operation(route);
  }
  const components = new Map<string, Record<string, unknown>>();
  for (const op of operations) {
    const item = (paths[openApiPath(op.row.path)] ??= {});
    item[op.row.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch'] = graphqlOperation(op, components);
  }
  const usedTags = new Set([...routes.map((r) => r.tag), ...operations.map((o) => o.row.tag)]);
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Comfort Life REST API',
      version: API_VERSION,
      description: [
        'The `/api` bridge of spec section 7, over the same services as GraphQL (`/graphql`).',
        '',
        'Success answers are `{ "success": true, ...payload }`; failures are the `ErrorEnvelope`',
        '`{ "success": false, "error", "code", "field"?, "message"?, "issues"? }` with the HTTP status of `code`',
        '(spec section 8). Money is integer cents (USD); instants are ISO 8601 in UTC. Lists answer',
        '`page`, `limit` and `total` (all matches). Request bodies are JSON objects sent as',
        '`Content-Type: application/json` (415 otherwise), at most 100 KiB (413).',
      ].join('\n'),
    },
    servers: [{ url: serverUrl }],
    tags: (Object.keys(REST_TAGS) as RestTag[]).filter((t) => usedTags.has(t)).map((name) => ({ name, description: REST_TAGS[name] })),
    components: {
      // Named fragments of the .api.graphql documents (e.g. `Booking`), sorted for a stable document.
      schemas: Object.fromEntries([...components].sort(([a], [b]) => a.localeCompare(b))) as never,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The `accessToken` of POST /api/auth/login or /api/auth/refresh, as `Authorization: Bearer <token>`.',
        },
      },
    },
    paths,
  });
}

/**
 * The OpenAPI 3.1 document of the /api bridge (docs/decisions/0023-api-bridge.md), generated from
 * the rows' GraphQL operations: parameters and bodies from the variables' input types, with the
 * limits of the zod schemas that validate them (rest/limits.ts), answers from the selections on
 * the result types (a named fragment becomes a named schema), error statuses from the inputs, the
 * root field's scopes, its declared error types and rate limit, and the Idempotency-Key rules, so
 * it cannot drift from the behaviour. A file row (docs/decisions/0040-file-answers-in-the-bridge.md) is
 * described the same way, its success being the file (its media types, the `FileAnswer` headers).
 * The only hand-written paths are the two health probes, which are not operations
 * ({@link healthProbePaths}; tests/integration/shutdown.test.ts checks them against the real answers).
 */
import {
  GraphQLNonNull,
  Kind,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type SelectionSetNode,
} from 'graphql';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from 'zod-openapi';
import { isFileRow, type CompiledOperation } from './operations.js';
import { MAX_UPLOAD_BYTES } from '../modules/messages/media-limits.js';
import { MESSAGE_MAX_PHOTOS, MESSAGE_PHOTO_MAX_BYTES, MESSAGE_PHOTO_TYPES } from '../../../schema/rules.js';
import { applyLimits, variableLimits } from './limits.js';
import { ERROR_STATUS_CODES, ERROR_STATUS_DESCRIPTIONS, REST_TAGS, errorEnvelopeSchema, type ErrorStatus, type RestTag } from './schemas.js';

type JsonSchema = Record<string, unknown>;

const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });

function scalarSchema(type: GraphQLNamedType): JsonSchema {
  switch (type.name) {
    case 'Int':
      // GraphQL's Int is a signed 32-bit integer (graphql-js refuses any other).
      return { type: 'integer', format: 'int32', minimum: -2147483648, maximum: 2147483647 };
    case 'NonNegativeInt':
      // graphql-scalars' NonNegativeInt: a safe integer of 0 or more.
      return { type: 'integer', format: 'int64', minimum: 0, maximum: Number.MAX_SAFE_INTEGER };
    case 'Float':
      return { type: 'number' };
    case 'Boolean':
      return { type: 'boolean' };
    case 'DateTime':
      return { type: 'string', format: 'date-time' };
    case 'JSON':
      return {};
    case 'File':
      return { type: 'string', format: 'binary' };
    default:
      return { type: 'string' };
  }
}

const isErrorType = (type: GraphQLNamedType) => isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Error');

/** JSON Schema of a GraphQL input type (required where non-null). */
export function inputSchema(type: GraphQLInputType): JsonSchema {
  const inner = isNonNullType(type) ? type.ofType : type;
  let schema: JsonSchema;
  if (isListType(inner)) schema = { type: 'array', items: inputSchema(inner.ofType) };
  else if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields());
    schema = {
      type: 'object',
      ...(inner.description ? { description: inner.description } : {}),
      properties: Object.fromEntries(
        fields.map((f) => [f.name, { ...inputSchema(f.type), ...(f.description ? { description: f.description } : {}) }]),
      ),
      required: fields.filter((f) => isNonNullType(f.type) && f.defaultValue === undefined).map((f) => f.name),
    };
  } else if (isEnumType(inner)) schema = { type: 'string', enum: inner.getValues().map((v) => v.value) };
  else schema = scalarSchema(inner);
  return isNonNullType(type) ? schema : nullable(schema);
}

/** JSON Schema of what a selection set answers on `type` (aliases as keys; error members left out). */
function selectionSchema(
  type: GraphQLOutputType,
  selectionSet: SelectionSetNode | undefined,
  op: CompiledOperation,
  components: Map<string, JsonSchema>,
  inlineTop = false,
): JsonSchema {
  const inner = isNonNullType(type) ? type.ofType : type;
  let schema: JsonSchema;
  if (isListType(inner)) schema = { type: 'array', items: selectionSchema(inner.ofType, selectionSet, op, components) };
  else if (isScalarType(inner)) schema = scalarSchema(inner);
  else if (isEnumType(inner)) schema = { type: 'string', enum: inner.getValues().map((v) => v.value) };
  else if (!inlineTop && selectionSet?.selections.length === 1 && selectionSet.selections[0]!.kind === Kind.FRAGMENT_SPREAD) {
    // A named fragment is a named schema: `...Booking` is `#/components/schemas/Booking`.
    const name = selectionSet.selections[0]!.name.value;
    if (!components.has(name)) {
      components.set(name, {});
      components.set(name, selectionSchema(new GraphQLNonNull(inner), selectionSet, op, components, true));
    }
    schema = { $ref: `#/components/schemas/${name}` };
  } else {
    const properties: Record<string, JsonSchema> = {};
    const members = isUnionType(inner) ? inner.getTypes().filter((t) => !isErrorType(t)) : [inner];
    const visit = (set: SelectionSetNode, on: GraphQLNamedType) => {
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) {
          if (sel.name.value === '__typename') {
            properties[sel.alias?.value ?? '__typename'] = { type: 'string' };
            continue;
          }
          if (!isObjectType(on) && !isInterfaceType(on)) continue;
          const field = on.getFields()[sel.name.value];
          if (!field) continue;
          properties[sel.alias?.value ?? sel.name.value] = {
            ...selectionSchema(field.type, sel.selectionSet, op, components),
            ...(field.description ? { description: field.description } : {}),
          };
        } else {
          const set2 = sel.kind === Kind.INLINE_FRAGMENT ? sel : op.fragments.get(sel.name.value);
          const cond = set2?.typeCondition?.name.value;
          const target = cond ? members.find((m) => m.name === cond) ?? (cond === on.name ? on : undefined) : on;
          if (set2 && target) visit(set2.selectionSet, target);
        }
      }
    };
    for (const member of members) if (selectionSet) visit(selectionSet, member);
    schema = { type: 'object', properties, required: Object.keys(properties) };
  }
  return isNonNullType(type) ? schema : nullable(schema);
}

/**
 * True for a row that takes an `Idempotency-Key` (server/src/http/idempotency.ts: on /api every
 * request other than GET and HEAD; it applies when the caller sends a bearer token).
 */
export const takesIdempotencyKey = (op: CompiledOperation) => op.row.method !== 'GET';

/**
 * The rate limit a root field is under (lib/rate-limit.ts), for a field whose limit is not in its
 * declared error types (a query: no result union): `extensions: { rateLimit: '<limiter>' }`.
 */
const rateLimitOf = (op: CompiledOperation) => (op.rootField.extensions as { rateLimit?: string }).rateLimit;

/**
 * Error statuses a row can answer, from its inputs, its root field's scopes, its result's error
 * members and its rate limit, and for a row that takes an `Idempotency-Key` the key's own answers
 * (400 malformed, 409 while the first request runs, 422 reused with another request).
 */
export function operationErrorStatuses(op: CompiledOperation): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([500]);
  if (op.variables.some((v) => v.source.startsWith('path.'))) statuses.add(404);
  if (op.variables.some((v) => !v.source.startsWith('path.'))) statuses.add(400);
  if (op.variables.some((v) => v.source.startsWith('body'))) {
    statuses.add(413);
    statuses.add(415);
  }
  if (op.variables.some((v) => v.source === 'rawBody')) statuses.add(413);
  // A file row says what a malformed path is (the router's 400, unless the row answers it 404).
  if (isFileRow(op.row) && op.variables.some((v) => v.source.startsWith('path.')) && op.row.malformedPath !== 404) statuses.add(400);
  const scopes = (op.rootField.extensions as { pothosOptions?: { authScopes?: Record<string, unknown> } }).pothosOptions?.authScopes;
  if (scopes) statuses.add(401);
  if (scopes && !(typeof scopes === 'object' && 'signedIn' in scopes)) statuses.add(403);
  // The field's own declared error classes (errors plugin `errors.types`), not the result union,
  // which carries the whole catalogue on every mutation. A ValidationError comes from input, so it
  // counts only for rows that take a query or a body.
  const declared = ((op.rootField.extensions as { pothosOptions?: { errors?: { types?: { name: string }[] } } }).pothosOptions?.errors?.types ?? []).map((t) => t.name);
  const takesInput = op.variables.some((v) => !v.source.startsWith('path.'));
  const byType: Record<string, ErrorStatus[]> = {
    ValidationError: takesInput ? [400, 422] : [],
    AuthenticationError: [401],
    AuthorizationError: [403],
    NotFoundError: [404],
    ConflictError: [409],
    PaymentError: [402],
    RateLimitError: [429],
  };
  for (const name of declared) for (const s of byType[name] ?? []) statuses.add(s);
  if (rateLimitOf(op)) statuses.add(429);
  if (takesIdempotencyKey(op)) for (const s of [400, 409, 422] as const) statuses.add(s);
  return [...statuses].sort((a, b) => a - b);
}

/** Who may call a row, from its root field's scopes. */
function authSentence(op: CompiledOperation): string {
  const scopes = (op.rootField.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions?.authScopes;
  if (!scopes) return 'Public: no token needed (a bearer token is read when sent).';
  if (typeof scopes !== 'object') return 'Who may call it is decided per request (see above); a bearer token that is sent must sign in.';
  const names = Object.entries(scopes).filter(([, v]) => v === true).map(([k]) => k);
  if (names.includes('signedIn')) return 'Requires a bearer access token (any role).';
  return `Requires a bearer access token with scope ${names.join(' or ')}.`;
}

/** How a row declaring `body.multipart` reads its two kinds of body (rest/router.ts). */
function multipartDescription(files: string, single?: boolean): string {
  if (single) {
    return [
      `\`multipart/form-data\` (at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MiB in all) with each other key as a text field (once) and exactly one`,
      `\`${files}\` part, a JPEG, PNG or WebP image of at most ${MESSAGE_PHOTO_MAX_BYTES / (1024 * 1024)} MB (the type is read from the bytes;`,
      'the declared type and file name are ignored). The image is re-encoded and stripped of metadata (EXIF, GPS location)',
      'before it is stored.',
    ].join(' ');
  }
  return [
    `JSON (\`application/json\`, at most 100 KiB) without \`${files}\`, or \`multipart/form-data\` (at most`,
    `${MAX_UPLOAD_BYTES / (1024 * 1024)} MiB in all) with each other key as a text field (once) and up to ${MESSAGE_MAX_PHOTOS}`,
    `\`${files}\` parts, each a JPEG, PNG or WebP image of at most ${MESSAGE_PHOTO_MAX_BYTES / (1024 * 1024)} MB (the type is read`,
    'from the bytes; the declared type and file name are ignored). Photos are re-encoded and stripped of metadata (EXIF,',
    'GPS location) before they are stored.',
  ].join(' ');
}

/** A body schema as the two media types of a `body.multipart` row: JSON without the files, multipart with them as binary parts. */
function multipartContent(schema: JsonSchema, files: string, single?: boolean): JsonSchema {
  const properties = { ...((schema.properties as Record<string, JsonSchema> | undefined) ?? {}) };
  const required = ((schema.required as string[] | undefined) ?? []).filter((name) => name !== files);
  delete properties[files];
  if (single) {
    // One file part, required: there is no JSON form of such a body.
    return {
      'multipart/form-data': {
        schema: { ...schema, properties: { ...properties, [files]: { type: 'string', format: 'binary', description: `One image file, in a part named \`${files}\`.` } }, required: [...required, files] },
        encoding: { [files]: { contentType: MESSAGE_PHOTO_TYPES.join(', ') } },
      },
    };
  }
  const fileParts = {
    type: 'array',
    maxItems: MESSAGE_MAX_PHOTOS,
    items: { type: 'string', format: 'binary' },
    description: `Up to ${MESSAGE_MAX_PHOTOS} image files, one part each, all named \`${files}\`.`,
  };
  return {
    'application/json': { schema: { ...schema, properties, required } },
    'multipart/form-data': {
      schema: { ...schema, properties: { ...properties, [files]: fileParts }, required },
      encoding: { [files]: { contentType: MESSAGE_PHOTO_TYPES.join(', ') } },
    },
  };
}

/** The parts of an OpenAPI operation object a row's GraphQL types give: parameters, body, payload. */
export function operationDocument(
  op: CompiledOperation,
  components: Map<string, JsonSchema>,
): { description: string; parameters: JsonSchema[]; requestBody?: JsonSchema; payload: JsonSchema } {
  const parameters = op.variables
    .filter((v) => !v.source.startsWith('body') && v.source !== 'rawBody')
    .map((v) => {
      const [where, key] = v.source.split('.', 2);
      const inner = isNonNullType(v.type) ? v.type.ofType : v.type;
      const format = where === 'path' ? (op.row.params?.[key!] ?? (getNamedType(inner).name === 'ID' ? 'uuid' : undefined)) : undefined;
      const limits = variableLimits(op, v.name);
      const schema = isListType(inner)
        ? { type: 'string', description: `Comma-separated values: ${JSON.stringify(applyLimits(inputSchema(inner.ofType), limits?.items))}.` }
        : format === 'uuid'
          ? { type: 'string', format: 'uuid' }
          : format === 'int'
            ? { type: 'integer', format: 'int32', minimum: 1, maximum: 2147483647 }
            : applyLimits(inputSchema(new GraphQLNonNull(inner)), limits);
      return { name: key, in: where, required: where === 'path' || (isNonNullType(v.type) && !v.hasDefault), schema };
    });
  const raw = op.variables.find((v) => v.source === 'rawBody');
  const bodyVars = op.variables.filter((v) => v.source.startsWith('body'));
  let requestBody: JsonSchema | undefined = raw && {
    required: true,
    description: 'Read as the exact bytes sent (not parsed by the router): they are verified before they are parsed.',
    content: { 'application/json': { schema: { type: 'object' } } },
  };
  if (bodyVars.length) {
    const whole = bodyVars.find((v) => v.source === 'body');
    const schema = whole
      ? applyLimits(inputSchema(whole.type), variableLimits(op, whole.name))
      : {
          type: 'object',
          properties: Object.fromEntries(bodyVars.map((v) => [v.source.slice(5), applyLimits(inputSchema(v.type), variableLimits(op, v.name))])),
          required: bodyVars.filter((v) => isNonNullType(v.type) && !v.hasDefault).map((v) => v.source.slice(5)),
        };
    const aliases = Object.entries(op.row.body?.aliases ?? {}).map(([alias, name]) => `\`${alias}\` for \`${name}\``);
    const multipart = op.row.body?.multipart;
    requestBody = {
      required: true,
      ...(aliases.length ? { description: `Also accepted under other names: ${aliases.join(', ')}.` } : {}),
      ...(op.row.body?.strict ? { description: 'Keys the body does not declare are refused (400).' } : {}),
      ...(multipart ? { description: multipartDescription(multipart.files, multipart.single) } : {}),
      content: multipart ? multipartContent(schema, multipart.files, multipart.single) : { 'application/json': { schema } },
    };
  }
  let payload: JsonSchema;
  const answer = op.row.answer ?? 'data';
  if (typeof answer === 'object') payload = { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] };
  else {
    const properties: Record<string, JsonSchema> = {};
    for (const sel of op.operation.selectionSet.selections) {
      if (sel.kind !== Kind.FIELD) continue;
      const field = op.rootType.getFields()[sel.name.value]!;
      properties[sel.alias?.value ?? sel.name.value] = selectionSchema(field.type, sel.selectionSet, op, components);
    }
    if (answer === 'spread') {
      const only = Object.values(properties)[0]!;
      payload = (only.anyOf as JsonSchema[] | undefined)?.[0] ?? only;
    } else payload = { type: 'object', properties, required: Object.keys(properties) };
  }
  return { description: `${op.rootField.description ?? ''}\n\n${authSentence(op)}`, parameters, requestBody, payload };
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

const retryAfter = (description: string) => ({ 'Retry-After': { description, schema: { type: 'integer' as const, minimum: 1 } } });

/** The error answers of a row's statuses; a 429, and the 409 of an `Idempotency-Key` still in use, carry `Retry-After`. */
function errorResponses(statuses: ErrorStatus[], op?: CompiledOperation): Record<string, ZodOpenApiResponseObject> {
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const status of statuses) {
    const headers =
      status === 429
        ? retryAfter('Seconds to wait before trying again.')
        : status === 409 && op && takesIdempotencyKey(op)
          ? retryAfter('Sent when the `Idempotency-Key` of this request is still in use by a first request that has not answered yet (1): retry with the same key.')
          : undefined;
    responses[String(status)] = {
      description: `${ERROR_STATUS_DESCRIPTIONS[status]} \`code\`: ${ERROR_STATUS_CODES[status]}.`,
      headers,
      content: { 'application/json': { schema: errorEnvelopeSchema } },
    };
  }
  return responses;
}

/**
 * The optional `Idempotency-Key` request header of every row but GETs ({@link takesIdempotencyKey}; server/src/http/idempotency.ts;
 * docs/decisions/0031-idempotency-keys.md).
 */
export const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: [
    'Makes a retry safe: with a bearer token, the first answer to this key (status and body) is kept',
    'for 24 hours per user and replayed to a request with the same key (header `Idempotent-Replayed: true`),',
    'so a retried booking, payment, refund or reply is made once. Send a new key (e.g. a UUID v4) for each',
    'new request and the same key when retrying it. The same key with a different method, path or body',
    'is refused (422, VALIDATION_ERROR, field `Idempotency-Key`); a retry while the first request still',
    'runs waits for its answer up to 10 s, then gets 409 (CONFLICT_ERROR, `Retry-After: 1`). Answers with',
    'a 5xx or 429 status are not kept. Ignored without a bearer token.',
  ].join(' '),
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$', examples: ['5f0c6b2e-8a1d-4c3e-9b7f-2d4e6a8c0b1f'] },
};

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
  const scopes = (op.rootField.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions?.authScopes;
  const success = isFileRow(row)
    ? fileSuccess(row.summary, row.answer.file)
    : { description: row.summary, content: { 'application/json': { schema: envelope } } };
  return {
    operationId: operationId(row),
    tags: [row.tag],
    summary: row.summary,
    description: `${description}\n\nGraphQL: \`${op.operation.operation} ${row.operation}\` (the same operation runs in-process).`,
    // A scope function decides per request: a bearer token is one credential, not the only one.
    security: scopes ? (typeof scopes === 'function' ? [{ bearerAuth: [] }, {}] : [{ bearerAuth: [] }]) : [],
    parameters: takesIdempotencyKey(op) ? [...parameters, IDEMPOTENCY_KEY_PARAMETER] : parameters,
    requestBody,
    responses: {
      [String(row.status ?? 200)]: success,
      ...errorResponses(statuses, op),
    },
  } as unknown as ZodOpenApiOperationObject;
}

/** The success answer of a file row: the file as each of its media types, with the headers the router sends (server/src/file-answer.ts). */
function fileSuccess(summary: string, mediaTypes: string[]): Record<string, unknown> {
  const file = (type: string) => (type.startsWith('text/') ? { type: 'string', description: 'The document, UTF-8.' } : { type: 'string', format: 'binary' });
  return {
    description: `${summary}: the file itself (not JSON).`,
    headers: {
      'Content-Disposition': { description: '`inline` or `attachment`, with the file name: `inline; filename="…"`.', schema: { type: 'string' } },
      'Cache-Control': { description: 'How long the file may be kept (e.g. `no-store`, `private, max-age=600`).', schema: { type: 'string' } },
      'X-Content-Type-Options': { description: 'Always `nosniff`.', schema: { type: 'string', const: 'nosniff' } },
    },
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: file(type) }])),
  };
}

/**
 * The two probes answered by plain handlers ahead of the bridge (server/src/lifecycle/health.ts),
 * not by a GraphQL operation: the only paths of this document written by hand.
 */
export function healthProbePaths(): ZodOpenApiPathsObject {
  const answer = (description: string, schema: Record<string, unknown>) => ({
    description,
    headers: { 'Cache-Control': { description: 'Always `no-store`.', schema: { type: 'string', const: 'no-store' } } },
    content: { 'application/json': { schema } },
  });
  const dependency = { type: 'string', enum: ['ok', 'down', 'not configured'] };
  return {
    '/api/health/live': {
      get: {
        operationId: 'getHealthLive',
        tags: ['System'],
        summary: 'Liveness probe',
        description:
          'Public, no session: answers while the process serves requests, also while it drains after a shutdown signal. No database call. For liveness probes (restart the process when it stops answering).',
        security: [],
        responses: {
          '200': answer('The process answers.', { type: 'object', properties: { status: { type: 'string', const: 'ok' } }, required: ['status'] }),
        },
      },
    },
    '/api/health/ready': {
      get: {
        operationId: 'getHealthReady',
        tags: ['System'],
        summary: 'Readiness probe',
        description: [
          'Public, no session: whether this instance should get traffic. 200 when the database answers',
          '`SELECT 1` and Redis (when REDIS_URL is set) answers PING, each within 2 s. 503',
          '`{"status":"draining"}` from the moment a shutdown signal (SIGTERM/SIGINT) arrives until the',
          'process exits (SHUTDOWN_DRAIN_SECONDS later the listener closes); 503 `{"status":"unavailable", ...}`',
          'when a dependency is down. Never includes versions or error texts.',
        ].join('\n'),
        security: [],
        responses: {
          '200': answer('Ready for traffic.', {
            type: 'object',
            properties: { status: { type: 'string', const: 'ready' }, database: { type: 'string', const: 'ok' }, redis: { type: 'string', enum: ['ok', 'not configured'] } },
            required: ['status', 'database', 'redis'],
          }),
          '503': answer('Draining after a shutdown signal, or a dependency does not answer.', {
            oneOf: [
              { type: 'object', properties: { status: { type: 'string', const: 'draining' } }, required: ['status'] },
              {
                type: 'object',
                properties: { status: { type: 'string', const: 'unavailable' }, database: dependency, redis: dependency },
                required: ['status', 'database', 'redis'],
              },
            ],
          }),
        },
      },
    },
  } as unknown as ZodOpenApiPathsObject;
}

/**
 * Builds the OpenAPI 3.1 document of the compiled rows (and of the {@link healthProbePaths}).
 * @param serverUrl the base the reference calls ('/' for same origin)
 * @throws Error when a schema cannot be rendered (e.g. a transform in a response schema)
 */
export function buildOpenApiDocument(operations: CompiledOperation[], serverUrl = '/') {
  const paths: ZodOpenApiPathsObject = {};
  const components = new Map<string, Record<string, unknown>>();
  for (const op of operations) {
    const item = (paths[openApiPath(op.row.path)] ??= {});
    item[op.row.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch'] = graphqlOperation(op, components);
  }
  Object.assign(paths, healthProbePaths());
  const usedTags = new Set(operations.map((o) => o.row.tag));
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
        '`Content-Type: application/json` (415 otherwise), at most 100 KiB (413); a route that takes photos also accepts',
        '`multipart/form-data` (see its request body). Mutating routes accept an',
        '`Idempotency-Key` header that makes retries safe (see the parameter).',
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

/**
 * Operation rows of the /api bridge (docs/decisions/0023-api-bridge.md): an `/api` route is a row
 * `{ method, path, operation, variables?, answer? }` naming a GraphQL operation kept in its
 * domain's `<domain>.api.graphql`. The row runs in-process through Yoga's own envelope (context,
 * limits, masking, scope-auth, the errors plugin), so a rule, a shape or a permission is written
 * once, in the GraphQL schema and the services under it.
 *
 * - Variables come from the request by convention: a variable named like a `:param` of the path
 *   comes from the path; on GET and DELETE the others come from the query string (typed by their
 *   GraphQL type: `2` is an Int, `a,b` a list); on other methods a variable `$input` of an input
 *   object type is the whole JSON body, any other is the body's key of that name. `variables`
 *   overrides a source (`'query.pageSize'`, `'body.reason'`, `'body'`).
 * - Input is checked against the variables' GraphQL types before execution, with every problem
 *   named by its field (400), unknown keys dropped; a path parameter that does not fit is 404.
 *   The caller's role is checked first (the root field's `authScopes`), so a wrong role is
 *   401/403 whatever the body.
 * - The answer is `{ success: true, ...data }` (aliases in the document give the spec's field
 *   names), or with `answer: 'spread'` the single root field's object spread into the envelope.
 * - A file row (`answer: { file: [media types] }`, a GET) answers a file instead
 *   (docs/decisions/0040-file-answers-in-the-bridge.md): its operation's single root field is a
 *   `FileAnswer` (server/src/file-answer.ts), which decides who may read the file and finds it;
 *   the router streams it.
 * - A failure is the original domain error (reported through lib/resolved-errors.ts), mapped to
 *   its status once, by the router's `errorResponse`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Kind,
  coerceInputValue,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { AppError, NotFoundError, ValidationError, fromDatabaseError, type FieldIssue } from '../errors.js';
import { collectResolvedErrors } from '../lib/resolved-errors.js';
import { authorizeBeforeInput } from '../lib/auth-before-input.js';
import type { Context } from '../context.js';
import type { RestTag } from './schemas.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Where a variable's value comes from: `path.<name>`, `query.<name>`, `body.<name>`, `body` (all of
 * it), `rawBody` (the body's text exactly as sent, unparsed: signed webhooks) or `header.<name>`.
 */
export type VariableSource = `path.${string}` | `query.${string}` | `body.${string}` | 'body' | 'rawBody' | `header.${string}`;

/** One /api route over a named GraphQL operation. */
export interface OperationRoute {
  method: HttpMethod;
  /** Path below /api with `:name` parameters, e.g. `/notifications/:id/read`. */
  path: string;
  /** The operation's name in its domain's `.api.graphql` document. */
  operation: string;
  /** The domain's tag in the reference (schemas.ts REST_TAGS). */
  tag: RestTag;
  /** One line, imperative. The description is the root field's GraphQL description. */
  summary: string;
  /** HTTP status on success (default 200). */
  status?: 200 | 201;
  /** Sources that differ from the convention, by variable name. */
  variables?: Record<string, VariableSource>;
  /** Path parameters' formats beyond their GraphQL type (default: an `ID` is a uuid). */
  params?: Record<string, 'uuid' | 'int' | 'string'>;
  /**
   * 'data' (default), 'spread' (the single root field's object), a fixed `{ message }`, or for a
   * file row `{ file }`: the media types the file may have (for the reference), the root field
   * being a `FileAnswer` that the router streams (GET rows; HEAD is answered too).
   */
  answer?: 'data' | 'spread' | { message: string } | { file: string[] };
  /**
   * The status of a path whose percent-encoding is malformed: 400 (default) or 404 for a row whose
   * every miss must look alike (a photo address answers nothing about what exists).
   */
  malformedPath?: 400 | 404;
  /**
   * The JSON body's rules beyond its GraphQL type: `aliases` are other names a key may be sent
   * under (`{ first_name: 'firstName' }`), `strict` refuses keys the input does not declare (400)
   * where dropping them would hide a mistake (e.g. a `role` sent to a profile update); it applies
   * to a whole-body `$input` and to bodies read key by key alike. `multipart` lets the row also
   * take `multipart/form-data` (rest/router.ts): text fields become body keys, the repeated parts
   * named `files` one `File[]` body key of that name (with `single`, exactly one part, a `File`).
   */
  body?: { aliases?: Record<string, string>; strict?: boolean; multipart?: { files: string; single?: boolean } };
}

/** What the bridge needs of Yoga: its envelope. */
export interface Envelope {
  getEnveloped(initial: Record<string, unknown>): {
    schema: GraphQLSchema;
    contextFactory(): Promise<unknown> | unknown;
    validate(schema: GraphQLSchema, document: DocumentNode): readonly Error[];
    execute(args: { schema: GraphQLSchema; document: DocumentNode; operationName: string; variableValues: Record<string, unknown>; contextValue: unknown }): unknown;
  };
}

/** A row made ready at start: its document validated once, its variables resolved to sources and types. */
export interface CompiledOperation {
  row: OperationRoute;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  fragments: Map<string, FragmentDefinitionNode>;
  rootType: GraphQLObjectType;
  /** The first root field: its scopes are checked before input, its description documents the row. */
  rootField: GraphQLField<unknown, unknown>;
  variables: { name: string; type: GraphQLInputType; source: VariableSource; hasDefault: boolean }[];
}

/** True for a file row (`answer: { file }`), whose answer the router streams as a file. */
export const isFileRow = (row: OperationRoute): row is OperationRoute & { answer: { file: string[] } } =>
  typeof row.answer === 'object' && 'file' in row.answer;

const here = path.dirname(fileURLToPath(import.meta.url));
const MODULES_DIR = path.join(here, '../modules');

/**
 * Every operation of the `*.api.graphql` files under server/src/modules, each as a document of
 * its own holding the operation and the fragments it uses. Fragments share one namespace across
 * files, so a shape (e.g. `fragment Booking on Booking`) is written once and used by every domain.
 * @throws Error when an operation or a fragment name is defined twice
 */
function loadDocuments(): Map<string, DocumentNode> {
  const operations = new Map<string, OperationDefinitionNode>();
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const file of readdirSync(MODULES_DIR, { recursive: true }) as string[]) {
    if (!file.endsWith('.api.graphql')) continue;
    for (const def of parse(readFileSync(path.join(MODULES_DIR, file), 'utf8')).definitions) {
      if (def.kind === Kind.OPERATION_DEFINITION && def.name) {
        if (operations.has(def.name.value)) throw new Error(`Operation ${def.name.value} is defined twice (${file})`);
        operations.set(def.name.value, def);
      } else if (def.kind === Kind.FRAGMENT_DEFINITION) {
        if (fragments.has(def.name.value)) throw new Error(`Fragment ${def.name.value} is defined twice (${file})`);
        fragments.set(def.name.value, def);
      }
    }
  }
  const documents = new Map<string, DocumentNode>();
  for (const [name, operation] of operations) {
    const used = new Map<string, FragmentDefinitionNode>();
    const walk = (node: unknown) => {
      visit(node as DocumentNode, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (!fragment || used.has(fragment.name.value)) return;
          used.set(fragment.name.value, fragment);
          walk(fragment);
        },
      });
    };
    walk(operation);
    documents.set(name, { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] });
  }
  return documents;
}

/** The `:name` parameters of a path; a segment may go on after its parameter (`:token.ics`). */
export const pathKeys = (p: string) => [...p.matchAll(/(?:^|\/):([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

/**
 * Compiles the rows: each operation found, its document validated once with Yoga's own rules
 * (graphql-armor's limits included), its variables given sources.
 * @throws Error at start-up for a missing operation, an invalid document or an unbound path parameter
 */
export function compileOperations(rows: OperationRoute[], yoga: Envelope): CompiledOperation[] {
  const documents = loadDocuments();
  const { schema, validate } = yoga.getEnveloped({ request: new Request('http://bridge/') });
  const validated = new Set<DocumentNode>();
  return rows.map((row) => {
    const document = documents.get(row.operation);
    if (!document) throw new Error(`/api ${row.method} ${row.path}: no operation ${row.operation} in any .api.graphql`);
    if (!validated.has(document)) {
      const errors = validate(schema, document);
      if (errors.length) throw new Error(`Invalid /api document (${row.operation}): ${errors.map((e) => e.message).join('; ')}`);
      validated.add(document);
    }
    const operation = document.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === row.operation,
    )!;
    const fragments = new Map(
      document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
    );
    const rootType = operation.operation === 'mutation' ? schema.getMutationType()! : schema.getQueryType()!;
    const first = operation.selectionSet.selections.find((s) => s.kind === Kind.FIELD);
    if (!first || first.kind !== Kind.FIELD) throw new Error(`${row.operation}: no root field`);
    if (isFileRow(row) && (row.method !== 'GET' || operation.selectionSet.selections.length !== 1 || getNamedType(rootType.getFields()[first.name.value]!.type).name !== 'FileAnswer')) {
      throw new Error(`/api ${row.method} ${row.path}: a file row is a GET whose operation ${row.operation} selects one FileAnswer field`);
    }
    const keys = pathKeys(row.path);
    const variables = (operation.variableDefinitions ?? []).map((def) => {
      const name = def.variable.name.value;
      const type = typeFromAST(schema, def.type as never) as GraphQLInputType;
      const source: VariableSource =
        row.variables?.[name] ??
        (keys.includes(name)
          ? `path.${name}`
          : row.method === 'GET' || row.method === 'DELETE'
            ? `query.${name}`
            : name === 'input' && isInputObjectType(getNamedType(type))
              ? 'body'
              : `body.${name}`);
      return { name, type, source, hasDefault: !!def.defaultValue };
    });
    for (const key of keys) {
      if (!variables.some((v) => v.source === `path.${key}`)) throw new Error(`/api ${row.method} ${row.path}: :${key} feeds no variable of ${row.operation}`);
    }
    return { row, document, operation, fragments, rootType, rootField: rootType.getFields()[first.name.value]!, variables };
  });
}

// --- Input --------------------------------------------------------------------------------------

/** A query-string value as its GraphQL type expects it (left as it is when it does not fit). */
function fromQueryString(value: string, type: GraphQLInputType): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => fromQueryString(s, inner.ofType));
  }
  const name = getNamedType(inner).name;
  if ((name === 'Int' || name === 'NonNegativeInt') && /^-?\d{1,15}$/.test(value)) return Number(value);
  if (name === 'Float' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (name === 'Boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * Checks `value` against `type` the way GraphQL will coerce it, naming each problem by its dotted
 * field path, and drops keys the input types do not declare (as the zod inputs strip them).
 * @returns the value to send as the variable
 */
function prepare(value: unknown, type: GraphQLInputType, field: string, issues: FieldIssue[]): unknown {
  if (isNonNullType(type)) {
    if (value === undefined || value === null) {
      issues.push({ field, message: `${field.split('.').pop()} is required` });
      return value;
    }
    return prepare(value, type.ofType, field, issues);
  }
  if (value === undefined || value === null) return value;
  if (isListType(type)) {
    const items = Array.isArray(value) ? value : [value];
    return items.map((item, i) => prepare(item, type.ofType, `${field}.${i}`, issues));
  }
  if (isInputObjectType(type)) {
    if (typeof value !== 'object' || Array.isArray(value)) {
      issues.push({ field, message: `${field.split('.').pop()} must be an object` });
      return value;
    }
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) {
      const child = (value as Record<string, unknown>)[f.name];
      const name = field ? `${field}.${f.name}` : f.name;
      if (child === undefined && f.defaultValue !== undefined) continue;
      out[f.name] = prepare(child, f.type, name, issues);
      if (out[f.name] === undefined) delete out[f.name];
    }
    return out;
  }
  // Numbers sent as numeric strings ("1000") are taken as numbers, as the zod inputs' coercion did.
  if (typeof value === 'string' && ['Int', 'Float', 'NonNegativeInt'].includes(type.name) && value.trim() !== '' && Number.isFinite(Number(value))) {
    value = Number(value);
  }
  coerceInputValue(value, type, (_path, _invalid, error) => issues.push({ field: field || 'body', message: error.message }));
  return value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the path parameter fits its declared format (default: an ID is a uuid). */
function paramFits(value: string, type: GraphQLInputType, format: 'uuid' | 'int' | 'string' | undefined): boolean {
  const kind = format ?? (getNamedType(type).name === 'ID' ? 'uuid' : 'string');
  if (kind === 'uuid') return UUID.test(value);
  if (kind === 'int') return /^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= 2147483647;
  return true;
}

/**
 * The whole body as the `$input` variable: alias keys renamed to their canonical names, and with
 * `strict`, keys the input type does not declare reported (400).
 */
function bodyByRules(op: CompiledOperation, body: Record<string, unknown>, type: GraphQLInputType, issues: FieldIssue[]): Record<string, unknown> {
  const rules = op.row.body;
  if (!rules) return body;
  const aliases = rules.aliases ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) if (!(key in aliases)) out[key] = value;
  // A value sent under an alias wins over the canonical name (the spec's snake_case names first).
  for (const [alias, name] of Object.entries(aliases)) if (body[alias] !== undefined && body[alias] !== null) out[name] = body[alias];
  const input = getNamedType(type);
  if (rules.strict && isInputObjectType(input)) {
    const known = input.getFields();
    for (const key of Object.keys(out)) if (!known[key]) issues.push({ field: key, message: `${key} cannot be changed here` });
  }
  return out;
}

/** The request's parts as the router read them (`rawBody` only for rows with a `rawBody` variable, `body` then `{}`). */
export interface RequestParts {
  params: Record<string, string>;
  query: Record<string, string>;
  body: Record<string, unknown>;
  rawBody?: string;
  headers: Headers;
}

/** True when a row takes the body's raw text (then the router does not parse it). */
export const takesRawBody = (op: CompiledOperation) => op.variables.some((v) => v.source === 'rawBody');

/**
 * The operation's variables from the request, the input problems by field, and whether a path
 * parameter does not fit (nothing is at that path).
 */
function variablesOf(op: CompiledOperation, parts: RequestParts): { values: Record<string, unknown>; issues: FieldIssue[]; pathMiss: boolean } {
  const values: Record<string, unknown> = {};
  const issues: FieldIssue[] = [];
  let pathMiss = false;
  for (const v of op.variables) {
    const [where, key] = v.source.split('.', 2) as ['path' | 'query' | 'body' | 'rawBody' | 'header', string | undefined];
    if (where === 'path') {
      const raw = parts.params[key!]!;
      const pathIssues: FieldIssue[] = [];
      values[v.name] = prepare(fromQueryString(raw, v.type), v.type, key!, pathIssues);
      if (pathIssues.length || !paramFits(raw, v.type, op.row.params?.[key!])) pathMiss = true;
      continue;
    }
    let raw: unknown =
      where === 'rawBody' ? parts.rawBody : where === 'header' ? (parts.headers.get(key!) ?? undefined) : where === 'query' ? parts.query[key!] : key === undefined ? parts.body : parts.body[key];
    if (where === 'query' && raw === '') raw = undefined; // `?limit=` counts as absent
    if (where === 'body' && key === undefined) raw = bodyByRules(op, parts.body, v.type, issues);
    if (where === 'query' && typeof raw === 'string') raw = fromQueryString(raw, v.type);
    if (raw === undefined && v.hasDefault) continue;
    const value = prepare(raw, v.type, key === undefined ? '' : key, issues);
    // An absent value is left out, not sent as undefined: GraphQL then applies the argument's default.
    if (value !== undefined) values[v.name] = value;
  }
  if (op.row.body?.strict && !op.variables.some((v) => v.source === 'body')) {
    const taken = new Set(op.variables.filter((v) => v.source.startsWith('body.')).map((v) => v.source.slice(5)));
    for (const key of Object.keys(parts.body)) if (!taken.has(key)) issues.push({ field: key, message: `${key} cannot be changed here` });
  }
  return { values, issues, pathMiss };
}

// --- Execution ----------------------------------------------------------------------------------

/**
 * Runs one row for one request through Yoga's envelope.
 * @returns the success payload (without `success: true`)
 * @throws the domain error the operation met (AppError), or an Error for a masked failure (500)
 */
export async function runOperation(
  op: CompiledOperation,
  yoga: Envelope,
  request: Request,
  ip: string | null,
  parts: RequestParts,
): Promise<Record<string, unknown>> {
  const enveloped = yoga.getEnveloped({ request, clientIp: ip });
  const contextValue = (await enveloped.contextFactory()) as Context;
  contextValue.viaBridge = true;
  const { values, issues, pathMiss } = variablesOf(op, parts);
  if (pathMiss || issues.length) {
    // The role first, whatever the input: the root field's own authScopes, run by scope-auth.
    const info = { fieldName: op.rootField.name, parentType: op.rootType, path: { prev: undefined, key: op.rootField.name, typename: op.rootType.name }, schema: enveloped.schema };
    await authorizeBeforeInput(op.operation.operation === 'mutation' ? 'Mutation' : 'Query', op.rootField.name, contextValue, info as never);
    if (pathMiss) throw new NotFoundError();
    throw new ValidationError(issues[0]!.message, issues);
  }
  const { result, errors } = await collectResolvedErrors(async () =>
    (await enveloped.execute({
      schema: enveloped.schema,
      document: op.document,
      operationName: op.row.operation,
      variableValues: values,
      contextValue,
    })) as { data?: Record<string, unknown> | null; errors?: readonly Error[] },
  );
  const domainError = errors.map((e) => (e instanceof AppError ? e : fromDatabaseError(e))).find(Boolean);
  if (domainError) throw domainError;
  if (result.errors?.length || !result.data) throw new Error(`/api ${op.row.operation}: ${result.errors?.map((e) => e.message).join('; ')}`);
  const answer = op.row.answer ?? 'data';
  if (answer === 'data') return { ...result.data };
  if (answer === 'spread' || isFileRow(op.row)) return { ...(Object.values(result.data)[0] as Record<string, unknown>) };
  return { ...answer };
}

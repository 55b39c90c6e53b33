/**
 * GraphQL answers made only of the public catalogue (`services`, `service`, `serviceCategories`,
 * `popularServices`, the pages `servicePage`, `serviceCategoryPage`, `categoryServicePage`,
 * `activeService`, and the fields of their types) are the same for every caller and change only
 * when the catalogue does. This Yoga plugin keeps such answers per
 * operation text and variables, and serves a repeat before parsing, validation, the session check
 * and execution (docs/decisions/0012-api-read-speed.md).
 *
 * - Only a query whose every selected field is in CATALOGUE_FIELDS is kept (checked once per
 *   parsed document); anything else, e.g. `me` beside `services`, runs as usual every time.
 * - An answer is valid while the in-memory catalogue it was computed from is current
 *   (services.service catalogueVersion): it expires with the catalogue (CATALOGUE_TTL_MS) and
 *   with invalidateCatalogue(), so it is never staler than the catalogue cache of decision 0007.
 * - Answers with errors are not kept; at most MAX_ANSWERS distinct operations are (LRU).
 *
 * Every field of Service and ServiceCategory must stay the same for every viewer; a field that
 * depends on the caller must not be added to CATALOGUE_FIELDS (e.g. `servicePricing`, whose quote
 * is the viewer's).
 */
import { getOperationAST, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import { catalogueVersion } from './services.service.js';

/** Fields, per parent type, that depend only on the catalogue. `*`: every field of the type. */
export const CATALOGUE_FIELDS: Readonly<Record<string, ReadonlySet<string> | '*'>> = {
  Query: new Set(['services', 'service', 'serviceCategories', 'popularServices', 'servicePage', 'serviceCategoryPage', 'categoryServicePage', 'activeService']),
  Service: '*',
  ServiceCategory: '*',
  ServicePage: '*',
  ServiceCategoryPage: '*',
  CategoryServicePage: '*',
};

/** Distinct operations (text + variables) whose answers are kept. */
const MAX_ANSWERS = 256;

interface Kept {
  /** The catalogue the answer was computed from. */
  version: object;
  result: ExecutionResult;
  /** The answer as JSON bytes, and its compressed variants, made on first use by the HTTP fast path. */
  bytes?: Map<string, Buffer>;
}

/** The kept answers, shared by the Yoga plugin and the HTTP fast path (catalogue-fast-path.ts). */
const answers = new LRUCache<string, Kept>({ max: MAX_ANSWERS });

const keyOf = (query: string, operationName: string | null | undefined, variables: unknown) =>
  `${operationName ?? ''}\n${JSON.stringify(variables ?? {})}\n${query}`;

/** True when at least one answer is kept (the HTTP fast path reads bodies only then). */
export function hasKeptAnswers(): boolean {
  return answers.size > 0;
}

/**
 * The kept answer for an operation, while the catalogue it came from is current, as bytes:
 * `encode(json)` is called once per answer and `variant` (e.g. `identity`, `br`, `gzip`), and its
 * result kept with the answer. Only answers made of `data` alone (no errors, no extensions) are
 * given, so their JSON is exactly what Yoga writes (`JSON.stringify` of the result).
 * @returns the bytes, or undefined when nothing current is kept for the operation
 */
export function keptAnswerBytes(
  query: string,
  operationName: string | null | undefined,
  variables: unknown,
  variant: string,
  encode: (json: Buffer) => Buffer,
): Buffer | undefined {
  const kept = answers.get(keyOf(query, operationName, variables));
  if (!kept || kept.version !== catalogueVersion()) return undefined;
  if (Object.keys(kept.result).some((k) => k !== 'data')) return undefined;
  kept.bytes ??= new Map();
  let bytes = kept.bytes.get(variant);
  if (!bytes) {
    bytes = encode(Buffer.from(JSON.stringify(kept.result)));
    kept.bytes.set(variant, bytes);
  }
  return bytes;
}

/** True when every field `document` selects for `operationName` comes only from the catalogue. */
function onlyCatalogue(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  if (!operation || operation.operation !== 'query') return false;
  const typeInfo = new TypeInfo(schema);
  let ok = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (node.name.value === '__typename') return;
        const parent = typeInfo.getParentType()?.name;
        const allowed = parent ? CATALOGUE_FIELDS[parent] : undefined;
        if (!allowed || (allowed !== '*' && !allowed.has(node.name.value))) ok = false;
      },
    }),
  );
  return ok;
}

/**
 * The Yoga plugin. Place it after plugins that must see every request (it ends a cached one at
 * `onParams`) and before none that must run for catalogue answers.
 */
export function useCatalogueResponseCache(): Plugin {
  const verdicts = new WeakMap<DocumentNode, boolean>();

  return {
    onParams({ params, setResult }) {
      if (typeof params.query !== 'string') return;
      const kept = answers.get(keyOf(params.query, params.operationName, params.variables));
      if (kept && kept.version === catalogueVersion()) setResult(kept.result);
    },
    onExecute({ args }) {
      const params = (args.contextValue as { params?: { query?: unknown; operationName?: string | null; variables?: unknown } }).params;
      if (typeof params?.query !== 'string') return;
      let verdict = verdicts.get(args.document);
      if (verdict === undefined) {
        verdict = onlyCatalogue(args.schema, args.document, args.operationName);
        verdicts.set(args.document, verdict);
      }
      if (!verdict) return;
      const key = keyOf(params.query, params.operationName, params.variables);
      // The catalogue version before resolving: if it changes meanwhile, the answer may mix both.
      const version = catalogueVersion();
      return {
        onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result || result.errors?.length) return;
          const now = catalogueVersion();
          if (now && (version === null || version === now)) answers.set(key, { version: now, result });
        },
      };
    },
  };
}

/**
 * The input limits of the /api reference, read from the zod schemas that validate them
 * (docs/decisions/0024): @pothos/plugin-validation keeps each schema on the GraphQL field, argument,
 * input type or input field it checks (`extensions['@pothos/plugin-validation']`), so the OpenAPI
 * document (rest/openapi.ts) takes string lengths, patterns, formats, ranges, list sizes and
 * enums from the very schema that refuses the input, and a limit cannot be written twice.
 *
 * zod's own converter (`z.toJSONSchema`, input side) renders each leaf (a string with its checks,
 * a number, an enum); the walk around it goes through the wrappers zod's converter stops at: both
 * sides of a `.pipe()` count (the input must pass both, so the tighter bound wins; `text()` checks
 * its length after trimming, in the pipe's second schema), a `.transform()` adds nothing.
 */
import { z } from 'zod';
import {
  Kind,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLInputType,
  type ValueNode,
} from 'graphql';
import type { CompiledOperation } from './operations.js';

type JsonSchema = Record<string, unknown>;

/** The keywords a limit is made of; everything else of zod's rendering (titles, `$schema`) is left out. */
const LIMIT_KEYWORDS = {
  string: ['minLength', 'maxLength', 'pattern', 'format', 'enum'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'enum'],
  array: ['minItems', 'maxItems', 'uniqueItems'],
} as const;

const LOWER_BOUNDS = new Set(['minLength', 'minimum', 'exclusiveMinimum', 'minItems']);
const UPPER_BOUNDS = new Set(['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems']);

/** The limits tree of a zod schema: leaf keywords plus `properties` and `items` where it has structure. */
export interface Limits {
  /** `integer`, `number`, `string` or `array` when zod knows it. */
  type?: string;
  keywords: JsonSchema;
  properties?: Record<string, Limits>;
  items?: Limits;
  /** A union's members (e.g. an id given as a number or a numeric string): the one of the target's type applies. */
  alternatives?: Limits[];
}

const empty = (): Limits => ({ keywords: {} });

/** Both limits apply (a value must pass both schemas): the tighter bound of each keyword wins. */
export function mergeLimits(a: Limits | undefined, b: Limits | undefined): Limits {
  if (!a) return b ?? empty();
  if (!b) return a;
  const keywords: JsonSchema = { ...a.keywords };
  for (const [key, value] of Object.entries(b.keywords)) {
    const mine = keywords[key];
    if (mine === undefined) keywords[key] = value;
    else if (LOWER_BOUNDS.has(key)) keywords[key] = Math.max(mine as number, value as number);
    else if (UPPER_BOUNDS.has(key)) keywords[key] = Math.min(mine as number, value as number);
    else if (key === 'enum') keywords[key] = (mine as unknown[]).filter((v) => (value as unknown[]).includes(v));
    else if (key === 'pattern' && mine !== value) keywords.allOf = [...((keywords.allOf as JsonSchema[] | undefined) ?? []), { pattern: value }];
  }
  const type = a.type === 'integer' || b.type === 'integer' ? 'integer' : (a.type ?? b.type);
  const names = new Set([...Object.keys(a.properties ?? {}), ...Object.keys(b.properties ?? {})]);
  const properties = names.size ? Object.fromEntries([...names].map((n) => [n, mergeLimits(a.properties?.[n], b.properties?.[n])])) : undefined;
  const items = a.items || b.items ? mergeLimits(a.items, b.items) : undefined;
  const alternatives = [...(a.alternatives ?? []), ...(b.alternatives ?? [])];
  return {
    ...(type ? { type } : {}),
    keywords,
    ...(properties ? { properties } : {}),
    ...(items ? { items } : {}),
    ...(alternatives.length ? { alternatives } : {}),
  };
}

/** zod's JSON Schema of a leaf, input side; null where zod cannot render it. */
function renderLeaf(schema: z.ZodType): JsonSchema | null {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as JsonSchema;
  } catch {
    return null;
  }
}

function leafLimits(schema: z.ZodType): Limits {
  const json = renderLeaf(schema);
  if (!json) return empty();
  const type = typeof json.type === 'string' ? json.type : undefined;
  const allowed: readonly string[] =
    type === 'string' ? LIMIT_KEYWORDS.string : type === 'integer' || type === 'number' ? LIMIT_KEYWORDS.number : type === 'array' ? LIMIT_KEYWORDS.array : ['enum'];
  // A lower bound of 0 on a length or a size says nothing.
  const keywords = Object.fromEntries(Object.entries(json).filter(([k, v]) => allowed.includes(k) && !((k === 'minLength' || k === 'minItems') && v === 0)));
  return { ...(type ? { type } : {}), keywords };
}

/** The limits a zod schema puts on its input (see the file's header for the walk). */
export function zodLimits(schema: z.ZodType, seen = new Set<z.ZodType>()): Limits {
  if (seen.has(schema)) return empty();
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const inner = (key: string) => zodLimits(def[key] as z.ZodType, seen);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      return mergeLimits(inner('in'), inner('out'));
    case 'transform':
    case 'lazy':
    case 'custom':
    case 'any':
    case 'unknown':
      return empty();
    case 'intersection':
      return mergeLimits(inner('left'), inner('right'));
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      return { type: 'object', keywords: {}, properties: Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, zodLimits(v, seen)])) };
    }
    case 'array': {
      const { keywords } = leafLimits(schema);
      return { type: 'array', keywords, items: inner('element') };
    }
    case 'union': {
      // `x.nullable()` spelt as a union with null: the one other member. Other unions render whole.
      const members = (def.options as z.ZodType[]).filter((m) => !['null', 'undefined'].includes((m as unknown as { _zod: { def: { type: string } } })._zod.def.type));
      return members.length === 1 ? zodLimits(members[0]!, seen) : { keywords: {}, alternatives: members.map((m) => zodLimits(m, seen)) };
    }
    default:
      return leafLimits(schema);
  }
}

type ValidationExtensions = { '@pothos/plugin-validation'?: { schemas?: z.ZodType[]; parentSchemas?: z.ZodType[] } };

const schemasOf = (extensions: unknown): z.ZodType[] => (extensions as ValidationExtensions | undefined)?.['@pothos/plugin-validation']?.schemas ?? [];

/** The limits of a GraphQL input type's own schemas: input object types' and their fields', to any depth. */
function typeLimits(type: GraphQLInputType, seen = new Set<string>()): Limits {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return { type: 'array', keywords: {}, items: typeLimits(inner.ofType, seen) };
  if (!isInputObjectType(inner) || seen.has(inner.name)) return empty();
  seen.add(inner.name);
  const fields = Object.values(inner.getFields());
  const own = schemasOf(inner.extensions).map((s) => zodLimits(s)).reduce<Limits | undefined>((acc, l) => mergeLimits(acc, l), undefined);
  const byField: Limits = {
    type: 'object',
    keywords: {},
    properties: Object.fromEntries(fields.map((f: GraphQLInputField) => [f.name, mergeLimits(inputValueLimits(f), typeLimits(f.type, new Set(seen)))])),
  };
  return mergeLimits(own, byField);
}

/** The limits of the schemas attached to one argument or input field (`t.arg({ validate })`, `.validate(schema)`). */
function inputValueLimits(value: GraphQLArgument | GraphQLInputField): Limits {
  return schemasOf(value.extensions).map((s) => zodLimits(s)).reduce<Limits>((acc, l) => mergeLimits(acc, l), empty());
}

/** Where in the root field's arguments a variable is used: the argument's name and the path inside its value. */
function variableUses(value: ValueNode, variable: string, at: string[]): string[][] {
  if (value.kind === Kind.VARIABLE) return value.name.value === variable ? [at] : [];
  if (value.kind === Kind.OBJECT) return value.fields.flatMap((f) => variableUses(f.value, variable, [...at, f.name.value]));
  if (value.kind === Kind.LIST) return value.values.flatMap((v) => variableUses(v, variable, [...at, '[]']));
  return [];
}

function descend(limits: Limits | undefined, path: string[]): Limits | undefined {
  let at = limits;
  for (const step of path) at = step === '[]' ? at?.items : at?.properties?.[step];
  return at;
}

/**
 * The limits zod puts on a row's variable: the root field's schemas over all its arguments
 * (`t.validate({...}, schema)`, a field's `validate`), the argument's own, and those of its input
 * types, at the place in the arguments where the operation passes the variable.
 */
export function variableLimits(op: CompiledOperation, name: string): Limits | undefined {
  const node = op.operation.selectionSet.selections.find((s) => s.kind === Kind.FIELD);
  if (!node || node.kind !== Kind.FIELD) return undefined;
  const field = op.rootField;
  const pothos = (field.extensions as { pothosOptions?: { validate?: z.ZodType } }).pothosOptions;
  const fieldSchemas = [...(pothos?.validate ? [pothos.validate] : []), ...schemasOf(field.extensions)];
  // `t.validate` keeps its schema (over all the arguments) on the first argument.
  const parents = [...fieldSchemas, ...field.args.flatMap((a) => (a.extensions as ValidationExtensions)['@pothos/plugin-validation']?.parentSchemas ?? [])];
  let found: Limits | undefined;
  for (const argument of node.arguments ?? []) {
    const arg = field.args.find((a) => a.name === argument.name.value);
    if (!arg) continue;
    for (const path of variableUses(argument.value, name, [])) {
      let limits = mergeLimits(inputValueLimits(arg), typeLimits(arg.type));
      for (const parent of parents) {
        const all = zodLimits(parent);
        // A schema that spreads an input-object argument's fields into one flat object (e.g.
        // `updateService`'s `input` or separate arguments) names them at its top level.
        const flat = isInputObjectType(isNonNullType(arg.type) ? arg.type.ofType : arg.type) && !all.properties?.[arg.name];
        limits = mergeLimits(limits, flat ? { type: 'object', keywords: {}, properties: all.properties ?? {} } : all.properties?.[arg.name]);
      }
      found = mergeLimits(found, descend(limits, path));
    }
  }
  return found;
}

const kindOf = (type: unknown) => (type === 'string' ? 'string' : type === 'integer' || type === 'number' ? 'number' : type === 'array' ? 'array' : null);

/** The non-null member of `anyOf: [schema, { type: 'null' }]` (rest/openapi.ts `nullable`), or the schema itself. */
function nonNull(schema: JsonSchema): JsonSchema {
  const anyOf = schema.anyOf as JsonSchema[] | undefined;
  return anyOf?.length === 2 && anyOf[1]!.type === 'null' ? anyOf[0]! : schema;
}

/**
 * A JSON Schema drawn from a GraphQL type (rest/openapi.ts `inputSchema`) with the zod limits
 * written onto it, in place, by structure: a limit is copied only onto a schema of its kind (a
 * string's length onto a string), so a schema that converts (a numeric string to a number) adds
 * only what fits the GraphQL type.
 */
export function applyLimits(target: JsonSchema, limits: Limits | undefined): JsonSchema {
  if (!limits) return target;
  const schema = nonNull(target);
  const type = schema.type;
  const kind = kindOf(type);
  const fitting = (limits.alternatives ?? []).filter((a) => kindOf(a.type) === kind);
  if (kind && fitting.length === 1) applyLimits(schema, fitting[0]);
  if (kind) {
    for (const [key, value] of Object.entries(limits.keywords)) {
      if (!(LIMIT_KEYWORDS[kind] as readonly string[]).includes(key) && key !== 'allOf') continue;
      const mine = schema[key];
      if (key === 'format' && mine !== undefined) continue;
      if (key === 'enum') schema[key] = Array.isArray(mine) ? mine.filter((v) => (value as unknown[]).includes(v)) : value;
      else if (mine === undefined) schema[key] = value;
      else if (LOWER_BOUNDS.has(key)) schema[key] = Math.max(mine as number, value as number);
      else if (UPPER_BOUNDS.has(key)) schema[key] = Math.min(mine as number, value as number);
      else if (key === 'pattern' && mine !== value) schema.allOf = [...((schema.allOf as JsonSchema[] | undefined) ?? []), { pattern: value }];
      else if (key === 'allOf') schema.allOf = [...((mine as JsonSchema[] | undefined) ?? []), ...(value as JsonSchema[])];
    }
    if (type === 'number' && limits.type === 'integer') schema.type = 'integer';
  }
  if (schema.properties && limits.properties) {
    for (const [name, sub] of Object.entries(schema.properties as Record<string, JsonSchema>)) applyLimits(sub, limits.properties[name]);
  }
  if (schema.items && limits.items) applyLimits(schema.items as JsonSchema, limits.items);
  return target;
}

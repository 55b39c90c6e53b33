/**
 * Authorization before input (docs/decisions/0024). Pothos runs argument mappers, and so
 * @pothos/plugin-validation, before any plugin's resolver wrapper, scope-auth included: a caller of
 * the wrong role would see input errors first. This plugin runs the field's own `authScopes`
 * (scope-auth's steps, unchanged) around the argument mappers of every field that has them, so a
 * wrong role gets AuthorizationError whatever it sends. Scopes stay declared once, on the field.
 *
 * The /api bridge refuses some input before GraphQL runs (a path parameter that does not fit, a
 * body that does not match the variables' types): {@link authorizeBeforeInput} runs the same
 * scope-auth steps of a root field for it, so the role still comes first there.
 */
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import { PothosScopeAuthPlugin } from '@pothos/plugin-scope-auth';
import type { GraphQLFieldResolver, GraphQLResolveInfo } from 'graphql';

/** Scope-auth's own check of each root field whose `authScopes` is a scope map, by `Type.field`. */
const rootFieldChecks = new Map<string, GraphQLFieldResolver<unknown, object, object>>();

declare global {
  // Pothos's plugin registry is a global namespace; a plugin adds itself to it.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      authBeforeInput: PothosAuthBeforeInputPlugin<Types>;
    }
  }
}

export class PothosAuthBeforeInputPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  private scopeAuth = new PothosScopeAuthPlugin<Types>(this.buildCache, 'scopeAuth');

  override wrapArgMappers(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object> | undefined,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> | undefined {
    if (!resolver || fieldConfig.argMappers.length === 0 || fieldConfig.kind === 'Subscription') return resolver;
    return this.scopeAuth.wrapResolve(resolver, fieldConfig);
  }

  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    const kind = this.buildCache.getTypeConfig(fieldConfig.parentType).kind;
    const scopes = (fieldConfig.pothosOptions as { authScopes?: unknown }).authScopes;
    // Only a scope map: a function of the arguments needs the input that was refused.
    if ((kind === 'Query' || kind === 'Mutation') && scopes && typeof scopes === 'object') {
      rootFieldChecks.set(`${kind}.${fieldConfig.name}`, this.scopeAuth.wrapResolve(() => true, fieldConfig) as GraphQLFieldResolver<unknown, object, object>);
    }
    return resolver;
  }
}

/**
 * Runs the `authScopes` of root field `field` of `type` (Query or Mutation) for a caller whose
 * input is refused before execution, with the field's own refusal (its `unauthorizedError`, else
 * the builder's). Fields without a scope map pass.
 * @throws AuthenticationError (401) or AuthorizationError (403), as the field would on /graphql
 */
export async function authorizeBeforeInput(type: 'Query' | 'Mutation', field: string, ctx: object, info: GraphQLResolveInfo): Promise<void> {
  await rootFieldChecks.get(`${type}.${field}`)?.(null, {}, ctx, info);
}

SchemaBuilder.registerPlugin('authBeforeInput', PothosAuthBeforeInputPlugin);

export default 'authBeforeInput' as const;

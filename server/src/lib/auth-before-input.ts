/**
 * Authorization before input (docs/decisions/0024). Pothos runs argument mappers, and so
 * @pothos/plugin-validation, before any plugin's resolver wrapper, scope-auth included: a caller of
 * the wrong role would see input errors first. This plugin runs the field's own `authScopes`
 * (scope-auth's steps, unchanged) around the argument mappers of every field that has them, so a
 * wrong role gets AuthorizationError whatever it sends. Scopes stay declared once, on the field.
 */
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import { PothosScopeAuthPlugin } from '@pothos/plugin-scope-auth';
import type { GraphQLFieldResolver } from 'graphql';

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
}

SchemaBuilder.registerPlugin('authBeforeInput', PothosAuthBeforeInputPlugin);

export default 'authBeforeInput' as const;

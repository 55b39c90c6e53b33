/**
 * GraphiQL's example tabs (graphiql-examples.ts) stay valid: each document parses and validates
 * against the schema the server builds (schema.ts), its variables are JSON that covers the
 * operation's required variables, and the tabs reach the page Yoga renders.
 */
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { Kind, parse, validate, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../schema.js';
import { GRAPHIQL_EXAMPLES, graphiqlDefaultTabs } from './graphiql-examples.js';

describe('GraphiQL examples', () => {
  it('has the analyst starters: revenue by week, top services, cleaners by rating, a subscription', () => {
    const operations = GRAPHIQL_EXAMPLES.map((e) => parse(e.query).definitions[0] as OperationDefinitionNode);
    expect(operations.map((o) => o.name?.value)).toEqual(expect.arrayContaining(['RevenueByWeek', 'TopServices', 'CleanersByRating']));
    expect(operations.some((o) => o.operation === 'subscription')).toBe(true);
  });

  for (const example of GRAPHIQL_EXAMPLES) {
    it(`"${example.title}" validates against the built schema`, () => {
      const document = parse(example.query);
      expect(validate(schema, document).map((e) => e.message)).toEqual([]);
      const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
      expect(operations).toHaveLength(1);
      const variables = example.variables === undefined ? {} : (JSON.parse(example.variables) as Record<string, unknown>);
      for (const definition of operations[0]!.variableDefinitions ?? []) {
        if (definition.type.kind === Kind.NON_NULL_TYPE && !definition.defaultValue) {
          expect(variables[definition.variable.name.value], `variable $${definition.variable.name.value}`).toBeDefined();
        }
      }
      if (example.headers !== undefined) expect(() => JSON.parse(example.headers!) as unknown).not.toThrow();
    });
  }

  it('reaches the rendered GraphiQL page as its default tabs', () => {
    const html = renderGraphiQL({ defaultTabs: graphiqlDefaultTabs() });
    for (const example of GRAPHIQL_EXAMPLES) expect(html).toContain(JSON.stringify(example.query).slice(1, -1));
  });
});

import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { undescribedElements } from './schema-descriptions.js';

const schemaText = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');

describe('schema descriptions', () => {
  it('describes every type, field, argument, input field, enum value and scalar of schema.graphql', () => {
    expect(undescribedElements(buildSchema(schemaText))).toEqual([]);
  });

  it('names each element without a description, or with a blank one', () => {
    const schema = buildSchema(`
      "Described." scalar Described
      scalar Bare
      "Root." type Query {
        "Has one." fine(limit: Int, "Range." page: Int): Int
        "   " blank: Int
        plain: Int
      }
      input Filter { "From." from: String, to: String }
      "Direction." enum Order { "Up." ASC DESC }
      type Page { "" count: Int }
    `);
    expect(undescribedElements(schema)).toEqual([
      'Bare',
      'Filter',
      'Filter.to',
      'Order.DESC',
      'Page',
      'Page.count',
      'Query.blank',
      'Query.fine(limit:)',
      'Query.plain',
      'schema',
    ]);
  });
});

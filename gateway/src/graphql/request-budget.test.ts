import { describe, expect, it } from 'vitest';
import { weighQuery } from './request-budget.js';

const weigh = (query: string) => weighQuery(query, 2000);

describe('what a query text weighs', () => {
  it('counts each response key at the root once, through fragments, and no meta field', () => {
    const query = `{ sale { symbol } ...Supply ...Supply ... on Query { me { _id } sale { price } } __typename }
      fragment Supply on Query { rentSupply { totalSold } }`;
    expect(weigh(query)).toMatchObject({ rootFields: 3, aliases: 0 });
  });

  it('counts every alias as a root field of its own', () => {
    expect(weigh('{ a: rentSupply { totalSold } b: rentSupply { totalSold } }')).toMatchObject({
      rootFields: 2,
      aliases: 2,
    });
  });

  it('counts every operation of the document', () => {
    expect(
      weigh('query A { sale { symbol } } query B { a: sale { symbol } me { _id } }'),
    ).toMatchObject({
      rootFields: 3,
      aliases: 1,
    });
  });

  it('measures cost as the armor does, for one operation', () => {
    expect(weigh('{ sale { symbol } }').cost).toBeGreaterThan(0);
  });

  it('ends on fragments that spread each other', () => {
    const query =
      '{ ...A } fragment A on Query { sale { symbol } ...B } fragment B on Query { ...A }';
    expect(weigh(query).rootFields).toBe(1);
  });

  it('weighs nothing for a text that does not parse or passes the token limit', () => {
    expect(weigh('{ sale { ')).toEqual({ rootFields: 0, aliases: 0, cost: 0 });
    expect(weighQuery('{ a: sale { symbol } b: sale { symbol } }', 5)).toEqual({
      rootFields: 0,
      aliases: 0,
      cost: 0,
    });
  });
});

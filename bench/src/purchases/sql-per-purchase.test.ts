import { describe, expect, it } from 'vitest';
import { countOf } from './sql-per-purchase.js';

describe('counting what a purchase asks of PostgreSQL', () => {
  it('counts statements, transactions and supply-row locks per connection', () => {
    expect(
      countOf([
        [0, 'select * from users where id = $1'],
        [1, 'begin'],
        [1, 'select "sold" from "sale_supply" where "id" = $1 for update'],
        [0, 'select 1'],
        [1, 'insert into "orders" values ($1)'],
        [1, 'update "sale_supply" set "sold" = $1'],
        [1, 'commit'],
        [1, 'select "sold" from "sale_supply"'],
      ]),
    ).toEqual({ statements: 6, transactions: 4, supplyLocks: 2 });
  });
});

import { describe, expect, it } from 'vitest';
import { countOf } from './sql-count.js';

describe('counting what api asks of PostgreSQL', () => {
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
    ).toEqual({ statements: 6, transactions: 4, supplyLocks: 2, underSupplyLock: 3 });
  });

  it('counts the statements under the supply row’s lock until that transaction ends', () => {
    expect(
      countOf([
        [1, 'begin'],
        [1, 'select "sold" from "sale_supply" where "id" = $1 for update'],
        [1, 'with "settled" as (update "orders" set "status" = $1) select 1'],
        [1, 'commit'],
        [1, 'begin'],
        [1, 'select * from "orders"'],
        [1, 'rollback'],
      ]),
    ).toEqual({ statements: 3, transactions: 2, supplyLocks: 1, underSupplyLock: 2 });
  });
});

import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('recognising an unreachable database', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    [
      'a server shutting down',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['a connection exception', withCode('connection failure', '08006')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    [
      'a statement cancelled for its time',
      withCode('canceling statement due to statement timeout', '57014'),
    ],
    [
      'a session ended for idling in a transaction',
      withCode('terminating connection due to idle-in-transaction timeout', '25P03'),
    ],
    ['a server that stopped answering', new Error('Query read timeout')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    ['a closed PGlite', new Error('PGlite is closed')],
    [
      'a connection that broke while a transaction held it',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    [
      'a refusal on every address',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'failed'),
    ],
    ['a wrapped cause', new Error('query failed', { cause: withCode('reset', 'ECONNRESET') })],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
    ['something that is not an error', 'ECONNREFUSED'],
  ])('does not mistake %s for it', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

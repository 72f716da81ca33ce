// Preloaded into api by the benchmarks (`NODE_OPTIONS=--import …`, with BENCH_SQL_LOG naming a
// file) to write down the statements api sends PostgreSQL, one JSON line each holding the
// connection's number, the statement's text and its values. The purchases benchmark counts the
// statements, transactions and supply-row locks of a purchase. With BENCH_SQL_PAUSED=1 nothing is
// written until the process gets SIGUSR2, which switches recording on and off, so that a timed
// run pays one boolean test per statement.
import { appendFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.BENCH_SQL_LOG;
if (file) {
  let recording = process.env.BENCH_SQL_PAUSED !== '1';
  process.on('SIGUSR2', () => {
    recording = !recording;
  });
  const query = pg.Client.prototype.query;
  const numbers = new WeakMap();
  let connections = 0;
  // Values go down as JSON; a bigint (paise, ids) as its decimal text.
  const plain = (_key, value) => (typeof value === 'bigint' ? value.toString() : value);
  pg.Client.prototype.query = function recordedQuery(config, ...rest) {
    if (recording) {
      const text = typeof config === 'string' ? config : config?.text;
      const values = Array.isArray(rest[0]) ? rest[0] : (config?.values ?? []);
      if (!numbers.has(this)) numbers.set(this, (connections += 1));
      if (typeof text === 'string') {
        appendFileSync(file, `${JSON.stringify([numbers.get(this), text, values], plain)}\n`);
      }
    }
    return query.call(this, config, ...rest);
  };
}

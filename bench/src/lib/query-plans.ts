// The statements a service sends and the plans PostgreSQL (or PGlite) makes for them: the queries
// are caught as they are compiled, by a plugin on a copy of the service's Kysely instance, then
// run again under EXPLAIN ANALYZE on the same database.
import {
  CompiledQuery,
  PostgresQueryCompiler,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

export async function statementsOf<DB>(
  db: Kysely<DB>,
  work: (db: Kysely<DB>) => Promise<unknown>,
): Promise<CompiledQuery[]> {
  const compiler = new PostgresQueryCompiler();
  const caught: CompiledQuery[] = [];
  const catcher: KyselyPlugin = {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      caught.push(compiler.compileQuery(node, queryId));
      return node;
    },
    transformResult: ({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> =>
      Promise.resolve(result),
  };
  await work(db.withPlugin(catcher));
  return caught;
}

export async function explainAnalyze<DB>(db: Kysely<DB>, query: CompiledQuery): Promise<string> {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain (analyze, costs off, timing on, summary on) ${query.sql}`, [
      ...query.parameters,
    ]),
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** The plans of every statement `work` sends, in the order it sends them. */
export async function plansOf<DB>(
  db: Kysely<DB>,
  work: (db: Kysely<DB>) => Promise<unknown>,
): Promise<string[]> {
  const plans = [];
  for (const statement of await statementsOf(db, work)) {
    plans.push(await explainAnalyze(db, statement));
  }
  return plans;
}

/** Names of the indexes a plan reads. */
export function indexesIn(plan: string): string[] {
  const names = [
    ...plan.matchAll(
      /(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? on (\w+)|using (\w+)/g,
    ),
  ]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((name) => name !== '');
  return [...new Set(names)];
}

/** Tables a plan reads in full (sequential scans), with the rows each scan went through. */
export function fullScansIn(plan: string): string[] {
  const scans = [];
  const lines = plan.split('\n');
  for (const [index, line] of lines.entries()) {
    const scan = /Seq Scan on (\w+).*rows=(\d+) loops=(\d+)/.exec(line);
    if (!scan) continue;
    const details =
      lines
        .slice(index + 1, index + 4)
        .join('\n')
        .split('->')[0] ?? '';
    const removed = /Rows Removed by Filter: (\d+)/.exec(details);
    const rows = (Number(scan[2]) + Number(removed?.[1] ?? 0)) * Number(scan[3]);
    scans.push(`${scan[1]} (${rows.toLocaleString('en-IN')} rows)`);
  }
  return [...new Set(scans)];
}

/** The largest number of rows any one node of a plan produced (actual rows × loops). */
export function rowsReadIn(plan: string): number {
  let largest = 0;
  for (const match of plan.matchAll(/actual time=[\d.]+\.\.[\d.]+ rows=(\d+) loops=(\d+)/g)) {
    largest = Math.max(largest, Number(match[1]) * Number(match[2]));
  }
  return largest;
}

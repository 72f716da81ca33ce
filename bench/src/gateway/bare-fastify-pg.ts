// The floor under api's cost per `GET /api/v1/user`: a bare Fastify route that sends PostgreSQL
// exactly the statements api sent for the same request (recorded from api in the same run, with
// their values) through a `pg` pool, and answers the last one's rows in api's envelope. No
// authentication, no schema, no hooks: what is left of api's cost above this is ours.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const { DATABASE_URL, STATEMENTS, PORT } = process.env;
if (!DATABASE_URL || !STATEMENTS) throw new Error('DATABASE_URL and STATEMENTS must be set');
const statements = JSON.parse(readFileSync(STATEMENTS, 'utf8')) as [string, unknown[]][];

const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/health', () => 'ok');
app.get('/api/v1/user', async () => {
  let rows: unknown[] = [];
  for (const [text, values] of statements) rows = (await pool.query(text, values)).rows;
  return { status: true, message: 'User', data: { user: rows[0] ?? null } };
});

await app.listen({ port: Number(PORT ?? 0), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end());
});

// The floor under api's own cost per signed-in read: a bare Fastify route beside api, on the same
// PostgreSQL database through `pg` (a pool of pg's default size, as api's), answering
// `GET /api/v1/user` with the statements api makes: the account, read where its session family is
// still signed in, then its credited tokens. It reads the user and the family from the bearer
// token without checking its signature, and has no hooks, schemas, cookies, limits or logs: what
// api costs beyond this route is ours (token check, envelope, serialisation, the query builder).
import Fastify from 'fastify';
import pg from 'pg';
import { normaliseDecimal } from '@rent/sale-rules';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is not set');
const port = Number(process.env.PORT ?? 0);

const types = new pg.TypeOverrides();
// As api reads them: exact decimals and calendar days stay text.
types.setTypeParser(pg.types.builtins.NUMERIC, (value) => value);
types.setTypeParser(pg.types.builtins.DATE, (value) => value);
const pool = new pg.Pool({ connectionString: databaseUrl, types });

interface Claims {
  sub: string;
  sid: string;
}

function claimsOf(authorization: string | undefined): Claims | undefined {
  const payload = /^Bearer +[\w-]+\.([\w-]+)\.[\w-]+$/i.exec(authorization ?? '')?.[1];
  if (!payload) return undefined;
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
}

interface UserRow {
  id: string;
  fullname: string;
  email: string;
  phone: string;
  dob: string;
  email_verified_at: Date | null;
  referral_code: string;
  kyc_status: string;
  wallet_address_display: string | null;
  created_at: Date;
  referred_by: string | null;
}

const app = Fastify();
app.get('/health', () => 'ok');
app.get('/api/v1/user', async (request, reply) => {
  const claims = claimsOf(request.headers.authorization);
  if (!claims) return reply.code(401).send({ status: false, message: 'Sign in' });
  const users = await pool.query<UserRow>(
    'select "id", "fullname", "email", "email_verified_at", "phone", "dob", "referral_code", ' +
      '"referred_by", "accepted_terms_at", "kyc_status", "failed_signins", "signin_locked_until", ' +
      '"wallet_address", "wallet_address_display", "wallet_family_id", "wallet_held_at", ' +
      '"created_at", "updated_at" from "users" where "id" = $1 and exists (select "id" from ' +
      '"sessions" where "family_id" = $2 and "user_id" = $3 and "revoked_at" is null and ' +
      '"expires_at" > $4)',
    [claims.sub, claims.sid, claims.sub, new Date()],
  );
  const [user] = users.rows;
  if (!user) return reply.code(401).send({ status: false, message: 'Sign in' });
  const tokens = await pool.query<{ total: string }>(
    'select coalesce(sum("total_tokens"), 0) as "total" from "orders" ' +
      'where "user_id" = $1 and "status" = $2',
    [claims.sub, 'credited'],
  );
  return {
    status: true,
    message: 'User details',
    data: {
      user: {
        _id: user.id,
        fullname: user.fullname,
        email: user.email,
        phone: user.phone,
        dob: user.dob,
        emailVerified: user.email_verified_at !== null,
        referralCode: user.referral_code,
        tokenBalance: normaliseDecimal(tokens.rows[0]?.total ?? '0'),
        kycStatus: user.kyc_status,
        walletAddress: user.wallet_address_display,
        createdAt: user.created_at.toISOString(),
        referred: user.referred_by !== null,
      },
    },
  };
});

await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end());
});

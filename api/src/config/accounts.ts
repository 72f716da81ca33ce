// Investors' sessions: what signs them and how long their refresh tokens are kept.
import { Type, type Static } from 'typebox';

export const MIN_SECRET_LENGTH = 32;

export const AccountSettings = Type.Object({
  JWT_SECRET: Type.Optional(
    Type.String({
      minLength: MIN_SECRET_LENGTH,
      secret: true,
      production: `at least ${MIN_SECRET_LENGTH} characters`,
      documentedDefault: 'generated in `DATA_DIR`',
      description:
        'signs access tokens; in development it is generated once and kept in `DATA_DIR/secrets.json` (mode 0600)',
    }),
  ),
  SESSION_RETENTION_DAYS: Type.Integer({
    minimum: 1,
    maximum: 365,
    default: 7,
    description:
      'expired, revoked and rotated refresh tokens are deleted this long after; a replayed rotated token revokes its session until then',
  }),
});

export function accountsConfig(env: Static<typeof AccountSettings>) {
  return {
    /** How long expired, revoked and rotated refresh tokens are kept before the purge deletes them. */
    sessionRetentionMs: env.SESSION_RETENTION_DAYS * 24 * 60 * 60_000,
  };
}

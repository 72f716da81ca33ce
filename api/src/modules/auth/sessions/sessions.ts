// Sessions as the rest of the api sees them: start one at sign-in, rotate it on refresh (with
// reuse detection), end it. Each issue yields an access token and a refresh token.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  findSessionByTokenHash,
  insertSession,
  revokeFamily,
  rotateLiveSession,
} from './sessions.repository.js';
import {
  hashToken,
  newOpaqueToken,
  readAccessToken,
  REFRESH_TOKEN_TTL_MS,
  signAccessToken,
  UNREMEMBERED_REFRESH_TOKEN_TTL_MS,
} from '../tokens/tokens.js';
import type { RequestContext } from '../../../plugins/context.js';

type SessionContext = Pick<RequestContext, 'db' | 'jwtSecret' | 'now'>;

export interface ClientDetails {
  userAgent?: string;
  ip: string;
}

export function clientOf(request: FastifyRequest): ClientDetails {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}

export interface IssuedSession {
  userId: string;
  familyId: string;
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken: string;
  refreshTokenExpiresAt: Date;
  /**
   * Whether the sign-in asked to be remembered: its cookies then last as long as its tokens;
   * otherwise they end with the browser (decision 0115). Tokens in bodies are always remembered.
   */
  remembered: boolean;
}

export type RefreshOutcome =
  { kind: 'rotated'; session: IssuedSession } | { kind: 'reused' } | { kind: 'invalid' };

const MAX_USER_AGENT_LENGTH = 512;

/** Starts a sign-in; unless it asks otherwise it is remembered, as every sign-in once was. */
export function startSession(
  context: SessionContext,
  userId: string,
  client: ClientDetails,
  options: { remembered?: boolean } = {},
) {
  const remembered = options.remembered ?? true;
  return issue(context, { userId, familyId: randomUUID(), remembered, ...client });
}

/** Counts a refresh of a session family and refuses it (429) past the limit. */
export interface RefreshLimit {
  perSession(familyId: string): Promise<void>;
}

/**
 * Exchanges a refresh token for a new pair in the same family. A token that was already rotated
 * is being replayed (stolen, or a client that kept an old copy): its whole family is revoked, so
 * the tokens issued after it stop working too. Refreshes of one family are counted before
 * anything changes, so a refused refresh leaves the presented token usable.
 */
export async function refreshSession(
  context: SessionContext,
  refreshToken: string,
  client: ClientDetails,
  limit: RefreshLimit,
): Promise<RefreshOutcome> {
  const tokenHash = hashToken(refreshToken);
  const presented = await findSessionByTokenHash(context.db, tokenHash);
  if (presented) await limit.perSession(presented.family_id);
  return context.db.transaction().execute(async (trx) => {
    const scoped = { ...context, db: trx };
    const rotated = await rotateLiveSession(trx, tokenHash, context.now);
    if (rotated) {
      const session = await issue(scoped, {
        userId: rotated.user_id,
        familyId: rotated.family_id,
        remembered: rotated.remembered,
        ...client,
      });
      return { kind: 'rotated', session };
    }
    const known = await findSessionByTokenHash(trx, tokenHash);
    if (known?.rotated_at && !known.revoked_at) {
      await revokeFamily(trx, known.family_id, context.now);
      return { kind: 'reused' };
    }
    return { kind: 'invalid' };
  });
}

/**
 * Ends a sign-in. The refresh token names it best; a client without one may still hold an access
 * token, whose session family is ended instead. Nothing to end is not an error.
 */
export async function endSession(
  context: SessionContext,
  presented: { refreshToken?: string; accessToken?: string },
) {
  const { db, now } = context;
  const known = presented.refreshToken
    ? await findSessionByTokenHash(db, hashToken(presented.refreshToken))
    : undefined;
  const claims =
    !known && presented.accessToken
      ? await readAccessToken(context.jwtSecret, presented.accessToken, now)
      : undefined;
  const familyId = known?.family_id ?? claims?.familyId;
  if (familyId) await revokeFamily(db, familyId, now);
}

async function issue(
  context: SessionContext,
  session: {
    userId: string;
    familyId: string;
    remembered: boolean;
    userAgent?: string;
    ip: string;
  },
): Promise<IssuedSession> {
  const { now } = context;
  const refreshToken = newOpaqueToken();
  const lifetime = session.remembered ? REFRESH_TOKEN_TTL_MS : UNREMEMBERED_REFRESH_TOKEN_TTL_MS;
  const refreshTokenExpiresAt = new Date(now.getTime() + lifetime);
  await insertSession(context.db, {
    user_id: session.userId,
    family_id: session.familyId,
    token_hash: hashToken(refreshToken),
    expires_at: refreshTokenExpiresAt,
    created_at: now,
    user_agent: session.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
    ip: session.ip || null,
    remembered: session.remembered,
  });
  const access = await signAccessToken(context.jwtSecret, session, now);
  return {
    userId: session.userId,
    familyId: session.familyId,
    accessToken: access.token,
    accessTokenExpiresAt: access.expiresAt,
    refreshToken,
    refreshTokenExpiresAt,
    remembered: session.remembered,
  };
}

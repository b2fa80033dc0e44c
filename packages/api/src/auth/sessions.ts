import { randomUUID } from 'node:crypto';
import { MSG, TOKEN_TTL } from '@folio/contracts';
import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import { errors } from '../core/errors';
import { hashToken, newOpaqueToken } from '../core/hash';
import type { Context } from '../trpc/context';
import { signAccessToken } from './access-token';

const refreshExpiry = () => new Date(Date.now() + TOKEN_TTL.refreshDays * 86_400_000);
/** A sign-in lasts at most this long, however often its refresh token is rotated. */
const familyExpiry = () => new Date(Date.now() + TOKEN_TTL.sessionMaxDays * 86_400_000);
/** A rotated token lives its usual time, but never past the end of its family. */
const rotatedExpiry = (familyExpiresAt: Date) =>
  new Date(Math.min(refreshExpiry().getTime(), familyExpiresAt.getTime()));

/** Starts a new session family: answers the access token and sets the refresh cookie. */
export async function startSession(ctx: Context, db: Executor, userId: string): Promise<{ token: string }> {
  const refreshToken = newOpaqueToken();
  const familyExpiresAt = familyExpiry();
  const expiresAt = rotatedExpiry(familyExpiresAt);
  const familyId = randomUUID();
  await db.insert(schema.refreshSessions).values({
    userId,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt,
    familyExpiresAt,
    userAgent: ctx.request.userAgent,
    ip: ctx.request.ip,
  });
  ctx.cookies.setRefreshToken(refreshToken, expiresAt);
  return { token: await signAccessToken(userId, ctx.deps.config.jwtSecret, { sessionFamily: familyId }) };
}

/**
 * Rotates a refresh token. A token that was already rotated (or revoked) is a sign of theft:
 * the whole family is revoked and the caller must sign in again.
 */
export async function rotateSession(ctx: Context, presented: string | null): Promise<{ token: string }> {
  if (!presented) throw errors.unauthorized(MSG.refreshTokenMissing);
  const { db } = ctx.deps;
  const tokenHash = hashToken(presented);
  const [session] = await db
    .select()
    .from(schema.refreshSessions)
    .where(eq(schema.refreshSessions.tokenHash, tokenHash));
  if (!session) {
    ctx.cookies.clearRefreshToken();
    throw errors.unauthorized(MSG.refreshTokenInvalid);
  }
  const now = new Date();
  if (session.revokedAt || session.expiresAt <= now || session.familyExpiresAt <= now) {
    ctx.cookies.clearRefreshToken();
    throw errors.unauthorized(MSG.refreshTokenInvalid);
  }
  const next = newOpaqueToken();
  const expiresAt = rotatedExpiry(session.familyExpiresAt);
  const rotated = await db.transaction(async (tx) => {
    // Only one caller can rotate a given token: the update is conditional on it being unused, and
    // on it not having been revoked or expired since it was read above.
    const claimed = await tx
      .update(schema.refreshSessions)
      .set({ rotatedAt: now })
      .where(
        and(
          eq(schema.refreshSessions.id, session.id),
          isNull(schema.refreshSessions.rotatedAt),
          isNull(schema.refreshSessions.revokedAt),
          gt(schema.refreshSessions.expiresAt, now),
        ),
      )
      .returning({ id: schema.refreshSessions.id });
    if (claimed.length === 0) return false;
    // A revocation (logout, password change or reset) that ran while another rotation of this
    // family was committing cannot see the token that rotation made, so that token outlives it.
    // Revocation marks every token of the family, though: one revoked member means the family is over.
    const [revoked] = await tx
      .select({ id: schema.refreshSessions.id })
      .from(schema.refreshSessions)
      .where(
        and(
          eq(schema.refreshSessions.familyId, session.familyId),
          isNotNull(schema.refreshSessions.revokedAt),
        ),
      )
      .limit(1);
    if (revoked) return false;
    await tx.insert(schema.refreshSessions).values({
      userId: session.userId,
      familyId: session.familyId,
      tokenHash: hashToken(next),
      expiresAt,
      familyExpiresAt: session.familyExpiresAt,
      userAgent: ctx.request.userAgent,
      ip: ctx.request.ip,
    });
    return true;
  });
  if (!rotated) {
    await revokeFamily(db, session.familyId);
    ctx.cookies.clearRefreshToken();
    throw errors.unauthorized(MSG.refreshTokenInvalid);
  }
  ctx.cookies.setRefreshToken(next, expiresAt);
  return {
    token: await signAccessToken(session.userId, ctx.deps.config.jwtSecret, {
      sessionFamily: session.familyId,
    }),
  };
}

async function revokeFamily(db: Executor, familyId: string) {
  await db
    .update(schema.refreshSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(schema.refreshSessions.familyId, familyId), isNull(schema.refreshSessions.revokedAt)));
}

/** Logout: revokes the session the cookie belongs to (its whole family) and clears the cookie. */
export async function endSession(ctx: Context, presented: string | null): Promise<void> {
  if (presented) {
    const [session] = await ctx.deps.db
      .select({ familyId: schema.refreshSessions.familyId })
      .from(schema.refreshSessions)
      .where(eq(schema.refreshSessions.tokenHash, hashToken(presented)));
    if (session) await revokeFamily(ctx.deps.db, session.familyId);
  }
  ctx.cookies.clearRefreshToken();
}

/**
 * Revokes every session of a user except the caller's: the family named by the access token,
 * else the family of the refresh cookie when the request carried it.
 */
export async function revokeUserSessions(
  db: Executor,
  userId: string,
  keep: { sessionFamily?: string | null; refreshToken?: string | null } = {},
) {
  let keepFamily: string | null = keep.sessionFamily ?? null;
  const keepToken = keep.refreshToken;
  if (!keepFamily && keepToken) {
    const [current] = await db
      .select({ familyId: schema.refreshSessions.familyId })
      .from(schema.refreshSessions)
      .where(
        and(
          eq(schema.refreshSessions.tokenHash, hashToken(keepToken)),
          eq(schema.refreshSessions.userId, userId),
        ),
      );
    keepFamily = current?.familyId ?? null;
  }
  await db
    .update(schema.refreshSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(schema.refreshSessions.userId, userId),
        isNull(schema.refreshSessions.revokedAt),
        keepFamily ? ne(schema.refreshSessions.familyId, keepFamily) : undefined,
      ),
    );
}

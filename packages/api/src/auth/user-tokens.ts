import { TOKEN_TTL } from '@folio/contracts';
import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { hashToken, newOpaqueToken } from '../core/hash';

type Kind = schema.UserTokenKind;

const TTL_MS: Record<Kind, number> = {
  verify_email: TOKEN_TTL.verifyEmailHours * 3_600_000,
  reset_password: TOKEN_TTL.resetPasswordHours * 3_600_000,
  change_email: TOKEN_TTL.changeEmailHours * 3_600_000,
  undo_email_change: TOKEN_TTL.undoEmailChangeDays * 86_400_000,
};

/** Issues a single-use emailed token; earlier unused tokens of the same kind stop working. */
export async function issueUserToken(
  db: Executor,
  userId: string,
  kind: Kind,
  email?: string,
): Promise<string> {
  const token = newOpaqueToken();
  await voidUserTokens(db, userId, [kind]);
  await db.insert(schema.userTokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    email: email ?? null,
    expiresAt: new Date(Date.now() + TTL_MS[kind]),
  });
  return token;
}

/** Voids a user's unused tokens of these kinds (their links stop working). */
export async function voidUserTokens(db: Executor, userId: string, kinds: Kind[]) {
  await db
    .update(schema.userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(schema.userTokens.userId, userId),
        inArray(schema.userTokens.kind, kinds),
        isNull(schema.userTokens.usedAt),
      ),
    );
}

/**
 * Marks a token used and answers its row, or null when it is unknown, used, expired or of
 * another kind. The conditional update makes it single-use under concurrency too.
 */
export async function consumeUserToken(db: Executor, token: string, kinds: Kind[]) {
  const [row] = await db
    .update(schema.userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(schema.userTokens.tokenHash, hashToken(token)),
        inArray(schema.userTokens.kind, kinds),
        isNull(schema.userTokens.usedAt),
        gt(schema.userTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}

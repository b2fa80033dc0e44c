import { createHash } from 'node:crypto';
import type { Database } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';

const { idempotencyKeys } = schema;

/** The header a client names its write with (docs/api.md#retrying-safely). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer given again from the store: nothing ran this time. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** 1 to 255 visible ASCII characters (no spaces, no control characters). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** How long a key keeps its first answer. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/**
 * A first request still marked running after this long was abandoned (its process died, or its
 * answer could not be stored): a retry takes the key over and runs.
 */
const ABANDONED_AFTER_SECONDS = 60;

export const isValidIdempotencyKey = (value: string) => KEY_PATTERN.test(value);

/** The organization and the principal a key belongs to: the same key of another one is another key. */
export type IdempotencyScope = { orgId: string | null; principal: string };

/** What a write is, for "the same request": its method, its path with its query, and its body. */
export function requestHash(method: string, url: string, body: unknown): string {
  const hash = createHash('sha256');
  hash.update(`${method}\n${url}\n`);
  if (body === undefined || body === null) hash.update('');
  else if (Buffer.isBuffer(body)) hash.update(body);
  else if (typeof body === 'string') hash.update(body);
  else hash.update(canonicalJson(body));
  return hash.digest('hex');
}

/** JSON with object keys sorted, so that the same body hashes the same whatever its key order. */
function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

export type StoredAnswer = { status: number; contentType: string | null; body: string };

/** What claiming a key found. */
export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'mismatch' }
  | { kind: 'inProgress' };

/** Rows older than 24 hours: their key is free again. */
const expiredRow = lt(
  idempotencyKeys.createdAt,
  sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`,
);

const keyOf = (scope: IdempotencyScope, key: string) =>
  and(
    scope.orgId === null ? isNull(idempotencyKeys.orgId) : eq(idempotencyKeys.orgId, scope.orgId),
    eq(idempotencyKeys.principal, scope.principal),
    eq(idempotencyKeys.key, key),
  );

/**
 * Takes `key` for this request, or says what an earlier request with it left. The row inserted
 * first (INSERT … ON CONFLICT DO NOTHING on the unique key) is the lock every server instance
 * shares; a key older than 24 hours is free again, and one left running past
 * ABANDONED_AFTER_SECONDS is taken over.
 */
export async function claimIdempotencyKey(
  db: Database,
  scope: IdempotencyScope,
  key: string,
  request: { method: string; path: string; hash: string },
): Promise<Claim> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({
        orgId: scope.orgId,
        principal: scope.principal,
        key,
        method: request.method,
        path: request.path,
        requestHash: request.hash,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: 'claimed' };

    const [row] = await db
      .select({
        requestHash: idempotencyKeys.requestHash,
        responseStatus: idempotencyKeys.responseStatus,
        responseHeaders: idempotencyKeys.responseHeaders,
        responseBody: idempotencyKeys.responseBody,
        expired: sql<boolean>`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`,
        abandoned: sql<boolean>`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`,
      })
      .from(idempotencyKeys)
      .where(keyOf(scope, key));
    if (!row) continue; // removed meanwhile (a failed first request, the clean-up): try again
    if (row.expired) {
      await db.delete(idempotencyKeys).where(and(keyOf(scope, key), expiredRow));
      continue;
    }
    if (row.requestHash !== request.hash) return { kind: 'mismatch' };
    if (row.responseStatus !== null) {
      return {
        kind: 'replay',
        answer: {
          status: row.responseStatus,
          contentType: row.responseHeaders?.['content-type'] ?? null,
          body: row.responseBody ?? '',
        },
      };
    }
    if (!row.abandoned) return { kind: 'inProgress' };
    // Taken over by whoever moves its start first (the others' conditions no longer hold).
    const taken = await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now()` })
      .where(
        and(
          keyOf(scope, key),
          isNull(idempotencyKeys.responseStatus),
          lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (taken.length > 0) return { kind: 'claimed' };
  }
  return { kind: 'inProgress' };
}

/** Keeps the first request's answer for its retries. */
export async function storeIdempotentAnswer(
  db: Database,
  scope: IdempotencyScope,
  key: string,
  answer: StoredAnswer,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({
      responseStatus: answer.status,
      responseHeaders: answer.contentType ? { 'content-type': answer.contentType } : {},
      responseBody: answer.body,
      completedAt: sql`now()`,
    })
    .where(and(keyOf(scope, key), isNull(idempotencyKeys.responseStatus)));
}

/** Frees a key whose first request failed on the server's side (5xx): its retry runs again. */
export async function releaseIdempotencyKey(db: Database, scope: IdempotencyScope, key: string) {
  await db.delete(idempotencyKeys).where(and(keyOf(scope, key), isNull(idempotencyKeys.responseStatus)));
}

/** The daily clean-up: keys older than 24 hours answer nothing any more. Returns how many went. */
export async function deleteExpiredIdempotencyKeys(db: Database): Promise<number> {
  const deleted = await db.delete(idempotencyKeys).where(expiredRow).returning({ key: idempotencyKeys.key });
  return deleted.length;
}

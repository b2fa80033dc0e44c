import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { PUBLIC_INVOICE_MSG } from '@folio/contracts';
import type { Executor, InvoiceRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { errors } from '../core/errors';
import { hashToken, newOpaqueToken } from '../core/hash';

/*
 * The client page's link of an invoice (<APP_URL>/i/{token}) or of a quote (<APP_URL>/q/{token}).
 * The token is 256 random bits; the invoice (or quote) keeps its
 * SHA-256, which the public routes look it up by, and the token itself sealed with AES-256-GCM
 * under a key derived from JWT_SECRET, so that GET /invoices/{id}/share-link can answer the same
 * link again (issuing a new one on every call would kill the links already sent). A database
 * leak alone gives neither usable links nor the key to open the sealed tokens.
 */

const { invoices, quotes } = schema;

/** The documents that have a client page: where the token is kept, and the page's path. */
const PAGES = {
  invoice: { table: invoices, path: 'i' },
  quote: { table: quotes, path: 'q' },
} as const;
export type SharedDocument = keyof typeof PAGES;

/**
 * The table of `kind`, typed as the invoices table: both carry the same id, org_id, share-token
 * and updated_at columns, which are all these writes and reads touch.
 */
const tableOf = (kind: SharedDocument) => PAGES[kind].table as unknown as typeof invoices;

const keys = new Map<string, Buffer>();
function sealingKey(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = createHash('sha256').update('folio invoice share link\0').update(secret).digest();
    keys.set(secret, key);
  }
  return key;
}

/** `iv.ciphertext.tag`, each base64url. */
function sealToken(token: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secret), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

/** The token `sealed` holds, or null when it cannot be opened (another secret, altered). */
function openToken(sealed: string, secret: string): string | null {
  const [iv, data, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !data || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const shareUrl = (appUrl: string, token: string, kind: SharedDocument = 'invoice') =>
  `${appUrl.replace(/\/+$/, '')}/${PAGES[kind].path}/${token}`;

type LinkDeps = { config: { appUrl: string; jwtSecret: string } };
type InvoiceRef = Pick<InvoiceRow, 'orgId' | 'id'>;

/** Writes a new token to the invoice (replacing any) and answers it: the old link is dead at once. */
async function issueToken(
  db: Executor,
  deps: LinkDeps,
  invoice: InvoiceRef,
  onlyIfNone: boolean,
  kind: SharedDocument,
) {
  const invoices = tableOf(kind);
  const token = newOpaqueToken();
  const [row] = await db
    .update(invoices)
    .set({
      shareTokenHash: hashToken(token),
      shareTokenSealed: sealToken(token, deps.config.jwtSecret),
      // The link is not an edit of the invoice.
      updatedAt: sql`${invoices.updatedAt}`,
    })
    .where(
      and(
        eq(invoices.orgId, invoice.orgId),
        eq(invoices.id, invoice.id),
        ...(onlyIfNone ? [isNull(invoices.shareTokenHash)] : []),
      ),
    )
    .returning({ id: invoices.id });
  return row ? token : null;
}

/**
 * The invoice's client page link, issuing its token on first need (the share-link call or the
 * invoice email). Two first calls at once agree on one token: only one conditional write wins and
 * the other reads the winner's. A token sealed under a former JWT_SECRET cannot be opened: a new one
 * is issued.
 */
export async function ensureShareUrl(
  db: Executor,
  deps: LinkDeps,
  invoice: InvoiceRef,
  kind: SharedDocument = 'invoice',
): Promise<string> {
  const invoices = tableOf(kind);
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await db
      .select({ sealed: invoices.shareTokenSealed })
      .from(invoices)
      .where(and(eq(invoices.orgId, invoice.orgId), eq(invoices.id, invoice.id)));
    if (!row) throw errors.notFound();
    const opened = row.sealed ? openToken(row.sealed, deps.config.jwtSecret) : null;
    if (opened) return shareUrl(deps.config.appUrl, opened, kind);
    const issued = await issueToken(db, deps, invoice, !row.sealed, kind);
    if (issued) return shareUrl(deps.config.appUrl, issued, kind);
  }
  throw errors.conflict(PUBLIC_INVOICE_MSG.notFound);
}

/** A new link for the invoice; the former one answers 404 from now on. */
export async function rotateShareUrl(
  db: Executor,
  deps: LinkDeps,
  invoice: InvoiceRef,
  kind: SharedDocument = 'invoice',
): Promise<string> {
  const token = await issueToken(db, deps, invoice, false, kind);
  if (!token) throw errors.notFound();
  return shareUrl(deps.config.appUrl, token, kind);
}

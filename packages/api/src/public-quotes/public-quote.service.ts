import {
  ACTIVITY_ACTIONS,
  acceptQuoteInput,
  declineQuoteInput,
  type PublicQuote,
  QUOTE_MSG,
  type Quote,
} from '@folio/contracts';
import type { QuoteRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError, errors } from '../core/errors';
import { hashToken } from '../core/hash';
import type { ApiDeps } from '../deps';
import type { InvoicePdfData } from '../invoices/invoice-pdf-input';
import { isMemberRequest, pageLines, pageParties, rowByPageToken } from '../public-invoices/public-document';
import { quotePdfData } from '../quotes/quote-pdf-data';
import { lockQuote, recordQuoteActivity, writeQuoteColumns } from '../quotes/quote-records';
import { loadQuote, orgToday, quoteStatusOf } from '../quotes/quotes.queries';
import { recordWebhookEvent } from '../webhooks/outbox';

const { quotes } = schema;

type Deps = Pick<ApiDeps, 'db' | 'config'>;

/** The browser's description is kept for the record, within reason. */
const USER_AGENT_MAX = 500;

/**
 * The quote a client page token names. Unknown, rotated or malformed tokens, and drafts (which
 * have no page), are 404 with the same message.
 */
export async function quoteByToken(deps: Deps, token: string): Promise<QuoteRow> {
  const row = await rowByPageToken(token, (tokenHash) =>
    deps.db.select().from(quotes).where(eq(quotes.shareTokenHash, tokenHash)),
  );
  if (!row || row.status === 'draft') throw new AppError('NOT_FOUND', QUOTE_MSG.linkNotFound);
  return row;
}

const scopeOf = (deps: Deps, row: QuoteRow) => ({ db: deps.db, org: { id: row.orgId } });

/** What the page, its PDF and its answers are drawn from: the quote with the seller's details. */
export async function publicQuoteData(deps: Deps, row: QuoteRow) {
  const scope = scopeOf(deps, row);
  const quote = await loadQuote(scope, row.id);
  return { quote, data: await quotePdfData(scope, quote) };
}

/** The page's answer: the quote as the PDF shows it, without what only members see. */
export function toPublicQuote(quote: Quote, data: InvoicePdfData, token: string): PublicQuote {
  return {
    ...pageParties(quote, data, `/api/public/quotes/${token}/logo`),
    displayNumber: quote.displayNumber,
    status: quote.status,
    issueDate: quote.createdAt,
    sentAt: quote.sentAt,
    validUntil: quote.validUntil,
    ...pageLines(quote, data),
    canAnswer: quote.status === 'sent',
    // The signer's address and browser are the organization's record, not the page's.
    acceptance: quote.acceptance ? { ...quote.acceptance, ip: null, userAgent: null } : null,
    declinedAt: quote.declinedAt,
  };
}

/**
 * Seen: the first opening of the page by someone who is not a signed-in member of the quote's
 * organization sets viewedAt, once (a conditional update).
 */
export async function markQuoteViewed(
  deps: Deps,
  row: QuoteRow,
  request: { bearer: string | null; refreshToken: string | null },
): Promise<void> {
  if (row.viewedAt) return;
  if (await isMemberRequest(deps, request, row.orgId)) return;
  await deps.db
    .update(quotes)
    .set({ viewedAt: new Date(), updatedAt: sql`${quotes.updatedAt}` })
    .where(and(eq(quotes.orgId, row.orgId), eq(quotes.id, row.id), isNull(quotes.viewedAt)));
}

/** A body field's refusal as the API answers it: 422 naming the field. */
function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw errors.field(issue.path.join('.') || 'body', issue.message);
}

/** Who answers, as the request shows them. */
export type Responder = { ip: string | null; userAgent: string | null };

/**
 * Accept or decline, under the quote's row lock: only a sent quote whose validity date has not
 * passed in the organization's time zone can be answered, and only once. The answer, its activity
 * entry (no actor: the client is no member) and its webhook event commit together.
 */
async function answer(
  deps: ApiDeps,
  token: string,
  work: (
    row: QuoteRow,
    now: Date,
  ) => { columns: Partial<typeof quotes.$inferInsert>; meta: Record<string, unknown> },
  accepted: boolean,
): Promise<PublicQuote> {
  const found = await quoteByToken(deps, token);
  return deps.db.transaction(async (tx) => {
    const scope = { db: tx, org: { id: found.orgId } };
    const row = await lockQuote(scope, found.id);
    // Rotated or deleted while this request waited for the lock.
    if (row.shareTokenHash !== hashToken(token)) throw new AppError('NOT_FOUND', QUOTE_MSG.linkNotFound);
    const status = quoteStatusOf(row, await orgToday(tx, row.orgId));
    if (status === 'accepted' || status === 'declined') throw errors.conflict(QUOTE_MSG.alreadyAnswered);
    if (status === 'expired') throw errors.conflict(QUOTE_MSG.expired);
    if (status !== 'sent') throw errors.conflict(QUOTE_MSG.notSent);
    const now = new Date();
    const { columns, meta } = work(row, now);
    const updated = await writeQuoteColumns(tx, row, { ...columns, respondedAt: now, updatedAt: now });
    // The signer's name goes into the entry's snapshot too: the activity log shows snapshots
    // (not meta), and says who signed.
    await recordQuoteActivity(
      tx,
      null,
      updated,
      accepted ? ACTIVITY_ACTIONS.quoteAccepted : ACTIVITY_ACTIONS.quoteDeclined,
      meta,
      updated.signerName ?? undefined,
    );
    const quote = await loadQuote(scope, row.id);
    await recordWebhookEvent(
      { deps, db: tx, org: scope.org },
      accepted ? 'quote.accepted' : 'quote.declined',
      quote,
    );
    return toPublicQuote(quote, await quotePdfData(scope, quote), token);
  });
}

/** POST /public/quotes/{token}/accept: the signer's name, with the time, address and browser. */
export function acceptQuote(deps: ApiDeps, token: string, body: unknown, responder: Responder) {
  const { name } = parseBody(acceptQuoteInput, body);
  return answer(
    deps,
    token,
    () => ({
      columns: {
        status: 'accepted',
        signerName: name,
        signerIp: responder.ip,
        signerUserAgent: responder.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      },
      meta: { signerName: name },
    }),
    true,
  );
}

/** POST /public/quotes/{token}/decline: an optional reason, kept on the quote and in the activity entry. */
export function declineQuote(deps: ApiDeps, token: string, body: unknown) {
  const { reason } = parseBody(declineQuoteInput, body);
  return answer(
    deps,
    token,
    () => ({
      columns: { status: 'declined', declineReason: reason ?? null },
      meta: reason ? { reason } : {},
    }),
    false,
  );
}

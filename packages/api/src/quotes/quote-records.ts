import { QUOTE_MSG } from '@folio/contracts';
import type { Executor, QuoteRow } from '@folio/db';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import { type Actor, recordActivity } from '../core/activity';
import { errors } from '../core/errors';
import { isUuid } from '../core/ids';
import type { ReadScope } from '../core/scope';

/** The building blocks of every quote write: the locked row and its activity entries. */

const { quotes } = schema;

/**
 * The quote row, locked until the transaction ends (`for update`): every change of a quote goes
 * through here, so parallel calls on one quote run one after the other. Another organization's id
 * is a 404.
 */
export async function lockQuote(scope: Pick<ReadScope, 'db' | 'org'>, id: unknown): Promise<QuoteRow> {
  const [row] = isUuid(id)
    ? await scope.db
        .select()
        .from(quotes)
        .where(and(eq(quotes.id, id), eq(quotes.orgId, scope.org.id)))
        .for('update')
    : [];
  if (!row) throw errors.notFound(QUOTE_MSG.quoteNotFound);
  return row;
}

/** Writes `columns` to the quote's row, found by its organization and id. */
export async function writeQuoteColumns(
  db: Executor,
  quote: Pick<QuoteRow, 'orgId' | 'id'>,
  columns: Partial<typeof quotes.$inferInsert>,
): Promise<QuoteRow> {
  const [row] = await db
    .update(quotes)
    .set(columns)
    .where(and(eq(quotes.id, quote.id), eq(quotes.orgId, quote.orgId)))
    .returning();
  return row!;
}

/** The activity entry of a change to `quote`, naming it by its number. */
export const recordQuoteActivity = (
  db: Executor,
  actor: Actor | null,
  quote: Pick<QuoteRow, 'orgId' | 'id' | 'number'>,
  action: string,
  meta?: Record<string, unknown>,
  /** A name the entry shows with the number: the signer of an acceptance. */
  name?: string,
) =>
  recordActivity(db, {
    orgId: quote.orgId,
    actor,
    action,
    entityType: 'quote',
    objectId: quote.id,
    entity: name ? { number: quote.number, name } : { number: quote.number },
    meta: meta ?? null,
  });

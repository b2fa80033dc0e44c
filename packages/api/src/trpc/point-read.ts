import type { Executor } from '@folio/db';
import { schema } from '@folio/db';
import { eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { type MemberCallerColumns, memberCallerSelect } from '../auth/request-caller';
import { builtOnce } from '../core/prepared';
import type { ReadScope } from '../core/scope';

type CallerStatement = ReturnType<typeof memberCallerSelect<SelectedFields>>;

/**
 * A panel's read of one record, written so that it can run in the same statement as the caller's
 * check (`memberCallerSelect`, auth/request-caller.ts): the record is left-joined on the caller's
 * current organization (`callerOrgId`, null for a non-member) and the placeholder `id`, so the
 * statement answers the caller's row with the record's columns beside it, or nulls when the
 * record is not theirs. A panel read is then one round trip instead of two, without checking the
 * caller any less.
 */
export type PointRead<Row, Answer> = {
  /** The prepared statement's name. */
  name: string;
  /** The record's columns, added to the caller's (their keys must not start with `caller` nor be `sessionRevoked`). */
  columns: SelectedFields;
  /** Left-joins the record (and what it needs) on `callerOrgId` and `sql.placeholder('id')`. */
  join: (statement: CallerStatement) => CallerStatement;
  /** The answer from the statement's row; null when the record was not found. */
  answer: (row: Row, scope: ReadScope) => Answer | null | Promise<Answer | null>;
  /** The 404's message when it was not found. */
  notFound: string;
  /** The same read for a caller checked by a statement of its own (an API key's), or a malformed id. */
  read: (scope: ReadScope, id: unknown) => Promise<Answer>;
};

/** The caller's row with the record's columns (null when not found): one statement, prepared once. */
export async function executeWithCaller<Row>(
  db: Executor,
  read: PointRead<Row, unknown>,
  values: { user: string; family: string | null; id: string },
): Promise<(Row & MemberCallerColumns) | undefined> {
  const statement = builtOnce(db, `caller+${read.name}`, () =>
    read
      .join(memberCallerSelect(db, read.columns))
      .where(eq(schema.users.id, sql.placeholder('user')))
      .prepare(`caller_${read.name}`),
  );
  const [row] = await statement.execute(values);
  return row as (Row & MemberCallerColumns) | undefined;
}

import { todayIn } from '@folio/contracts';
import { type Executor, schema } from '@folio/db';
import { eq } from 'drizzle-orm';

/** The organization's time zone (its business details; UTC until they name one). */
async function orgTimeZone(db: Executor, orgId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: schema.orgProfiles.timeZone })
    .from(schema.orgProfiles)
    .where(eq(schema.orgProfiles.orgId, orgId));
  return row?.timeZone ?? 'UTC';
}

/**
 * The caller's today, against which due dates and overdue flags are read: in the caller's time zone
 * when the scope names one (a signed-in user's, from their preferences, read with them at no extra
 * statement), else in the organization's (work done for no user, such as the invoice email's PDF).
 */
export async function callerToday(
  scope: { db: Executor; org: { id: string }; timeZone?: string | undefined },
  now: Date = new Date(),
): Promise<string> {
  return todayIn(scope.timeZone ?? (await orgTimeZone(scope.db, scope.org.id)), now);
}

/**
 * PostgreSQL has no year 0 (ISO 8601's "0000" is its 1 BC) and refuses it as a date or timestamp,
 * so a "0000-…" date that validation lets through must be caught before it reaches a query.
 */
const EARLIEST_STORABLE_DATE = '0001-01-01';
export const EARLIEST_STORABLE_INSTANT = new Date(`${EARLIEST_STORABLE_DATE}T00:00:00Z`);

/** Whether a "YYYY-MM-DD" date can be stored (four-digit years compare as text). */
export const isStorableDate = (date: string) => date >= EARLIEST_STORABLE_DATE;

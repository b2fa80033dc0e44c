import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, oneOf, tstz } from './columns';

/**
 * What became of a member's activity digest for one period: `sending` while a worker holds it,
 * `sent` once the mail server accepted it, `empty` when the period had no activity (nothing is
 * sent, and the next period starts where this one ended), `failed` when the server refused it for
 * good.
 */
export const ACTIVITY_DIGEST_STATUSES = ['sending', 'sent', 'empty', 'failed'] as const;
export type ActivityDigestStatus = (typeof ACTIVITY_DIGEST_STATUSES)[number];

/**
 * One row per member and period of the daily activity email. The unique (user, period) key decides
 * which worker sends it: a second worker, a restarted one or a re-queued job finds the row and sends
 * nothing. Not a tenant table: one digest covers every organization of its member (`org_ids`).
 */
export const activityDigests = pgTable(
  'activity_digests',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `d:YYYY-MM-DD` (the member's local day, daily mode) or `i<seconds>:<ISO end>` (interval mode). */
    periodKey: text('period_key').notNull(),
    periodStart: tstz('period_start').notNull(),
    periodEnd: tstz('period_end').notNull(),
    /** The organizations whose activity the digest summarised. */
    orgIds: uuid('org_ids').array().notNull(),
    entryCount: integer('entry_count').notNull(),
    status: text('status', { enum: ACTIVITY_DIGEST_STATUSES }).notNull(),
    /** The Message-ID the mail server accepted. */
    messageId: text('message_id'),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
  },
  (t) => [
    oneOf('activity_digests_status_check', t.status, ACTIVITY_DIGEST_STATUSES),
    uniqueIndex('activity_digests_user_period_key').on(t.userId, t.periodKey),
    // Where a member's next interval period starts: the end of their latest one.
    index('activity_digests_user_end_idx').on(t.userId, t.periodEnd),
  ],
);

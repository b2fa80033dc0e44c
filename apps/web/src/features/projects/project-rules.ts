import type { Project } from '@folio/contracts';
import { todayIn } from '../../lib/dates';
import { formatMoney } from '../../lib/format';

/**
 * The budget field takes cents; its preview shows the amount in the project's currency, in the
 * user's language ("150000" → "$1,500.00", "1 500,00 $US"). Nothing is shown for an empty field, and a value that is not a whole
 * number of cents ≥ 0 has no preview (the field's error says why).
 */
export function budgetPreview(cents: number | string | null | undefined, currency: string): string | null {
  if (cents === null || cents === undefined || cents === '') return null;
  const value = typeof cents === 'number' ? cents : Number(String(cents).trim());
  if (!Number.isInteger(value) || value < 0) return null;
  return formatMoney(value / 100, currency);
}

/** Tags typed as text: split on commas and new lines, trimmed, duplicates (ignoring case) removed. */
export function splitTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of text.split(/[,\n]/).map((part) => part.trim())) {
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/**
 * Overdue: active and due before today, the user's today in their time zone (the day the server
 * checks due dates against), so a project due yesterday in Kiritimati is late there already.
 */
export function isOverdue(
  project: Pick<Project, 'status' | 'dueDate'>,
  timeZone: string,
  now: Date = new Date(),
): boolean {
  return project.status === 'active' && project.dueDate !== null && project.dueDate < todayIn(timeZone, now);
}

/** A project with a new status, as the panel shows it before the server has answered. */
export function withStatus(
  project: Project,
  status: Project['status'],
  timeZone: string,
  now: Date = new Date(),
): Project {
  const next = { ...project, status };
  return { ...next, overdue: isOverdue(next, timeZone, now) };
}

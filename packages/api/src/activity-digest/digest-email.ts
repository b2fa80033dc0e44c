import { displayInvoiceNumber, type Locale } from '@folio/contracts';
import type { DigestEntry, OrgActivity } from './activity-digest.queries';
import { digestTranslator, formatDigestDate } from './digest-i18n';
import type { DigestPeriod } from './digest-schedule';
import { en } from './locales/en';

/** How many entries the email quotes per organization; the activity log has the rest. */
export const DIGEST_FIRST_ENTRIES = 10;

type Kind = keyof typeof en.kind;
/** The order in which an organization's counts are listed. */
const KIND_ORDER = Object.keys(en.kind) as Kind[];

const TEAM_ACTIONS = new Set([
  'member_joined',
  'member_invited',
  'invite_revoked',
  'invite_resent',
  'invite_declined',
  'member_removed',
  'role_changed',
]);
const ORGANIZATION_ACTIONS = new Set(['org_created', 'org_renamed', 'plan_changed']);
const RECORD_TYPES = new Set(['client', 'project', 'invoice']);

/** Which count line an entry adds to ("3 invoices created", "1 payment recorded", "2 team changes"). */
function kindOf(action: string, entityType: string): Kind {
  if (entityType === 'recurring_invoice') return 'recurring';
  if (action === 'created' || action === 'updated' || action === 'deleted') {
    return RECORD_TYPES.has(entityType) ? (`${entityType}_${action}` as Kind) : 'settings';
  }
  if (action === 'email_delivered') return 'email_sent';
  if (TEAM_ACTIONS.has(action)) return 'team';
  if (ORGANIZATION_ACTIONS.has(action)) return 'organization';
  return action in en.kind ? (action as Kind) : 'settings';
}

/** The record an entry is about, as the activity log names it: the invoice's number, else the name or title. */
function recordName(entry: DigestEntry): string {
  if (entry.entityType === 'other') return '';
  const entity = entry.entity;
  if (entry.entityType === 'invoice' && entry.objectId) {
    return displayInvoiceNumber({
      _id: entry.objectId,
      number: entity?.number,
      numberSuffix: entity?.numberSuffix ?? null,
    });
  }
  return entity?.name ?? entity?.title ?? '';
}

/** One entry as a sentence in the member's language ("Ada Admin created client Acme"). */
function entrySentence(entry: DigestEntry, locale: Locale): string {
  const t = digestTranslator(locale);
  const who = entry.userName ?? t('someone');
  const values = { type: entry.entityType, name: recordName(entry) };
  const record = { obj: t('entity.obj', values), of: t('entity.of', values), on: t('entity.on', values) };
  // No author: a client paid online, or a reminder rule acted. "Someone did it" would misread them.
  const unattended = entry.userName === null && entry.action in en.auto;
  const sentence = unattended
    ? t(`auto.${entry.action}`, record)
    : entry.action in en.entry
      ? t(`entry.${entry.action}`, { who, ...record })
      : `${who} ${entry.action.replaceAll('_', ' ')}`;
  return sentence.replace(/\s+/g, ' ').trim();
}

/** An organization's counts in one line, in the member's language ("3 invoices created, 1 payment recorded"). */
function countsLine(activity: OrgActivity, locale: Locale): string {
  const t = digestTranslator(locale);
  const byKind = new Map<Kind, number>();
  for (const c of activity.counts) {
    const kind = kindOf(c.action, c.entityType);
    byKind.set(kind, (byKind.get(kind) ?? 0) + c.count);
  }
  return KIND_ORDER.filter((kind) => byKind.has(kind))
    .map((kind) => t(`kind.${kind}`, { count: byKind.get(kind) }))
    .join(', ');
}

export type DigestEmail = { subject: string; text: string };

/**
 * The activity email of one member and period, in their language: per organization its counts and
 * first entries, then the links to the activity log and to unsubscribe. The day named is the
 * period's last day in the member's time zone.
 */
export function composeDigestEmail(input: {
  locale: Locale;
  timeZone: string;
  name: string;
  period: DigestPeriod;
  activity: OrgActivity[];
  activityLink: string;
  unsubscribeLink: string;
}): DigestEmail {
  const t = digestTranslator(input.locale);
  const date = formatDigestDate(new Date(input.period.end.getTime() - 1), input.locale, input.timeZone);
  const total = input.activity.reduce((sum, org) => sum + org.total, 0);
  const sections = input.activity.map((org) => {
    const lines = [org.orgName, countsLine(org, input.locale)];
    for (const entry of org.entries) lines.push(`- ${entrySentence(entry, input.locale)}`);
    const more = org.total - org.entries.length;
    if (more > 0) lines.push(t('more', { count: more }));
    return lines.join('\n');
  });
  const text = [
    t('greeting', { name: input.name }),
    t('intro', { date }),
    ...sections,
    t('viewAll', { link: input.activityLink }),
    `${t('why')}\n${t('unsubscribe', { link: input.unsubscribeLink })}`,
    t('signature'),
  ].join('\n\n');
  return { subject: t('subject', { date, count: total }), text };
}

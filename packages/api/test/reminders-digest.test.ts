import { LOCALES } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import type { DigestEntry, OrgActivity } from '../src/activity-digest/activity-digest.queries';
import { digestTranslator } from '../src/activity-digest/digest-i18n';
import { composeDayDigest } from './helpers/digest';

/**
 * The activity email words the entries of payment reminders and online payments: a reminder rule
 * and a client paying online have no author among the members, and must not read "Someone …".
 */

const INVOICE_ID = '6f1c2a9e-3b5d-4e8f-9a7b-1c2d3e4f5a6b';
const entry = (action: string, userName: string | null): DigestEntry => ({
  orgId: 'org',
  userName,
  action,
  entityType: 'invoice',
  objectId: INVOICE_ID,
  entity: { number: 42, numberSuffix: null },
  createdAt: new Date('2026-11-27T10:00:00Z'),
});
const entries = [
  entry('reminder_queued', null),
  entry('reminder_sent', null),
  entry('email_failed', null),
  entry('payment_recorded', null),
  entry('reminder_queued', 'Mona Manager'),
  entry('reminder_sent', 'Mona Manager'),
];
const counts: OrgActivity['counts'] = [
  { action: 'reminder_queued', entityType: 'invoice', count: 2 },
  { action: 'reminder_sent', entityType: 'invoice', count: 2 },
  { action: 'email_failed', entityType: 'invoice', count: 1 },
  { action: 'payment_recorded', entityType: 'invoice', count: 1 },
];

const compose = (locale: (typeof LOCALES)[number]) => composeDayDigest(locale, counts, entries);

describe('the activity email of reminders and online payments', () => {
  it('reads in English as the activity log would say it', () => {
    const { text } = compose('en');
    expect(text).toContain(
      '1 payment recorded, 1 invoice email failed, 2 payment reminders queued, 2 payment reminders sent',
    );
    expect(text).toContain('- A payment reminder for invoice #0042 was queued');
    expect(text).toContain('- A payment reminder for invoice #0042 was sent');
    expect(text).toContain('- A payment reminder for invoice #0042 could not be sent');
    expect(text).toContain('- A client paid invoice #0042 online');
    expect(text).toContain('- Mona Manager asked to send a payment reminder for invoice #0042');
    expect(text).toContain('- Mona Manager sent a payment reminder for invoice #0042');
  });

  it.each(LOCALES)('names no "someone" and leaves no placeholder in %s', (locale) => {
    const { text } = compose(locale);
    const lines = text.split('\n').filter((line) => line.startsWith('- '));
    expect(lines).toHaveLength(entries.length);
    for (const line of lines) {
      expect(line).toContain('0042');
      expect(line).not.toMatch(/[{}_]/);
      expect(line).not.toContain(digestTranslator(locale)('someone'));
    }
    expect(lines.filter((line) => line.includes('Mona Manager'))).toHaveLength(2);
  });
});

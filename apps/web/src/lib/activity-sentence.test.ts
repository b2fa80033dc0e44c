import type { ActivityEntry } from '@folio/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { activitySentence } from './activity-sentence';
import { changeLocale, i18n } from './i18n';
import fr from './locales/fr';

const ada = { _id: 'u1', name: 'Ada Admin', email: 'ada@example.com' };
const entry = (action: string, user: ActivityEntry['user']): ActivityEntry => ({
  _id: 'a1',
  user,
  action,
  entityType: 'invoice',
  objectId: '00000000-0000-4000-8000-000000000007',
  entity: { number: 7, numberSuffix: null },
  createdAt: '2026-03-04T10:00:00.000Z',
});

describe('the sentences of payments and reminders', () => {
  afterAll(() => changeLocale('en'));

  it('name Folio for a reminder a rule queued, and the member for one they asked for', () => {
    expect(activitySentence(entry('reminder_queued', null))).toBe(
      'Folio queued a reminder for invoice #0007',
    );
    expect(activitySentence(entry('reminder_queued', ada))).toBe(
      'Ada Admin queued a reminder for invoice #0007',
    );
  });

  it('say a reminder was delivered, with no author', () => {
    expect(activitySentence(entry('reminder_sent', null))).toBe('Reminder for invoice #0007 was delivered');
  });

  it('tell a payment made online from one a member recorded', () => {
    expect(activitySentence(entry('payment_recorded', null))).toBe(
      'Payment received online for invoice #0007',
    );
    expect(activitySentence(entry('payment_recorded', ada))).toBe(
      'Ada Admin recorded a payment on invoice #0007',
    );
  });

  it('name the settings a member updated', () => {
    const settings: ActivityEntry = {
      ...entry('updated', ada),
      entityType: 'other',
      entity: { name: 'payment settings' },
    };
    expect(activitySentence(settings)).toBe('Ada Admin updated payment settings');
    expect(activitySentence({ ...settings, action: 'org_renamed', entity: { name: 'New Name' } })).toBe(
      'Ada Admin renamed the organization',
    );
  });

  it('read in French', async () => {
    i18n.addResourceBundle('fr', 'common', fr, true, true);
    await changeLocale('fr');
    expect(activitySentence(entry('reminder_sent', null))).toBe(
      'Le rappel pour la facture n° 0007 a été distribué',
    );
    expect(activitySentence(entry('reminder_queued', null))).toBe(
      'Folio a programmé un rappel pour la facture n° 0007',
    );
  });
});

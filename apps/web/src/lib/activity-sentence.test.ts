import type { ActivityEntry } from '@folio/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { activitySentence } from './activity-sentence';
import { changeLocale, i18n } from './i18n';
import de from './locales/de';
import es from './locales/es';
import fr from './locales/fr';
import it_ from './locales/it';

const ada = { _id: 'u1', name: 'Ada Admin', email: 'ada@example.com' };
const entry = (action: string, user: ActivityEntry['user']): ActivityEntry => ({
  _id: 'a1',
  user,
  action,
  entityType: 'invoice',
  objectId: '00000000-0000-4000-8000-000000000007',
  entity: { number: 7, numberSuffix: null },
  details: null,
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

  it('say Folio made an invoice from a recurring invoice, named by its client', () => {
    expect(activitySentence(entry('invoice_generated', null))).toBe(
      'Folio made invoice #0007 from a recurring invoice',
    );
    const generated = {
      ...entry('invoice_generated', null),
      details: { seriesName: 'Acme', date: '2026-10-31' },
    };
    expect(activitySentence(generated)).toBe('Folio made invoice #0007 from the recurring invoice for Acme');
    const series: ActivityEntry = {
      ...entry('series_paused', null),
      entityType: 'recurring_invoice',
      entity: { name: 'Acme' },
    };
    expect(activitySentence(series)).toBe('Folio paused the recurring invoice for Acme');
    expect(activitySentence({ ...series, action: 'series_resumed', user: ada })).toBe(
      'Ada Admin resumed the recurring invoice for Acme',
    );
  });

  it("tell a client's answer to a quote, with the signer, and a member's conversion", () => {
    const quote = (action: string, user: ActivityEntry['user'], entity: ActivityEntry['entity']) => ({
      ...entry(action, user),
      entityType: 'quote' as const,
      entity,
    });
    expect(activitySentence(quote('quote_accepted', null, { number: 3, name: 'Jane Doe' }))).toBe(
      'Client accepted quote Q-0003 (signed by Jane Doe)',
    );
    expect(activitySentence(quote('quote_accepted', null, { number: 3 }))).toBe(
      'Client accepted quote Q-0003',
    );
    expect(activitySentence(quote('quote_declined', null, { number: 3 }))).toBe(
      'Client declined quote Q-0003',
    );
    expect(activitySentence(quote('quote_converted', ada, { number: 3 }))).toBe(
      'Ada Admin converted quote Q-0003 to an invoice',
    );
    expect(activitySentence(quote('created', ada, { number: 12 }))).toBe('Ada Admin created quote Q-0012');
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
    expect(
      activitySentence({
        ...entry('quote_accepted', null),
        entityType: 'quote',
        entity: { number: 3, name: 'Jane Doe' },
      }),
    ).toBe('Le client a accepté le devis Q-0003 (signé par Jane Doe)');
    expect(activitySentence({ ...entry('invoice_generated', null), details: { seriesName: 'Acme' } })).toBe(
      'Folio a créé la facture n° 0007 à partir de la facture récurrente pour Acme',
    );
  });
});

describe("the sentences of the organization's own records", () => {
  afterAll(() => changeLocale('en'));

  const alex = { _id: 'u2', name: 'Alex Rivera', email: 'alex@example.com' };
  // As the API answers an API key's creation: the key's name in `entity`, its kind in `details`.
  const apiKeyCreated: ActivityEntry = {
    _id: 'a2',
    user: alex,
    action: 'created',
    entityType: 'other',
    objectId: '00000000-0000-4000-8000-000000000042',
    entity: { name: 'Sync' },
    details: { kind: 'api_key', role: 'member' },
    createdAt: '2026-03-04T10:00:00.000Z',
  };
  const taxRateCreated: ActivityEntry = { ...apiKeyCreated, entity: { name: 'VAT 20%' }, details: null };

  it('name the record after the action', () => {
    expect(activitySentence(apiKeyCreated)).toBe('Alex Rivera created the API key “Sync”');
    expect(
      activitySentence({
        ...apiKeyCreated,
        action: 'status_changed',
        details: { kind: 'api_key', from: 'active', to: 'revoked' },
      }),
    ).toBe('Alex Rivera changed the status of the API key “Sync”');
    expect(activitySentence(taxRateCreated)).toBe('Alex Rivera created “VAT 20%”');
    expect(activitySentence({ ...taxRateCreated, action: 'deleted', entity: null })).toBe(
      'Alex Rivera deleted a setting',
    );
  });

  it("leave the team's actions as they read", () => {
    expect(activitySentence({ ...apiKeyCreated, action: 'member_invited', entity: { name: 'Bo' } })).toBe(
      'Alex Rivera invited a teammate',
    );
  });

  it('read whole in every language', async () => {
    const sentences = { de, es, fr, it: it_ };
    const expected = {
      de: 'Alex Rivera hat erstellt: API-Schlüssel „Sync“',
      es: 'Alex Rivera creó la clave de API «Sync»',
      fr: 'Alex Rivera a créé la clé d’API «\u00a0Sync\u00a0»',
      it: 'Alex Rivera ha creato la chiave API «Sync»',
    };
    for (const [locale, catalog] of Object.entries(sentences) as [keyof typeof expected, typeof de][]) {
      i18n.addResourceBundle(locale, 'common', catalog, true, true);
      await changeLocale(locale);
      expect(activitySentence(apiKeyCreated)).toBe(expected[locale]);
      expect(activitySentence(taxRateCreated)).toMatch(/VAT 20%/);
    }
  });
});

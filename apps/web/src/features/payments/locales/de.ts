import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  intro: 'Wie Ihre Kunden Ihre Rechnungen online bezahlen und wann sie an offene Beträge erinnert werden.',
  loadFailed: 'Die Zahlungseinstellungen konnten nicht geladen werden.',
  adminsOnly: 'Nur Administratoren können die Zahlungseinstellungen ändern.',
  stripeTitle: 'Stripe',
  stripeIntro:
    'Verbinden Sie Ihr eigenes Stripe-Konto: Ihre Kunden bezahlen auf der Rechnungsseite, und das Geld geht direkt an Sie.',
  mockMode:
    'Testmodus: Es sind keine Stripe-Schlüssel eingerichtet, daher öffnet „Bezahlen“ auf einer Kundenseite eine Testzahlungsseite, und es wird kein Geld bewegt.',
  statusLabel: 'Status',
  statusNames: {
    not_connected: 'Nicht verbunden',
    pending: 'Einrichtung nicht abgeschlossen',
    connected: 'Verbunden',
  },
  account: 'Konto',
  connectedSince: 'Verbunden seit',
  pendingHint:
    'Stripe benötigt noch einige Angaben, bevor Ihre Kunden bezahlen können. Machen Sie dort weiter, wo Sie aufgehört haben.',
  connect: 'Stripe verbinden',
  continueOnboarding: 'Bei Stripe fortfahren',
  disconnect: 'Trennen',
  disconnectConfirm:
    'Dieses Stripe-Konto trennen? Kundenseiten bieten keine Zahlung mehr an, bis wieder ein Konto verbunden ist.',
  connectFailed: 'Stripe konnte nicht verbunden werden.',
  disconnectFailed: 'Stripe konnte nicht getrennt werden.',
  refreshFailed: 'Das Stripe-Konto konnte nicht gelesen werden.',
  onlineTitle: 'Onlinezahlungen',
  allowPartial: 'Teilzahlungen erlauben',
  allowPartialHint: 'Ihre Kunden können einen Teil des offenen Betrags zahlen, jeweils mindestens 1,00.',
  remindersTitle: 'Zahlungserinnerungen',
  remindersIntro:
    'Versendete, unbezahlte Rechnungen erhalten eine E-Mail pro Regel, mit dem Link zur Rechnung und dem PDF. Einzelne Kunden können Sie in deren Einstellungen ausnehmen.',
  noRules: 'Es werden keine Erinnerungen gesendet.',
  ruleLabel: 'Erinnerung {number}',
  days: 'Tage',
  when: 'Wann',
  whenNames: {
    before: 'vor dem Fälligkeitsdatum',
    on: 'am Fälligkeitsdatum',
    after: 'nach dem Fälligkeitsdatum',
  },
  addRule: 'Erinnerung hinzufügen',
  removeRule: 'Erinnerung {number} entfernen',
  repeat: 'Danach wiederholen',
  repeatHint: 'Nach der letzten Regel weiter erinnern, bis die Rechnung bezahlt ist.',
  repeatEvery: 'Alle (Tage)',
  repeatTimes: 'Höchstens (Mal)',
  repeatSummary:
    'Wiederholen {every, plural, one {jeden Tag} other {alle # Tage}}, höchstens {times, plural, one {einmal} other {#-mal}}.',
  save: 'Speichern',
  saved: 'Zahlungseinstellungen gespeichert',
  saveFailed: 'Die Zahlungseinstellungen konnten nicht gespeichert werden.',
} satisfies Translation<typeof en>;

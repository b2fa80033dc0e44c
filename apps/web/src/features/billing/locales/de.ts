import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  title: 'Abo & Zahlung',
  lead: 'Der Tarif Ihrer Organisation, was er umfasst und wie Sie ihn ändern.',
  loadFailed: 'Die Abrechnung konnte nicht geladen werden',
  upgradeFailed: 'Der Tarifwechsel ist fehlgeschlagen',
  portalFailed: 'Das Portal konnte nicht geöffnet werden',
  manage: 'Abo verwalten',
  mockBanner:
    'Die Abrechnung läuft im Testmodus: Es ist kein Zahlungsanbieter eingerichtet, daher werden Tarifwechsel sofort aktiviert und nichts wird berechnet.',
  help: [
    'Nur Admins und Manager können den Tarif ändern.',
    'Für einen Kauf muss Ihre E-Mail-Adresse bestätigt sein.',
    'Tarifwechsel gelten sofort; im Abrechnungsportal verwalten Sie Zahlungsmethoden, Rechnungen und die Kündigung.',
  ],
  mockMode: 'Testmodus',
  status: 'Status',
  yourPlan: 'Ihr Tarif',
  goodToKnow: 'Gut zu wissen',
  currentPlan: 'Aktueller Tarif: {plan}',
  period: 'Zeitraum:',
  upgradeTo: 'Wechseln zu {plan}',
  planCard: 'Tarif {plan}',
  pricePer:
    '{price} pro {interval, select, day {Tag} week {Woche} month {Monat} year {Jahr} other {{interval}}}',
  planNames: { free: 'Free', pro: 'Pro', business: 'Business' },
  planContents: {
    pro: ['Rechnungen und PDF-Export', 'Verknüpfung von Kunden und Projekten', 'Team-Einladungen und Rollen'],
    business: ['Alles aus Pro', 'Bevorzugter Support', 'Erweiterte Berechtigungen'],
  },
  statusNames: {
    active: 'Aktiv',
    trialing: 'Testphase',
    past_due: 'Zahlung überfällig',
    canceled: 'Gekündigt',
    inactive: 'Inaktiv',
  },
} satisfies Translation<typeof en>;

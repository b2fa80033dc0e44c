import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  clients: 'Kunden',
  activeProjects: 'Aktive Projekte',
  unpaidInvoices: 'Unbezahlte Rechnungen',
  recentActivity: 'Letzte Aktivitäten',
  viewAll: 'Alle anzeigen',
  recentActivityEmpty: 'Noch nichts. Änderungen an Kunden, Projekten und Rechnungen werden hier angezeigt.',
  revenueChartEmpty:
    'Noch keine Zahlungen in den letzten 6 Monaten. Bezahlte Rechnungen erscheinen hier im Monat ihrer Bezahlung.',
  activityByMonth: 'Aktivität nach Monat',
  getStartedWithFolio: 'Erste Schritte mit Folio',
  dismissChecklist: 'Checkliste ausblenden',
  onboardingProgress: 'Fortschritt der ersten Schritte',
  stepsDone: '{done} von {steps} erledigt',
  stepDone: '(erledigt)',
  open: 'Öffnen',
  total: 'Gesamt:',
  revenue: 'Umsatz',
  showTheNextStepOnly: 'Nur den nächsten Schritt anzeigen',
  activityForPaid: 'Aktivität für {month}: {total} bezahlt',
  showAllSteps: 'Alle {steps} Schritte anzeigen',
  onboardingSteps: {
    client: {
      label: 'Ersten Kunden anlegen',
      hint: 'Für wen Sie arbeiten: Name, Kontaktdaten und Schlagwörter.',
    },
    project: {
      label: 'Projekt anlegen',
      hint: 'Ihre Arbeit für einen Kunden, mit Budget und Fälligkeitsdatum.',
    },
    invoice: {
      label: 'Rechnung erstellen',
      hint: 'Stellen Sie einem Kunden ein oder mehrere Projekte in Rechnung.',
    },
    invite: {
      label: 'Teammitglied einladen',
      hint: 'Arbeiten Sie zusammen, jede Person mit der passenden Rolle.',
    },
  },
} satisfies Translation<typeof en>;

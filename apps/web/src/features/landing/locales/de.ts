import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  headline: 'Kunden, Projekte und Rechnungen an einem Ort',
  createAFreeAccount: 'Kostenloses Konto erstellen',
  features: 'Funktionen',
  featuresIntro: 'Alles, was ein kleines Team braucht, um für seine Arbeit bezahlt zu werden.',
  pricing: 'Preise',
  pricingIntro: 'Kostenlos starten. Upgraden, wenn Ihr Team wächst.',
  mostPopular: 'Am beliebtesten',
  frequentlyAskedQuestions: 'Häufige Fragen',
  faqIntro: 'Kurze Antworten auf das, was wir am häufigsten gefragt werden.',
  intro:
    'Folio ist ein schlankes CRM mit Rechnungsstellung für Freelancer und kleine Teams. Behalten Sie Kunden, Projekte und Rechnungen beisammen, arbeiten Sie im Team daran und sehen Sie, was Sie verdient haben.',
  featureList: [
    {
      title: 'Kunden und Notizen',
      text: 'Kontaktdaten, Adressen und Schlagwörter für jeden Kunden, mit Notizen, die das ganze Team lesen kann.',
    },
    {
      title: 'Projekte und Budgets',
      text: 'Verfolgen Sie jedes Projekt mit Kunde, Budget, Währung, Fälligkeit und Status.',
    },
    {
      title: 'Rechnungen und Zahlungen',
      text: 'Erstellen Sie nummerierte Rechnungen aus Positionen, versenden Sie sie als PDF und erfassen Sie Zahlungen, sobald sie eingehen.',
    },
    {
      title: 'Rollen im Team',
      text: 'Laden Sie Kollegen als Admin, Manager oder Leser ein, damit jeder nur sieht und ändert, was ihn betrifft.',
    },
    {
      title: 'Suche und Filter',
      text: 'Finden Sie jeden Kunden, jedes Projekt und jede Rechnung über ein Suchfeld und filtern Sie Listen nach Status, Kunde oder Schlagwort.',
    },
    {
      title: 'Änderungsprotokoll',
      text: 'Jede Änderung wird mit Urheber und Zeitpunkt festgehalten, und das Protokoll lässt sich als CSV exportieren.',
    },
  ],
  freeOrganizations: '{count, plural, one {# Organisation} other {# Organisationen}}',
  freeUsers: '{count, plural, one {# Nutzer} other {# Nutzer}}',
  freeClients: '{count, plural, one {# Kunde} other {# Kunden}}',
  freeInvoicesPerMonth: '{count, plural, one {# Rechnung} other {# Rechnungen}} pro Monat',
  plans: {
    free: { name: 'Free', price: '0 $', cta: 'Kostenlos starten' },
    pro: {
      name: 'Pro',
      price: '19 $',
      period: 'pro Monat',
      points: ['Unbegrenzt viele Nutzer und Kunden', 'Bevorzugter Support'],
      cta: 'Mit Pro starten',
    },
    business: {
      name: 'Business',
      price: 'Vertrieb kontaktieren',
      points: ['Service-Level-Vereinbarung', 'Single Sign-on', 'Eigene Felder', 'Begleitetes Onboarding'],
      cta: 'Vertrieb kontaktieren',
      mailSubject: 'Folio Business',
    },
  },
  questions: [
    {
      question: 'Kann ich meine bestehenden Daten aus einer CSV-Datei importieren?',
      answer:
        'Der CSV-Import ist in Planung. Bis dahin schicken Sie uns Ihren Export per E-Mail, und wir helfen Ihnen beim Umzug.',
    },
    {
      question: 'Gibt es Rabatte?',
      answer:
        'Ja. Startups und gemeinnützige Organisationen erhalten einen Rabatt – schreiben Sie uns ein paar Worte zu Ihrem Team.',
    },
    {
      question: 'Wie sind meine Daten geschützt?',
      answer:
        'Der gesamte Datenverkehr ist per HTTPS verschlüsselt, der Zugriff im Team folgt den Rollen, und Ihre Daten werden regelmäßig gesichert.',
    },
  ],
} satisfies Translation<typeof en>;

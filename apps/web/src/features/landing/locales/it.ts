import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  headline: 'Clienti, progetti e fatture in un unico posto',
  createAFreeAccount: 'Crea un account gratuito',
  features: 'Funzionalità',
  featuresIntro: 'Tutto ciò che serve a un piccolo team per farsi pagare il proprio lavoro.',
  pricing: 'Prezzi',
  pricingIntro: 'Inizi gratis. Passi a un piano superiore quando il team cresce.',
  mostPopular: 'Il più scelto',
  frequentlyAskedQuestions: 'Domande frequenti',
  faqIntro: 'Risposte brevi alle domande che ci fanno più spesso.',
  intro:
    'Folio è un CRM leggero con fatturazione per freelance e piccoli team. Tenga insieme clienti, progetti e fatture, ci lavori con il suo team e veda quanto ha incassato.',
  featureList: [
    {
      title: 'Clienti e note',
      text: 'Contatti, indirizzi ed etichette per ogni cliente, con note che tutto il team può leggere.',
    },
    {
      title: 'Progetti e budget',
      text: 'Segua ogni progetto con cliente, budget, valuta, scadenza e stato.',
    },
    {
      title: 'Fatture e pagamenti',
      text: 'Crei fatture numerate dalle righe, le invii in PDF e registri i pagamenti man mano che arrivano.',
    },
    {
      title: 'Ruoli nel team',
      text: 'Inviti i colleghi come amministratore, manager o lettore, così ognuno vede e modifica solo ciò che deve.',
    },
    {
      title: 'Ricerca e filtri',
      text: 'Trovi qualsiasi cliente, progetto o fattura da un’unica casella di ricerca e filtri gli elenchi per stato, cliente o etichetta.',
    },
    {
      title: 'Registro delle modifiche',
      text: 'Ogni modifica viene registrata con chi l’ha fatta e quando, e il registro si esporta in CSV.',
    },
  ],
  freeOrganizations: '{count, plural, one {# organizzazione} other {# organizzazioni}}',
  freeUsers: '{count, plural, one {# utente} other {# utenti}}',
  freeClients: '{count, plural, one {# cliente} other {# clienti}}',
  freeInvoicesPerMonth: '{count, plural, one {# fattura} other {# fatture}} al mese',
  plans: {
    free: { name: 'Gratuito', price: '0 $', cta: 'Inizia gratis' },
    pro: {
      name: 'Pro',
      price: '19 $',
      period: 'al mese',
      points: ['Utenti e clienti illimitati', 'Assistenza prioritaria'],
      cta: 'Inizia con Pro',
    },
    business: {
      name: 'Business',
      price: 'Contatti le vendite',
      points: [
        'Accordo sul livello di servizio',
        'Single sign-on',
        'Campi personalizzati',
        'Avvio assistito',
      ],
      cta: 'Contatta le vendite',
      mailSubject: 'Folio Business',
    },
  },
  questions: [
    {
      question: 'Posso importare i miei dati da un file CSV?',
      answer:
        'L’importazione CSV è in programma. Nel frattempo ci invii la sua esportazione via email e la aiuteremo a migrare.',
    },
    {
      question: 'Offrite sconti?',
      answer: 'Sì. Startup e organizzazioni non profit hanno uno sconto: ci scriva due righe sul suo team.',
    },
    {
      question: 'Come sono protetti i miei dati?',
      answer:
        'Tutto il traffico è cifrato con HTTPS, l’accesso nel team segue i ruoli e i suoi dati vengono salvati regolarmente.',
    },
  ],
} satisfies Translation<typeof en>;

import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  intro: 'Come i Suoi clienti pagano le fatture online e quando ricevono un promemoria di ciò che devono.',
  loadFailed: 'Impossibile caricare le impostazioni di pagamento.',
  adminsOnly: 'Solo gli amministratori possono modificare le impostazioni di pagamento.',
  stripeTitle: 'Stripe',
  stripeIntro:
    'Colleghi il Suo account Stripe: i clienti pagano dalla pagina della fattura e il denaro arriva direttamente a Lei.',
  mockMode:
    'Modalità di prova: non sono configurate chiavi Stripe, quindi Paga nella pagina di un cliente apre una pagina di pagamento di prova e non si sposta denaro.',
  statusLabel: 'Stato',
  statusNames: {
    not_connected: 'Non collegato',
    pending: 'Registrazione non completata',
    connected: 'Collegato',
  },
  account: 'Account',
  connectedSince: 'Collegato dal',
  pendingHint:
    'Stripe ha bisogno di qualche altro dato prima che i Suoi clienti possano pagare. Riprenda da dove si era fermato.',
  connect: 'Collega Stripe',
  continueOnboarding: 'Continua su Stripe',
  disconnect: 'Scollega',
  disconnectConfirm:
    'Scollegare questo account Stripe? Le pagine dei clienti non offriranno più il pagamento finché non verrà collegato di nuovo un account.',
  connectFailed: 'Impossibile collegare Stripe.',
  disconnectFailed: 'Impossibile scollegare Stripe.',
  refreshFailed: 'Impossibile leggere l’account Stripe.',
  onlineTitle: 'Pagamenti online',
  allowPartial: 'Consenti pagamenti parziali',
  allowPartialHint: 'I clienti possono pagare una parte del saldo dovuto, almeno 1,00 alla volta.',
  remindersTitle: 'Promemoria di pagamento',
  remindersIntro:
    'Le fatture inviate e non pagate ricevono un’email per regola, con il link alla fattura e il PDF. Può escludere un cliente nelle sue impostazioni.',
  noRules: 'Non viene inviato alcun promemoria.',
  ruleLabel: 'Promemoria {number}',
  days: 'Giorni',
  when: 'Quando',
  whenNames: {
    before: 'prima della scadenza',
    on: 'il giorno della scadenza',
    after: 'dopo la scadenza',
  },
  addRule: 'Aggiungi un promemoria',
  removeRule: 'Rimuovi il promemoria {number}',
  repeat: 'Poi ripeti',
  repeatHint: 'Continuare a ricordare dopo l’ultima regola finché la fattura non è pagata.',
  repeatEvery: 'Ogni (giorni)',
  repeatTimes: 'Al massimo (volte)',
  repeatSummary:
    'Ripetere {every, plural, one {ogni giorno} other {ogni # giorni}}, al massimo {times, plural, one {una volta} other {# volte}}.',
  save: 'Salva',
  saved: 'Impostazioni di pagamento salvate',
  saveFailed: 'Impossibile salvare le impostazioni di pagamento.',
} satisfies Translation<typeof en>;

import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  title: 'Abbonamento',
  lead: 'Il piano della Sua organizzazione, cosa include e come cambiarlo.',
  loadFailed: 'Impossibile caricare l’abbonamento',
  upgradeFailed: 'Cambio di piano non riuscito',
  portalFailed: 'Impossibile aprire il portale',
  manage: 'Gestisci abbonamento',
  mockBanner:
    'La fatturazione è in modalità di prova: nessun fornitore di pagamento è configurato, quindi i cambi di piano si attivano subito e non viene addebitato nulla.',
  help: [
    'Solo gli amministratori e i manager possono cambiare il piano.',
    'Il suo indirizzo email deve essere verificato per acquistare.',
    'I cambi di piano hanno effetto subito; il portale di fatturazione gestisce metodi di pagamento, fatture e disdetta.',
  ],
  mockMode: 'Modalità di prova',
  status: 'Stato',
  yourPlan: 'Il suo piano',
  goodToKnow: 'Buono a sapersi',
  currentPlan: 'Piano attuale: {plan}',
  period: 'Periodo:',
  upgradeTo: 'Passa a {plan}',
  planCard: 'Piano {plan}',
  pricePer:
    '{price} {interval, select, day {al giorno} week {alla settimana} month {al mese} year {all’anno} other {per {interval}}}',
  planNames: { free: 'Gratuito', pro: 'Pro', business: 'Business' },
  planContents: {
    pro: ['Fatture ed esportazione PDF', 'Collegamento tra clienti e progetti', 'Inviti e ruoli del team'],
    business: ['Tutto ciò che include Pro', 'Assistenza prioritaria', 'Permessi avanzati'],
  },
  statusNames: {
    active: 'Attivo',
    trialing: 'In prova',
    past_due: 'Pagamento scaduto',
    canceled: 'Annullato',
    inactive: 'Inattivo',
  },
} satisfies Translation<typeof en>;

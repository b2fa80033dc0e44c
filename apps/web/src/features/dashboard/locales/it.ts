import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  clients: 'Clienti',
  activeProjects: 'Progetti attivi',
  unpaidInvoices: 'Fatture non pagate',
  recentActivity: 'Attività recenti',
  viewAll: 'Vedi tutto',
  recentActivityEmpty: 'Ancora niente. Le modifiche a clienti, progetti e fatture verranno mostrate qui.',
  revenueChartEmpty:
    'Nessun pagamento negli ultimi 6 mesi. Le fatture pagate compaiono qui nel mese in cui sono state pagate.',
  activityByMonth: 'Attività per mese',
  getStartedWithFolio: 'Primi passi con Folio',
  dismissChecklist: 'Nascondi la lista dei primi passi',
  onboardingProgress: 'Avanzamento dei primi passi',
  stepsDone: '{done} di {steps} completati',
  stepDone: '(completato)',
  open: 'Apri',
  total: 'Totale:',
  revenue: 'Incassi',
  showTheNextStepOnly: 'Mostra solo il passo successivo',
  activityForPaid: 'Attività di {month}: {total} incassati',
  showAllSteps: 'Mostra tutti i {steps} passi',
  onboardingSteps: {
    client: {
      label: 'Aggiunga il suo primo cliente',
      hint: 'Per chi lavora: nome, recapiti ed etichette.',
    },
    project: {
      label: 'Crei un progetto',
      hint: 'Il lavoro che svolge per un cliente, con un budget e una scadenza.',
    },
    invoice: {
      label: 'Crei una fattura',
      hint: 'Fatturi a un cliente uno o più progetti.',
    },
    invite: {
      label: 'Inviti un collega',
      hint: 'Lavorate insieme, ognuno con il ruolo giusto.',
    },
  },
} satisfies Translation<typeof en>;

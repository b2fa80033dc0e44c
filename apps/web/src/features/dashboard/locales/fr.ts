import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  clients: 'Clients',
  activeProjects: 'Projets actifs',
  unpaidInvoices: 'Factures impayées',
  recentActivity: 'Activité récente',
  viewAll: 'Tout voir',
  recentActivityEmpty:
    'Rien pour l’instant. Les modifications des clients, projets et factures apparaîtront ici.',
  revenueChartEmpty:
    'Aucun paiement au cours des 6 derniers mois. Les factures payées apparaissent ici selon le mois de leur paiement.',
  activityByMonth: 'Activité par mois',
  getStartedWithFolio: 'Bien démarrer avec Folio',
  dismissChecklist: 'Masquer la liste de démarrage',
  onboardingProgress: 'Progression du démarrage',
  stepsDone: '{done} sur {steps} terminées',
  stepDone: '(terminée)',
  open: 'Ouvrir',
  total: 'Total :',
  revenue: 'Chiffre d’affaires',
  showTheNextStepOnly: 'N’afficher que l’étape suivante',
  activityForPaid: 'Activité de {month} : {total} encaissés',
  showAllSteps: 'Afficher les {steps} étapes',
  onboardingSteps: {
    client: {
      label: 'Ajoutez votre premier client',
      hint: 'Pour qui vous travaillez : nom, coordonnées et étiquettes.',
    },
    project: {
      label: 'Créez un projet',
      hint: 'Le travail que vous réalisez pour un client, avec un budget et une échéance.',
    },
    invoice: {
      label: 'Créez une facture',
      hint: 'Facturez un client pour un ou plusieurs projets.',
    },
    invite: {
      label: 'Invitez un collègue',
      hint: 'Travaillez ensemble, chacun avec le rôle qui lui convient.',
    },
  },
} satisfies Translation<typeof en>;

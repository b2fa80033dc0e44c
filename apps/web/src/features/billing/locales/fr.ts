import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  title: 'Abonnement',
  lead: 'La formule de votre organisation, ce qu’elle comprend et comment la changer.',
  loadFailed: 'Impossible de charger l’abonnement',
  upgradeFailed: 'Le changement de formule a échoué',
  portalFailed: 'Impossible d’ouvrir le portail',
  manage: 'Gérer l’abonnement',
  mockBanner:
    'La facturation est en mode simulation : aucun prestataire de paiement n’est configuré, les changements de formule sont donc activés immédiatement et rien n’est débité.',
  help: [
    'Seuls les administrateurs et les gestionnaires peuvent changer de formule.',
    'Votre adresse e-mail doit être vérifiée pour effectuer un achat.',
    'Les changements de formule s’appliquent immédiatement ; le portail de facturation gère les moyens de paiement, les factures et la résiliation.',
  ],
  mockMode: 'Mode simulation',
  status: 'État',
  yourPlan: 'Votre formule',
  goodToKnow: 'Bon à savoir',
  currentPlan: 'Formule actuelle : {plan}',
  period: 'Période :',
  upgradeTo: 'Passer à {plan}',
  planCard: 'Formule {plan}',
  pricePer:
    '{price} par {interval, select, day {jour} week {semaine} month {mois} year {an} other {{interval}}}',
  planNames: { free: 'Gratuit', pro: 'Pro', business: 'Business' },
  planContents: {
    pro: ['Factures et export PDF', 'Liens entre clients et projets', 'Invitations et rôles d’équipe'],
    business: ['Tout ce qu’offre Pro', 'Support prioritaire', 'Permissions avancées'],
  },
  statusNames: {
    active: 'Actif',
    trialing: 'Essai',
    past_due: 'Paiement en retard',
    canceled: 'Résilié',
    inactive: 'Inactif',
  },
} satisfies Translation<typeof en>;

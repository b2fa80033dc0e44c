import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  intro:
    'Comment vos clients paient vos factures en ligne, et quand ils reçoivent un rappel de ce qu’ils doivent.',
  loadFailed: 'Échec du chargement des paramètres de paiement.',
  adminsOnly: 'Seuls les administrateurs peuvent modifier les paramètres de paiement.',
  stripeTitle: 'Stripe',
  stripeIntro:
    'Connectez votre propre compte Stripe : vos clients paient depuis la page de la facture et l’argent vous est versé directement.',
  mockMode:
    'Mode test : aucune clé Stripe n’est configurée, donc Payer sur la page d’un client ouvre une page de paiement de test et aucun argent n’est versé.',
  statusLabel: 'Statut',
  statusNames: {
    not_connected: 'Non connecté',
    pending: 'Inscription non terminée',
    connected: 'Connecté',
  },
  account: 'Compte',
  connectedSince: 'Connecté depuis',
  pendingHint:
    'Stripe a besoin de quelques informations de plus avant que vos clients puissent payer. Reprenez là où vous vous êtes arrêté.',
  connect: 'Connecter Stripe',
  continueOnboarding: 'Continuer sur Stripe',
  disconnect: 'Déconnecter',
  disconnectConfirm:
    'Déconnecter ce compte Stripe ? Les pages clients ne proposent plus de payer jusqu’à ce qu’un compte soit de nouveau connecté.',
  connectFailed: 'Échec de la connexion à Stripe.',
  disconnectFailed: 'Échec de la déconnexion de Stripe.',
  refreshFailed: 'Échec de la lecture du compte Stripe.',
  onlineTitle: 'Paiements en ligne',
  allowPartial: 'Autoriser les paiements partiels',
  allowPartialHint: 'Vos clients peuvent payer une partie du solde dû, au moins 1,00 à la fois.',
  remindersTitle: 'Rappels de paiement',
  remindersIntro:
    'Les factures envoyées et impayées reçoivent un e-mail par règle, avec le lien de la facture et le PDF. Vous pouvez exclure un client dans ses propres paramètres.',
  noRules: 'Aucun rappel n’est envoyé.',
  ruleLabel: 'Rappel {number}',
  days: 'Jours',
  when: 'Quand',
  whenNames: {
    before: 'avant l’échéance',
    on: 'le jour de l’échéance',
    after: 'après l’échéance',
  },
  addRule: 'Ajouter un rappel',
  removeRule: 'Supprimer le rappel {number}',
  repeat: 'Puis répéter',
  repeatHint: 'Continuer les rappels après la dernière règle jusqu’au paiement de la facture.',
  repeatEvery: 'Tous les (jours)',
  repeatTimes: 'Au plus (fois)',
  repeatSummary:
    'Répéter {every, plural, one {chaque jour} other {tous les # jours}}, au plus {times, plural, one {une fois} other {# fois}}.',
  save: 'Enregistrer',
  saved: 'Paramètres de paiement enregistrés',
  saveFailed: 'Échec de l’enregistrement des paramètres de paiement.',
} satisfies Translation<typeof en>;

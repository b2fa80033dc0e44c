import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  headline: 'Clients, projets et factures au même endroit',
  createAFreeAccount: 'Créer un compte gratuit',
  features: 'Fonctionnalités',
  featuresIntro: 'Tout ce qu’il faut à une petite équipe pour être payée pour son travail.',
  pricing: 'Tarifs',
  pricingIntro: 'Commencez gratuitement. Passez à la formule supérieure quand votre équipe grandit.',
  mostPopular: 'La plus choisie',
  frequentlyAskedQuestions: 'Questions fréquentes',
  faqIntro: 'Des réponses courtes à ce qu’on nous demande le plus.',
  intro:
    'Folio est un petit CRM avec facturation pour les freelances et les petites équipes. Réunissez clients, projets et factures, travaillez-y en équipe et voyez ce que vous avez encaissé.',
  featureList: [
    {
      title: 'Clients et notes',
      text: 'Coordonnées, adresses et étiquettes de chaque client, avec des notes que toute l’équipe peut lire.',
    },
    {
      title: 'Projets et budgets',
      text: 'Suivez chaque projet avec son client, son budget, sa devise, son échéance et son statut.',
    },
    {
      title: 'Factures et paiements',
      text: 'Créez des factures numérotées à partir de lignes, envoyez-les en PDF et enregistrez les paiements à leur arrivée.',
    },
    {
      title: 'Rôles dans l’équipe',
      text: 'Invitez vos collègues comme administrateur, gestionnaire ou lecteur : chacun voit et modifie seulement ce qui le concerne.',
    },
    {
      title: 'Recherche et filtres',
      text: 'Retrouvez un client, un projet ou une facture depuis une seule barre de recherche, et filtrez les listes par statut, client ou étiquette.',
    },
    {
      title: 'Historique des modifications',
      text: 'Chaque changement est enregistré avec son auteur et sa date, et le journal s’exporte en CSV.',
    },
  ],
  freeOrganizations: '{count, plural, one {# organisation} other {# organisations}}',
  freeUsers: '{count, plural, one {# utilisateur} other {# utilisateurs}}',
  freeClients: '{count, plural, one {# client} other {# clients}}',
  freeInvoicesPerMonth: '{count, plural, one {# facture} other {# factures}} par mois',
  plans: {
    free: { name: 'Gratuit', price: '0 $', cta: 'Commencer gratuitement' },
    pro: {
      name: 'Pro',
      price: '19 $',
      period: 'par mois',
      points: ['Utilisateurs et clients illimités', 'Assistance prioritaire'],
      cta: 'Choisir Pro',
    },
    business: {
      name: 'Business',
      price: 'Nous contacter',
      points: [
        'Engagement de niveau de service',
        'Authentification unique (SSO)',
        'Champs personnalisés',
        'Prise en main accompagnée',
      ],
      cta: 'Contacter l’équipe commerciale',
      mailSubject: 'Folio Business',
    },
  },
  questions: [
    {
      question: 'Puis-je importer mes données depuis un fichier CSV ?',
      answer:
        'L’import CSV est prévu. En attendant, envoyez-nous votre export par e-mail et nous vous aiderons à migrer.',
    },
    {
      question: 'Proposez-vous des réductions ?',
      answer:
        'Oui. Les startups et les associations bénéficient d’une remise : écrivez-nous quelques mots sur votre équipe.',
    },
    {
      question: 'Comment mes données sont-elles protégées ?',
      answer:
        'Tout le trafic est chiffré en HTTPS, l’accès dans votre équipe suit les rôles, et vos données sont sauvegardées régulièrement.',
    },
  ],
} satisfies Translation<typeof en>;

import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  contact: 'Contact',
  questions: 'Une question sur cette page ? Écrivez à',
  personWillAnswer: 'et une personne vous répondra.',
  privacy: [
    {
      heading: 'Ce que nous collectons',
      points: [
        'Les informations de votre compte : votre nom, votre adresse e-mail et une forme hachée de votre mot de passe (nous ne conservons jamais le mot de passe lui-même).',
        'Votre espace de travail : les clients, projets, factures, notes et membres d’équipe que vous et vos collègues ajoutez.',
        'Vos préférences : thème, langue, fuseau horaire et réglages des notifications.',
        'Les données de sécurité et d’utilisation : les heures de connexion, le nombre de connexions, les adresses IP des requêtes et un journal d’activité des modifications dans votre organisation.',
        'La facturation : si vous passez à une offre payante, notre prestataire de paiement gère votre carte. Nous ne conservons que votre offre, l’état de votre abonnement et la référence client attribuée par le prestataire.',
      ],
    },
    {
      heading: 'Ce que nous en faisons',
      points: [
        'Faire fonctionner Folio pour vous : montrer vos données à vous et à vos collègues, selon vos rôles.',
        'Envoyer les e-mails nécessaires au service : vérification de l’adresse, réinitialisation du mot de passe, invitations et, si vous les laissez activées, notifications d’activité.',
        'Assurer la sécurité du service : limiter les échecs de connexion répétés, détecter les abus et enquêter sur les problèmes.',
      ],
    },
    {
      heading: 'Ce que nous ne faisons pas',
      points: [
        'Nous ne vendons pas vos données et ne les partageons pas avec des annonceurs.',
        'Nous n’utilisons ni cookies publicitaires ni cookies de suivi entre sites.',
        'Nous ne lisons pas le contenu de votre espace de travail, sauf si vous nous demandez de l’aide ou si nous devons enquêter sur un abus.',
      ],
    },
    {
      heading: 'Cookies et stockage dans le navigateur',
      paragraphs: [
        'Folio utilise un seul cookie : un cookie de connexion sécurisé, inaccessible aux scripts (http-only), qui vous garde connecté. L’application conserve aussi votre jeton d’accès, votre choix de thème et quelques réglages d’interface (comme une liste de démarrage masquée) dans le stockage local de votre navigateur. La déconnexion supprime la session de votre navigateur et de nos serveurs.',
      ],
    },
    {
      heading: 'Qui d’autre intervient',
      paragraphs: [
        'Nous faisons appel à un petit nombre de prestataires pour faire fonctionner Folio : notre hébergeur, un service d’envoi d’e-mails et, pour les offres payantes, un prestataire de paiement. Ils ne traitent les données que sur nos instructions et uniquement dans la mesure nécessaire à la fourniture de leur service.',
      ],
    },
    {
      heading: 'Sécurité',
      paragraphs: [
        'Tous les échanges avec Folio sont chiffrés en HTTPS. Les mots de passe sont hachés avec un algorithme moderne, les jetons de connexion ont une durée de vie courte, l’accès au sein d’une organisation dépend des rôles, et les données de chaque organisation sont tenues séparées de celles de toutes les autres. Nous sauvegardons les données régulièrement.',
      ],
    },
    {
      heading: 'Combien de temps nous les conservons',
      paragraphs: [
        'Nous conservons vos données tant que votre compte est ouvert. Lorsque vous nous demandez de supprimer votre compte ou votre organisation, nous supprimons ses données du service en production dans un délai de 30 jours, et des sauvegardes à mesure que celles-ci expirent. Nous pouvons conserver les données de facturation aussi longtemps que la législation fiscale l’exige.',
      ],
    },
    {
      heading: 'Vos droits',
      paragraphs: [
        'Vous pouvez à tout moment consulter et corriger les informations de votre compte sur votre page de profil. Vous pouvez nous demander une copie de vos données, leur rectification ou leur suppression en nous écrivant. Si notre réponse ne vous satisfait pas, vous pouvez adresser une réclamation à l’autorité de protection des données de votre pays.',
      ],
    },
  ],
  terms: [
    {
      heading: 'Le service',
      paragraphs: [
        'Folio est un outil en ligne pour suivre vos clients, projets et factures, seul ou en équipe. Nous l’exploitons, veillons à sa disponibilité et l’améliorons au fil du temps. Les fonctionnalités peuvent évoluer ; lorsque nous retirons une fonctionnalité dont vous dépendez, nous vous en informons à l’avance.',
      ],
    },
    {
      heading: 'Votre compte',
      points: [
        'Vous devez fournir une adresse e-mail réelle et garder votre mot de passe pour vous. Vous êtes responsable de ce qui se passe sous votre compte.',
        'La personne qui crée une organisation en est le premier administrateur. Les administrateurs décident de qui la rejoint et du rôle de chaque membre.',
        'Vous devez avoir l’âge requis pour conclure un contrat là où vous vivez, et vous ne pouvez pas utiliser Folio si la loi vous l’interdit.',
      ],
    },
    {
      heading: 'Vos données restent les vôtres',
      paragraphs: [
        'Tout ce que vous saisissez dans Folio (clients, projets, factures, notes) vous appartient, à vous ou à votre organisation. Nous ne l’utilisons que pour vous fournir le service, comme l’explique notre Politique de confidentialité. Vous pouvez exporter votre journal d’activité à tout moment, et nous vous aiderons à emporter le reste de vos données si vous partez.',
        'Il vous appartient de disposer du droit de conserver les informations que vous saisissez, y compris les coordonnées de vos clients.',
      ],
    },
    {
      heading: 'Utilisation acceptable',
      points: [
        'N’utilisez pas Folio pour envoyer des spams, pour escroquer qui que ce soit ou pour stocker des contenus illicites.',
        'N’essayez pas d’accéder aux données d’autres organisations, de surcharger le service, ni de contourner les limites des offres ou les contrôles de sécurité.',
        'Nous pouvons suspendre un compte qui met en danger d’autres clients ou le service. Nous vous en indiquerons la raison, sauf si la loi nous en empêche.',
      ],
    },
    {
      heading: 'Offres et paiement',
      points: [
        'L’offre Gratuit ne coûte rien et comporte les limites indiquées sur notre page de tarifs. Les offres payantes sont facturées mensuellement et d’avance par l’intermédiaire de notre prestataire de paiement.',
        'Vous pouvez résilier une offre payante à tout moment depuis la page Abonnement ; elle reste active jusqu’à la fin de la période payée. Nous ne remboursons pas les mois entamés, sauf si la loi l’exige.',
        'Nous annonçons les changements de prix au moins 30 jours avant qu’ils ne s’appliquent à vous.',
      ],
    },
    {
      heading: 'Disponibilité et responsabilité',
      paragraphs: [
        'Nous faisons tout notre possible pour que Folio fonctionne et que vos données soient en sécurité, et nous effectuons des sauvegardes régulières, mais nous ne pouvons pas garantir que le service ne sera jamais interrompu. Folio est fourni en l’état. Les offres Business peuvent inclure un accord de niveau de service comportant des engagements précis.',
        'Dans la mesure permise par la loi, notre responsabilité totale pour toute réclamation est limitée au montant que vous nous avez payé au cours des douze mois précédant son origine. Rien dans les présentes ne limite une responsabilité que la loi ne permet pas de limiter.',
      ],
    },
    {
      heading: 'Fin du contrat',
      paragraphs: [
        'Vous pouvez cesser d’utiliser Folio et nous demander de supprimer votre compte à tout moment. Si nous devions un jour arrêter le service, nous vous préviendrions au moins 60 jours à l’avance et vous donnerions un moyen d’exporter vos données.',
      ],
    },
    {
      heading: 'Modification de ces conditions',
      paragraphs: [
        'Si nous modifions ces conditions de manière significative, nous en informerons par e-mail les titulaires de compte avant l’entrée en vigueur de la modification. Continuer à utiliser Folio ensuite vaut acceptation des nouvelles conditions.',
      ],
    },
  ],
} satisfies Translation<typeof en>;

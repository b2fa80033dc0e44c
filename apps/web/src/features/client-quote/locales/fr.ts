import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  heading: 'Devis {displayNumber}',
  loading: 'Chargement du devis…',
  notFoundTitle: 'Lien non valide',
  notFound: 'Ce lien de devis n’est pas valide. Demandez-en un nouveau à l’expéditeur.',
  failedTitle: 'Impossible de charger le devis',
  retry: 'Réessayer',
  quoteFor: 'Devis pour',
  issued: 'Émis le',
  validUntil: 'Valable jusqu’au',
  acceptTitle: 'Accepter ce devis',
  acceptIntro:
    'Saisissez votre nom complet pour signer. L’heure, votre nom, votre adresse et votre navigateur sont enregistrés.',
  fullName: 'Nom complet',
  nameRequired: 'Saisissez votre nom pour accepter le devis',
  accept: 'Accepter',
  acceptAndSign: 'Accepter et signer',
  decline: 'Refuser',
  declineTitle: 'Refuser ce devis ?',
  declineIntro: 'Vous pouvez indiquer la raison à l’expéditeur (facultatif).',
  reason: 'Raison',
  confirmDecline: 'Refuser le devis',
  back: 'Retour',
  acceptedTitle: 'Devis accepté',
  acceptedBy: 'Accepté par {name} le {date}.',
  declinedTitle: 'Devis refusé',
  declinedOn: 'Refusé le {date}.',
  expiredTitle: 'Devis expiré',
  expired: 'Ce devis était valable jusqu’au {date}. Demandez-en un nouveau à l’expéditeur.',
  answerFailed: 'Votre réponse n’a pas pu être enregistrée. Réessayez.',
} satisfies Translation<typeof en>;

import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  title: 'Clés d’API',
  intro:
    'Les clés permettent à d’autres logiciels d’utiliser Folio pour cette organisation : Authorization: Bearer suivi de la clé. Une clé agit avec son rôle, jamais au-delà du rôle actuel de la personne qui l’a créée.',
  loadFailed: 'Impossible de charger les clés d’API.',
  adminsOnly: 'Seuls les administrateurs peuvent voir et gérer les clés d’API.',
  listTitle: 'Clés',
  empty: 'Aucune clé d’API pour l’instant.',
  create: 'Créer une clé d’API',
  createTitle: 'Créer une clé d’API',
  name: 'Nom',
  namePlaceholder: 'p. ex. Synchronisation comptable',
  role: 'Rôle',
  roleHint: 'Ce que la clé peut faire. Jamais plus que vous.',
  expiresAt: 'Expire le (facultatif)',
  expiresAtHint:
    'La clé cesse de fonctionner à la fin de ce jour. Laissez vide pour une clé sans expiration.',
  createFailed: 'Impossible de créer la clé d’API.',
  secretTitle: 'Votre nouvelle clé d’API',
  secretWarning: 'Copiez cette clé maintenant et conservez-la en lieu sûr : elle ne sera plus affichée.',
  copy: 'Copier',
  copied: 'Copiée',
  done: 'Terminé',
  revoke: 'Révoquer',
  revokeWhat: 'Révoquer {name}',
  revokeConfirm:
    'Révoquer {name} ? Les logiciels qui l’utilisent seront refusés dès leur prochaine requête. Cette action est irréversible.',
  revoked: 'Clé d’API révoquée',
  revokeFailed: 'Impossible de révoquer la clé d’API.',
  created: 'Clé d’API créée',
  createdBy: 'Créée par {name} le {date}',
  lastUsed: 'Dernière utilisation : {date}',
  neverUsed: 'Jamais utilisée',
  expires: 'Expire le {date}',
  expiredOn: 'Expirée le {date}',
  revokedOn: 'Révoquée le {date}',
  revokedBadge: 'Révoquée',
  expiredBadge: 'Expirée',
} satisfies Translation<typeof en>;

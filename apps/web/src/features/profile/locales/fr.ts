import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  updatePassword: 'Changer le mot de passe',
  requestChange: 'Demander le changement',
  changePassword: 'Changer de mot de passe',
  otherDevicesAreSignedOut: 'Vos autres appareils sont déconnectés quand vous le changez.',
  currentPassword: 'Mot de passe actuel',
  newPassword: 'Nouveau mot de passe',
  atLeast8Characters: 'Au moins 8 caractères.',
  verification: 'Vérification',
  currentOrg: 'Organisation actuelle',
  role: 'Rôle',
  loginCount: '{count, plural, one {# connexion} other {# connexions}} au total',
  lastLogin: 'Dernière connexion',
  accountDetails: 'Informations du compte',
  accountDetailsHint: 'Ce que votre équipe voit de vous.',
  name: 'Nom',
  ctrlEJumpsHere: 'Ctrl/⌘ + E mène ici.',
  email: 'E-mail',
  language: 'Langue',
  timeZone: 'Fuseau horaire',
  emailActivityLabel: 'M’envoyer un e-mail sur l’activité de mon organisation',
  theme: 'Thème',
  changeEmail: 'Changer d’adresse e-mail',
  changeEmailHint:
    'Nous envoyons un lien de confirmation à la nouvelle adresse. L’adresse actuelle reste valable jusqu’à ce que vous l’ouvriez, et reçoit un lien pour annuler le changement.',
  newEmail: 'Nouvel e-mail',
  emailVerification: 'Vérification de l’e-mail',
  resendVerificationEmail: 'Renvoyer l’e-mail de vérification',
  pendingChange: 'Changement en attente vers {email} : confirmez-le depuis cette boîte de réception.',
  waitingForConfirmation: 'En attente de confirmation de',
  verified: 'Vérifiée',
  notVerified: 'Non vérifiée',
  verifiedHint: 'Votre adresse e-mail est confirmée.',
  notVerifiedHint:
    'Ouvrez le lien que nous vous avons envoyé pour confirmer votre adresse. Certaines actions demandent une adresse vérifiée.',
} satisfies Translation<typeof en>;

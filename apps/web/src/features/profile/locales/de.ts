import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  updatePassword: 'Passwort ändern',
  requestChange: 'Änderung anfordern',
  changePassword: 'Passwort ändern',
  otherDevicesAreSignedOut: 'Andere Geräte werden bei einer Änderung abgemeldet.',
  currentPassword: 'Aktuelles Passwort',
  newPassword: 'Neues Passwort',
  atLeast8Characters: 'Mindestens 8 Zeichen.',
  verification: 'Bestätigung',
  currentOrg: 'Aktuelle Organisation',
  role: 'Rolle',
  loginCount: '{count, plural, one {# Anmeldung} other {# Anmeldungen}} insgesamt',
  lastLogin: 'Letzte Anmeldung',
  accountDetails: 'Kontodaten',
  accountDetailsHint: 'So sieht Sie Ihr Team.',
  name: 'Name',
  ctrlEJumpsHere: 'Strg/⌘ + E springt hierher.',
  email: 'E-Mail',
  language: 'Sprache',
  timeZone: 'Zeitzone',
  emailActivityLabel: 'Mich per E-Mail über Aktivitäten in meiner Organisation informieren',
  theme: 'Design',
  changeEmail: 'E-Mail-Adresse ändern',
  changeEmailHint:
    'Wir senden einen Bestätigungslink an die neue Adresse. Ihre bisherige Adresse gilt weiter, bis Sie ihn öffnen, und erhält einen Link, um die Änderung rückgängig zu machen.',
  newEmail: 'Neue E-Mail-Adresse',
  emailVerification: 'E-Mail-Bestätigung',
  resendVerificationEmail: 'Bestätigungs-E-Mail erneut senden',
  pendingChange: 'Ausstehende Änderung zu {email}: Bestätigen Sie sie in diesem Postfach.',
  waitingForConfirmation: 'Warten auf Bestätigung von',
  verified: 'Bestätigt',
  notVerified: 'Nicht bestätigt',
  verifiedHint: 'Ihre E-Mail-Adresse ist bestätigt.',
  notVerifiedHint:
    'Öffnen Sie den Link aus unserer E-Mail, um Ihre Adresse zu bestätigen. Manche Aktionen erfordern eine bestätigte E-Mail-Adresse.',
} satisfies Translation<typeof en>;

import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  updatePassword: 'Aggiorna password',
  requestChange: 'Richiedi la modifica',
  changePassword: 'Cambia password',
  otherDevicesAreSignedOut: 'Quando la cambia, gli altri dispositivi vengono disconnessi.',
  currentPassword: 'Password attuale',
  newPassword: 'Nuova password',
  atLeast8Characters: 'Almeno 8 caratteri.',
  verification: 'Verifica',
  currentOrg: 'Organizzazione attuale',
  role: 'Ruolo',
  loginCount: '{count, plural, one {# accesso} other {# accessi}} in totale',
  lastLogin: 'Ultimo accesso',
  accountDetails: 'Dati dell’account',
  accountDetailsHint: 'Come la vede il suo team.',
  name: 'Nome',
  ctrlEJumpsHere: 'Ctrl/⌘ + E porta qui.',
  email: 'Email',
  language: 'Lingua',
  timeZone: 'Fuso orario',
  emailActivityLabel: 'Inviami email sull’attività della mia organizzazione',
  languageScope: 'Per questa app e le sue email',
  timeZoneScope: 'Per le date e le fatture scadute',
  emailActivityScope:
    'Un’email al giorno alle 08:00 nel suo fuso orario, quando il giorno prima c’è stata attività',
  theme: 'Tema',
  changeEmail: 'Cambia email',
  changeEmailHint:
    'Inviamo un link di conferma al nuovo indirizzo. Finché non lo apre, l’indirizzo attuale resta valido; a quest’ultimo inviamo anche un link per annullare la modifica.',
  newEmail: 'Nuova email',
  emailVerification: 'Verifica dell’email',
  resendVerificationEmail: 'Invia di nuovo l’email di verifica',
  pendingChange: 'Modifica in attesa verso {email}: la confermi da quella casella di posta.',
  waitingForConfirmation: 'In attesa di conferma di',
  verified: 'Verificata',
  notVerified: 'Non verificata',
  verifiedHint: 'Il suo indirizzo email è confermato.',
  notVerifiedHint:
    'Apra il link che le abbiamo inviato per confermare il suo indirizzo. Alcune azioni richiedono un’email verificata.',
} satisfies Translation<typeof en>;

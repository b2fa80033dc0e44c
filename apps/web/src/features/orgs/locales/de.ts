import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  title: 'Organisationen',
  loadFailed: 'Die Organisationen können gerade nicht geladen werden.',
  switchFailed: 'Die Organisation konnte nicht gewechselt werden',
  acceptFailed: 'Die Einladung konnte nicht angenommen werden',
  declineFailed: 'Die Einladung konnte nicht abgelehnt werden',
  createFailed: 'Die Organisation konnte nicht erstellt werden.',
  current: 'Aktuell',
  newOrganization: 'Neue Organisation',
  createAndSwitch: 'Erstellen und wechseln',
  yourOrganizations: 'Ihre Organisationen',
  switch: 'Wechseln',
  expires: 'Läuft ab am',
  invited: 'Eingeladen',
  switchTo: 'Zu {name} wechseln',
  invitedBy: 'Eingeladen von {inviterName}',
  memberCount: '{count, plural, one {# Mitglied} other {# Mitglieder}}',
  projectCount: '{count, plural, one {# Projekt} other {# Projekte}}',
} satisfies Translation<typeof en>;

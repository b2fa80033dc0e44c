import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  title: 'API-Schlüssel',
  intro:
    'Mit Schlüsseln kann andere Software Folio für diese Organisation nutzen: Authorization: Bearer, gefolgt vom Schlüssel. Ein Schlüssel handelt mit seiner Rolle, nie über der aktuellen Rolle der Person, die ihn erstellt hat.',
  loadFailed: 'API-Schlüssel konnten nicht geladen werden.',
  adminsOnly: 'Nur Administratoren können API-Schlüssel sehen und verwalten.',
  listTitle: 'Schlüssel',
  empty: 'Noch keine API-Schlüssel.',
  create: 'API-Schlüssel erstellen',
  createTitle: 'API-Schlüssel erstellen',
  name: 'Name',
  namePlaceholder: 'z. B. Buchhaltungs-Sync',
  role: 'Rolle',
  roleHint: 'Was der Schlüssel darf. Nie mehr als Sie.',
  expiresAt: 'Läuft ab am (optional)',
  expiresAtHint:
    'Der Schlüssel funktioniert ab dem Ende dieses Tages nicht mehr. Leer lassen für einen Schlüssel ohne Ablauf.',
  createFailed: 'API-Schlüssel konnte nicht erstellt werden.',
  secretTitle: 'Ihr neuer API-Schlüssel',
  secretWarning:
    'Kopieren Sie diesen Schlüssel jetzt und bewahren Sie ihn sicher auf: Er wird nicht noch einmal angezeigt.',
  copy: 'Kopieren',
  copied: 'Kopiert',
  done: 'Fertig',
  revoke: 'Widerrufen',
  revokeWhat: '{name} widerrufen',
  revokeConfirm:
    '{name} widerrufen? Software, die ihn verwendet, wird ab ihrer nächsten Anfrage abgewiesen. Dies kann nicht rückgängig gemacht werden.',
  revoked: 'API-Schlüssel widerrufen',
  revokeFailed: 'API-Schlüssel konnte nicht widerrufen werden.',
  created: 'API-Schlüssel erstellt',
  createdBy: 'Erstellt von {name} am {date}',
  lastUsed: 'Zuletzt verwendet {date}',
  neverUsed: 'Nie verwendet',
  expires: 'Läuft ab am {date}',
  expiredOn: 'Abgelaufen am {date}',
  revokedOn: 'Widerrufen am {date}',
  revokedBadge: 'Widerrufen',
  expiredBadge: 'Abgelaufen',
} satisfies Translation<typeof en>;

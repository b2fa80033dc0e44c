import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  title: 'Chiavi API',
  intro:
    'Le chiavi consentono ad altri software di usare Folio per questa organizzazione: Authorization: Bearer seguito dalla chiave. Una chiave agisce con il suo ruolo, mai oltre il ruolo attuale di chi l’ha creata.',
  loadFailed: 'Impossibile caricare le chiavi API.',
  adminsOnly: 'Solo gli amministratori possono vedere e gestire le chiavi API.',
  listTitle: 'Chiavi',
  empty: 'Ancora nessuna chiave API.',
  create: 'Crea chiave API',
  createTitle: 'Crea una chiave API',
  name: 'Nome',
  namePlaceholder: 'ad es. Sincronizzazione contabile',
  role: 'Ruolo',
  roleHint: 'Ciò che la chiave può fare. Mai più di Lei.',
  expiresAt: 'Scade il (facoltativo)',
  expiresAtHint:
    'La chiave smette di funzionare alla fine di questo giorno. Lasci vuoto per una chiave che non scade.',
  createFailed: 'Impossibile creare la chiave API.',
  secretTitle: 'La Sua nuova chiave API',
  secretWarning: 'Copi questa chiave ora e la conservi in un luogo sicuro: non verrà più mostrata.',
  copy: 'Copia',
  copied: 'Copiata',
  done: 'Fatto',
  revoke: 'Revoca',
  revokeWhat: 'Revoca {name}',
  revokeConfirm:
    'Revocare {name}? I software che la usano saranno rifiutati dalla loro prossima richiesta. L’operazione non può essere annullata.',
  revoked: 'Chiave API revocata',
  revokeFailed: 'Impossibile revocare la chiave API.',
  created: 'Chiave API creata',
  createdBy: 'Creata da {name} il {date}',
  lastUsed: 'Ultimo utilizzo: {date}',
  neverUsed: 'Mai usata',
  expires: 'Scade il {date}',
  expiredOn: 'Scaduta il {date}',
  revokedOn: 'Revocata il {date}',
  revokedBadge: 'Revocata',
  expiredBadge: 'Scaduta',
} satisfies Translation<typeof en>;

import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  heading: 'Preventivo {displayNumber}',
  loading: 'Caricamento del preventivo…',
  notFoundTitle: 'Link non valido',
  notFound: 'Questo link del preventivo non è valido. Chiedine uno nuovo al mittente.',
  failedTitle: 'Impossibile caricare il preventivo',
  retry: 'Riprova',
  quoteFor: 'Preventivo per',
  issued: 'Emesso',
  validUntil: 'Valido fino al',
  acceptTitle: 'Accetta questo preventivo',
  acceptIntro:
    'Scrivi il tuo nome completo per firmare. Vengono registrati l’ora, il nome, l’indirizzo e il browser.',
  fullName: 'Nome completo',
  nameRequired: 'Inserisci il tuo nome per accettare il preventivo',
  accept: 'Accetta',
  acceptAndSign: 'Accetta e firma',
  decline: 'Rifiuta',
  declineTitle: 'Rifiutare questo preventivo?',
  declineIntro: 'Puoi indicare il motivo al mittente (facoltativo).',
  reason: 'Motivo',
  confirmDecline: 'Rifiuta il preventivo',
  back: 'Indietro',
  acceptedTitle: 'Preventivo accettato',
  acceptedBy: 'Accettato da {name} il {date}.',
  declinedTitle: 'Preventivo rifiutato',
  declinedOn: 'Rifiutato il {date}.',
  expiredTitle: 'Preventivo scaduto',
  expired: 'Questo preventivo era valido fino al {date}. Chiedine uno nuovo al mittente.',
  answerFailed: 'Impossibile registrare la tua risposta. Riprova.',
} satisfies Translation<typeof en>;

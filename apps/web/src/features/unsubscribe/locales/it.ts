import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  title: 'Email di attività',
  pending: 'Disattivazione del riepilogo giornaliero dell’attività…',
  failedTitle: 'Impossibile annullare l’iscrizione',
  backToFolio: 'Vai a Folio',
} satisfies Translation<typeof en>;

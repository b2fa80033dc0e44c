import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  title: 'E-mail d’activité',
  pending: 'Désactivation du résumé quotidien d’activité…',
  failedTitle: 'Désabonnement impossible',
  backToFolio: 'Aller sur Folio',
} satisfies Translation<typeof en>;

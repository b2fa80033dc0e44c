import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  title: 'Aktivitäts-E-Mail',
  pending: 'Die tägliche Aktivitäts-E-Mail wird abbestellt…',
  failedTitle: 'Abbestellen nicht möglich',
  backToFolio: 'Zu Folio',
} satisfies Translation<typeof en>;

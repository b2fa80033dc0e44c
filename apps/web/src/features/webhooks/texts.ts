import { defineTexts } from '../../lib/i18n';
import en from './locales/en';

/** The webhooks screen's texts (namespace `webhooks`); the server's refusals are WEBHOOK_MSG. */
export const WEBHOOK_TEXTS = defineTexts('webhooks', en, (t) => ({
  editWhat: (url: string) => t('editWhat', { url }),
  sendTestTo: (url: string) => t('sendTestTo', { url }),
  rotateOf: (url: string) => t('rotateOf', { url }),
  rotateConfirm: (url: string) => t('rotateConfirm', { url }),
  deleteWhat: (url: string) => t('deleteWhat', { url }),
  deleteConfirm: (url: string) => t('deleteConfirm', { url }),
  deliveriesOf: (url: string) => t('deliveriesOf', { url }),
  eventCount: (count: number) => t('eventCount', { count }),
  attempts: (count: number) => t('attempts', { count }),
  nextAttempt: (date: string) => t('nextAttempt', { date }),
  attempt: (date: string, result: string, ms: string) => t('attempt', { date, result, ms }),
}));

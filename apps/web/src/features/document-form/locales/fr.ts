import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  discount: 'Remise',
} satisfies Translation<typeof en>;

import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  discount: 'Rabatt',
} satisfies Translation<typeof en>;

import { defineTexts } from '../../lib/i18n';
import en from './locales/en';

/** The organizations screen's texts (namespace `orgs`); the server's own messages are ORG_MSG. */
export const ORG_TEXTS = defineTexts('orgs', en, (t) => ({
  switchTo: (name: string) => t('switchTo', { name }),
  invitedBy: (inviterName: string) => t('invitedBy', { inviterName }),
  memberCount: (count: number) => t('memberCount', { count }),
  projectCount: (count: number) => t('projectCount', { count }),
}));

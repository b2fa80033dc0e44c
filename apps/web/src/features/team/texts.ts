import { defineTexts } from '../../lib/i18n';
import en from './locales/en';

/**
 * The Team screen's own texts (namespace `team`); role names, Cancel and Refresh are the shell's
 * (`TEXTS`), and the rule and success texts the server also uses are ORG_MSG.
 */
export const TEAM_TEXTS = defineTexts('team', en, (t) => ({
  inviteLinkHint: (days: number) => t('inviteLinkHint', { days }),
  joined: (date: string) => t('joined', { date }),
  confirmRemoveMember: (name: string, orgName: string) => t('confirmRemoveMember', { name, orgName }),
  roleOf: (name: string) => t('roleOf', { name }),
  yourRole: (role: string) => t('yourRole', { role }),
  removeMember: (name: string) => t('removeMember', { name }),
  confirmRevokeInvite: (email: string) => t('confirmRevokeInvite', { email }),
  invitedBy: (inviterName: string) => t('invitedBy', { inviterName }),
  resendInviteTo: (email: string) => t('resendInviteTo', { email }),
  revokeInviteTo: (email: string) => t('revokeInviteTo', { email }),
}));

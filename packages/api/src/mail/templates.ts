import { TOKEN_TTL } from '@folio/contracts';
import type { MailMessage } from './mailer';

const signature = '\n\n— Folio';

/**
 * Mails to an address that has not proved it is someone's (sign-up, a new address, a reset asked
 * for by anyone) carry no text a user typed: nobody can use Folio to put their own words in a
 * stranger's inbox. They greet without a name for that reason.
 */
const greeting = 'Hello,';

function resetPassword(to: string, link: string): MailMessage;
/** @deprecated The name is not put in the mail any more: call `resetPassword(to, link)`. */
function resetPassword(to: string, name: string, link: string): MailMessage;
function resetPassword(to: string, nameOrLink: string, maybeLink?: string): MailMessage {
  const link = maybeLink ?? nameOrLink;
  return {
    to,
    subject: 'Reset your password',
    text: `${greeting}\n\nSomeone asked to reset the password of the Folio account of this address. Open this link to choose a new one:\n\n${link}\n\nThe link expires in ${TOKEN_TTL.resetPasswordHours} hour. If you did not ask for this, ignore this email.${signature}`,
  };
}

export const mailTemplates = {
  verifyEmail: (to: string, link: string): MailMessage => ({
    to,
    subject: 'Verify your email address',
    text: `${greeting}\n\nConfirm your email address for Folio by opening this link:\n\n${link}\n\nThe link expires in ${TOKEN_TTL.verifyEmailHours} hours. If you did not sign up for Folio, ignore this email: the account stays unconfirmed.${signature}`,
  }),
  resetPassword,
  confirmEmailChange: (to: string, link: string): MailMessage => ({
    to,
    subject: 'Confirm your new email address',
    text: `${greeting}\n\nConfirm that ${to} is the new email address of a Folio account:\n\n${link}\n\nThe link expires in ${TOKEN_TTL.changeEmailHours} hours. If you did not ask for this, ignore this email.${signature}`,
  }),
  /**
   * To the previous address once a change is confirmed: whoever changed it may not be its owner.
   * The new address is not named (it was typed by whoever made the change).
   */
  emailChanged: (to: string, undoLink: string): MailMessage => ({
    to,
    subject: 'Your Folio email address was changed',
    text: `${greeting}\n\nThe Folio account of ${to} now uses another email address, and every session was signed out.\n\nIf you did not do this, open this link to restore ${to}, then reset your password:\n\n${undoLink}\n\nThe link works for ${TOKEN_TTL.undoEmailChangeDays} days.${signature}`,
  }),
  /**
   * An invitation to an address without an account. The inviter has a verified address, and the
   * organization's and inviter's names are what the invitation is about.
   */
  invite: (to: string, orgName: string, inviterName: string, link: string): MailMessage => ({
    to,
    subject: `You are invited to join ${orgName} on Folio`,
    text: `${greeting}\n\n${inviterName} invited you to join ${orgName} on Folio. Accept the invitation and create your account here:\n\n${link}\n\nThe invitation expires in ${TOKEN_TTL.inviteDays} days.${signature}`,
  }),
  /** An invitation to an existing account: it joins only if its owner accepts, signed in. */
  inviteExisting: (to: string, orgName: string, inviterName: string, orgsLink: string): MailMessage => ({
    to,
    subject: `You are invited to join ${orgName} on Folio`,
    text: `${greeting}\n\n${inviterName} invited you to join ${orgName} on Folio. Sign in with this address and accept or decline the invitation on the Organizations page:\n\n${orgsLink}\n\nThe invitation expires in ${TOKEN_TTL.inviteDays} days.${signature}`,
  }),
};

import { type Locale, type MessageKey, TOKEN_TTL, translate } from '@folio/contracts';
import type { MailMessage } from './mailer';

/**
 * Mails to an address that has not proved it is someone's (sign-up, a new address, a reset asked
 * for by anyone) carry no text a user typed: nobody can use Folio to put their own words in a
 * stranger's inbox. They greet without a name for that reason.
 *
 * Every mail is written in its recipient's language (MAIL_MSG in @folio/contracts and its
 * translations): the greeting, the body, then the signature, separated by blank lines.
 */
function mail(
  to: string,
  locale: Locale,
  subject: MessageKey,
  body: MessageKey,
  values: Record<string, unknown>,
): MailMessage {
  const text = [
    translate(locale, 'MAIL_MSG.greeting'),
    translate(locale, body, values),
    translate(locale, 'MAIL_MSG.signature'),
  ].join('\n\n');
  return { to, subject: translate(locale, subject, values), text };
}

export const mailTemplates = {
  verifyEmail: (to: string, link: string, locale: Locale = 'en'): MailMessage =>
    mail(to, locale, 'MAIL_MSG.verifySubject', 'MAIL_MSG.verifyBody', {
      link,
      hours: TOKEN_TTL.verifyEmailHours,
    }),
  resetPassword: (to: string, link: string, locale: Locale = 'en'): MailMessage =>
    mail(to, locale, 'MAIL_MSG.resetSubject', 'MAIL_MSG.resetBody', {
      link,
      hours: TOKEN_TTL.resetPasswordHours,
    }),
  confirmEmailChange: (to: string, link: string, locale: Locale = 'en'): MailMessage =>
    mail(to, locale, 'MAIL_MSG.confirmChangeSubject', 'MAIL_MSG.confirmChangeBody', {
      email: to,
      link,
      hours: TOKEN_TTL.changeEmailHours,
    }),
  /**
   * To the previous address once a change is confirmed: whoever changed it may not be its owner.
   * The new address is not named (it was typed by whoever made the change).
   */
  emailChanged: (to: string, undoLink: string, locale: Locale = 'en'): MailMessage =>
    mail(to, locale, 'MAIL_MSG.emailChangedSubject', 'MAIL_MSG.emailChangedBody', {
      email: to,
      link: undoLink,
      days: TOKEN_TTL.undoEmailChangeDays,
    }),
  /**
   * An invitation to an address without an account. The inviter has a verified address, and the
   * organization's and inviter's names are what the invitation is about.
   */
  invite: (
    to: string,
    orgName: string,
    inviterName: string,
    link: string,
    locale: Locale = 'en',
  ): MailMessage =>
    mail(to, locale, 'MAIL_MSG.inviteSubject', 'MAIL_MSG.inviteBody', {
      org: orgName,
      inviter: inviterName,
      link,
      days: TOKEN_TTL.inviteDays,
    }),
  /** An invitation to an existing account: it joins only if its owner accepts, signed in. */
  inviteExisting: (
    to: string,
    orgName: string,
    inviterName: string,
    orgsLink: string,
    locale: Locale = 'en',
  ): MailMessage =>
    mail(to, locale, 'MAIL_MSG.inviteSubject', 'MAIL_MSG.inviteExistingBody', {
      org: orgName,
      inviter: inviterName,
      link: orgsLink,
      days: TOKEN_TTL.inviteDays,
    }),
};

import type { MailMessage } from './mailer';

const signature = '\n\n— Folio';

export const mailTemplates = {
  verifyEmail: (to: string, name: string, link: string): MailMessage => ({
    to,
    subject: 'Verify your email address',
    text: `Hi ${name},\n\nConfirm your email address for Folio by opening this link:\n\n${link}\n\nThe link expires in 48 hours.${signature}`,
  }),
  resetPassword: (to: string, name: string, link: string): MailMessage => ({
    to,
    subject: 'Reset your password',
    text: `Hi ${name},\n\nSomeone asked to reset the password of your Folio account. Open this link to choose a new one:\n\n${link}\n\nThe link expires in 1 hour. If you did not ask for this, ignore this email.${signature}`,
  }),
  confirmEmailChange: (to: string, name: string, link: string): MailMessage => ({
    to,
    subject: 'Confirm your new email address',
    text: `Hi ${name},\n\nConfirm that ${to} is your new email address for Folio:\n\n${link}\n\nThe link expires in 24 hours.${signature}`,
  }),
  invite: (to: string, name: string, orgName: string, inviterName: string, link: string): MailMessage => ({
    to,
    subject: `You are invited to join ${orgName} on Folio`,
    text: `Hi ${name},\n\n${inviterName} invited you to join ${orgName} on Folio. Accept the invitation and create your account here:\n\n${link}\n\nThe invitation expires in 7 days.${signature}`,
  }),
};

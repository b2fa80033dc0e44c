import { MSG } from '@folio/contracts';
import { errors } from '../core/errors';
import type { ApiDeps } from '../deps';
import type { MailMessage } from './mailer';

/**
 * Hands an account mail to the mail queue after the change is committed (mail/mail-queue.ts): in
 * the server that writes a job, and a worker sends it, retrying while the mail server is away. A
 * failure to hand it over is logged; with `failLoudly` (the user asked for exactly this email) it
 * answers 503 "Unable to send email right now.".
 */
export async function sendMailSafely(
  ctx: { deps: Pick<ApiDeps, 'mail' | 'log'> },
  message: MailMessage,
  options: { failLoudly?: boolean } = {},
) {
  try {
    await ctx.deps.mail.send(message);
  } catch (error) {
    ctx.deps.log.error({ err: error, subject: message.subject }, 'sending mail failed');
    if (options.failLoudly) throw errors.unavailable(MSG.unableToSendEmail);
  }
}

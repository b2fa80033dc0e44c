import { MSG } from '@folio/contracts';
import { errors } from '../core/errors';
import type { ApiDeps } from '../deps';
import type { MailMessage } from './mailer';

/**
 * Sends after the change is committed. A failure is logged; with `failLoudly` (the user asked
 * for exactly this email) it answers 503 "Unable to send email right now.".
 */
export async function sendMailSafely(
  ctx: { deps: Pick<ApiDeps, 'mailer' | 'log'> },
  message: MailMessage,
  options: { failLoudly?: boolean } = {},
) {
  try {
    await ctx.deps.mailer.send(message);
  } catch (error) {
    ctx.deps.log.error({ err: error, subject: message.subject }, 'sending mail failed');
    if (options.failLoudly) throw errors.unavailable(MSG.unableToSendEmail);
  }
}

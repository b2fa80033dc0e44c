import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../core/logger';

type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type MailMessage = {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** A Message-ID of our own ("<…@…>"): every attempt of one delivery sends the same one. */
  messageId?: string;
  attachments?: MailAttachment[];
};
/**
 * The Message-ID of the message the mail server (or the outbox) accepted, and the recipients it
 * refused while accepting the others.
 */
export type MailReceipt = { messageId: string; rejected: string[] };
export type Mailer = { send(message: MailMessage): Promise<MailReceipt> };

/**
 * How long an SMTP exchange may take. nodemailer's own defaults wait up to 10 minutes on a silent
 * socket; a job must end well within its queue's expiry (jobs/job-queue.ts) so that it is retried
 * rather than left hanging.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

const recipientsOf = (message: MailMessage) =>
  Array.isArray(message.to) ? message.to.join(', ') : message.to;

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise every message is rendered by
 * nodemailer's stream transport and written as an .eml file to `<dataDir>/mail/`,
 * so that nothing is lost in development and tests can read the outbox. The log names the file,
 * never the link inside it. Either way the caller is the job queue's worker (mail/mail-queue.ts).
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  log: Pick<Logger, 'info'>;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(message) {
        const info = await transport.sendMail({ from: options.from, ...message });
        return { messageId: info.messageId, rejected: (info.rejected ?? []).map(String) };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  // Instances sharing one DATA_DIR must not pick the same file name in the same millisecond.
  const instance = randomBytes(3).toString('hex');
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      sequence += 1;
      const safeTo = recipientsOf(message)
        .replace(/[^a-z0-9@._-]/gi, '_')
        .slice(0, 120);
      const file = path.join(
        options.outboxDir,
        `${Date.now()}-${String(sequence).padStart(4, '0')}-${instance}-${safeTo}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // Never the link: it carries a token, and logs travel further than the outbox does.
      options.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
      return { messageId: info.messageId, rejected: [] };
    },
  };
}

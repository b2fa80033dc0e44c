import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(message: MailMessage): Promise<void> };
type Logger = { info(obj: object, msg?: string): void };

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise every message is rendered by
 * nodemailer's stream transport and written as an .eml file to `<dataDir>/mail/`,
 * so that nothing is lost in development and tests can read the outbox. The log names the file,
 * never the link inside it.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  log: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
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
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(
        options.outboxDir,
        `${Date.now()}-${String(sequence).padStart(4, '0')}-${instance}-${safeTo}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // Never the link: it carries a token, and logs travel further than the outbox does.
      options.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}

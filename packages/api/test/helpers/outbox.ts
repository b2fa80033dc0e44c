import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eventually } from './eventually';

export type OutboxMail = { file: string; to: string; subject: string; text: string; link: string | null };

function decodeQuotedPrintable(body: string) {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Reads the .eml files the mailer writes to $DATA_DIR/mail when SMTP_URL is unset. */
export class Outbox {
  constructor(readonly dir: string) {}

  all(): OutboxMail[] {
    let files: string[] = [];
    try {
      files = readdirSync(this.dir)
        .filter((f) => f.endsWith('.eml'))
        .sort();
    } catch {
      return [];
    }
    return files.map((file) => {
      const raw = readFileSync(path.join(this.dir, file), 'utf8');
      const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
      const headers = head.replace(/\r?\n\s+/g, ' ');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
      let text = rest.join('\n\n');
      if (/quoted-printable/i.test(header('Content-Transfer-Encoding'))) text = decodeQuotedPrintable(text);
      if (/base64/i.test(header('Content-Transfer-Encoding')))
        text = Buffer.from(text, 'base64').toString('utf8');
      return {
        file,
        to: header('To'),
        subject: header('Subject'),
        text,
        link: /https?:\/\/\S+/.exec(text)?.[0] ?? null,
      };
    });
  }

  to(email: string): OutboxMail[] {
    return this.all().filter((mail) => mail.to.toLowerCase().includes(email.toLowerCase()));
  }

  /** The newest mail to `email`, failing the test when there is none. */
  latest(email: string, subjectIncludes?: string): OutboxMail {
    const mails = this.to(email).filter((m) => !subjectIncludes || m.subject.includes(subjectIncludes));
    const mail = mails.at(-1);
    if (!mail) throw new Error(`no mail to ${email}${subjectIncludes ? ` about "${subjectIncludes}"` : ''}`);
    return mail;
  }

  /**
   * The newest mail to `email`, waiting for it: with the job queue, a mail is written a moment
   * after the request that queued it.
   */
  async waitFor(email: string, subjectIncludes?: string, timeoutMs = 15_000): Promise<OutboxMail> {
    const found = () =>
      this.to(email)
        .filter((m) => !subjectIncludes || m.subject.includes(subjectIncludes))
        .at(-1);
    // Fails as `latest` does, naming the mail, once the wait is over.
    return eventually(found, timeoutMs).catch(() => this.latest(email, subjectIncludes));
  }

  /** The token of the newest mail's link, waiting for the mail as `waitFor` does. */
  async waitForToken(email: string, subjectIncludes?: string): Promise<string> {
    await this.waitFor(email, subjectIncludes);
    return this.token(email, subjectIncludes);
  }

  /** The token query parameter of the newest mail's link. */
  token(email: string, subjectIncludes?: string): string {
    const link = this.latest(email, subjectIncludes).link;
    const token = link ? new URL(link).searchParams.get('token') : null;
    if (!token) throw new Error(`no token link in mail to ${email}`);
    return token;
  }
}

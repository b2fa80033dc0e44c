import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** A message the sink accepted: the SMTP envelope and the parsed message. */
export type ReceivedMail = { envelopeTo: string[]; mail: ParsedMail };
/** An SMTP reply refusing something: `451 …` is temporary, `550 …` permanent. */
export type Refusal = { code: number; message: string };

const refusal = ({ code, message }: Refusal) => Object.assign(new Error(message), { responseCode: code });

/**
 * A real SMTP server on 127.0.0.1 (nodemailer's smtp-server): it accepts every message, parses it
 * and keeps it, unless told to refuse. It can be stopped and started again on the same port, as a
 * mail server going away and coming back.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  /** Refusals for the next messages, one per message, answered after their data. */
  private readonly refusals: Refusal[] = [];
  /** Recipients refused at RCPT TO, and with what. */
  private readonly refusedRecipients = new Map<string, Refusal>();
  private server: SMTPServer | null = null;
  port = 0;

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The next `count` messages are refused with `reply`. */
  refuseNext(count: number, reply: Refusal) {
    for (let i = 0; i < count; i += 1) this.refusals.push(reply);
  }

  /** Every message to `address` is refused at RCPT TO with `reply` until `acceptRecipient`. */
  refuseRecipient(address: string, reply: Refusal) {
    this.refusedRecipients.set(address.toLowerCase(), reply);
  }

  acceptRecipient(address: string) {
    this.refusedRecipients.delete(address.toLowerCase());
  }

  /** Messages that arrived for `address`. */
  to(address: string) {
    return this.received.filter((m) => m.envelopeTo.includes(address.toLowerCase()));
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 100,
      onRcptTo: (address, _session, callback) => {
        const refused = this.refusedRecipients.get(address.address.toLowerCase());
        callback(refused ? refusal(refused) : undefined);
      },
      onData: (stream, session: SMTPServerSession, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const refused = this.refusals.shift();
          if (refused) return callback(refusal(refused));
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          simpleParser(Buffer.concat(chunks))
            .then((mail) => {
              this.received.push({ envelopeTo, mail });
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    server.on('error', () => {});
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Closes the port: connections are refused until `start()` again. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/**
 * The mail server of the browser tests: a real SMTP server on 127.0.0.1 (nodemailer's smtp-server)
 * that the Folio server sends to (SMTP_URL), so mails take the same path as in production. Every
 * accepted message is written, byte for byte as received, to $FOLIO_E2E_DATA_DIR/mail/, the folder
 * the tests' waitForMail reads: "<time>-<sequence>-<first recipient>.eml".
 *
 * An address whose local part starts with "bounce-once" is refused at RCPT TO (550, permanent) the
 * first time it is seen and accepted afterwards, so a failed delivery can be retried successfully.
 *
 * Plain JavaScript run by `node` (playwright.config.ts starts it), so it needs no build step.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.E2E_SMTP_PORT ?? 2525);
const dataDir = process.env.FOLIO_E2E_DATA_DIR;
if (!dataDir) throw new Error('FOLIO_E2E_DATA_DIR is not set: the sink would not know where to write');
const mailDir = join(dataDir, 'mail');
mkdirSync(mailDir, { recursive: true });

/** Addresses refused once already (lower case): the next message to them is accepted. */
const bouncedOnce = new Set();
let sequence = 0;

const refusal = (code, message) => Object.assign(new Error(message), { responseCode: code });

/** The part of an address file names may hold, as waitForMail looks for it. */
const safeName = (address) => address.replace(/[^a-z0-9@._-]/gi, '_').slice(0, 120);

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  // Account mails and invoice PDFs are small; anything larger is a bug worth a refusal.
  size: 10 * 1024 * 1024,
  onRcptTo(address, _session, callback) {
    const key = address.address.toLowerCase();
    if (key.startsWith('bounce-once') && !bouncedOnce.has(key)) {
      bouncedOnce.add(key);
      return callback(refusal(550, '5.1.1 Mailbox unavailable'));
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      if (stream.sizeExceeded) return callback(refusal(552, 'Message exceeds the size limit'));
      sequence += 1;
      const first = session.envelope.rcptTo[0]?.address ?? 'unknown';
      const name = `${Date.now()}-${String(sequence).padStart(4, '0')}-${safeName(first)}.eml`;
      // Written under another name first: a reader polling the folder never sees half a message.
      const partial = join(mailDir, `.${name}.part`);
      try {
        writeFileSync(partial, Buffer.concat(chunks));
        renameSync(partial, join(mailDir, name));
      } catch (error) {
        return callback(refusal(451, `Could not store the message (${error.message})`));
      }
      callback();
    });
  },
});

let listening = false;
server.on('error', (error) => {
  console.error('smtp sink:', error.message);
  // Not listening (the port is taken): the tests would wait for mail that never comes.
  if (!listening) process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  listening = true;
  console.log(`smtp sink listening on 127.0.0.1:${port}`);
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

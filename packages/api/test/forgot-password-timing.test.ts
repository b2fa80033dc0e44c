import { MSG } from '@folio/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../src/mail/mailer';
import { createTestApp } from './helpers/app';
import { restClient, signUp, uniqueEmail } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();

/**
 * Timing cannot be asserted without flaky tests; what makes the timing equal can: the answer is
 * written before the account is looked up, so nothing about the account can show in it.
 */
describe('POST /api/auth/forgot-password answers before it looks the address up', () => {
  it('answers a known and an unknown address identically; the known one’s mail follows the answer', async () => {
    const account = await signUp(rest, t.outbox);
    const unknown = uniqueEmail('nobody');
    const known = await rest.post('/auth/forgot-password', { email: account.email });
    const none = await rest.post('/auth/forgot-password', { email: unknown });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ msg: MSG.forgotPasswordSent });
    expect(none.status).toBe(known.status);
    expect(none.body).toEqual(known.body);
    for (const header of ['content-type', 'content-length', 'cache-control', 'set-cookie']) {
      expect(none.headers[header], header).toEqual(known.headers[header]);
    }

    await t.settled();
    expect(t.outbox.to(account.email).filter((mail) => mail.subject.includes('Reset'))).toHaveLength(1);
    expect(t.outbox.to(unknown)).toHaveLength(0);
  });

  it('does not wait for the mail: the answer comes back while the mail cannot be sent', async () => {
    const sending: MailMessage[] = [];
    let release = () => {};
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A mail server that does not answer until the test lets it.
    const second = await createTestApp({
      sharedDatabase: t,
      mailer: {
        send: (message) => {
          sending.push(message);
          return stuck.then(() => ({ messageId: '<stuck@folio.test>', rejected: [] }));
        },
      },
    });
    try {
      const account = await signUp(rest, t.outbox);
      const res = await restClient(second.app).post('/auth/forgot-password', { email: account.email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ msg: MSG.forgotPasswordSent });
      // The account was found and the mail started after the answer, and is still not sent.
      await vi.waitFor(() => expect(sending.map((message) => message.to)).toEqual([account.email]));
    } finally {
      release();
      await second.settled();
      await second.close();
    }
  });

  it('logs a mail that fails after the answer, and still answers the same', async () => {
    const errors: { obj: object; msg?: string | undefined }[] = [];
    const second = await createTestApp({
      sharedDatabase: t,
      mailer: { send: async () => Promise.reject(new Error('SMTP down')) },
      log: { info() {}, warn() {}, error: (obj, msg) => void errors.push({ obj, msg }) },
    });
    try {
      const account = await signUp(rest, t.outbox);
      const res = await restClient(second.app).post('/auth/forgot-password', { email: account.email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ msg: MSG.forgotPasswordSent });
      await second.settled();
      expect(errors.map((entry) => entry.msg)).toContain('sending mail failed');
    } finally {
      await second.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { type Account, signUp, uniqueEmail } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();

/** A subject as the reader's mail program shows it (RFC 2047 encoded words decoded). */
function decoded(subject: string) {
  return subject
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_all, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

async function latestMail(email: string) {
  await t.settled();
  const mail = t.outbox.to(email).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  // The outbox decodes quoted-printable bodies byte by byte: read those bytes as the UTF-8 they are.
  const text = [...mail.text].every((char) => char.charCodeAt(0) < 256)
    ? Buffer.from(mail.text, 'latin1').toString('utf8')
    : mail.text;
  return { ...mail, subject: decoded(mail.subject), text };
}

async function speaking(locale: string, account?: Account): Promise<Account> {
  const who = account ?? (await signUp(rest, t.outbox));
  expect((await rest.patch('/users/me/preferences', { locale }, { token: who.token })).status).toBe(200);
  return who;
}

describe('account emails in the recipient’s language', () => {
  it('a password reset is in the account’s language', async () => {
    const account = await speaking('fr');
    await rest.post(
      '/auth/forgot-password',
      { email: account.email },
      { headers: { 'accept-language': 'de' } },
    );
    const mail = await latestMail(account.email);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe');
    expect(mail.text).toMatch(/^Bonjour,\n\nQuelqu’un a demandé/);
    expect(mail.text).toContain('Le lien expire dans 1 heure.');
  });

  it('the sign-up verification is in the language the sign-up was made in', async () => {
    const email = uniqueEmail('de');
    const res = await rest.post(
      '/auth/register',
      { name: 'Jana', email, password: 'Str0ng-Passw0rd', orgName: 'Studio Jana' },
      { headers: { 'accept-language': 'de-AT,de;q=0.9' } },
    );
    expect(res.status).toBe(200);
    const mail = await latestMail(email);
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.text).toContain('Der Link läuft in 48 Stunden ab.');
    // The account keeps that language: its later emails and answers are German too.
    const me = await rest.get('/users/me', { token: res.body.token });
    expect(me.body.user.preferences.locale).toBe('de');
  });

  it('an email change is confirmed in the account’s language', async () => {
    const account = await speaking('es');
    const newEmail = uniqueEmail('nueva');
    const res = await rest.post(
      '/auth/request-email-change',
      { newEmail, currentPassword: account.password },
      { token: account.token },
    );
    expect(res.status).toBe(200);
    expect((await latestMail(newEmail)).subject).toBe('Confirme su nuevo correo electrónico');
  });

  it('an invitation is in the invited account’s language, else the inviter’s', async () => {
    const inviter = await speaking('it', await signUp(rest, t.outbox, { orgName: 'Studio Rossi' }));
    const stranger = uniqueEmail('guest');
    const invited = await rest.post(
      '/org/invite',
      { email: stranger, name: 'Guest', role: 'member' },
      { token: inviter.token },
    );
    expect(invited.status).toBe(200);
    const mail = await latestMail(stranger);
    expect(mail.subject).toBe('Ha ricevuto un invito a unirsi a Studio Rossi su Folio');
    expect(mail.text).toContain('L’invito scade tra 7 giorni.');

    // The free plan has one seat left per organization: another inviter, who speaks German.
    const other = await speaking('de', await signUp(rest, t.outbox, { orgName: 'Studio Rossi' }));
    const french = await speaking('fr');
    expect(
      (
        await rest.post(
          '/org/invite',
          { email: french.email, name: 'Jean', role: 'member' },
          { token: other.token },
        )
      ).status,
    ).toBe(200);
    expect((await latestMail(french.email)).subject).toBe(
      'Vous êtes invité à rejoindre Studio Rossi sur Folio',
    );
  });

  it('an English account gets the English mails, word for word', async () => {
    const account = await signUp(rest, t.outbox);
    await rest.post('/auth/forgot-password', { email: account.email });
    const mail = await latestMail(account.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain(
      'Someone asked to reset the password of the Folio account of this address. Open this link to choose a new one:',
    );
    expect(mail.text).toContain(
      'The link expires in 1 hour. If you did not ask for this, ignore this email.\n\n— Folio',
    );
  });
});

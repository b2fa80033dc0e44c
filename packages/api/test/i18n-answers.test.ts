import { randomUUID } from 'node:crypto';
import { MSG, translateMessage, WORKSPACE_MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { setRole, userRow } from './helpers/fixtures';
import { type Account, signUp } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();

/** A verified account whose profile chose `locale`. */
async function speaker(locale: string): Promise<Account> {
  const account = await signUp(rest, t.outbox);
  const saved = await rest.patch('/users/me/preferences', { locale }, { token: account.token });
  expect(saved.status).toBe(200);
  return account;
}

describe('answers in the signed-in user’s language', () => {
  it('a French user gets French field messages, refusals and success texts, with the same codes', async () => {
    const account = await speaker('fr');
    const A = { token: account.token };

    const invalid = await rest.post('/clients', { name: '   ', email: 'nope' }, A);
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', msg: 'Le nom est obligatoire' },
        { field: 'email', msg: 'Saisissez une adresse e-mail valide' },
      ]),
    );
    expect(invalid.body.msg).toBe(invalid.body.errors[0].msg);

    const missing = await rest.get(`/invoices/${randomUUID()}`, A);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ msg: 'Facture introuvable' });

    expect((await rest.post('/org/tax-rates', { name: 'TVA', percent: 20 }, A)).status).toBe(200);
    const taken = await rest.post('/org/tax-rates', { name: 'TVA', percent: 20 }, A);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ msg: 'Un taux de taxe porte déjà ce nom' });

    const client = await rest.post('/clients', { name: 'Atelier Dupont' }, A);
    expect(client.status).toBe(200);
    const deleted = await rest.delete(`/clients/${client.body._id}`, A);
    expect(deleted.status).toBe(200);
    expect(deleted.body.msg).toBe('Client supprimé');

    // The user's language wins over the header.
    const header = await rest.get(`/invoices/${randomUUID()}`, {
      ...A,
      headers: { 'accept-language': 'de' },
    });
    expect(header.body).toEqual({ msg: 'Facture introuvable' });
  });

  it('a 403 keeps its code and reads in the user’s language', async () => {
    const account = await speaker('fr');
    const user = await userRow(t, account.email);
    await setRole(t, user.currentOrgId!, user.id, 'viewer');
    const refused = await rest.post('/org/tax-rates', { name: 'TVA', percent: 20 }, { token: account.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      msg: 'Vous n’avez pas l’autorisation d’effectuer cette action.',
      code: 'INSUFFICIENT_ROLE',
    });
  });

  it('tRPC errors carry the translated message and field errors', async () => {
    const account = await speaker('es');
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/clients.create',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
      payload: JSON.stringify({ name: '' }),
    });
    expect(res.statusCode).toBe(422);
    const { error } = res.json();
    expect(error.message).toBe('El nombre es obligatorio');
    expect(error.data.errors).toEqual([{ field: 'name', msg: 'El nombre es obligatorio' }]);

    const missing = await t.app.inject({
      method: 'GET',
      url: `/trpc/invoices.get?input=${encodeURIComponent(JSON.stringify({ id: randomUUID() }))}`,
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Factura no encontrada');
  });

  it('an English user gets the English texts, byte for byte', async () => {
    const account = await signUp(rest, t.outbox);
    const missing = await rest.get(`/invoices/${randomUUID()}`, {
      token: account.token,
      headers: { 'accept-language': 'it' },
    });
    expect(missing.body).toEqual({ msg: WORKSPACE_MSG.invoiceNotFound });
  });
});

describe('answers to callers without a session', () => {
  const login = (headers?: Record<string, string>) =>
    rest.post('/auth/login', { email: 'nobody@example.com', password: 'Wrong-Passw0rd' }, { headers });

  it('follow Accept-Language', async () => {
    const de = await login({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(de.status).toBe(401);
    expect(de.body).toEqual({ msg: 'E-Mail-Adresse oder Passwort ist falsch' });

    const invalid = await rest.post('/auth/login', { email: 'x' }, { headers: { 'accept-language': 'it' } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toContainEqual({ field: 'email', msg: 'Inserisca un’email valida' });
  });

  it('are in English without the header, or for a language the product does not speak', async () => {
    expect((await login()).body).toEqual({ msg: MSG.invalidCredentials });
    expect((await login({ 'accept-language': 'ja-JP, zh;q=0.8' })).body).toEqual({
      msg: MSG.invalidCredentials,
    });
  });

  it('the facade’s own refusals (malformed JSON, unknown path, a body that is not JSON) follow the header too', async () => {
    const fr = { 'accept-language': 'fr' };
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', ...fr },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(JSON.parse(malformed.body)).toEqual({ msg: translateMessage(MSG.malformedJson, 'fr') });
    expect(translateMessage(MSG.malformedJson, 'fr')).not.toBe(MSG.malformedJson);
    const unknown = await rest.get('/no-such-endpoint', { headers: { 'accept-language': 'de' } });
    expect(unknown).toMatchObject({ status: 404, body: { msg: translateMessage(MSG.notFound, 'de') } });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain', 'accept-language': 'es' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(JSON.parse(text.body)).toEqual({ msg: translateMessage(MSG.unsupportedMediaType, 'es') });
  });

  it('a token that no longer works answers in the header’s language', async () => {
    const res = await rest.get('/auth/me', { token: 'not-a-token', headers: { 'accept-language': 'fr' } });
    expect(res.status).toBe(401);
    expect(res.body.msg).toMatch(/^Jeton invalide/);
  });
});

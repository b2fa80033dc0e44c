import { WORKSPACE_MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { expectAnswer, validationBody } from './helpers/answers';
import { recordActivity } from './helpers/fixtures';
import { createClient, useTeam } from './helpers/org';
import { as } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();
const team = useTeam(t, rest, { plan: 'pro' });

describe("a client's document language", () => {
  it("is the organization's (null) unless one of the languages is chosen", async () => {
    expect((await createClient(rest, team.admin, { name: 'Default' })).locale).toBeNull();
    expect((await createClient(rest, team.admin, { name: 'Explicit null', locale: null })).locale).toBeNull();
    const client = await createClient(rest, team.admin, { name: 'Fournisseur', locale: 'fr' });
    expect(client.locale).toBe('fr');
    expect((await rest.get(`/clients/${client._id}`, as(team.viewer))).body.locale).toBe('fr');
  });

  it('refuses anything but one of the languages with 422 on locale, and nothing changes', async () => {
    const refused = validationBody(['locale', WORKSPACE_MSG.clientLocaleInvalid]);
    for (const locale of ['pt', 'FR', '', 3]) {
      expectAnswer(await rest.post('/clients', { name: 'Bad', locale }, as(team.admin)), 422, refused);
    }
    const client = await createClient(rest, team.admin, { name: 'Kept', locale: 'it' });
    expectAnswer(await rest.put(`/clients/${client._id}`, { locale: 'xx' }, as(team.admin)), 422, refused);
    expect((await rest.get(`/clients/${client._id}`, as(team.admin))).body.locale).toBe('it');
  });

  it('is changed by an update, kept when left out, set back to the organization’s by null, and recorded', async () => {
    const client = await createClient(rest, team.manager, { name: 'Cliente', locale: 'es' });
    expect(
      (await rest.put(`/clients/${client._id}`, { name: 'Cliente SL' }, as(team.manager))).body.locale,
    ).toBe('es');
    expect((await rest.put(`/clients/${client._id}`, { locale: 'it' }, as(team.manager))).body.locale).toBe(
      'it',
    );
    expect((await recordActivity(t, client._id)).at(-1)).toMatchObject({
      action: 'updated',
      meta: { fields: ['locale'] },
    });
    expect(
      (await rest.put(`/clients/${client._id}`, { locale: null }, as(team.manager))).body.locale,
    ).toBeNull();
  });
});

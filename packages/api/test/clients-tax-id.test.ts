import { CLIENT_TAX_ID_MAX_LENGTH, WORKSPACE_MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { expectAnswer, validationBody } from './helpers/answers';
import { recordActivity } from './helpers/fixtures';
import { createClient, useTeam } from './helpers/org';
import { as } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();
const team = useTeam(t, rest, { plan: 'pro' });

describe("a client's tax number", () => {
  it('is optional, trimmed, and blank is stored as null', async () => {
    expect((await createClient(rest, team.admin, { name: 'No Tax' })).taxId).toBeNull();
    expect((await createClient(rest, team.admin, { name: 'Blank', taxId: '   ' })).taxId).toBeNull();
    const client = await createClient(rest, team.admin, { name: 'Trimmed', taxId: '  DE 123 456 789 ' });
    expect(client.taxId).toBe('DE 123 456 789');
    expect((await rest.get(`/clients/${client._id}`, as(team.viewer))).body.taxId).toBe('DE 123 456 789');
  });

  it(`is at most ${CLIENT_TAX_ID_MAX_LENGTH} characters; a longer one is 422 and nothing changes`, async () => {
    const tooLong = 'X'.repeat(CLIENT_TAX_ID_MAX_LENGTH + 1);
    const refused = validationBody(['taxId', WORKSPACE_MSG.clientTaxIdTooLong]);
    expectAnswer(await rest.post('/clients', { name: 'Long', taxId: tooLong }, as(team.admin)), 422, refused);
    const client = await createClient(rest, team.admin, { name: 'Kept', taxId: 'GB1' });
    expectAnswer(await rest.put(`/clients/${client._id}`, { taxId: tooLong }, as(team.admin)), 422, refused);
    const exact = 'X'.repeat(CLIENT_TAX_ID_MAX_LENGTH);
    expect((await rest.get(`/clients/${client._id}`, as(team.admin))).body.taxId).toBe('GB1');
    expect((await rest.put(`/clients/${client._id}`, { taxId: exact }, as(team.admin))).body.taxId).toBe(
      exact,
    );
  });

  it('is changed by an update, kept when left out, cleared by null or blank, and recorded', async () => {
    const client = await createClient(rest, team.manager, { name: 'Edited', taxId: 'FR1' });
    expect(
      (await rest.put(`/clients/${client._id}`, { name: 'Edited Co' }, as(team.manager))).body.taxId,
    ).toBe('FR1');
    expect((await rest.put(`/clients/${client._id}`, { taxId: 'FR2' }, as(team.manager))).body.taxId).toBe(
      'FR2',
    );
    const entries = await recordActivity(t, client._id);
    expect(entries.at(-1)).toMatchObject({ action: 'updated', meta: { fields: ['taxId'] } });
    expect(
      (await rest.put(`/clients/${client._id}`, { taxId: ' ' }, as(team.manager))).body.taxId,
    ).toBeNull();
    await rest.put(`/clients/${client._id}`, { taxId: 'FR3' }, as(team.manager));
    expect(
      (await rest.put(`/clients/${client._id}`, { taxId: null }, as(team.manager))).body.taxId,
    ).toBeNull();
  });

  it('is in every client answer, lists included, and search does not look for it', async () => {
    const client = await createClient(rest, team.admin, { name: 'Listed', taxId: 'TAXNUMBERXYZ' });
    const list = (await rest.get('/clients?status=all', as(team.admin))).body as {
      _id: string;
      taxId: unknown;
    }[];
    expect(list.find((row) => row._id === client._id)?.taxId).toBe('TAXNUMBERXYZ');
    expect(list.every((row) => 'taxId' in row)).toBe(true);
    expect((await rest.get('/clients?q=TAXNUMBERXYZ', as(team.admin))).body).toEqual([]);
  });
});

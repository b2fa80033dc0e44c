import { TAX_RATE_MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { anId, expectAnswer, expectInsufficientRole, MISSING_ID, validationBody } from './helpers/answers';
import { useTeam } from './helpers/org';
import { as } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();
const team = useTeam(t, rest, { plan: 'pro' });

const rate = (name: string, percent: number, extra: Record<string, unknown> = {}) => ({
  _id: anId(),
  name,
  percent,
  compound: false,
  archived: false,
  ...extra,
});

async function createRate(body: Record<string, unknown>) {
  const res = await rest.post('/org/tax-rates', body, as(team.admin));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { _id: string; name: string };
}

describe('tax rates', () => {
  it('every member reads them; managers and admins write; others 403 with the role message', async () => {
    expectAnswer(
      await rest.post('/org/tax-rates', { name: 'VAT', percent: 20 }, as(team.manager)),
      200,
      rate('VAT', 20),
    );
    const created = await createRate({ name: 'Levy', percent: 1.5, compound: true });
    for (const who of [team.viewer, team.member, team.manager, team.admin]) {
      expectAnswer(await rest.get('/org/tax-rates', as(who)), 200, [
        rate('Levy', 1.5, { _id: created._id, compound: true }),
        rate('VAT', 20),
      ]);
    }
    for (const who of [team.viewer, team.member]) {
      expectInsufficientRole(await rest.post('/org/tax-rates', { name: 'X', percent: 1 }, as(who)));
      expectInsufficientRole(await rest.put(`/org/tax-rates/${created._id}`, { percent: 2 }, as(who)));
      expectInsufficientRole(await rest.delete(`/org/tax-rates/${created._id}`, as(who)));
    }
    expect((await rest.get('/org/tax-rates')).status).toBe(401);
    expectAnswer(await rest.put(`/org/tax-rates/${created._id}`, { percent: 2 }, as(team.manager)), 200, {
      ...rate('Levy', 2, { _id: created._id, compound: true }),
    });
  });

  it("another organization's rate is 404 on PUT and DELETE and absent from its list; a non-uuid is 404", async () => {
    const mine = await createRate({ name: 'Tenant tax', percent: 7 });
    const notFound = { msg: TAX_RATE_MSG.notFound };
    const outsider = as(team.outsider);
    expectAnswer(await rest.put(`/org/tax-rates/${mine._id}`, { percent: 8 }, outsider), 404, notFound);
    expectAnswer(await rest.delete(`/org/tax-rates/${mine._id}`, outsider), 404, notFound);
    expectAnswer(await rest.get('/org/tax-rates', outsider), 200, []);
    expectAnswer(await rest.put('/org/tax-rates/not-a-uuid', { percent: 8 }, as(team.admin)), 404, notFound);
    expectAnswer(await rest.delete(`/org/tax-rates/${MISSING_ID}`, as(team.admin)), 404, notFound);
    const list = (await rest.get('/org/tax-rates', as(team.admin))).body as {
      _id: string;
      percent: number;
    }[];
    expect(list.find((r) => r._id === mine._id)?.percent).toBe(7);
  });

  it('names are unique among active rates ignoring case, and free again once the rate is archived', async () => {
    const gst = await createRate({ name: 'GST', percent: 5 });
    const taken = { msg: TAX_RATE_MSG.nameTaken };
    expectAnswer(await rest.post('/org/tax-rates', { name: 'gst', percent: 6 }, as(team.admin)), 409, taken);
    const other = await createRate({ name: 'HST', percent: 13 });
    expectAnswer(
      await rest.put(`/org/tax-rates/${other._id}`, { name: ' Gst ' }, as(team.admin)),
      409,
      taken,
    );
    expectAnswer(await rest.delete(`/org/tax-rates/${gst._id}`, as(team.admin)), 200, {
      ...rate('GST', 5, { _id: gst._id, archived: true }),
    });
    expectAnswer(
      await rest.post('/org/tax-rates', { name: 'gst', percent: 6 }, as(team.admin)),
      200,
      rate('gst', 6),
    );
    const names = (
      (await rest.get('/org/tax-rates', as(team.admin))).body as { name: string; archived: boolean }[]
    )
      .filter((r) => r.name.toLowerCase() === 'gst')
      .map((r) => [r.name, r.archived]);
    expect(names).toEqual([
      ['gst', false],
      ['GST', true],
    ]);
  });

  it('percent takes 0, 100 and 3 decimals; anything else is 422 on percent', async () => {
    for (const [name, percent] of [
      ['Zero', 0],
      ['Full', 100],
      ['QST', 9.975],
    ] as const) {
      expectAnswer(
        await rest.post('/org/tax-rates', { name, percent }, as(team.admin)),
        200,
        rate(name, percent),
      );
    }
    for (const percent of [100.001, -1, 9.9751, '7']) {
      expectAnswer(
        await rest.post('/org/tax-rates', { name: `Bad ${percent}`, percent }, as(team.admin)),
        422,
        validationBody(['percent', TAX_RATE_MSG.percentInvalid]),
      );
    }
    expectAnswer(
      await rest.post('/org/tax-rates', { name: ' ', percent: 1 }, as(team.admin)),
      422,
      validationBody(['name', TAX_RATE_MSG.nameRequired]),
    );
  });
});

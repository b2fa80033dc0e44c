import { INVOICE_MSG, TAX_RATE_MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { anId, expectAnswer, expectInsufficientRole, MISSING_ID, validationBody } from './helpers/answers';
import { clientWithProject, createInvoice, day, useTeam } from './helpers/org';
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

describe('tax rates on invoices', () => {
  async function invoiceWith(rateIds: string[], extra: Record<string, unknown> = {}) {
    const { client, project } = await clientWithProject(rest, team.admin);
    return createInvoice(rest, team.admin, {
      client: client._id,
      project: [project._id],
      items: [{ description: 'Work', quantity: 1, unitPrice: 100, taxRateIds: rateIds }],
      dueDate: day(14),
      ...extra,
    });
  }

  it('a change reprices the drafts carrying the rate; a sent invoice keeps its name and percent', async () => {
    const vat = await createRate({ name: 'Sales tax', percent: 10 });
    const draft = await invoiceWith([vat._id]);
    const sent = await invoiceWith([vat._id]);
    expect((await rest.patch(`/invoices/${sent._id}/mark-sent`, undefined, as(team.admin))).status).toBe(200);
    expect(draft).toMatchObject({ taxTotal: 10, total: 110 });

    expect(
      (await rest.put(`/org/tax-rates/${vat._id}`, { name: 'State tax', percent: 8.5 }, as(team.admin)))
        .status,
    ).toBe(200);
    const draftAfter = (await rest.get(`/invoices/${draft._id}`, as(team.admin))).body;
    expect(draftAfter).toMatchObject({
      taxTotal: 8.5,
      total: 108.5,
      balanceDue: 108.5,
      taxes: [{ taxRateId: vat._id, name: 'State tax', percent: 8.5, taxableAmount: 100, amount: 8.5 }],
    });
    const frozen = {
      taxTotal: 10,
      total: 110,
      taxes: [{ taxRateId: vat._id, name: 'Sales tax', percent: 10, amount: 10 }],
    };
    expect((await rest.get(`/invoices/${sent._id}`, as(team.admin))).body).toMatchObject(frozen);

    expect((await rest.delete(`/org/tax-rates/${vat._id}`, as(team.admin))).status).toBe(200);
    expect((await rest.get(`/invoices/${sent._id}`, as(team.admin))).body).toMatchObject(frozen);
    expect((await rest.get(`/invoices/${draft._id}`, as(team.admin))).body).toEqual(draftAfter);
  });

  it('turning a rate compound while a draft with prices that include tax carries it is 409', async () => {
    const vat = await createRate({ name: 'Gross VAT', percent: 20 });
    const draft = await invoiceWith([vat._id], { pricesIncludeTax: true });
    expectAnswer(await rest.put(`/org/tax-rates/${vat._id}`, { compound: true }, as(team.admin)), 409, {
      msg: TAX_RATE_MSG.compoundInUse,
    });
    const list = (await rest.get('/org/tax-rates', as(team.admin))).body as {
      _id: string;
      compound: boolean;
    }[];
    expect(list.find((r) => r._id === vat._id)?.compound).toBe(false);
    expect((await rest.get(`/invoices/${draft._id}`, as(team.admin))).body).toEqual(draft);
  });

  it('an archived rate is refused on a new invoice but kept when a draft carrying it is saved again', async () => {
    const old = await createRate({ name: 'Old levy', percent: 3 });
    const draft = await invoiceWith([old._id]);
    expect((await rest.delete(`/org/tax-rates/${old._id}`, as(team.admin))).status).toBe(200);
    const { client, project } = await clientWithProject(rest, team.admin);
    expectAnswer(
      await rest.post(
        '/invoices',
        {
          client: client._id,
          project: [project._id],
          items: [{ description: 'Work', quantity: 1, unitPrice: 100, taxRateIds: [old._id] }],
        },
        as(team.admin),
      ),
      422,
      validationBody(['items.0.taxRateIds', INVOICE_MSG.taxRateArchived]),
    );
    const resaved = await rest.put(
      `/invoices/${draft._id}`,
      { items: draft.items, discount: { type: 'percent', value: 10 } },
      as(team.admin),
    );
    expect(resaved.status, JSON.stringify(resaved.body)).toBe(200);
    expect(resaved.body).toMatchObject({ subtotal: 100, discountTotal: 10, taxTotal: 2.7, total: 92.7 });
  });
});

describe('tax rate changes alongside invoice writes', () => {
  it('changes of a rate and edits of the drafts carrying it, all at once, all succeed and end consistent', async () => {
    // On PostgreSQL the writes really overlap: a rate's change locks the drafts before the rate, as
    // invoice writes do, so none of them deadlocks and every draft ends priced at the last percent.
    const vat = await createRate({ name: 'Parallel VAT', percent: 10 });
    const { client, project } = await clientWithProject(rest, team.admin, { client: 'Parallel client' });
    const drafts: { _id: string }[] = [];
    for (let i = 0; i < 4; i += 1)
      drafts.push(
        await createInvoice(rest, team.admin, {
          client: client._id,
          project: [project._id],
          items: [{ description: 'Work', quantity: 1, unitPrice: 100, taxRateIds: [vat._id] }],
        }),
      );
    const writes = [11, 12, 13, 14, 15].flatMap((percent, round) => [
      rest.put(`/org/tax-rates/${vat._id}`, { percent }, as(team.admin)),
      ...drafts.map((draft, i) =>
        rest.put(
          `/invoices/${draft._id}`,
          { discount: { type: 'amount', value: round + i + 1 } },
          as(team.admin),
        ),
      ),
    ]);
    for (const res of await Promise.all(writes)) expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await rest.put(`/org/tax-rates/${vat._id}`, { percent: 20 }, as(team.admin))).status).toBe(200);
    for (const draft of drafts) {
      const after = (await rest.get(`/invoices/${draft._id}`, as(team.admin))).body;
      const taxable = 100 - after.discountTotal;
      expect(after.taxes).toMatchObject([{ percent: 20, taxableAmount: taxable }]);
      expect(after.total).toBe((taxable * 12) / 10);
    }
  });
});

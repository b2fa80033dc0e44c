/**
 * Discounts and taxes on invoices over REST, to the cent (docs/product.md#discounts-and-taxes):
 * published cases, each refusal on its field with nothing written, random invoices held to the
 * contracts' arithmetic, and the totals a request sends ignored.
 */
import {
  ACTIVITY_ACTIONS,
  computeInvoiceTotals,
  fromCents,
  INVOICE_MSG,
  INVOICE_TOTALS_MSG,
  toCents,
} from '@folio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer, MISSING_ID, validationBody } from './helpers/answers';
import { createInvoiceWorld, type InvoiceWorld } from './helpers/org';

let w: InvoiceWorld;
const rates: Record<string, { _id: string; name: string; percent: number; compound: boolean }> = {};

async function rate(
  key: string,
  name: string,
  percent: number,
  compound = false,
  token = w.team.admin.token,
) {
  const res = await w.rest.post('/org/tax-rates', { name, percent, compound }, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  rates[key] = res.body;
  return res.body as { _id: string };
}

beforeAll(async () => {
  w = await createInvoiceWorld();
  await rate('vat23', 'VAT 23%', 23);
  await rate('vat20', 'VAT', 20);
  await rate('reduced', 'Reduced', 5);
  await rate('gst', 'GST', 5);
  await rate('qst', 'QST', 9.975);
  await rate('levy', 'Levy', 5, true);
  await rate('levy2', 'Levy 2', 2, true);
  await rate('old', 'Old rate', 7);
  await w.rest.delete(`/org/tax-rates/${rates.old!._id}`, { token: w.team.admin.token });
  await rate('foreign', 'Foreign', 10, false, w.team.outsider.token);
});
afterAll(() => w.t.close());

const id = (key: string) => rates[key]!._id;
const line = (quantity: number, unitPrice: number, taxRateIds: string[] = [], discountPercent?: number) => ({
  description: 'Work',
  quantity,
  unitPrice,
  taxRateIds,
  ...(discountPercent === undefined ? {} : { discountPercent }),
});
const taxOf = (key: string, taxableAmount: number, amount: number) => ({
  taxRateId: id(key),
  name: rates[key]!.name,
  percent: rates[key]!.percent,
  compound: rates[key]!.compound,
  taxableAmount,
  amount,
});

describe('published cases, to the cent', () => {
  it('VAT 23 % on 3 × 33.33 is 23.00 (on the sum, not line by line)', async () => {
    const invoice = await w.create({ items: [line(3, 33.33, [id('vat23')])] });
    expect(invoice).toMatchObject({
      subtotal: 99.99,
      discountTotal: 0,
      taxTotal: 23,
      total: 122.99,
      balanceDue: 122.99,
      taxes: [taxOf('vat23', 99.99, 23)],
    });
  });

  it('a line discount of 10 % and an invoice discount of 5 % apply before tax', async () => {
    const invoice = await w.create({
      items: [line(2, 50, [id('vat20')], 10)],
      discount: { type: 'percent', value: 5 },
    });
    expect(invoice.items[0]).toMatchObject({ discountPercent: 10, taxRateIds: [id('vat20')], amount: 90 });
    expect(invoice).toMatchObject({
      discount: { type: 'percent', value: 5 },
      subtotal: 90,
      discountTotal: 4.5,
      taxTotal: 17.1,
      total: 102.6,
      taxes: [taxOf('vat20', 85.5, 17.1)],
    });
  });

  it('several rates on one invoice, each on the lines that carry it', async () => {
    const invoice = await w.create({
      items: [line(1, 100, [id('vat20')]), line(1, 50, [id('reduced')]), line(1, 10)],
      discount: { type: 'amount', value: 16 },
    });
    // 16.00 spread 100 : 50 : 10 → 10.00, 5.00, 1.00.
    expect(invoice).toMatchObject({
      subtotal: 160,
      discountTotal: 16,
      taxTotal: 18 + 2.25,
      total: 164.25,
      taxes: [taxOf('vat20', 90, 18), taxOf('reduced', 45, 2.25)],
    });
  });

  it('prices that include tax: 3 × 9.99 at 20 % carry 5.00 of tax', async () => {
    const invoice = await w.create({ items: [line(3, 9.99, [id('vat20')])], pricesIncludeTax: true });
    expect(invoice).toMatchObject({
      pricesIncludeTax: true,
      subtotal: 29.97,
      taxTotal: 5,
      total: 29.97,
      taxes: [taxOf('vat20', 24.97, 5)],
    });
  });

  it('GST 5 % and QST 9.975 % on 100.00 are 5.00 and 9.98', async () => {
    const invoice = await w.create({ items: [line(1, 100, [id('gst'), id('qst')])] });
    expect(invoice).toMatchObject({
      taxTotal: 14.98,
      total: 114.98,
      taxes: [taxOf('gst', 100, 5), taxOf('qst', 100, 9.98)],
    });
  });

  it('a compound levy is charged on the amount plus the line’s other taxes', async () => {
    const invoice = await w.create({ items: [line(1, 100, [id('vat20'), id('levy')])] });
    expect(invoice).toMatchObject({
      taxTotal: 26,
      total: 126,
      taxes: [taxOf('vat20', 100, 20), taxOf('levy', 120, 6)],
    });
  });
});

describe('refusals', () => {
  const refusals: [string, Record<string, unknown>, string, string][] = [
    [
      'an unknown rate',
      { items: [line(1, 10, [MISSING_ID])] },
      'items.0.taxRateIds',
      INVOICE_TOTALS_MSG.unknownTaxRate,
    ],
    [
      'a rate id that is no id',
      { items: [line(1, 10, ['vat'])] },
      'items.0.taxRateIds',
      INVOICE_TOTALS_MSG.unknownTaxRate,
    ],
    [
      'a third rate',
      { items: [line(1, 10, ['a', 'b', 'c'])] },
      'items.0.taxRateIds',
      INVOICE_MSG.tooManyTaxes,
    ],
    [
      'a line discount of 101 %',
      { items: [line(1, 10, [], 101)] },
      'items.0.discountPercent',
      INVOICE_MSG.lineDiscountInvalid,
    ],
    [
      'an invoice discount of 100.5 %',
      { items: [line(1, 10)], discount: { type: 'percent', value: 100.5 } },
      'discount.value',
      INVOICE_MSG.discountPercentInvalid,
    ],
    [
      'an amount discount over the subtotal',
      { items: [line(1, 10)], discount: { type: 'amount', value: 10.01 } },
      'discount.value',
      INVOICE_TOTALS_MSG.discountOverSubtotal,
    ],
  ];
  for (const [what, overrides, field, msg] of refusals) {
    it(`${what}: 422 on ${field}, nothing created`, async () => {
      const before = (await w.rest.get('/invoices?status=all', { token: w.team.admin.token })).body.length;
      expectAnswer(
        await w.rest.post('/invoices', w.payload(overrides), { token: w.team.admin.token }),
        422,
        validationBody([field, msg]),
      );
      expect((await w.rest.get('/invoices?status=all', { token: w.team.admin.token })).body.length).toBe(
        before,
      );
    });
  }

  it("another organization's rate, an archived rate, two compound rates on a line, a compound rate on gross prices: 422 on the field, nothing created", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ items: [line(1, 10, [id('foreign')])] }, 'items.0.taxRateIds', INVOICE_TOTALS_MSG.unknownTaxRate],
      [{ items: [line(1, 10), line(1, 10, [id('old')])] }, 'items.1.taxRateIds', INVOICE_MSG.taxRateArchived],
      [
        { items: [line(1, 10, [id('levy'), id('levy2')])] },
        'items.0.taxRateIds',
        INVOICE_TOTALS_MSG.oneCompoundPerLine,
      ],
      [
        { items: [line(1, 10, [id('levy')])], pricesIncludeTax: true },
        'pricesIncludeTax',
        INVOICE_TOTALS_MSG.compoundWithInclusivePrices,
      ],
    ];
    const before = (await w.rest.get('/invoices?status=all', { token: w.team.admin.token })).body.length;
    for (const [overrides, field, msg] of cases) {
      expectAnswer(
        await w.rest.post('/invoices', w.payload(overrides), { token: w.team.admin.token }),
        422,
        validationBody([field, msg]),
      );
    }
    expect((await w.rest.get('/invoices?status=all', { token: w.team.admin.token })).body.length).toBe(
      before,
    );
  });

  it('a refused edit changes nothing', async () => {
    const invoice = await w.create({ items: [line(1, 100, [id('vat20')])] });
    const token = w.team.admin.token;
    expectAnswer(
      await w.rest.put(`/invoices/${invoice._id}`, { discount: { type: 'amount', value: 500 } }, { token }),
      422,
      validationBody(['discount.value', INVOICE_TOTALS_MSG.discountOverSubtotal]),
    );
    expectAnswer(
      await w.rest.put(
        `/invoices/${invoice._id}`,
        { items: [line(1, 100, [id('levy')])], pricesIncludeTax: true },
        { token },
      ),
      422,
      validationBody(['pricesIncludeTax', INVOICE_TOTALS_MSG.compoundWithInclusivePrices]),
    );
    expectAnswer(await w.rest.get(`/invoices/${invoice._id}`, { token }), 200, invoice);
  });
});

describe('edits', () => {
  it('discount and pricesIncludeTax are edited alone, named in the activity entry; the same again writes nothing', async () => {
    const invoice = await w.create({ items: [line(2, 60, [id('vat20')])] });
    const token = w.team.admin.token;
    const edited = await w.rest.put(
      `/invoices/${invoice._id}`,
      { discount: { type: 'amount', value: 20 }, pricesIncludeTax: true },
      { token },
    );
    expect(edited.status).toBe(200);
    // Gross 120 less 20 = 100; tax 100 − 100 ÷ 1.2 = 16.67.
    expect(edited.body).toMatchObject({
      subtotal: 120,
      discountTotal: 20,
      taxTotal: 16.67,
      total: 100,
      pricesIncludeTax: true,
      discount: { type: 'amount', value: 20 },
    });
    const again = await w.rest.put(
      `/invoices/${invoice._id}`,
      { items: edited.body.items, discount: { type: 'amount', value: 20 }, pricesIncludeTax: true },
      { token },
    );
    expectAnswer(again, 200, edited.body);
    const updates = (await w.activityOf(invoice._id)).filter((e) => e.action === ACTIVITY_ACTIONS.updated);
    expect(updates.map((e) => e.meta)).toEqual([{ fields: ['discount', 'pricesIncludeTax'] }]);
  });

  it('an invoice without discount or taxes answers subtotal = total, no discount, no tax', async () => {
    const invoice = await w.create({ items: [line(3, 33.33)] });
    expect(invoice).toMatchObject({
      discount: null,
      pricesIncludeTax: false,
      subtotal: 99.99,
      discountTotal: 0,
      taxTotal: 0,
      taxes: [],
      total: 99.99,
    });
  });

  it("a request's own totals are ignored", async () => {
    const invoice = await w.create({
      items: [{ ...line(1, 100, [id('vat20')]), amount: 1 }],
      total: 1,
      subtotal: 1,
      taxTotal: 0,
      discountTotal: 50,
      taxes: [],
    });
    expect(invoice).toMatchObject({ subtotal: 100, discountTotal: 0, taxTotal: 20, total: 120 });
    expect(invoice.items[0].amount).toBe(100);
  });
});

/** A small seeded generator, so that a failure can be replayed. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('random invoices', () => {
  it('100 invoices created over REST answer what computeInvoiceTotals computes, field by field', async () => {
    const random = mulberry32(20240601);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const rateSets = [[], ['vat20'], ['vat23'], ['gst', 'qst'], ['vat20', 'levy'], ['reduced']];
    for (let n = 0; n < 100; n++) {
      const pricesIncludeTax = random() < 0.3;
      const items = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
        const set = pick(rateSets).filter((key) => !(pricesIncludeTax && rates[key]!.compound));
        return line(
          Math.round(random() * 1000) / 100 + 0.25,
          Math.round(random() * 100000) / 100,
          set.map(id),
          pick([0, 0, 5, 12.5, 33.333]),
        );
      });
      const discount = pick([
        null,
        null,
        { type: 'percent', value: pick([5, 10, 7.5]) },
        { type: 'amount', value: 1.23 },
      ]);
      const res = await w.rest.post('/invoices', w.payload({ items, discount, pricesIncludeTax }), {
        token: w.team.admin.token,
      });
      const expected = computeInvoiceTotals({
        lines: items.map((item) => ({ ...item, unitPriceCents: toCents(item.unitPrice) })),
        discount: discount as never,
        pricesIncludeTax,
        rates: Object.values(rates).map((r) => ({
          id: r._id,
          name: r.name,
          percent: r.percent,
          compound: r.compound,
        })),
      });
      const case_ = JSON.stringify({ items, discount, pricesIncludeTax });
      expect(res.status, case_).toBe(200);
      expect(
        {
          items: res.body.items.map((item: { amount: number }) => item.amount),
          subtotal: res.body.subtotal,
          discountTotal: res.body.discountTotal,
          taxTotal: res.body.taxTotal,
          total: res.body.total,
          taxes: res.body.taxes.map((tax: { taxRateId: string; taxableAmount: number; amount: number }) => [
            tax.taxRateId,
            tax.taxableAmount,
            tax.amount,
          ]),
        },
        case_,
      ).toEqual({
        items: expected.lines.map((l) => fromCents(l.amountCents)),
        subtotal: fromCents(expected.subtotalCents),
        discountTotal: fromCents(expected.discountTotalCents),
        taxTotal: fromCents(expected.taxTotalCents),
        total: fromCents(expected.totalCents),
        taxes: expected.taxes.map((tax) => [
          tax.taxRateId,
          fromCents(tax.taxableCents),
          fromCents(tax.amountCents),
        ]),
      });
    }
  }, 120_000);
});

import { expect, type Page, test } from '@playwright/test';
import { type Account, api, openAs, registerVerified, seedWith } from './helpers';

/**
 * Discounts and taxes in the invoice form: a line's discount and taxes, the invoice discount and
 * prices that include tax; the totals previewed as you type are, to the cent, what the panel shows
 * once the server has saved the invoice.
 */

type Rate = { _id: string; name: string };
let owner: Account;
let vat: Rate;
let qst: Rate;

test.beforeAll(async ({ playwright }, testInfo) => {
  ({ owner, vat, qst } = await seedWith(playwright, testInfo, async (request) => {
    const account = await registerVerified(request, { name: 'Tess Taxes', orgName: 'Invoice Taxes Co' });
    await api(request, 'POST', '/billing/checkout', { token: account.token, data: { tier: 'pro' } });
    const token = account.token;
    const client = await api<{ _id: string }>(request, 'POST', '/clients', {
      token,
      data: { name: 'Taxed Client' },
    });
    await api(request, 'POST', '/projects', { token, data: { title: 'Taxed project', client: client._id } });
    const rate = (name: string, percent: number) =>
      api<Rate>(request, 'POST', '/org/tax-rates', { token, data: { name, percent } });
    const vatRate = await rate('VAT', 23);
    const qstRate = await rate('QST', 9.975);
    // An archived rate is not offered for a new line.
    const old = await rate('Old levy', 3);
    await api(request, 'DELETE', `/org/tax-rates/${old._id}`, { token });
    return { owner: account, vat: vatRate, qst: qstRate };
  }));
});

const PHONE = { width: 390, height: 844 };

/** The totals block's rows as the user reads them: "label amount". */
const totalsOf = (scope: Page | ReturnType<Page['getByRole']>) =>
  scope
    .getByTestId('totals-row')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim()).join(' ')),
    );

async function startInvoice(page: Page) {
  await openAs(page, owner, '/invoices/new');
  const client = page.getByRole('combobox', { name: 'Client' });
  await client.click();
  await client.fill('Taxed');
  await page.getByRole('option', { name: 'Taxed Client' }).click();
  await page
    .getByRole('group', { name: 'Projects' })
    .getByRole('checkbox', { name: 'Taxed project' })
    .check();
}

async function fillLine(
  page: Page,
  item: number,
  line: { description: string; quantity: string; unitPrice: string; discount?: string; taxes: string[] },
) {
  await page.getByRole('textbox', { name: `Description, item ${item}` }).fill(line.description);
  await page.getByRole('textbox', { name: `Quantity, item ${item}` }).fill(line.quantity);
  await page.getByRole('textbox', { name: `Unit price, item ${item}` }).fill(line.unitPrice);
  if (line.discount)
    await page.getByRole('textbox', { name: `Discount %, item ${item}` }).fill(line.discount);
  const taxes = page.getByRole('combobox', { name: `Taxes, item ${item}` });
  for (const tax of line.taxes) {
    await taxes.click();
    await page.getByRole('option', { name: tax, exact: true }).click();
  }
  await page.keyboard.press('Tab');
}

/** Saves, and reads the totals of the panel the form leads to. */
async function saveAndReadPanel(page: Page) {
  await page.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invoice created' })).toBeVisible();
  const panel = page.getByRole('dialog', { name: /^Invoice #/ });
  await expect(panel.getByTestId('totals')).toBeVisible();
  return { panel, rows: await totalsOf(panel) };
}

test('lines with a discount and taxes and an invoice discount: the preview is what the server saves', async ({
  page,
}) => {
  await startInvoice(page);
  // 3 × 33.33 less 10 % = 89.99 (89.991 rounded), with VAT.
  await fillLine(page, 1, {
    description: 'Design',
    quantity: '3',
    unitPrice: '33.33',
    discount: '10',
    taxes: ['VAT 23%'],
  });
  await expect(page.getByTestId('line-amount').first()).toHaveText('$89.99');

  await page.getByRole('button', { name: 'Add line item' }).click();
  // An archived rate is not offered; at most two rates per line.
  await page.getByRole('combobox', { name: 'Taxes, item 2' }).click();
  await expect(page.getByRole('option', { name: /Old levy/ })).toHaveCount(0);
  // Escape closes the list, not the form.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page).toHaveURL(/\/invoices\/new$/);
  await fillLine(page, 2, {
    description: 'Hosting',
    quantity: '1',
    unitPrice: '20',
    taxes: ['VAT 23%', 'QST 9.975%'],
  });

  const discount = page.getByRole('radiogroup', { name: 'Invoice discount' });
  await discount.getByText('Amount', { exact: true }).click();
  // More than the subtotal cannot be totalled: said at the field, and nothing is sent.
  await page.getByRole('textbox', { name: 'Discount amount' }).fill('500');
  await expect(page.getByText('The discount cannot be more than the subtotal')).toBeVisible();
  await page.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page).toHaveURL(/\/invoices\/new$/);
  await page.getByRole('textbox', { name: 'Discount amount' }).fill('10');
  await expect(page.getByText('The discount cannot be more than the subtotal')).toHaveCount(0);

  // The $10 discount is spread 8.18 / 1.82 over the lines; each rate is rounded once on its sum.
  const preview = [
    'Subtotal $109.99',
    'Discount -$10.00',
    'VAT 23% on $99.99 $23.00',
    'QST 9.975% on $18.18 $1.81',
    'Total $124.80',
  ];
  await expect.poll(() => totalsOf(page)).toEqual(preview);

  const { panel, rows } = await saveAndReadPanel(page);
  expect(rows).toEqual([...preview, 'Paid $0.00', 'Balance due $124.80']);
  await expect(panel.getByText('× 3 · −10% · VAT 23%')).toBeVisible();
  await expect(panel.getByText('× 1 · VAT 23% · QST 9.975%')).toBeVisible();

  // Editing shows the saved values back, and the same totals.
  await panel.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'Discount %, item 1' })).toHaveValue('10');
  await expect(page.getByRole('textbox', { name: 'Discount amount' })).toHaveValue('10');
  await expect.poll(() => totalsOf(page)).toEqual(preview);
  expect(vat._id).not.toBe(qst._id);
});

test('prices that include tax at phone width: the tax is worked out of the amounts', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await startInvoice(page);
  await fillLine(page, 1, { description: 'Gross work', quantity: '1', unitPrice: '123', taxes: ['VAT 23%'] });
  await page.getByRole('switch', { name: 'Prices include tax' }).check();
  await page
    .getByRole('radiogroup', { name: 'Invoice discount' })
    .getByText('Percent', { exact: true })
    .click();
  await page.getByRole('textbox', { name: 'Discount (%)' }).fill('10');

  const preview = [
    'Subtotal $123.00',
    'Discount -$12.30',
    'incl. VAT 23% on $90.00 $20.70',
    'Total incl. tax $110.70',
  ];
  await expect.poll(() => totalsOf(page)).toEqual(preview);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  const { rows } = await saveAndReadPanel(page);
  expect(rows).toEqual([...preview, 'Paid $0.00', 'Balance due $110.70']);
});

test('a rate archived after it was chosen stays on the invoice, marked, and is not offered again', async ({
  page,
  request,
}) => {
  const token = owner.token;
  const eco = await api<Rate>(request, 'POST', '/org/tax-rates', {
    token,
    data: { name: 'Eco', percent: 5 },
  });
  const client = (await api<{ _id: string; name: string }[]>(request, 'GET', '/clients', { token })).find(
    (one) => one.name === 'Taxed Client',
  );
  const project = (await api<{ _id: string; title: string }[]>(request, 'GET', '/projects', { token })).find(
    (one) => one.title === 'Taxed project',
  );
  const invoice = await api<{ _id: string }>(request, 'POST', '/invoices', {
    token,
    data: {
      client: client?._id,
      project: [project?._id],
      items: [{ description: 'Recycling', quantity: 1, unitPrice: 40, taxRateIds: [eco._id] }],
      currency: 'USD',
    },
  });
  await api(request, 'DELETE', `/org/tax-rates/${eco._id}`, { token });

  await openAs(page, owner, `/invoices/${invoice._id}/edit`);
  await expect(page.getByText('Eco 5% (archived)')).toBeVisible();
  await expect
    .poll(() => totalsOf(page))
    .toEqual(['Subtotal $40.00', 'Eco 5% on $40.00 $2.00', 'Total $42.00']);
  await page.getByRole('button', { name: 'Add line item' }).click();
  await page.getByRole('combobox', { name: 'Taxes, item 2' }).click();
  await expect(page.getByRole('option', { name: 'VAT 23%', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: /^Eco/ })).toHaveCount(0);
});

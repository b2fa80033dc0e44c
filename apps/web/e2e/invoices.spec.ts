import { expect, test } from '@playwright/test';
import { api, openAs, registerVerified, seedWith, type Team } from './helpers';
import { createInvoice, type Invoice, invoiceCard, openInvoices, seedInvoicesScreens } from './screen-data';

/**
 * The invoices screens: the tiles from the server, filters, cards and their menu, the form with
 * its line items, subtotal, draft, shortcuts and unsaved-changes question, and the free plan's
 * monthly limit. The panel with Mark Sent, payments, archive and the PDF: invoices-panel.spec.ts.
 */

let team: Team;
let acme: { _id: string };
let globex: { _id: string };
let website: { _id: string };
let first: Invoice;

test.beforeAll(async ({ playwright }, testInfo) => {
  ({ team, acme, globex, website, first } = await seedWith(playwright, testInfo, (request) =>
    seedInvoicesScreens(request, 'Invoices Screens Co'),
  ));
});

test.describe('invoices list', () => {
  test('tiles from the server, cards with their details, filters in the address', async ({ page }) => {
    await openInvoices(page, team.admin);
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices (2)' })).toBeVisible();
    await expect(page.getByTestId('tile-unpaid-total')).toHaveText('$1,445.00');
    await expect(page.getByTestId('tile-paid')).toHaveText('1');
    await expect(page.getByTestId('tile-unpaid')).toHaveText('1');

    const card = invoiceCard(page, '0001');
    await expect(card).toContainText('2 items');
    await expect(card).toContainText('Draft');
    await expect(card).toContainText('Acme Corp');
    await expect(card).toContainText(/Hosting, Website|Website, Hosting/);
    await expect(card).toContainText('$1,445.00');
    await expect(card).toContainText('Due Jan 31, 2099');
    await expect(card).toContainText('Created');
    await expect(invoiceCard(page, '0002')).toContainText('Paid');
    await expect(invoiceCard(page, '0002')).toContainText(/Paid .*\d{4}/);
    await expect(invoiceCard(page, '0003')).toHaveCount(0);

    const status = page.getByRole('radiogroup', { name: 'Status' });
    await status.getByText('Archived').click();
    await expect(page).toHaveURL(/\/invoices\?status=archived$/);
    await expect(invoiceCard(page, '0003')).toBeVisible();
    // The tiles always count the non-archived invoices.
    await expect(page.getByTestId('tile-unpaid')).toHaveText('1');
    await status.getByText('All').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices (3)' })).toBeVisible();

    const client = page.getByRole('combobox', { name: 'Client' });
    await client.click();
    await client.fill('glob');
    await page.getByRole('option', { name: 'Globex' }).click();
    await expect(page).toHaveURL(new RegExp(`client=${globex._id}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices (2)' })).toBeVisible();
    await expect(page.getByTestId('tile-paid')).toHaveText('1');
    await expect(page.getByTestId('tile-unpaid')).toHaveText('0');

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/invoices$/);
    await page.getByRole('searchbox', { name: 'Search invoices', exact: true }).fill('0002');
    await expect(invoiceCard(page, '0002')).toBeVisible();
    await expect(invoiceCard(page, '0001')).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search invoices', exact: true }).fill('nothing like it');
    await expect(page.getByText('No invoices found.')).toBeVisible();

    // The dashboard's Unpaid Invoices card agrees with the tiles, and leads back to this list.
    await page.goto('/dashboard');
    await expect(page.getByTestId('summary-Unpaid Invoices')).toHaveText('1');
    await expect(page.getByTestId('summary-unpaid-total')).toHaveText('$1,445.00');
    await page.getByTestId('summary-unpaid-total').click();
    await expect(page).toHaveURL(/\/invoices\?status=nonArchived$/);
    await expect(page.getByTestId('tile-unpaid-total')).toHaveText('$1,445.00');
  });

  test('the menu opens the PDF in a new tab, archives, unarchives to draft and deletes', async ({
    page,
    request,
  }) => {
    const temp = await createInvoice(request, team.admin.token, {
      client: acme._id,
      project: [website._id],
      items: [{ description: 'Short-lived', quantity: 1, unitPrice: 10 }],
    });
    await openInvoices(page, team.manager);
    const menu = () => page.getByRole('button', { name: `Actions for invoice #${temp.displayNumber}` });

    await menu().click();
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('menuitem', { name: 'View PDF' }).click(),
    ]);
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();

    await menu().click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await expect(page.getByText('Invoice set to archived')).toBeVisible();
    await expect(invoiceCard(page, temp.displayNumber)).toHaveCount(0);
    await page.getByRole('radiogroup', { name: 'Status' }).getByText('Archived').click();
    await menu().click();
    await page.getByRole('menuitem', { name: 'Unarchive' }).click();
    await expect(page.getByText('Invoice set to draft')).toBeVisible();

    await page.getByRole('radiogroup', { name: 'Status' }).getByText('Active').click();
    await menu().click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Delete this invoice?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Invoice deleted')).toBeVisible();
    await api(request, 'GET', `/invoices/${temp._id}`, { token: team.admin.token, expectStatus: 404 });
  });

  test('an overdue invoice carries the Overdue tag next to its status', async ({ page }) => {
    // The app is loaded before the route is set, and the list opened from the menu: while a route
    // is set, every request of the page (each of its modules) passes through the test process, which
    // on a busy machine held a full load of /invoices for longer than the check waits.
    await openAs(page, team.admin, '/dashboard');
    // Due dates cannot be set in the past, so the server's overdue flag is set on its answer here.
    await page.route('**/trpc/*invoices.page*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        result: { data: { items: { displayNumber: string; overdue: boolean }[] } };
      }[];
      for (const call of body) {
        for (const item of call.result?.data?.items ?? [])
          if (item.displayNumber === '0001') item.overdue = true;
      }
      await route.fulfill({ response, json: body });
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices' }).click();
    const card = invoiceCard(page, '0001');
    await expect(card.getByText('Overdue', { exact: true })).toBeVisible();
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();
    await expect(invoiceCard(page, '0002').getByText('Overdue', { exact: true })).toHaveCount(0);
  });

  test('"n" opens the new invoice page', async ({ page }) => {
    await openInvoices(page, team.admin);
    await expect(invoiceCard(page, '0001')).toBeVisible();
    await page.keyboard.press('n');
    await expect(page).toHaveURL(/\/invoices\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Invoice' })).toBeVisible();
  });

  test('a PDF that cannot be fetched says "Failed to open PDF."', async ({ page }) => {
    await openInvoices(page, team.admin);
    await page.route('**/api/invoices/*/pdf', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('button', { name: 'Actions for invoice #0001' }).click();
    await page.getByRole('menuitem', { name: 'View PDF' }).click();
    await expect(page.getByText('Failed to open PDF.')).toBeVisible();
  });

  for (const role of ['member', 'viewer'] as const) {
    test(`a ${role} sees the invoices but no New button, and only View PDF and Edit`, async ({ page }) => {
      await openInvoices(page, team[role]);
      await expect(invoiceCard(page, '0001')).toBeVisible();
      await expect(page.getByRole('link', { name: '+ New Invoice' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Actions for invoice #0001' }).click();
      await expect(page.getByRole('menuitem')).toHaveText(['View PDF', 'Edit']);
      await page.keyboard.press('Escape');
      await invoiceCard(page, '0001').getByRole('link', { name: 'Invoice #0001' }).click();
      const panel = page.getByRole('dialog', { name: 'Invoice #0001' });
      await expect(panel.getByRole('button', { name: 'View PDF' })).toBeVisible();
      await expect(panel.getByRole('button', { name: /Mark Sent|Mark Paid|Archive|Delete/ })).toHaveCount(0);
    });
  }
});

test.describe('invoice form', () => {
  test('offers the client’s active projects, checks every field, previews the subtotal and saves with Ctrl+S', async ({
    page,
    request,
  }) => {
    await openInvoices(page, team.admin, '/invoices/new');
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await expect(page.getByText('Client is required')).toBeVisible();
    await expect(page.getByText('Description is required')).toBeVisible();
    await expect(page.getByText('Unit price must be ≥ 0')).toBeVisible();

    const client = page.getByRole('combobox', { name: 'Client' });
    await client.click();
    await client.fill('acme');
    await page.getByRole('option', { name: 'Acme Corp' }).click();
    const projects = page.getByRole('group', { name: 'Projects' });
    await expect(projects.getByRole('checkbox', { name: 'Website' })).toBeVisible();
    await expect(projects.getByRole('checkbox', { name: 'Hosting' })).toBeVisible();
    await expect(projects.getByRole('checkbox', { name: 'Old logo' })).toHaveCount(0);
    await projects.getByRole('checkbox', { name: 'Website' }).check();

    // A new client clears the chosen projects.
    await client.click();
    await client.fill('glob');
    await page.getByRole('option', { name: 'Globex' }).click();
    await expect(projects.getByRole('checkbox', { name: 'Globex portal' })).not.toBeChecked();
    await client.click();
    await client.fill('acme');
    await page.getByRole('option', { name: 'Acme Corp' }).click();
    await expect(projects.getByRole('checkbox', { name: 'Website' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await expect(page.getByText('Select at least one project')).toBeVisible();
    await projects.getByRole('checkbox', { name: 'Website' }).check();

    // Three lines of 0.5 × 0.05: each rounds to 0.03, as the server rounds them.
    await page.getByRole('textbox', { name: 'Description, item 1' }).fill('Stamps');
    await page.getByRole('textbox', { name: 'Quantity, item 1' }).fill('0');
    await page.getByRole('textbox', { name: 'Unit price, item 1' }).fill('-1');
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await expect(page.getByText('Quantity must be > 0')).toBeVisible();
    for (const index of [1, 2, 3]) {
      if (index > 1) await page.getByRole('button', { name: 'Add line item' }).click();
      await page.getByRole('textbox', { name: `Description, item ${index}` }).fill(`Stamp batch ${index}`);
      await page.getByRole('textbox', { name: `Quantity, item ${index}` }).fill('0.5');
      await page.getByRole('textbox', { name: `Unit price, item ${index}` }).fill('0.05');
    }
    await expect(page.getByTestId('subtotal')).toHaveText('$0.09');
    // An invoice keeps at least one line: only the others can be removed.
    await page.getByRole('button', { name: 'Remove item 3' }).click();
    await page.getByRole('button', { name: 'Remove item 2' }).click();
    await expect(page.getByRole('button', { name: 'Remove item 1' })).toBeDisabled();
    await page.getByRole('button', { name: 'Add line item' }).click();
    await page.getByRole('textbox', { name: 'Description, item 2' }).fill('Stamp batch 2');
    await page.getByRole('textbox', { name: 'Quantity, item 2' }).fill('0.5');
    await page.getByRole('textbox', { name: 'Unit price, item 2' }).fill('0.05');
    await page.getByRole('button', { name: 'Add line item' }).click();
    await page.getByRole('textbox', { name: 'Description, item 3' }).fill('Stamp batch 3');
    await page.getByRole('textbox', { name: 'Quantity, item 3' }).fill('0.5');
    await page.getByRole('textbox', { name: 'Unit price, item 3' }).fill('0.05');
    await expect(page.getByTestId('subtotal')).toHaveText('$0.09');

    await page.getByRole('textbox', { name: 'Due date' }).fill('2020-01-01');
    await page.keyboard.press('Control+s');
    await expect(page.getByText('Due date cannot be in the past')).toBeVisible();
    await page.getByRole('textbox', { name: 'Due date' }).fill('2099-12-31');
    await page.getByRole('textbox', { name: 'Description, item 1' }).press('Control+s');
    await expect(page.getByText('Invoice created')).toBeVisible();
    await expect(page).toHaveURL(/\/invoices\?open=/);
    const id = new URL(page.url()).searchParams.get('open');
    const saved = await api<Invoice>(request, 'GET', `/invoices/${id}`, { token: team.admin.token });
    expect(saved.total).toBe(0.09);
    expect(await page.evaluate(() => localStorage.getItem('invoiceFormDraft_v3'))).toBeNull();

    // Editing shows the total the server computed.
    await page.goto(`/invoices/${id}/edit`);
    await expect(page.getByTestId('saved-total')).toHaveText('$0.09');
  });

  test('keeps a draft across a reload, asks before leaving with unsaved changes, and Escape cancels', async ({
    page,
  }) => {
    await openInvoices(page, team.admin, `/invoices/${first._id}/edit`);
    const description = page.getByRole('textbox', { name: 'Description, item 1' });
    await expect(description).toHaveValue('Design work');
    await description.fill('Design work, phase 2');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('invoiceFormDraft_v3')))
      .toContain('phase 2');
    await page.reload();
    await expect(description).toHaveValue('Design work, phase 2');
    await expect(page.getByText('Your unsaved changes were restored.')).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
    const question = page.getByRole('dialog').filter({ hasText: 'You have unsaved changes' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/invoices/${first._id}/edit$`));

    await description.press('Escape');
    await expect(page).toHaveURL(new RegExp(`/invoices\\?open=${first._id}$`));
    expect(await page.evaluate(() => localStorage.getItem('invoiceFormDraft_v3'))).toBeNull();
    await expect(page.getByRole('dialog', { name: 'Invoice #0001' })).toContainText('Design work');
  });

  test('the 11th invoice of the month on the free plan opens the upgrade dialog', async ({
    page,
    request,
  }) => {
    const owner = await registerVerified(request, { name: 'Fran Free', orgName: 'Free Plan Studio' });
    const client = await api<{ _id: string }>(request, 'POST', '/clients', {
      token: owner.token,
      data: { name: 'Tiny Client' },
    });
    const project = await api<{ _id: string }>(request, 'POST', '/projects', {
      token: owner.token,
      data: { title: 'Tiny project', client: client._id },
    });
    for (let n = 0; n < 10; n += 1) {
      await createInvoice(request, owner.token, {
        client: client._id,
        project: [project._id],
        items: [{ description: `Work ${n}`, quantity: 1, unitPrice: 10 }],
      });
    }
    await openInvoices(page, owner, '/invoices/new');
    const picker = page.getByRole('combobox', { name: 'Client' });
    await picker.click();
    await page.getByRole('option', { name: 'Tiny Client' }).click();
    await page.getByRole('checkbox', { name: 'Tiny project' }).check();
    await page.getByRole('textbox', { name: 'Description, item 1' }).fill('One too many');
    await page.getByRole('textbox', { name: 'Unit price, item 1' }).fill('10');
    await page.getByRole('button', { name: 'Create invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade required' });
    await expect(dialog).toContainText('The free plan allows 10 invoices per month. Upgrade to create more.');
    await dialog.getByRole('button', { name: 'Go to billing' }).click();
    // The typed invoice is not saved: leaving asks first.
    await page
      .getByRole('dialog')
      .filter({ hasText: 'You have unsaved changes' })
      .getByRole('button', { name: 'Leave' })
      .click();
    await expect(page).toHaveURL(/\/settings\/billing$/);
  });
});

test('on a phone the invoice cards stack and the panel fills the screen', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await openInvoices(page, team.admin, '/invoices?status=all');
  const cards = page.getByRole('list', { name: 'Invoices' }).locator('[role="listitem"][aria-posinset]');
  await expect(cards.first()).toBeVisible();
  const [a, b] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
  expect(Math.round(a?.x ?? -1)).toBe(Math.round(b?.x ?? -2));
  await cards.first().getByRole('link').first().click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  expect((await panel.boundingBox())?.width).toBeGreaterThan(380);
  await context.close();
});

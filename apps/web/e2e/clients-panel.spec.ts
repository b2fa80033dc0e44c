import { expect, test } from '@playwright/test';
import { expectPanelClosingRules, seedWith, type Team } from './helpers';
import { type Client, clientCard, openClients, seedClientsScreens } from './screen-data';

/**
 * A client's detail panel: what it shows, its closing rules (the phone's swipe included), and its
 * notes with who may change them.
 */

let team: Team;
let acme: Client;
let globex: Client;

test.beforeAll(async ({ playwright }, testInfo) => {
  ({ team, acme, globex } = await seedWith(playwright, testInfo, (request) =>
    seedClientsScreens(request, 'Client Panel Co'),
  ));
});

test.describe('client panel', () => {
  test('shows the client, its totals, projects, invoices, notes and activity', async ({ page }) => {
    await openClients(page, team.admin);
    await clientCard(page, 'Acme Corp').getByRole('link', { name: 'Acme Corp' }).click();
    await expect(page).toHaveURL(new RegExp(`/clients\\?open=${acme._id}$`));
    const panel = page.getByRole('dialog', { name: 'Acme Corp' });
    await expect(panel.getByRole('link', { name: 'billing@acme.test' })).toHaveAttribute(
      'href',
      'mailto:billing@acme.test',
    );
    await expect(panel).toContainText('+1 555 0100');
    await expect(panel).toContainText('1 Market Street');
    await expect(panel.getByRole('list', { name: 'Tags' })).toHaveText(/retainer\s*design/);
    await expect(panel.getByText('Revenue (paid)').locator('..')).toContainText('$500.25');
    await expect(panel.getByText('Outstanding').locator('..')).toContainText('$704.75');
    await expect(panel.getByText('Active projects').locator('..')).toContainText('1');
    await expect(panel.getByText('Completed projects').locator('..')).toContainText('1');

    // The project list starts on active projects and follows its filter.
    const projects = panel.getByRole('region', { name: 'Projects' });
    await expect(projects.getByRole('link', { name: 'Website redesign' })).toBeVisible();
    await expect(projects.getByRole('link', { name: 'Logo refresh' })).toHaveCount(0);
    await projects.getByRole('radiogroup', { name: 'Project status' }).getByText('Completed').click();
    await expect(projects.getByRole('link', { name: 'Logo refresh' })).toBeVisible();
    await expect(projects.getByRole('link', { name: 'Website redesign' })).toHaveCount(0);
    await projects.getByRole('radiogroup', { name: 'Project status' }).getByText('All').click();
    await expect(projects.getByRole('link')).toHaveCount(2);

    await expect(
      panel.getByRole('region', { name: 'Invoices' }).getByRole('link', { name: /Invoice #0001/ }),
    ).toBeVisible();
    await expect(panel.getByText('Prefers calls on Monday.')).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Activity' })).toContainText(
      'Ada Admin created client Acme Corp',
    );
    await panel.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/clients/${acme._id}/edit$`));
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Acme Corp');
  });

  test('a client created with a tax number shows it in the panel', async ({ page }) => {
    await openClients(page, team.admin, '/clients/new');
    await page.getByRole('textbox', { name: 'Name' }).fill('Łukasz Żółć Studio');
    const taxId = page.getByRole('textbox', { name: 'Tax number' });
    await taxId.fill('P'.repeat(51));
    await page.getByRole('button', { name: 'Create client' }).click();
    await expect(page.getByText('Tax number must be at most 50 characters')).toBeVisible();
    await taxId.fill('PL 526-000-12-46');
    // Enter in the field submits too (the error toast may still cover the button).
    await taxId.press('Enter');
    await expect(page).toHaveURL(/\/clients\?open=/);
    await expect(page.getByRole('dialog', { name: 'Łukasz Żółć Studio' })).toContainText(
      'Tax number: PL 526-000-12-46',
    );
  });

  test('/clients/{id} opens the panel over the list', async ({ page }) => {
    await openClients(page, team.admin, `/clients/${globex._id}`);
    await expect(page).toHaveURL(new RegExp(`/clients\\?open=${globex._id}$`));
    await expect(page.getByRole('dialog', { name: 'Globex' })).toBeVisible();
  });

  test('slides in over 300 ms and closes on Escape, Back, the backdrop, window blur and a hidden tab', async ({
    page,
  }) => {
    await openClients(page, team.admin);
    const panel = page.getByRole('dialog', { name: 'Acme Corp' });
    const open = async () => {
      await clientCard(page, 'Acme Corp').getByRole('link', { name: 'Acme Corp' }).click();
      await expect(panel).toBeVisible();
      await expect(page).toHaveURL(/open=/);
    };
    const closed = async () => {
      await expect(panel).toBeHidden();
      await expect(page).toHaveURL(/\/clients$/);
    };

    await open();
    expect(await panel.evaluate((element) => getComputedStyle(element).transitionDuration)).toContain('0.3s');
    await page.keyboard.press('Escape');
    await closed();
    await expectPanelClosingRules(page, open, closed);
    // Closing stepped back over the entry that opened the panel: no pile of history entries.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/clients/);
  });

  test('a left swipe over 60 px closes it on a phone', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await openClients(page, team.admin, `/clients?open=${acme._id}`);
    const panel = page.getByRole('dialog', { name: 'Acme Corp' });
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())?.width).toBeGreaterThan(380);
    const swipe = (from: number, to: number) =>
      panel.evaluate(
        (element, [x0, x1]) => {
          const touch = (x: number) =>
            new Touch({ identifier: 1, target: element, clientX: x, clientY: 400 });
          element.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(x0!)], bubbles: true }));
          element.dispatchEvent(new TouchEvent('touchend', { changedTouches: [touch(x1!)], bubbles: true }));
        },
        [from, to],
      );
    await swipe(300, 250);
    await expect(panel).toBeVisible();
    await swipe(300, 230);
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/clients$/);
    await context.close();
  });

  test('notes: added at once, rolled back with the text restored when the server fails, edited and deleted', async ({
    page,
  }) => {
    await openClients(page, team.member, `/clients?open=${globex._id}`);
    const panel = page.getByRole('dialog', { name: 'Globex' });
    const field = panel.getByRole('textbox', { name: 'Add a note' });

    await panel.getByRole('button', { name: 'Add note' }).click();
    await expect(panel.getByText('Note cannot be empty')).toBeVisible();

    // The server refuses once: the note disappears again and the text goes back into the field.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/trpc/*notes.create*', async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify([{ error: { message: 'boom', code: -32603, data: { httpStatus: 500 } } }]),
      });
    });
    await field.fill('Call about the renewal');
    await panel.getByRole('button', { name: 'Add note' }).click();
    await expect(panel.getByRole('listitem').filter({ hasText: 'Call about the renewal' })).toBeVisible();
    await expect(field).toHaveValue('');
    release();
    await expect(page.getByText('Failed to add note')).toBeVisible();
    await expect(panel.getByRole('listitem').filter({ hasText: 'Call about the renewal' })).toHaveCount(0);
    await expect(field).toHaveValue('Call about the renewal');

    await page.unroute('**/trpc/*notes.create*');
    await panel.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('Note added')).toBeVisible();
    const note = panel.getByRole('listitem').filter({ hasText: 'Call about the renewal' });
    await expect(note).toContainText('Max Member');

    await note.getByRole('button', { name: 'Edit' }).click();
    await note.getByRole('textbox', { name: 'Edit note' }).fill('Call about the renewal in May');
    await note.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Note updated')).toBeVisible();
    const edited = panel.getByRole('listitem').filter({ hasText: 'Call about the renewal in May' });
    await expect(edited).toContainText('edited');

    await edited.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Delete this note?' });
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    // Escape closed the question only; the panel stays.
    await expect(confirm).toBeHidden();
    await expect(panel).toBeVisible();
    await edited.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Note deleted')).toBeVisible();
    await expect(edited).toHaveCount(0);
  });

  test('only admins, managers and the author change a note; viewers cannot add one', async ({ page }) => {
    await openClients(page, team.member, `/clients?open=${acme._id}`);
    let note = page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'Prefers calls on Monday.' });
    await expect(note).toBeVisible();
    await expect(note.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(note.getByRole('button', { name: 'Delete' })).toHaveCount(0);

    await openClients(page, team.manager, `/clients?open=${acme._id}`);
    note = page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'Prefers calls on Monday.' });
    await expect(note.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(note.getByRole('button', { name: 'Delete' })).toBeVisible();

    await openClients(page, team.viewer, `/clients?open=${acme._id}`);
    const panel = page.getByRole('dialog', { name: 'Acme Corp' });
    await expect(panel.getByText('You do not have permission to add notes')).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Add a note' })).toHaveCount(0);
    await expect(panel.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  });
});

import { dueOccurrences, occurrenceDate, todayUtc } from '@folio/contracts';
import { expect, test } from '@playwright/test';
import { api, openAs, seedWith, type Team, teamWithEveryRole } from './helpers';

/**
 * Invoices → Recurring: a manager makes a monthly series that started in the past and its panel
 * lists the invoices the job queue made for the dates gone by (the e2e server scans every 2 s);
 * pausing, resuming and editing show in the panel and the list; a viewer reads without write buttons.
 */

let team: Team;
let acme: { _id: string };
let website: { _id: string };

test.beforeAll(async ({ playwright }, testInfo) => {
  ({ team, acme, website } = await seedWith(playwright, testInfo, async (request) => {
    const team = await teamWithEveryRole(request, 'Recurring Co');
    const token = team.admin.token;
    const acme = await api<{ _id: string }>(request, 'POST', '/clients', {
      token,
      data: { name: 'Acme Corp' },
    });
    const website = await api<{ _id: string }>(request, 'POST', '/projects', {
      token,
      data: { title: 'Website', client: acme._id },
    });
    return { team, acme, website };
  }));
});

/** "Aug 29, 2026", as the app writes a calendar date in English. */
const shown = (date: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The same day `months` months before `date`, or that month's last day when it is shorter. */
function monthsBefore(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + month - 1 - months;
  const [y, m] = [Math.floor(index / 12), index % 12];
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(day, last))).toISOString().slice(0, 10);
}

/**
 * A start date three monthly periods ago: exactly three of its dates have come (the organization's
 * time zone is UTC) and the fourth is still to come. A day after "three months ago" does it, but
 * around month ends (the 31st) a later day may be needed.
 */
function startThreePeriodsAgo(today: string): string {
  for (let offset = 1; offset <= 4; offset += 1) {
    const start = addDays(monthsBefore(today, 3), offset);
    if (
      dueOccurrences({ frequency: 'monthly', startDate: start, end: { type: 'never' } }, today).length === 3
    )
      return start;
  }
  throw new Error(`no start date three periods before ${today}`);
}

test.describe('recurring invoices', () => {
  test('a manager makes a monthly series started three months ago: its panel lists the three invoices made', async ({
    page,
    request,
  }) => {
    const today = todayUtc();
    const start = startThreePeriodsAgo(today);
    const recurrence = { frequency: 'monthly', startDate: start, end: { type: 'never' } } as const;
    const dates = dueOccurrences(recurrence, today).map((occurrence) => occurrence.date);

    await openAs(page, team.manager, '/invoices');
    await page
      .getByRole('navigation', { name: 'Invoice lists' })
      .getByRole('link', { name: 'Recurring' })
      .click();
    await expect(page).toHaveURL(/\/invoices\/recurring$/);
    await page.getByRole('link', { name: '+ New Recurring Invoice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Recurring Invoice' })).toBeVisible();

    const client = page.getByRole('combobox', { name: 'Client' });
    await client.click();
    await client.fill('acme');
    await page.getByRole('option', { name: 'Acme Corp' }).click();
    await page.getByRole('checkbox', { name: 'Website' }).check();
    await page.getByLabel('Start date').fill(start);
    await page.getByRole('textbox', { name: 'Description, item 1' }).fill('Monthly retainer');
    await page.getByRole('textbox', { name: 'Unit price, item 1' }).fill('500');
    await page.getByRole('textbox', { name: 'Discount %, item 1' }).fill('10');

    // The preview: the first dates, Monthly named after the start date's day, and the three owed at once.
    const preview = page.getByTestId('next-dates');
    await expect(preview).toContainText(`Next invoices: ${dates.map(shown).join(' · ')} · …`);
    await expect(preview).toContainText('3 invoices are made right away: their dates have come.');
    await expect(page.getByRole('combobox', { name: 'Frequency' })).toHaveValue(
      `Monthly on day ${Number(start.slice(8))}`,
    );
    await expect(page.getByTestId('totals').getByTestId('total')).toHaveText('$450.00');

    await page.getByRole('button', { name: 'Create recurring invoice' }).click();
    await expect(page.getByText('Recurring invoice created')).toBeVisible();
    await expect(page).toHaveURL(/\/invoices\/recurring\?open=/);
    const seriesId = new URL(page.url()).searchParams.get('open')!;

    const panel = page.getByRole('dialog', { name: 'Recurring invoice for Acme Corp' });
    await expect(panel.getByText('Active', { exact: true })).toBeVisible();
    const made = panel.getByRole('region', { name: /Invoices made/ });
    // Newest first, each with its own date; the job queue makes them within seconds.
    await expect(made.getByRole('listitem')).toHaveCount(3);
    await expect(made.getByTestId('series-invoice-date')).toHaveText(
      [...dates].reverse().map((date) => `of ${shown(date)}`),
    );
    await expect(made.getByRole('listitem').first()).toContainText('$450.00');
    await expect(panel.getByTestId('series-next-date')).toHaveText(shown(occurrenceDate(recurrence, 3)));

    // What an integrator reads: three invoices, each with its date, its due date and the same total.
    const invoices = await api<
      { _id: string; recurringInvoiceId: string; recurringDate: string; dueDate: string; total: number }[]
    >(request, 'GET', `/recurring-invoices/${seriesId}/invoices`, { token: team.admin.token });
    expect(invoices.map((invoice) => invoice.recurringDate).sort()).toEqual(dates);
    for (const invoice of invoices) {
      expect(invoice).toMatchObject({ recurringInvoiceId: seriesId, total: 450 });
      expect(invoice.dueDate).toBe(addDays(invoice.recurringDate, 30));
    }

    // An invoice opens in the invoices list, whose panel names the series that made it and leads back.
    await made.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/invoices\?open=/);
    const origin = page.getByTestId('series-origin');
    await expect(origin).toHaveText(`Made by a recurring series on ${shown(dates[2]!)}Open the series`);
    await origin.getByRole('link', { name: 'Open the series' }).click();
    await expect(page).toHaveURL(new RegExp(`/invoices/recurring\\?open=${seriesId}$`));
    await expect(page.getByRole('dialog', { name: 'Recurring invoice for Acme Corp' })).toBeVisible();
  });

  test('pause, resume and edit from the panel, the list following; a viewer reads without write buttons', async ({
    page,
    browser,
    request,
  }) => {
    // Starts next week: nothing is owed, so the series only changes when a member pauses or resumes it.
    const start = addDays(todayUtc(), 7);
    const series = await api<{ _id: string }>(request, 'POST', '/recurring-invoices', {
      token: team.admin.token,
      data: {
        client: acme._id,
        project: [website._id],
        currency: 'USD',
        items: [{ description: 'Hosting', quantity: 1, unitPrice: 80 }],
        frequency: 'weekly',
        startDate: start,
        end: { type: 'after', count: 12 },
      },
    });

    await openAs(page, team.manager, `/invoices/recurring?open=${series._id}`);
    const panel = page.getByRole('dialog', { name: 'Recurring invoice for Acme Corp' });
    await expect(panel.getByTestId('series-next-date')).toHaveText(shown(start));
    await expect(panel).toContainText('No invoices made yet.');

    await panel.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByText('Recurring invoice paused')).toBeVisible();
    await expect(panel.getByText('Paused', { exact: true })).toBeVisible();
    await expect(panel.getByTestId('pause-reason')).toHaveText('Paused by a team member');
    await expect(panel.getByRole('button', { name: 'Pause' })).toHaveCount(0);
    const saved = await api<{ status: string; pauseReason: string }>(
      request,
      'GET',
      `/recurring-invoices/${series._id}`,
      { token: team.admin.token },
    );
    expect(saved).toMatchObject({ status: 'paused', pauseReason: 'member' });

    await panel.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByText('Recurring invoice resumed')).toBeVisible();
    await expect(panel.getByText('Active', { exact: true })).toBeVisible();
    await expect(panel.getByTestId('pause-reason')).toHaveCount(0);
    // Nothing was missed while paused: it continues from its first date.
    await expect(panel.getByTestId('series-next-date')).toHaveText(shown(start));

    // Edit opens the form with the series' values; a change of the days until due leaves the calendar be.
    await panel.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/invoices/recurring/${series._id}/edit$`));
    await expect(page.getByRole('textbox', { name: 'Description, item 1' })).toHaveValue('Hosting');
    await expect(page.getByTestId('next-dates')).toContainText(`Next invoices: ${shown(start)} · `);
    await page.getByRole('textbox', { name: 'Days until due' }).fill('14');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Recurring invoice updated')).toBeVisible();
    await expect(panel).toContainText('14 days after the invoice date');
    await expect(panel.getByTestId('series-next-date')).toHaveText(shown(start));

    // The list's status filter and card follow.
    await page.keyboard.press('Escape');
    await page.getByRole('radiogroup', { name: 'Status' }).getByText('Paused').click();
    await expect(page).toHaveURL(/status=paused/);
    await expect(page.getByText('No recurring invoices found.')).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Status' }).getByText('Active').click();
    const card = page
      .getByRole('list', { name: 'Recurring invoices' })
      .getByRole('listitem')
      .filter({ hasText: 'Every week on' });
    await expect(card).toContainText('12 invoices');
    await expect(card).toContainText('$80.00');

    // A viewer reads the series, with no New, Pause, Edit or Delete.
    const viewerContext = await browser.newContext();
    const viewerPage = await viewerContext.newPage();
    await openAs(viewerPage, team.viewer, `/invoices/recurring?open=${series._id}`);
    const viewerPanel = viewerPage.getByRole('dialog', { name: 'Recurring invoice for Acme Corp' });
    await expect(viewerPanel.getByTestId('series-next-date')).toHaveText(shown(start));
    await expect(viewerPanel.getByRole('group', { name: 'Recurring invoice actions' })).toHaveCount(0);
    await expect(viewerPage.getByRole('link', { name: '+ New Recurring Invoice' })).toHaveCount(0);
    await viewerContext.close();
  });
});

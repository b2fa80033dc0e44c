import { expect, type Page, test } from '@playwright/test';
import {
  api,
  appLink,
  appReady,
  PASSWORD,
  registerAccount,
  registerVerified,
  signIn,
  type Team,
  teamWithEveryRole,
  uniqueEmail,
  waitForMail,
} from './helpers';

/**
 * /org: the organization's name with the caller's role, the Members / Admins / Pending invites
 * tiles, the member list with its role selector and Remove, pending invites with Resend and Revoke,
 * and the invite form, for each role.
 */

type MembersAnswer = { members: { user: { _id: string; email: string; name: string }; role: string }[] };

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const members = (page: Page) => page.getByRole('list', { name: 'Members' });
const member = (page: Page, name: string) => members(page).getByRole('listitem', { name });
const tile = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Team figures' }).getByRole('listitem', { name });
/** An option of the invite form's role picker (the member rows' selectors have options too). */
const roleOption = (page: Page, name: string) =>
  page.getByRole('listbox', { name: 'Role' }).getByRole('option', { name, exact: true });
const invites = (page: Page) => page.getByRole('region', { name: 'Pending invites' });

async function openTeam(page: Page) {
  await page.goto('/org');
  await appReady(page);
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect(members(page)).toBeVisible();
}

async function teamOf(request: Parameters<typeof api>[0], token: string) {
  return (await api<MembersAnswer>(request, 'GET', '/org/members', { token })).members;
}

test('the full invite round trip: invite, the mailed link, the teammate registers and is a member', async ({
  page,
  browser,
  request,
  context,
}) => {
  // Five accounts, their mails and a second browser: more than the default time on a busy machine.
  test.slow();
  const team = await teamWithEveryRole(request, 'Round Trip Studio');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, team.admin);
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/org$/);

  const org = page.getByRole('region', { name: 'Round Trip Studio' });
  await expect(org).toContainText('Your role: Admin');
  await expect(tile(page, 'Members')).toContainText('4');
  await expect(tile(page, 'Admins')).toContainText('1');
  await expect(tile(page, 'Pending invites')).toContainText('0');
  await expect(member(page, 'Ada Admin')).toContainText('AA');
  await expect(member(page, 'Ada Admin')).toContainText('You');
  await expect(invites(page).getByText('No pending invites.')).toBeVisible();

  // The form checks every field before anything is sent.
  const form = page.getByRole('region', { name: 'Invite a teammate' });
  await form.getByRole('button', { name: 'Send invite' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Select a role')).toBeVisible();
  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
  await form.getByRole('button', { name: 'Send invite' }).click();
  await expect(form.getByText('Enter a valid email')).toBeVisible();

  const email = uniqueEmail('newcomer');
  await form.getByRole('textbox', { name: 'Name' }).fill('Nia Newcomer');
  await form.getByRole('textbox', { name: 'Email' }).fill(`  ${email.toUpperCase()} `);
  await form.getByRole('combobox', { name: 'Role' }).click();
  await expect(roleOption(page, 'Admin')).toBeVisible();
  await roleOption(page, 'Member').click();
  await form.getByRole('button', { name: 'Send invite' }).click();
  await expect(toast(page, 'Invite created.')).toBeVisible();
  await expect(toast(page, 'Invite link copied to clipboard.')).toBeVisible();
  const link = await form.getByRole('textbox', { name: 'Invite link' }).inputValue();
  expect(link).toContain('/register?invite=');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The address was lowercased; the invitation waits in the list and in the tile.
  const pending = invites(page).getByRole('listitem', { name: email });
  await expect(pending).toContainText('Nia Newcomer');
  await expect(pending).toContainText('Member');
  await expect(pending).toContainText('Invited by Ada Admin');
  await expect(tile(page, 'Pending invites')).toContainText('1');

  // The teammate opens the mailed link in a browser of their own and registers.
  const mail = await waitForMail(email, /invited to join Round Trip Studio/);
  const newcomer = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const theirs = await newcomer.newPage();
  await theirs.goto(appLink(mail, '/register'));
  await appReady(theirs);
  await expect(theirs.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await theirs.getByLabel('Full name').fill('Nia Newcomer');
  await theirs.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await theirs.getByRole('button', { name: 'Join Organization' }).click();
  await expect(theirs).toHaveURL(/\/dashboard$/);
  await newcomer.close();

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(member(page, 'Nia Newcomer')).toContainText('NN');
  await expect(
    member(page, 'Nia Newcomer').getByRole('combobox', { name: 'Role of Nia Newcomer' }),
  ).toHaveValue('member');
  await expect(tile(page, 'Members')).toContainText('5');
  await expect(tile(page, 'Pending invites')).toContainText('0');
  await expect(invites(page).getByText('No pending invites.')).toBeVisible();
});

test('an admin renames the organization, changes a role and removes a member', async ({ page, request }) => {
  const team = await teamWithEveryRole(request, 'Admin Rules Co');
  await signIn(page, team.admin);
  await openTeam(page);

  await page.getByRole('button', { name: 'Rename' }).click();
  const name = page.getByRole('textbox', { name: 'Organization name' });
  await expect(name).toBeFocused();
  await name.fill('   ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Organization name is required')).toBeVisible();
  await name.fill('Admin Rules Studio');
  await name.press('Enter');
  await expect(toast(page, 'Organization name updated')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Rules Studio', level: 2 })).toBeVisible();
  expect((await api<{ name: string }>(request, 'GET', '/org/name', { token: team.admin.token })).name).toBe(
    'Admin Rules Studio',
  );

  // An admin sees the Admin option and may change anyone but themselves.
  await expect(member(page, 'Ada Admin').getByRole('combobox')).toHaveCount(0);
  await expect(member(page, 'Ada Admin').getByRole('button', { name: /Remove/ })).toHaveCount(0);
  const role = member(page, 'Max Member').getByRole('combobox', { name: 'Role of Max Member' });
  await expect(role.locator('option')).toHaveText(['Admin', 'Manager', 'Member', 'Viewer']);
  await role.selectOption('viewer');
  await expect(toast(page, 'Role updated')).toBeVisible();
  await expect(role).toHaveValue('viewer');
  const after = await teamOf(request, team.admin.token);
  expect(after.find((m) => m.user.name === 'Max Member')?.role).toBe('viewer');

  await member(page, 'Vic Viewer').getByRole('button', { name: 'Remove Vic Viewer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText('Remove Vic Viewer from Admin Rules Studio?');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Member removed')).toBeVisible();
  await expect(member(page, 'Vic Viewer')).toHaveCount(0);
  await expect(tile(page, 'Members')).toContainText('3');
  expect((await teamOf(request, team.admin.token)).map((m) => m.user.name)).not.toContain('Vic Viewer');

  // Member search matches names and emails.
  const search = page.getByRole('searchbox', { name: 'Search members' });
  await search.fill('mona');
  await expect(members(page).getByRole('listitem')).toHaveCount(1);
  await expect(member(page, 'Mona Manager')).toBeVisible();
  await search.fill(team.member.email);
  await expect(members(page).getByRole('listitem')).toHaveCount(1);
  await search.fill('nobody-here');
  await expect(page.getByText('No members match your search.')).toBeVisible();
});

test('a manager leaves admins alone: the refused actions say why and change nothing', async ({
  page,
  request,
}) => {
  const team = await teamWithEveryRole(request, 'Manager Rules Co');
  await signIn(page, team.manager);
  await openTeam(page);

  await expect(page.getByRole('region', { name: 'Manager Rules Co' })).toContainText('Your role: Manager');
  await expect(page.getByRole('button', { name: 'Rename' })).toHaveCount(0);

  // An admin's role is no selector for a manager, and Remove says why it cannot be done.
  const ada = member(page, 'Ada Admin');
  await expect(ada.getByRole('combobox')).toHaveCount(0);
  await expect(ada).toContainText('Managers cannot change admins');
  await ada.getByRole('button', { name: 'Remove Ada Admin' }).click();
  await expect(toast(page, 'Managers cannot remove admins')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await teamOf(request, team.admin.token)).find((m) => m.user.name === 'Ada Admin')?.role).toBe(
    'admin',
  );

  // Nobody acts on themselves.
  const own = member(page, 'Mona Manager');
  await expect(own).toContainText('You');
  await expect(own.getByRole('combobox')).toHaveCount(0);
  await expect(own.getByRole('button')).toHaveCount(0);

  // The Admin option is an admin's only, in the selector and in the invite form.
  const role = member(page, 'Vic Viewer').getByRole('combobox', { name: 'Role of Vic Viewer' });
  await expect(role.locator('option')).toHaveText(['Manager', 'Member', 'Viewer']);
  await role.selectOption('member');
  await expect(toast(page, 'Role updated')).toBeVisible();
  const form = page.getByRole('region', { name: 'Invite a teammate' });
  await form.getByRole('combobox', { name: 'Role' }).click();
  await expect(roleOption(page, 'Manager')).toBeVisible();
  await expect(roleOption(page, 'Admin')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The server holds the same rule, whatever the page offers.
  const admin = (await teamOf(request, team.manager.token)).find((m) => m.role === 'admin')!;
  const refused = await request.delete(`/api/org/members/${admin.user._id}`, {
    headers: { Authorization: `Bearer ${team.manager.token}` },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ msg: 'Managers cannot remove admins' });
});

test('resend copies the fresh link, or offers it in a prompt where the clipboard is refused', async ({
  page,
  request,
  context,
}) => {
  const team = await teamWithEveryRole(request, 'Resend Co');
  const email = uniqueEmail('pending');
  const first = await api<{ link: string }>(request, 'POST', '/org/invite', {
    token: team.admin.token,
    data: { name: 'Pat Pending', email, role: 'viewer' },
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, team.manager);
  await openTeam(page);

  const pending = invites(page).getByRole('listitem', { name: email });
  await pending.getByRole('button', { name: `Resend invite to ${email}` }).click();
  await expect(toast(page, 'Invite resent.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/register\?invite=/);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).not.toBe(first.link);

  // Where the browser refuses the clipboard, the link is offered in a prompt instead.
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
  });
  // The prompt is read and dismissed as it opens: while it is open the page handles no input, so
  // the click that opened it may only finish once it is gone.
  const shown = new Promise<{ type: string; defaultValue: string }>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve({ type: dialog.type(), defaultValue: dialog.defaultValue() });
      void dialog.dismiss();
    });
  });
  await pending.getByRole('button', { name: `Resend invite to ${email}` }).click();
  const { type, defaultValue } = await shown;
  expect(type).toBe('prompt');
  expect(defaultValue).toMatch(/\/register\?invite=/);
});

test('the invite form leaves the link to copy by hand, refuses a second invitation, and revoke asks first', async ({
  page,
  request,
}) => {
  const team = await teamWithEveryRole(request, 'Revoke Co');
  const email = uniqueEmail('pending');
  await api(request, 'POST', '/org/invite', {
    token: team.admin.token,
    data: { name: 'Pat Pending', email, role: 'viewer' },
  });
  // This browser refuses the clipboard.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  await signIn(page, team.manager);
  await openTeam(page);

  const form = page.getByRole('region', { name: 'Invite a teammate' });
  const other = uniqueEmail('manual');
  const inviteOther = async () => {
    await form.getByRole('textbox', { name: 'Name' }).fill('Manu Copy');
    await form.getByRole('textbox', { name: 'Email' }).fill(other);
    await form.getByRole('combobox', { name: 'Role' }).click();
    await roleOption(page, 'Viewer').click();
    await form.getByRole('textbox', { name: 'Email' }).press('Enter');
  };
  await inviteOther();
  await expect(toast(page, 'Invite created.')).toBeVisible();
  await expect(toast(page, 'Could not copy link. Select and copy it manually.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Invite link' })).toHaveValue(/\/register\?invite=/);

  // Inviting the same address again is refused with the server's reason.
  await inviteOther();
  await expect(
    toast(page, 'An invitation is already pending for this email. Resend it instead.'),
  ).toBeVisible();

  const pending = invites(page).getByRole('listitem', { name: email });
  await pending.getByRole('button', { name: `Revoke invite to ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText(`Revoke the invitation for ${email}?`);
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page, 'Invite revoked')).toBeVisible();
  await expect(pending).toHaveCount(0);
  const left = await api<{ email: string }[]>(request, 'GET', '/org/invites', { token: team.admin.token });
  expect(left.map((invite) => invite.email)).toEqual([other]);
});

for (const role of ['member', 'viewer'] as const) {
  test(`a ${role} sees the team without any control, at phone width too`, async ({ page, request }) => {
    const team: Team = await teamWithEveryRole(request, `Read Only ${role} Co`);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, team[role]);
    await openTeam(page);

    await expect(page.getByRole('region', { name: `Read Only ${role} Co` })).toContainText(
      `Your role: ${role === 'member' ? 'Member' : 'Viewer'}`,
    );
    await expect(tile(page, 'Members')).toContainText('4');
    await expect(tile(page, 'Admins')).toContainText('1');
    await expect(tile(page, 'Pending invites')).toContainText('Admins and managers only.');
    await expect(members(page).getByRole('listitem')).toHaveCount(4);
    await expect(members(page).getByRole('combobox')).toHaveCount(0);
    await expect(members(page).getByRole('button')).toHaveCount(0);
    await expect(member(page, 'Mona Manager')).toContainText('Manager');
    await expect(page.getByRole('region', { name: 'Invite a teammate' })).toHaveCount(0);
    await expect(invites(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Rename' })).toHaveCount(0);
    // Nothing runs off the side of a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}

test('an admin at phone width changes roles without the page running off the side', async ({
  page,
  request,
}) => {
  const team = await teamWithEveryRole(request, 'Phone Team Co');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, team.admin);
  await openTeam(page);
  const role = member(page, 'Vic Viewer').getByRole('combobox', { name: 'Role of Vic Viewer' });
  // The selector sits inside the phone's width, not beyond its right edge.
  const box = (await role.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await role.selectOption('manager');
  await expect(toast(page, 'Role updated')).toBeVisible();
  await expect(member(page, 'Vic Viewer').getByRole('button', { name: 'Remove Vic Viewer' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the global dialogs: an unverified admin is asked to verify, a full free plan to upgrade', async ({
  page,
  request,
}) => {
  const unverified = await registerAccount(request, { name: 'Una Verified', orgName: 'Unverified Co' });
  await signIn(page, unverified);
  await openTeam(page);
  const form = page.getByRole('region', { name: 'Invite a teammate' });
  const invite = async (name: string) => {
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('limit'));
    await form.getByRole('combobox', { name: 'Role' }).click();
    await roleOption(page, 'Viewer').click();
    await form.getByRole('button', { name: 'Send invite' }).click();
  };
  await invite('Some One');
  await expect(page.getByRole('dialog', { name: 'Verify your email address' })).toBeVisible();
  expect(await api<unknown[]>(request, 'GET', '/org/invites', { token: unverified.token })).toEqual([]);

  // The free plan allows 2 users, members and pending invites together.
  const free = await registerVerified(request, { name: 'Fran Free', orgName: 'Free Team Co' });
  await signIn(page, free);
  await openTeam(page);
  await invite('Second User');
  await expect(toast(page, 'Invite created.')).toBeVisible();
  await invite('Third User');
  const upgrade = page.getByRole('dialog', { name: 'Upgrade required' });
  await expect(upgrade).toBeVisible();
  await expect(upgrade).toContainText(/pro/i);
  await expect(tile(page, 'Pending invites')).toContainText('1');
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
  type TestInfo,
} from '@playwright/test';

/** A strong password that passes every rule, the register form's hint included. */
export const PASSWORD = 'Str0ngPass!';

let sequence = 0;
/** An address no other test uses (tests share one database per run). */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${sequence}@example.com`;
}

type Json = Record<string, unknown>;

/** A REST call against the real server (docs/api.md); fails the test on an unexpected status. */
export async function api<T = Json>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  { token, data, expectStatus = 200 }: { token?: string; data?: Json; expectStatus?: number } = {},
): Promise<T> {
  const res = await request.fetch(`/api${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(data ? { data } : {}),
  });
  const body = (await res.json().catch(() => ({}))) as T;
  expect(res.status(), `${method} ${path}: ${JSON.stringify(body)}`).toBe(expectStatus);
  return body;
}

export type Account = { name: string; email: string; password: string; orgName: string; token: string };

/** Registers an account (and its organization) through POST /api/auth/register. */
export async function registerAccount(
  request: APIRequestContext,
  overrides: Partial<Omit<Account, 'token'>> = {},
): Promise<Account> {
  const account = {
    name: overrides.name ?? 'Grace Hopper',
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? PASSWORD,
    orgName: overrides.orgName ?? 'Compilers Inc',
  };
  const { token } = await api<{ token: string }>(request, 'POST', '/auth/register', { data: account });
  return { ...account, token };
}

/**
 * Signs the browser in like the login form does: POST /api/auth/login through the page's own
 * request context (so the httpOnly refresh cookie lands in the browser), then the token in storage.
 */
export async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const { token } = await api<{ token: string }>(page.request, 'POST', '/auth/login', {
    data: { email: account.email, password: account.password },
  });
  await page.goto('/legal/terms');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  return token;
}

/** Signs `account` in and opens `path`, waiting until the app has taken the page over. */
export async function openAs(page: Page, account: Pick<Account, 'email' | 'password'>, path: string) {
  await signIn(page, account);
  await page.goto(path);
  await appReady(page);
}

/**
 * Runs `seed` with a request context of its own and closes that context afterwards; a file's
 * `test.beforeAll` seeds its data this way (the `request` fixture is not there before all tests).
 */
export async function seedWith<T>(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
  seed: (request: APIRequestContext) => Promise<T>,
): Promise<T> {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    return await seed(request);
  } finally {
    await request.dispose();
  }
}

/** The card of a list (by the list's name) that holds a link with the name `link`. */
export const cardIn = (page: Page, list: string, link: string | RegExp) =>
  page
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: link }) });

/** Decodes a quoted-printable body: soft line breaks ("=" at line end) and =XX byte escapes. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const char = joined[i]!;
    const hex = joined.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export type Mail = { file: string; subject: string; body: string };

function readMail(file: string): Mail {
  const raw = readFileSync(file, 'utf8');
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  let body = raw.slice(split).trim();
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) body = decodeQuotedPrintable(body);
  if (/content-transfer-encoding:\s*base64/i.test(headers))
    body = Buffer.from(body, 'base64').toString('utf8');
  const subject = /^subject:\s*(.*)$/im.exec(headers)?.[1] ?? '';
  return { file, subject, body };
}

/** The newest mail to `to` in the outbox ($DATA_DIR/mail/*.eml) whose subject matches, waiting for it. */
export async function waitForMail(to: string, subject: RegExp): Promise<Mail> {
  const dir = join(process.env.FOLIO_E2E_DATA_DIR!, 'mail');
  const safeTo = to.replace(/[^a-z0-9@._-]/gi, '_');
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(dir).filter((name) => name.endsWith('.eml') && name.includes(safeTo));
        } catch {
          return false;
        }
        found = files
          .sort()
          .reverse()
          .map((name) => readMail(join(dir, name)))
          .find((mail) => subject.test(mail.subject));
        return Boolean(found);
      },
      { message: `a mail to ${to} with subject ${subject}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The path and query of the app link in a mail (links are built from APP_URL, another host name). */
export function appLink(mail: Mail, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replace('/', '\\/')}\\?[^\\s]+`).exec(mail.body);
  if (!match) throw new Error(`no ${path} link in mail "${mail.subject}":\n${mail.body}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/** The stored access token of the page. */
export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/** Verifies an account the way its owner does: the link of its verification mail. */
async function verifyAccount(request: APIRequestContext, email: string): Promise<void> {
  const link = appLink(await waitForMail(email, /verify/i), '/verify-email');
  await api(request, 'GET', `/auth/${link.slice(1)}`);
}

/** An account whose owner has opened the verification link (inviting needs one, for instance). */
export async function registerVerified(
  request: APIRequestContext,
  overrides: Partial<Omit<Account, 'token'>> = {},
): Promise<Account> {
  const account = await registerAccount(request, overrides);
  await verifyAccount(request, account.email);
  return account;
}

export type PendingInvitation = { _id: string; org: { _id: string; name: string }; role: string };

/** Invites `email` to the organization of `admin` and answers the invitee's pending invitation for it. */
export async function inviteExisting(
  request: APIRequestContext,
  admin: Pick<Account, 'token' | 'orgName'>,
  invitee: Pick<Account, 'token' | 'email' | 'name'>,
  role: 'admin' | 'manager' | 'member' | 'viewer' = 'viewer',
): Promise<PendingInvitation> {
  await api(request, 'POST', '/org/invite', {
    token: admin.token,
    data: { name: invitee.name, email: invitee.email, role },
  });
  const { items } = await api<{ items: PendingInvitation[] }>(request, 'GET', '/auth/invitations', {
    token: invitee.token,
  });
  const found = items.find((item) => item.org.name === admin.orgName);
  if (!found) throw new Error(`no pending invitation to ${admin.orgName} for ${invitee.email}`);
  return found;
}

/** A client, a project, a partly paid invoice and an open one: every dashboard figure is non-zero. */
export async function seedWorkspace(request: APIRequestContext, account: Pick<Account, 'token'>) {
  const token = account.token;
  const client = await api<{ _id: string }>(request, 'POST', '/clients', {
    token,
    data: { name: 'Acme Corp', email: 'billing@acme.test' },
  });
  const project = await api<{ _id: string }>(request, 'POST', '/projects', {
    token,
    data: { title: 'Website redesign', client: client._id, priceCents: 250_000 },
  });
  const invoice = await api<{ _id: string }>(request, 'POST', '/invoices', {
    token,
    data: {
      client: client._id,
      project: [project._id],
      items: [{ description: 'Design work', quantity: 10, unitPrice: 120.5 }],
      currency: 'USD',
    },
  });
  await api(request, 'PATCH', `/invoices/${invoice._id}/mark-paid`, { token, data: { amount: 500.25 } });
  await api(request, 'POST', '/invoices', {
    token,
    data: {
      client: client._id,
      project: [project._id],
      items: [{ description: 'Hosting', quantity: 1, unitPrice: 80 }],
      currency: 'USD',
    },
  });
  return { client, project, invoice };
}

/**
 * No screen of this release can hit the plan limits or a verified-email rule yet, so the server's
 * answer is substituted for one call: the dialog must follow from the 403 code alone, whichever
 * call it came from. (The server's own rules are covered by the API tests.)
 */
export async function answerDashboardWith(page: Page, error: object) {
  await page.route('**/trpc/**', async (route) => {
    const url = new URL(route.request().url());
    const paths = url.pathname.replace(/^\/trpc\//, '').split(',');
    if (!paths.includes('dashboard.summary')) return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as unknown[];
    const index = paths.indexOf('dashboard.summary');
    body[index] = { error };
    await route.fulfill({ response, json: body, status: paths.length > 1 ? 207 : 403 });
  });
}

export const forbidden = (message: string, appCode: string, details: object | null = null) => ({
  message,
  code: -32603,
  data: { code: 'FORBIDDEN', httpStatus: 403, path: 'dashboard.summary', appCode, errors: null, details },
});

export type Team = { admin: Account; manager: Account; member: Account; viewer: Account };

/**
 * An organization on the pro plan (mock billing) with one account in each role: the admin who
 * created it, and a manager, a member and a viewer who accepted their invitations (joining makes
 * it their current organization).
 */
export async function teamWithEveryRole(request: APIRequestContext, orgName: string): Promise<Team> {
  const admin = await registerVerified(request, { name: 'Ada Admin', orgName });
  await api(request, 'POST', '/billing/checkout', { token: admin.token, data: { tier: 'pro' } });
  const join = async (name: string, role: 'manager' | 'member' | 'viewer') => {
    const account = await registerVerified(request, { name, orgName: `${name} Solo` });
    const invitation = await inviteExisting(request, admin, account, role);
    await api(request, 'POST', `/auth/invitations/${invitation._id}/accept`, { token: account.token });
    return account;
  };
  return {
    admin,
    manager: await join('Mona Manager', 'manager'),
    member: await join('Max Member', 'member'),
    viewer: await join('Vic Viewer', 'viewer'),
  };
}

/** The address pattern of every call of one tRPC procedure, batched or not (e.g. 'clients.update'). */
export const trpcPattern = (procedure: string) => `**/trpc/*${procedure}*`;

/**
 * Answers every call of the tRPC procedure `procedure` with a 422 whose field errors are `errors`,
 * as the server refuses an input; `page.unroute(trpcPattern(procedure))` ends it.
 */
export function refuseWith422(page: Page, procedure: string, errors: { field: string; msg: string }[]) {
  return page.route(trpcPattern(procedure), (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify([
        { error: { message: 'Validation failed', code: -32600, data: { httpStatus: 422, errors } } },
      ]),
    }),
  );
}

/**
 * Holds back every request of `page` that matches `pattern` (a glob, as page.route takes) until the
 * returned function is called: what the page shows while it waits can then be checked.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Stops the page's clock before the page loads: from then on its timers fire only when the test
 * moves time on (page.clock.runFor), so a check of a delay measures the app, never the machine. A
 * clock left running counts every stall of a busy machine as the page's time, and a timer set just
 * after a stall can even start from a reading taken before it.
 */
export async function stopPageClock(page: Page): Promise<void> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 60_000);
}

/**
 * With the page's clock stopped, moves it on 20 ms at a time until `locator` shows: the page's own
 * timers (debounces, query updates) run as they would, and once it shows, at most 20 ms of the
 * page's time have passed since it appeared.
 */
export async function runClockUntilSeen(page: Page, locator: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await locator.isVisible()) return true;
        await page.clock.runFor(20);
        return false;
      },
      // Each step is a round trip to the browser, and loading a page takes several (its timers
      // start its requests): on a busy machine that adds up to seconds.
      { intervals: [20], timeout: 30_000 },
    )
    .toBe(true);
}

/** Waits until the app has taken over the page (prerendered pages are inert until then). */
export const appReady = (page: Page) => expect(page.locator('#root')).not.toHaveAttribute('inert');

/**
 * A side panel's closing rules: Escape, Back, a click on the backdrop, the window losing focus and
 * the tab being hidden each close it. `open` opens it (and waits until it shows); `closed` checks
 * that it is gone and the address no longer names it.
 */
export async function expectPanelClosingRules(
  page: Page,
  open: () => Promise<void>,
  closed: () => Promise<void>,
) {
  await open();
  await page.keyboard.press('Escape');
  await closed();

  await open();
  await page.goBack();
  await closed();

  await open();
  await page.mouse.click(100, 400);
  await closed();

  await open();
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  await closed();

  await open();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await closed();
}

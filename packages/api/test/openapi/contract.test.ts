/**
 * The document against the server's real answers. A realistic session runs over HTTP (an owner
 * signs up and works through clients, projects, invoices, notes, search, the dashboard, the
 * activity log, the team and billing; then the error cases an integrator meets), every exchange
 * is recorded, and the last test checks each one against the operation the document declares
 * for it: the status, the body's schema, the content type, the headers and the security.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MISSING_ID } from '../helpers/answers';
import { craftAccessToken } from '../helpers/fixtures';
import { as, uniqueEmail } from '../helpers/rest';
import { conformanceReport } from './conformance';
import { downloadDocument, useLiveServer } from './live-server';
import { expectNoProblems } from './problems';
import { type Exchange, type RecordingClient, recordingClient } from './recorder';

// Rate limits on, as in production, so that a 429 can be met and checked too.
// The job queue runs as in the server: mails arrive a moment after their request.
const { t, live } = useLiveServer({ rateLimits: true, jobs: true });
let api: RecordingClient;

beforeAll(() => {
  api = recordingClient(live.baseUrl);
});

const PASSWORD = 'Str0ng-Passw0rd';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The answer's status, with the body in the failure message; answers the JSON body. */
function expectStatus(res: Exchange, status: number) {
  expect(
    res.status,
    `${res.method} ${res.path}${res.query.size ? `?${res.query}` : ''}: ${res.bytes.toString('utf8').slice(0, 500)}`,
  ).toBe(status);
  return res.json;
}

/** The refresh cookie a sign-in set, as a Cookie header. */
const refreshCookieOf = (res: Exchange) =>
  res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => pair.includes('refresh='));

type Account = { email: string; token: string; userId: string; cookie?: string };

/** Registers an account with an organization of its own, verified from its mail unless told not to. */
async function register(name: string, orgName: string, options: { verify?: boolean } = {}): Promise<Account> {
  const email = uniqueEmail(name.toLowerCase());
  const { token } = expectStatus(
    await api.post('/api/auth/register', { name, email, password: PASSWORD, orgName }),
    200,
  );
  if (options.verify !== false) {
    const verified = await api.get(
      `/api/auth/verify-email?token=${encodeURIComponent(await t.outbox.waitForToken(email, 'Verify'))}`,
    );
    expectStatus(verified, 200);
  }
  const me = expectStatus(await api.get('/api/auth/me', { token }), 200);
  return { email, token, userId: me.user._id };
}

let owner: Account;
let viewer: Account;
let outsider: Account;
let unverified: Account;
const ids = {
  globex: '',
  initech: '',
  umbrella: '',
  website: '',
  invoice: '',
  draft: '',
  note: '',
  outsiderClient: '',
  inviteId: '',
};

describe('a session as an integrator runs it', () => {
  it('registers, verifies the address from the mail, signs in and refreshes', async () => {
    const email = uniqueEmail('ada');
    const registered = await api.post('/api/auth/register', {
      name: 'Ada Lovelace',
      email,
      password: PASSWORD,
      orgName: 'Analytical Engines',
    });
    expectStatus(registered, 200);
    const verifyToken = await t.outbox.waitForToken(email, 'Verify');
    expectStatus(await api.get(`/api/auth/verify-email?token=${encodeURIComponent(verifyToken)}`), 200);

    const login = await api.post('/api/auth/login', { email, password: PASSWORD });
    expectStatus(login, 200);
    const cookie = refreshCookieOf(login);
    expect(cookie, 'the sign-in sets the refresh cookie').toBeDefined();
    const refreshed = await api.post('/api/auth/refresh', undefined, { cookie: cookie ?? '' });
    const { token: fresh } = expectStatus(refreshed, 200);
    const me = expectStatus(await api.get('/api/auth/me', { token: fresh }), 200);
    owner = { email, token: fresh, userId: me.user._id, cookie: refreshCookieOf(refreshed) ?? '' };

    expectStatus(await api.get('/api/users/me', as(owner)), 200);
    expectStatus(await api.patch('/api/users/me/preferences', { theme: 'dark' }, as(owner)), 200);
    expectStatus(await api.get('/api/auth/orgs', as(owner)), 200);
    expectStatus(await api.get('/api/org/name', as(owner)), 200);
    expectStatus(await api.put('/api/org/name', { name: 'Analytical Engines Ltd' }, as(owner)), 200);

    outsider = await register('Oscar', 'Other Tenant');
    ids.outsiderClient = expectStatus(
      await api.post('/api/clients', { name: 'Foreign Client' }, as(outsider)),
      200,
    )._id;
  });

  it('keeps an account: profile, password change, reset from the mail, email change and its undo', async () => {
    const pat = await register('Pat', 'Pat Works');
    expectStatus(await api.put('/api/users/me', { name: 'Pat Smith' }, as(pat)), 200);
    const changed = 'N3w-Passw0rd!';
    expectStatus(
      await api.patch('/api/users/me/password', { currentPassword: PASSWORD, newPassword: changed }, as(pat)),
      200,
    );

    expectStatus(await api.post('/api/auth/forgot-password', { email: pat.email }), 200);
    await t.settled();
    const resetToken = await t.outbox.waitForToken(pat.email, 'Reset');
    expectStatus(
      await api.post('/api/auth/reset-password', { token: resetToken, newPassword: PASSWORD }),
      200,
    );
    expectStatus(
      await api.post('/api/auth/reset-password', { token: resetToken, newPassword: PASSWORD }),
      400,
    );
    const { token } = expectStatus(
      await api.post('/api/auth/login', { email: pat.email, password: PASSWORD }),
      200,
    );

    const newEmail = uniqueEmail('pat.new');
    expectStatus(
      await api.post('/api/auth/request-email-change', { newEmail, currentPassword: PASSWORD }, { token }),
      200,
    );
    expectStatus(
      await api.get(
        `/api/auth/verify-email?token=${encodeURIComponent(await t.outbox.waitForToken(newEmail))}`,
      ),
      200,
    );
    const undo = await t.outbox.waitForToken(pat.email, 'changed');
    expectStatus(await api.post('/api/auth/undo-email-change', { token: undo }), 200);
    expectStatus(await api.get(`/api/auth/verify-email?token=${encodeURIComponent(undo)}`), 400);
    expectStatus(await api.get('/api/auth/verify-email'), 422);
  });

  it('creates, pages, reads, updates, summarises and deletes clients', async () => {
    ids.globex = expectStatus(
      await api.post(
        '/api/clients',
        { name: 'Globex', email: 'ap@globex.example', phone: '+1 555 0100', tags: ['vip'] },
        as(owner),
      ),
      200,
    )._id;
    ids.initech = expectStatus(await api.post('/api/clients', { name: 'Initech' }, as(owner)), 200)._id;
    ids.umbrella = expectStatus(await api.post('/api/clients', { name: 'Umbrella' }, as(owner)), 200)._id;

    const first = await api.get('/api/clients?limit=2', as(owner));
    expect(expectStatus(first, 200)).toHaveLength(2);
    expect(first.headers.get('x-total-count')).toBe('3');
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await api.get(`/api/clients?limit=2&after=${encodeURIComponent(cursor ?? '')}`, as(owner));
    expect(expectStatus(second, 200)).toHaveLength(1);
    expect(second.headers.get('x-next-cursor')).toBeNull();
    expect(expectStatus(await api.get('/api/clients?status=all&q=glob', as(owner)), 200)).toHaveLength(1);

    expectStatus(await api.get(`/api/clients/${ids.globex}`, as(owner)), 200);
    expectStatus(await api.put(`/api/clients/${ids.globex}`, { address: '1 Globex Way' }, as(owner)), 200);
    expectStatus(await api.get(`/api/clients/${ids.globex}/summary`, as(owner)), 200);
    expectStatus(await api.delete(`/api/clients/${ids.umbrella}`, as(owner)), 200);
  });

  it('creates, pages, reads, updates and closes projects', async () => {
    ids.website = expectStatus(
      await api.post(
        '/api/projects',
        {
          title: 'Website',
          client: ids.globex,
          priceCents: 250_000,
          currency: 'USD',
          dueDate: inDays(30),
          tags: ['web'],
        },
        as(owner),
      ),
      200,
    )._id;
    const extra = expectStatus(
      await api.post('/api/projects', { title: 'Audit', client: ids.initech }, as(owner)),
      200,
    );
    const page = await api.get('/api/projects?limit=1', as(owner));
    expect(expectStatus(page, 200)).toHaveLength(1);
    expect(page.headers.get('x-total-count')).toBe('2');
    expectStatus(await api.get(`/api/projects/${ids.website}`, as(owner)), 200);
    expectStatus(
      await api.put(`/api/projects/${ids.website}`, { description: 'The new site' }, as(owner)),
      200,
    );
    expectStatus(await api.get(`/api/clients/${ids.globex}/projects?limit=5`, as(owner)), 200);
    expectStatus(
      await api.patch(`/api/projects/${extra._id}/status`, { status: 'completed' }, as(owner)),
      200,
    );
    expectStatus(await api.delete(`/api/projects/${extra._id}`, as(owner)), 200);
  });

  it('invoices with line items, sends, records payments and downloads the PDF', async () => {
    const invoice = expectStatus(
      await api.post(
        '/api/invoices',
        {
          client: ids.globex,
          project: [ids.website],
          items: [
            { description: 'Design', quantity: 10, unitPrice: 80 },
            { description: 'Hosting', quantity: 1, unitPrice: 200 },
          ],
          currency: 'USD',
          dueDate: inDays(14),
        },
        as(owner),
      ),
      200,
    );
    ids.invoice = invoice._id;
    ids.draft = expectStatus(
      await api.post(
        '/api/invoices',
        {
          client: ids.globex,
          project: ids.website,
          items: [{ description: 'Extra', quantity: 1, unitPrice: 5 }],
        },
        as(owner),
      ),
      200,
    )._id;
    const page = await api.get('/api/invoices?status=all&limit=1', as(owner));
    expect(expectStatus(page, 200)).toHaveLength(1);
    expect(page.headers.get('x-total-count')).toBe('2');
    expect(page.headers.get('link')).toMatch(/rel="next"/);
    expectStatus(await api.get(`/api/invoices/${ids.invoice}`, as(owner)), 200);
    expectStatus(await api.put(`/api/invoices/${ids.invoice}`, { dueDate: inDays(21) }, as(owner)), 200);
    expectStatus(await api.get(`/api/clients/${ids.globex}/invoices?status=all&limit=5`, as(owner)), 200);

    expectStatus(await api.patch(`/api/invoices/${ids.invoice}/mark-sent`, undefined, as(owner)), 200);
    expectStatus(await api.patch(`/api/invoices/${ids.invoice}/mark-paid`, { amount: 250 }, as(owner)), 200);
    const paid = expectStatus(await api.patch(`/api/invoices/${ids.invoice}/mark-paid`, {}, as(owner)), 200);
    expect(paid.status).toBe('paid');
    expectStatus(await api.get('/api/invoices/summary', as(owner)), 200);
    expectStatus(await api.get(`/api/invoices/summary?client=${ids.globex}`, as(owner)), 200);

    const pdf = await api.get(`/api/invoices/${ids.invoice}/pdf`, as(owner));
    expectStatus(pdf, 200);
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Sending by email: the draft, a 202 with the queued delivery, then the delivery delivered.
    const draft = expectStatus(await api.get(`/api/invoices/${ids.invoice}/email-draft`, as(owner)), 200);
    const queued = expectStatus(
      await api.post(
        `/api/invoices/${ids.invoice}/send`,
        { recipients: ['accounts@globex.example'], subject: draft.subject },
        as(owner),
      ),
      202,
    );
    expect(queued.status).toBe('queued');
    await vi.waitFor(
      async () => {
        const list = expectStatus(await api.get(`/api/invoices/${ids.invoice}/deliveries`, as(owner)), 200);
        expect(list.items[0]).toMatchObject({ _id: queued._id, status: 'delivered' });
      },
      { timeout: 15_000, interval: 250 },
    );
    expectStatus(
      await api.post(`/api/invoices/${ids.invoice}/deliveries/${queued._id}/retry`, undefined, as(owner)),
      409,
    );

    expectStatus(await api.put(`/api/invoices/${ids.draft}`, { status: 'archived' }, as(owner)), 200);
    expectStatus(await api.delete(`/api/invoices/${ids.draft}`, as(owner)), 200);
  });

  it('notes, search, the dashboard, the activity log and its CSV export', async () => {
    ids.note = expectStatus(
      await api.post(
        '/api/notes',
        { entityType: 'client', objectId: ids.globex, body: 'Call back on Monday' },
        as(owner),
      ),
      200,
    )._id;
    expectStatus(
      await api.get(`/api/notes?entityType=client&objectId=${ids.globex}&page=1&limit=10`, as(owner)),
      200,
    );
    expectStatus(await api.put(`/api/notes/${ids.note}`, { body: 'Call back on Tuesday' }, as(owner)), 200);
    expectStatus(await api.delete(`/api/notes/${ids.note}`, as(owner)), 200);

    const found = expectStatus(await api.get('/api/search?q=Globex', as(owner)), 200);
    expect(found.items.length).toBeGreaterThan(0);
    expectStatus(await api.get('/api/dashboard/summary', as(owner)), 200);

    expectStatus(await api.get('/api/activity?page=1&limit=20', as(owner)), 200);
    expectStatus(await api.get(`/api/activity?type=invoice&userId=${owner.userId}&q=Globex`, as(owner)), 200);
    expectStatus(await api.get(`/api/activity/${ids.globex}/client`, as(owner)), 200);
    expectStatus(await api.get(`/api/activity/${ids.website}/project`, as(owner)), 200);
    expectStatus(await api.get(`/api/activity/${ids.invoice}/invoice`, as(owner)), 200);
    expectStatus(await api.get('/api/org/activity-summary', as(owner)), 200);

    const csv = await api.get('/api/activity/export?type=client', as(owner));
    expectStatus(csv, 200);
    expect(csv.contentType).toMatch(/^text\/csv/);
    expect(csv.bytes.toString('utf8')).toMatch(/^date,user,email,action,type,entity,objectId\r\n/);
  });

  it('invites a viewer, who joins with the link; the free plan stops a third member', async () => {
    const email = uniqueEmail('vera');
    const invite = expectStatus(
      await api.post('/api/org/invite', { name: 'Vera', email, role: 'viewer' }, as(owner)),
      200,
    );
    const inviteToken = new URL(invite.link).searchParams.get('invite') ?? '';
    const pending = expectStatus(await api.get('/api/org/invites', as(owner)), 200);
    expect(pending).toHaveLength(1);
    expectStatus(await api.get(`/api/auth/invite/${encodeURIComponent(inviteToken)}`), 200);

    const joined = await api.post('/api/auth/register', {
      name: 'Vera',
      email,
      password: PASSWORD,
      invite: inviteToken,
    });
    const { token } = expectStatus(joined, 200);
    expectStatus(
      await api.get(
        `/api/auth/verify-email?token=${encodeURIComponent(await t.outbox.waitForToken(email, 'Verify'))}`,
      ),
      200,
    );
    const me = expectStatus(await api.get('/api/auth/me', { token }), 200);
    viewer = { email, token, userId: me.user._id };
    const members = expectStatus(await api.get('/api/org/members', as(owner)), 200);
    expect(members.members).toHaveLength(2);

    const third = await api.post(
      '/api/org/invite',
      { name: 'Third', email: uniqueEmail('third'), role: 'member' },
      as(owner),
    );
    expectStatus(third, 403);
    expect(third.json.code).toBe('PLAN_UPGRADE_REQUIRED');
  });

  it('upgrades in mock billing mode; then a third member can be invited, re-sent and revoked', async () => {
    const overview = expectStatus(await api.get('/api/billing/overview', as(owner)), 200);
    expect(overview.mockMode).toBe(true);
    expectStatus(await api.post('/api/billing/checkout', { tier: 'pro' }, as(owner)), 200);
    expect(expectStatus(await api.get('/api/billing/overview', as(owner)), 200).org.planTier).toBe('pro');
    // Mock mode has no payment provider's portal to open.
    expectStatus(await api.post('/api/billing/portal', undefined, as(owner)), 400);

    expectStatus(
      await api.post(
        '/api/org/invite',
        { name: 'Max', email: uniqueEmail('max'), role: 'member' },
        as(owner),
      ),
      200,
    );
    const pending = expectStatus(await api.get('/api/org/invites', as(owner)), 200);
    ids.inviteId = pending[0]._id;
    expectStatus(await api.post(`/api/org/invites/${ids.inviteId}/resend`, undefined, as(owner)), 200);
    expectStatus(await api.delete(`/api/org/invites/${ids.inviteId}`, as(owner)), 200);
    expectStatus(
      await api.patch(`/api/org/members/${viewer.userId}/role`, { role: 'viewer' }, as(owner)),
      200,
    );
  });

  it('an existing account accepts an invitation, switches back and is removed; another declines', async () => {
    const erin = await register('Erin', 'Erin Org');
    const erinOrg = expectStatus(await api.get('/api/auth/me', as(erin)), 200).user.currentOrg._id;
    expectStatus(
      await api.post('/api/org/invite', { name: 'Erin', email: erin.email, role: 'member' }, as(owner)),
      200,
    );
    const invitations = expectStatus(await api.get('/api/auth/invitations', as(erin)), 200);
    expect(invitations.items).toHaveLength(1);
    expectStatus(
      await api.post(`/api/auth/invitations/${invitations.items[0]._id}/accept`, undefined, as(erin)),
      200,
    );
    expect(expectStatus(await api.get('/api/auth/orgs', as(erin)), 200).orgs).toHaveLength(2);
    expectStatus(await api.put('/api/auth/switch-org', { orgId: erinOrg }, as(erin)), 200);
    expectStatus(await api.delete(`/api/org/members/${erin.userId}`, as(owner)), 200);

    expectStatus(
      await api.post('/api/org/invite', { name: 'Oscar', email: outsider.email, role: 'viewer' }, as(owner)),
      200,
    );
    const offered = expectStatus(await api.get('/api/auth/invitations', as(outsider)), 200);
    expectStatus(
      await api.post(`/api/auth/invitations/${offered.items[0]._id}/decline`, undefined, as(outsider)),
      200,
    );
    expectStatus(
      await api.post(`/api/auth/invitations/${offered.items[0]._id}/accept`, undefined, as(outsider)),
      404,
    );
    expectStatus(await api.get('/api/auth/invite/not-a-real-token'), 200);
  });

  it('answers 401 without a token, with a bad or expired one, and to wrong credentials', async () => {
    expectStatus(await api.get('/api/clients'), 401);
    expectStatus(await api.get('/api/clients', { authorization: 'Bearer not-a-token' }), 401);
    const expired = await craftAccessToken(owner.userId, { exp: Math.floor(Date.now() / 1000) - 60 });
    expectStatus(await api.get(`/api/clients/${ids.globex}`, { token: expired }), 401);
    expectStatus(await api.get(`/api/invoices/${ids.invoice}/pdf`), 401);
    expectStatus(await api.get('/api/activity/export'), 401);
    expectStatus(await api.post('/api/auth/login', { email: owner.email, password: 'Wr0ng-Passw0rd' }), 401);
    expectStatus(await api.post('/api/auth/refresh'), 401);
  });

  it('answers 403 with the code: a viewer writing, an unverified address, a Free-plan limit', async () => {
    const refused = await api.post('/api/clients', { name: 'Viewer Co' }, as(viewer));
    expectStatus(refused, 403);
    expect(refused.json.code).toBe('INSUFFICIENT_ROLE');
    expect(
      expectStatus(await api.put(`/api/clients/${ids.globex}`, { name: 'X' }, as(viewer)), 403).code,
    ).toBe('INSUFFICIENT_ROLE');
    expect(expectStatus(await api.delete(`/api/invoices/${ids.invoice}`, as(viewer)), 403).code).toBe(
      'INSUFFICIENT_ROLE',
    );
    const note = { entityType: 'client', objectId: ids.globex, body: 'Viewer note' };
    expect(expectStatus(await api.post('/api/notes', note, as(viewer)), 403).code).toBe('INSUFFICIENT_ROLE');
    expect(expectStatus(await api.get('/api/org/invites', as(viewer)), 403).code).toBe('INSUFFICIENT_ROLE');

    unverified = await register('Una', 'Unverified Works', { verify: false });
    const notVerified = await api.post(
      '/api/org/invite',
      { name: 'Someone', email: uniqueEmail('someone'), role: 'viewer' },
      as(unverified),
    );
    expect(expectStatus(notVerified, 403).code).toBe('EMAIL_NOT_VERIFIED');
    expect(
      expectStatus(await api.post('/api/billing/checkout', { tier: 'pro' }, as(unverified)), 403).code,
    ).toBe('EMAIL_NOT_VERIFIED');

    const limit = expectStatus(
      await api.post('/api/org/create', { name: 'Second Free Org' }, as(outsider)),
      403,
    );
    expect(limit).toMatchObject({ code: 'PLAN_UPGRADE_REQUIRED', requiredPlan: 'pro', currentPlan: 'free' });
  });

  it("answers 404 for unknown ids and for another organization's", async () => {
    expectStatus(await api.get(`/api/clients/${MISSING_ID}`, as(owner)), 404);
    expectStatus(await api.get(`/api/clients/${ids.outsiderClient}`, as(owner)), 404);
    expectStatus(await api.put(`/api/clients/${ids.outsiderClient}`, { name: 'Taken' }, as(owner)), 404);
    expectStatus(await api.delete(`/api/clients/${ids.outsiderClient}`, as(owner)), 404);
    expectStatus(await api.get(`/api/clients/${ids.outsiderClient}/summary`, as(owner)), 404);
    expectStatus(await api.get(`/api/projects/${MISSING_ID}`, as(owner)), 404);
    expectStatus(await api.get(`/api/invoices/${MISSING_ID}`, as(owner)), 404);
    expectStatus(await api.get(`/api/invoices/${MISSING_ID}/pdf`, as(owner)), 404);
    expectStatus(await api.patch(`/api/invoices/${MISSING_ID}/mark-paid`, { amount: 1 }, as(owner)), 404);
    expectStatus(await api.post(`/api/invoices/${MISSING_ID}/send`, {}, as(owner)), 404);
    expectStatus(await api.get(`/api/invoices/${MISSING_ID}/deliveries`, as(owner)), 404);
    expectStatus(
      await api.post(`/api/invoices/${ids.invoice}/deliveries/${MISSING_ID}/retry`, undefined, as(owner)),
      404,
    );
    expectStatus(await api.put(`/api/notes/${MISSING_ID}`, { body: 'Gone' }, as(owner)), 404);
    expectStatus(await api.get(`/api/activity/${ids.outsiderClient}/client`, as(owner)), 404);
    expectStatus(
      await api.patch(`/api/org/members/${outsider.userId}/role`, { role: 'member' }, as(owner)),
      404,
    );
  });

  it('answers 409 to conflicts', async () => {
    expectStatus(
      await api.post('/api/auth/register', {
        name: 'Ada Again',
        email: owner.email,
        password: PASSWORD,
        orgName: 'Dup',
      }),
      409,
    );
    expectStatus(await api.patch(`/api/invoices/${ids.invoice}/mark-paid`, { amount: 1 }, as(owner)), 409);
    expectStatus(
      await api.post('/api/org/invite', { name: 'Vera', email: viewer.email, role: 'member' }, as(owner)),
      409,
    );
  });

  it('answers 422 with the field errors to bad input; 400, 413 and 415 to a malformed, oversized or non-JSON body', async () => {
    const blank = expectStatus(await api.post('/api/clients', { name: '   ' }, as(owner)), 422);
    expect(blank.errors).toEqual([expect.objectContaining({ field: 'name' })]);
    const badInvoice = expectStatus(
      await api.post('/api/invoices', { client: ids.globex, project: [ids.website], items: [] }, as(owner)),
      422,
    );
    expect(badInvoice.errors).toEqual([expect.objectContaining({ field: 'items' })]);
    expect(expectStatus(await api.get('/api/clients?limit=0', as(owner)), 422).errors[0].field).toBe('limit');
    expect(
      expectStatus(await api.get('/api/projects?after=not-a-cursor', as(owner)), 422).errors[0].field,
    ).toBe('after');
    expectStatus(await api.patch(`/api/invoices/${ids.invoice}/mark-paid`, { amount: -5 }, as(owner)), 422);
    expectStatus(
      await api.post(
        `/api/invoices/${ids.invoice}/send`,
        { recipients: ['a@b.example, c@d.example'] },
        as(owner),
      ),
      422,
    );
    expectStatus(await api.post('/api/auth/login', { email: 'not-an-address' }), 422);
    expectStatus(await api.get(`/api/search?q=${'x'.repeat(201)}`, as(owner)), 422);
    expectStatus(await api.get('/api/notes?entityType=client', as(owner)), 422);
    expectStatus(await api.get('/api/activity?limit=1000', as(owner)), 422);

    expectStatus(
      await api.post('/api/clients', undefined, {
        ...as(owner),
        raw: { contentType: 'application/json', body: '{"name":' },
      }),
      400,
    );
    expectStatus(
      await api.post('/api/clients', undefined, {
        ...as(owner),
        raw: { contentType: 'text/plain', body: 'name=Acme' },
      }),
      415,
    );
    const oversized = { entityType: 'client', objectId: ids.globex, body: 'x'.repeat(1024 * 1024) };
    expectStatus(await api.post('/api/notes', oversized, as(owner)), 413);
  });

  it('answers 429 with Retry-After once a budget is spent', async () => {
    let last: Exchange | undefined;
    for (let i = 0; i < 10 && last?.status !== 429; i += 1) {
      last = await api.post('/api/auth/resend-verification', undefined, as(unverified));
    }
    expect(last?.status).toBe(429);
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('serves the document and signs out', async () => {
    expectStatus(await api.get('/api/openapi.json'), 200);
    expectStatus(await api.get('/api/health'), 200);
    // Billing runs in mock mode: there is no webhook secret to check a Stripe signature with.
    expectStatus(
      await api.post(
        '/api/billing/webhook',
        { id: 'evt_test', type: 'customer.subscription.updated', data: { object: {} } },
        { headers: { 'stripe-signature': 't=1,v1=00' } },
      ),
      503,
    );
    expectStatus(await api.post('/api/auth/logout', undefined, { cookie: owner.cookie ?? '' }), 200);
    expectStatus(await api.get('/api/users/me', as(owner)), 401);
  });
});

describe('GET /api/openapi.json', () => {
  it('declares every answer of the session above, with its schema, content type and headers', async () => {
    expect(api.exchanges.length).toBeGreaterThan(100);
    const document = await downloadDocument(live.baseUrl);
    const problems = conformanceReport(document, api.exchanges);
    expectNoProblems(`${api.exchanges.length} exchanges against the document`, problems);
  });
});

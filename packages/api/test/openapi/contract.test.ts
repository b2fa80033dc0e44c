/**
 * The document against the server's real answers. A realistic session runs over HTTP (an owner
 * signs up and works through clients, projects, invoices, notes, search, the dashboard, the
 * activity log, the team and billing; then the error cases an integrator meets), every exchange
 * is recorded, and the last test checks each one against the operation the document declares
 * for it: the status, the body's schema, the content type, the headers and the security.
 *
 * The steps live in contract-session-*.ts and run in the order below: each may use the accounts
 * and ids an earlier one set (contract-session.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { conformanceReport } from './conformance';
import { ContractSession } from './contract-session';
import {
  acceptAndDecline,
  inviteAViewer,
  keepAnAccount,
  signUpAndRefresh,
  upgradeAndInvite,
} from './contract-session-accounts';
import {
  badInput422,
  conflicts409,
  documentAndSignOut,
  forbidden403,
  notFound404,
  rateLimited429,
  unauthenticated401,
} from './contract-session-errors';
import {
  businessDetails,
  invoiceSendAndPay,
  notesSearchAndActivity,
  taxRatesAndTaxedInvoice,
  workWithClients,
  workWithProjects,
} from './contract-session-records';
import { downloadDocument, useLiveServer } from './live-server';
import { expectNoProblems } from './problems';
import { recordingClient } from './recorder';

// Rate limits on, as in production, so that a 429 can be met and checked too.
// The job queue runs as in the server: mails arrive a moment after their request.
const { t, live } = useLiveServer({ rateLimits: true, jobs: true });
let session: ContractSession;

beforeAll(() => {
  session = new ContractSession(t, recordingClient(live.baseUrl));
});

describe('a session as an integrator runs it', () => {
  it('registers, verifies the address from the mail, signs in and refreshes', () =>
    signUpAndRefresh(session));
  it('keeps an account: profile, password change, reset from the mail, email change and its undo', () =>
    keepAnAccount(session));
  it('creates, pages, reads, updates, summarises and deletes clients', () => workWithClients(session));
  it('creates, pages, reads, updates and closes projects', () => workWithProjects(session));
  it('invoices with line items, sends, records payments and downloads the PDF', () =>
    invoiceSendAndPay(session));
  it('notes, search, the dashboard, the activity log and its CSV export', () =>
    notesSearchAndActivity(session));
  it('invites a viewer, who joins with the link; the free plan stops a third member', () =>
    inviteAViewer(session));
  it('upgrades in mock billing mode; then a third member can be invited, re-sent and revoked', () =>
    upgradeAndInvite(session));
  it('an existing account accepts an invitation, switches back and is removed; another declines', () =>
    acceptAndDecline(session));
  it("sets the organization's business details and logo", () => businessDetails(session));
  it('keeps tax rates and creates a taxed invoice with a line and an invoice discount', () =>
    taxRatesAndTaxedInvoice(session));
  it('answers 401 without a token, with a bad or expired one, and to wrong credentials', () =>
    unauthenticated401(session));
  it('answers 403 with the code: a viewer writing, an unverified address, a Free-plan limit', () =>
    forbidden403(session));
  it("answers 404 for unknown ids and for another organization's", () => notFound404(session));
  it('answers 409 to conflicts', () => conflicts409(session));
  it('answers 422 with the field errors to bad input; 400, 413 and 415 to a malformed, oversized or non-JSON body', () =>
    badInput422(session));
  it('answers 429 with Retry-After once a budget is spent', () => rateLimited429(session));
  it('serves the document and signs out', () => documentAndSignOut(session));
});

describe('GET /api/openapi.json', () => {
  it('declares every answer of the session above, with its schema, content type and headers', async () => {
    const { api } = session;
    expect(api.exchanges.length).toBeGreaterThan(100);
    const document = await downloadDocument(live.baseUrl);
    const problems = conformanceReport(document, api.exchanges);
    expectNoProblems(`${api.exchanges.length} exchanges against the document`, problems);
  });
});

import type { Role } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './app';
import { MEMBER_NAMES, type Member } from './org';
import { type RestClient, type RestResponse, uniqueEmail } from './rest';

/**
 * Invites a new address with `role` as `inviter` over REST, registers it with the link from the
 * answer and verifies its email: the account's only organization is the inviter's.
 */
export async function inviteAndJoin(
  t: TestApp,
  rest: RestClient,
  inviter: { token: string },
  role: Role,
  name: string = MEMBER_NAMES[role],
): Promise<Member> {
  const email = uniqueEmail(role);
  const invite = await rest.post('/org/invite', { name, email, role }, { token: inviter.token });
  expect(invite.status, `invite ${role}: ${JSON.stringify(invite.body)}`).toBe(200);
  const password = 'Str0ng-Passw0rd';
  const reg = await rest.post('/auth/register', {
    name,
    email,
    password,
    invite: new URL(invite.body.link).searchParams.get('invite'),
  });
  expect(reg.status, `register with the invite: ${JSON.stringify(reg.body)}`).toBe(200);
  const verified = await rest.get(`/auth/verify-email?token=${t.outbox.token(email, 'Verify')}`);
  expect(verified.status).toBe(200);
  const [user] = await t.handle.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, email));
  return {
    email,
    password,
    name,
    token: reg.body.token,
    refresh: reg.refreshCookie!,
    userId: user!.id,
    role,
  };
}

const created = (what: string, res: RestResponse) => {
  expect(res.status, `create ${what}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

/** Creates a client over REST as `who`, failing the test unless it is created. */
export const createClient = async (rest: RestClient, who: { token: string }, body: Record<string, unknown>) =>
  created('client', await rest.post('/clients', body, { token: who.token }));

/** Creates a project over REST as `who`, failing the test unless it is created. */
export const createProject = async (
  rest: RestClient,
  who: { token: string },
  body: Record<string, unknown>,
) => created('project', await rest.post('/projects', body, { token: who.token }));

/** Creates an invoice over REST as `who`, failing the test unless it is created. */
export const createInvoice = async (
  rest: RestClient,
  who: { token: string },
  body: Record<string, unknown>,
) => created('invoice', await rest.post('/invoices', body, { token: who.token }));

/** A client with one project, both over REST. */
export async function clientWithProject(
  rest: RestClient,
  who: { token: string },
  names: { client?: string; project?: string } = {},
) {
  const client = await createClient(rest, who, { name: names.client ?? 'Globex Corporation' });
  const project = await createProject(rest, who, { title: names.project ?? 'Website', client: client._id });
  return { client, project };
}

/** An invoice payload: `client`, its `projects`, the line items, USD, due in `dueDate` (YYYY-MM-DD). */
export const invoiceBody = (
  client: string,
  projects: string[],
  items: { description: string; quantity: number; unitPrice: number }[],
  dueDate: string,
) => ({ client, project: projects, items, currency: 'USD', dueDate });

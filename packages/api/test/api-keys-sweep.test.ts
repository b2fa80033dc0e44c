/**
 * The security sweep with API keys: every operation of the OpenAPI document, called with a key of
 * each role (viewer, member, manager, admin) of organization A.
 *
 * - On organization B's records (B's ids in the path, or in the body where a record is named), a
 *   key of A is refused (403, 404 or 422) and B is neither read (no answer of a key ever holds
 *   one of B's ids or names) nor changed (B's rows are the same after the sweep).
 * - On A's own records, a key of a role gets what a person of that role gets: a success where the
 *   person succeeds, 403 where the person is refused (one exception: a key never creates keys);
 *   keys whose creator was downgraded to viewer get what a viewer gets.
 * - A person's own operations (/auth/*, /users/*, organization creation, billing checkout and
 *   portal) refuse every key with 401 or 403.
 *
 * The list of operations comes from the served document, so an operation added later is swept
 * too; one this file cannot call meaningfully fails the test until it is described here.
 */
import { ROLES, type Role } from '@folio/contracts';
import { schema } from '@folio/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ID } from './helpers/answers';
import { eventually } from './helpers/eventually';
import { createOrg, createTeam, day, type Member, type Org, type Team } from './helpers/org';
import { uniqueEmail } from './helpers/rest';
import { useTestApp } from './helpers/suite';
import { type OpenApiDocument, type OperationEntry, operationsOf } from './openapi/openapi-document';

// The job queue runs (sending an invoice needs it); a webhook's failed attempt waits an hour.
const { t, rest } = useTestApp({
  jobs: true,
  config: { webhooks: { retryDelaysMs: Array(7).fill(3_600_000), timeoutMs: 2000 } },
});

/** A target nobody listens on (outside production a loopback URL is accepted). */
const HOOK_URL = 'http://127.0.0.1:9/sweep';
/** A 1×1 PNG, for PUT /org/logo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

type Answer = { status: number; text: string; json: any };

/** One request as an integrator sends it; `auth` is an access token or an API key's secret. */
async function call(
  method: string,
  path: string,
  auth: string,
  options: { body?: unknown; query?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${auth}` };
  let payload: string | Buffer | undefined;
  if (options.body instanceof Buffer) {
    headers['content-type'] = 'image/png';
    payload = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }
  const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
  const res = await t.app.inject({
    method: method.toUpperCase() as 'GET',
    url: `/api${path}${query}`,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  let json: unknown = null;
  try {
    json = JSON.parse(res.body);
  } catch {
    /* a PDF, a CSV, an image */
  }
  return { status: res.statusCode, text: res.body, json };
}

/** The records of one organization the sweep points at, by the kind of id a path takes. */
type Fixtures = {
  tag: string;
  orgName: string;
  client: string;
  project: string;
  invoice: string;
  invoiceDelivery: string;
  quote: string;
  recurringInvoice: string;
  note: string;
  taxRate: string;
  webhook: string;
  webhookDelivery: string;
  apiKey: string;
  invite: string;
  member: string;
};
type Kind = Exclude<keyof Fixtures, 'tag' | 'orgName'>;

const ok = (what: string, res: Answer) => {
  expect(res.status, `${what}: ${res.text}`).toBeLessThan(300);
  return res.json;
};

/** Makes one record of `kind` in the admin's organization (the records it needs come from `fx`). */
async function make(
  kind: Kind,
  admin: Member,
  org: Org,
  fx: Partial<Fixtures>,
  noteAuthor: Member = admin,
): Promise<Partial<Fixtures>> {
  const tag = fx.tag ?? 'Sweep';
  const post = (path: string, body: unknown) => call('POST', path, admin.token, { body });
  switch (kind) {
    case 'client':
      return {
        client: ok('client', await post('/clients', { name: `${tag} Client`, email: 'ap@example.com' }))._id,
      };
    case 'project':
      return {
        project: ok('project', await post('/projects', { title: `${tag} Project`, client: fx.client }))._id,
      };
    case 'invoice':
      return {
        invoice: ok(
          'invoice',
          await post('/invoices', {
            client: fx.client,
            project: [fx.project],
            items: [{ description: `${tag} work`, quantity: 2, unitPrice: 100 }],
            currency: 'USD',
            dueDate: day(14),
          }),
        )._id,
      };
    case 'invoiceDelivery': {
      // A mail that failed, as the queue leaves it (this app runs no queue, so nothing sends it).
      const { invoice } = await make('invoice', admin, org, fx);
      const [row] = await t.handle.db
        .insert(schema.invoiceDeliveries)
        .values({
          orgId: org.orgId,
          invoiceId: invoice!,
          recipients: ['ap@example.com'],
          subject: `${tag} invoice`,
          message: `${tag} message`,
          status: 'failed',
          attempts: 3,
          lastError: '550 mailbox unavailable',
          requestedBy: admin.userId,
          requestedByName: admin.name,
          requestedByEmail: admin.email,
        })
        .returning();
      return { invoice, invoiceDelivery: row!.id };
    }
    case 'quote': {
      // A sent quote: its page, email and conversion are open to it.
      const quote = ok(
        'quote',
        await post('/quotes', {
          client: fx.client,
          project: [fx.project],
          items: [{ description: `${tag} offer`, quantity: 1, unitPrice: 300 }],
          currency: 'USD',
          validUntil: day(30),
        }),
      )._id;
      ok('quote sent', await call('PATCH', `/quotes/${quote}/mark-sent`, admin.token));
      return { quote };
    }
    case 'recurringInvoice':
      // Its first date is to come: no invoice is made while the sweep runs.
      return {
        recurringInvoice: ok(
          'recurring invoice',
          await post('/recurring-invoices', {
            client: fx.client,
            project: [fx.project],
            items: [{ description: `${tag} retainer`, quantity: 1, unitPrice: 120 }],
            frequency: 'monthly',
            startDate: day(20),
          }),
        )._id,
      };
    case 'note':
      return {
        note: ok(
          'note',
          await call('POST', '/notes', noteAuthor.token, {
            body: { entityType: 'client', objectId: fx.client, body: `${tag} note` },
          }),
        )._id,
      };
    case 'taxRate':
      return {
        taxRate: ok(
          'tax rate',
          await post('/org/tax-rates', { name: `${tag} VAT ${Math.random()}`, percent: 20 }),
        )._id,
      };
    case 'webhook':
      return { webhook: ok('webhook', await post('/org/webhooks', { url: HOOK_URL, events: ['*'] }))._id };
    case 'webhookDelivery':
      return {
        webhookDelivery: ok('webhook test', await post(`/org/webhooks/${fx.webhook}/test`, {}))._id,
      };
    case 'apiKey':
      return {
        apiKey: ok('api key', await post('/org/api-keys', { name: `${tag} key`, role: 'viewer' }))._id,
      };
    case 'invite': {
      const email = uniqueEmail('sweep-invite');
      ok('invite', await post('/org/invite', { name: `${tag} Invitee`, email, role: 'viewer' }));
      const invites = ok('invites', await call('GET', '/org/invites', admin.token)) as {
        _id: string;
        email: string;
      }[];
      return { invite: invites.find((invite) => invite.email === email)!._id };
    }
    case 'member':
      return { member: (await org.add('viewer', `${tag} Extra`)).userId };
  }
}

async function makeFixtures(
  admin: Member,
  org: Org,
  tag: string,
  noteAuthor: Member = admin,
): Promise<Fixtures> {
  let fx: Partial<Fixtures> = { tag, orgName: org.orgName };
  // In this order: each kind may need the ones before it.
  const kinds: Kind[] = [
    'client',
    'project',
    'invoice',
    'invoiceDelivery',
    'quote',
    'recurringInvoice',
    'note',
    'taxRate',
    'apiKey',
    'invite',
  ];
  kinds.push('member', 'webhook', 'webhookDelivery');
  for (const kind of kinds) {
    const made = await make(kind, admin, org, fx, noteAuthor);
    // The invoice of the delivery is the one the paths with {deliveryId} name.
    fx = { ...fx, ...made };
  }
  return fx as Fixtures;
}

/** The kind of record each path parameter names. */
function kindOf(path: string, param: string): Kind {
  if (param === 'deliveryId') return path.startsWith('/invoices') ? 'invoiceDelivery' : 'webhookDelivery';
  const rules: [RegExp, Kind][] = [
    [/^\/clients\/|^\/activity\/\{id\}\/client$/, 'client'],
    [/^\/projects\/|^\/activity\/\{id\}\/project$/, 'project'],
    [/^\/invoices\/|^\/activity\/\{id\}\/invoice$/, 'invoice'],
    [/^\/quotes\//, 'quote'],
    [/^\/recurring-invoices\//, 'recurringInvoice'],
    [/^\/notes\//, 'note'],
    [/^\/org\/tax-rates\//, 'taxRate'],
    [/^\/org\/webhooks\//, 'webhook'],
    [/^\/org\/api-keys\//, 'apiKey'],
    [/^\/org\/invites\//, 'invite'],
    [/^\/org\/members\//, 'member'],
  ];
  const rule = rules.find(([pattern]) => pattern.test(path));
  if (!rule)
    throw new Error(`the sweep does not know which record {${param}} of ${path} names: describe it here`);
  return rule[1];
}
const paramsOf = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);

/** The path with the fixtures' ids. */
function fill(path: string, fx: Fixtures) {
  return path.replace(/\{([^}]+)\}/g, (_, param: string) => {
    const kind = kindOf(path, param);
    // {id} of a delivery's path is its invoice or endpoint.
    if (param === 'id' && /\/deliveries\/\{deliveryId\}/.test(path))
      return path.startsWith('/invoices') ? fx.invoice : fx.webhook;
    return fx[kind];
  });
}

/** Operations that use up or change their record for good: each call gets a record of its own. */
const freshKinds = (entry: OperationEntry): Kind[] => {
  const { method, path } = entry;
  if (path === '/invoices/{id}/deliveries/{deliveryId}/retry') return ['invoiceDelivery'];
  if (/^\/invoices\/\{id\}\/(mark-sent|mark-paid|send)$/.test(path)) return ['invoice'];
  // A quote converts once.
  if (path === '/quotes/{id}/convert') return ['quote'];
  // A series pauses once (the shared one stays active, so resuming it is refused alike for all).
  if (path === '/recurring-invoices/{id}/pause') return ['recurringInvoice'];
  if (path === '/org/invites/{id}/resend') return ['invite'];
  if (method === 'delete' && paramsOf(path).length > 0) return [kindOf(path, 'id')];
  return [];
};

let counter = 0;
/** The body (or PNG) and query each operation is called with; the others get `{}` (writes) or nothing. */
function requestOf(entry: OperationEntry, fx: Fixtures): { body?: unknown; query?: Record<string, string> } {
  counter += 1;
  const n = counter;
  const bodies: Record<string, () => unknown> = {
    'PUT /org/name': () => ({ name: fx.orgName }),
    'PUT /org/profile': () => ({ invoiceFooter: `${fx.tag} footer` }),
    'PUT /org/logo': () => PNG,
    'POST /org/invite': () => ({ name: `${fx.tag} Invitee`, email: uniqueEmail('sweep'), role: 'viewer' }),
    'PATCH /org/members/{id}/role': () => ({ role: 'viewer' }),
    'POST /org/tax-rates': () => ({ name: `${fx.tag} rate ${n}`, percent: 5 }),
    'PUT /org/tax-rates/{id}': () => ({ percent: 20 }),
    'POST /org/webhooks': () => ({ url: HOOK_URL, events: ['client.created'] }),
    'PUT /org/webhooks/{id}': () => ({ description: `${fx.tag} endpoint` }),
    'POST /org/api-keys': () => ({ name: `${fx.tag} key ${n}`, role: 'viewer' }),
    'POST /clients': () => ({ name: `${fx.tag} client ${n}` }),
    'PUT /clients/{id}': () => ({ phone: '+1 555 0100' }),
    'POST /projects': () => ({ title: `${fx.tag} project ${n}`, client: fx.client }),
    'PUT /projects/{id}': () => ({ description: `${fx.tag} project` }),
    'PATCH /projects/{id}/status': () => ({ status: 'active' }),
    'POST /invoices': () => ({
      client: fx.client,
      project: [fx.project],
      items: [{ description: `${fx.tag} work ${n}`, quantity: 1, unitPrice: 50 }],
      currency: 'USD',
    }),
    'PUT /invoices/{id}': () => ({ dueDate: day(30) }),
    'POST /quotes': () => ({
      client: fx.client,
      project: [fx.project],
      items: [{ description: `${fx.tag} offer ${n}`, quantity: 1, unitPrice: 80 }],
      currency: 'USD',
      validUntil: day(30),
    }),
    'PUT /quotes/{id}': () => ({ validUntil: day(40) }),
    'POST /recurring-invoices': () => ({
      client: fx.client,
      project: [fx.project],
      items: [{ description: `${fx.tag} retainer ${n}`, quantity: 1, unitPrice: 60 }],
      frequency: 'weekly',
      startDate: day(20),
    }),
    'PUT /recurring-invoices/{id}': () => ({ daysUntilDue: 20 }),
    'PATCH /invoices/{id}/mark-paid': () => ({ amount: 10 }),
    'POST /notes': () => ({ entityType: 'client', objectId: fx.client, body: `${fx.tag} note ${n}` }),
    'PUT /notes/{id}': () => ({ body: `${fx.tag} note, edited` }),
    'POST /org/create': () => ({ name: `${fx.tag} second org` }),
    'PUT /auth/switch-org': () => ({ orgId: MISSING_ID }),
    'PUT /users/me': () => ({ name: 'Renamed' }),
    'PATCH /users/me/password': () => ({
      currentPassword: 'Str0ng-Passw0rd',
      newPassword: 'An0ther-Passw0rd',
    }),
    'PATCH /users/me/preferences': () => ({ theme: 'dark' }),
    'POST /auth/request-email-change': () => ({
      newEmail: uniqueEmail('sweep'),
      currentPassword: 'Str0ng-Passw0rd',
    }),
    'POST /billing/checkout': () => ({ plan: 'business' }),
  };
  const queries: Record<string, Record<string, string>> = {
    'GET /notes': { entityType: 'client', objectId: fx.client },
    'GET /search': { q: fx.tag },
    'GET /activity': { q: fx.tag },
  };
  const body =
    bodies[entry.label]?.() ?? (entry.method === 'get' || entry.method === 'delete' ? undefined : {});
  const query = queries[entry.label];
  return { ...(body !== undefined ? { body } : {}), ...(query ? { query } : {}) };
}

/** A person's own operations: a key is refused on them. */
const isAccountOperation = (path: string) =>
  /^\/(auth|users)\//.test(path) || ['/org/create', '/billing/checkout', '/billing/portal'].includes(path);
/** Operations whose body names a record (B's, in the cross-organization pass). */
const NAMES_A_RECORD = new Set([
  'POST /projects',
  'POST /invoices',
  'POST /quotes',
  'POST /recurring-invoices',
  'POST /notes',
  'GET /notes',
]);

let document: OpenApiDocument;
let secured: OperationEntry[];
let team: Team;
let orgB: Org;
let a: Fixtures;
let b: Fixtures;
const keys = {} as Record<Role, string>;
/** Everything of B an answer must never show. */
let bMarkers: string[];

/** Every row of B's, in every table that has an organization, its organization and its people. */
async function stateOfB() {
  const tables = (await t.handle.db.execute(
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'org_id' order by table_name`,
  )) as unknown as { rows?: { table_name: string }[] } & { table_name: string }[];
  const names = (tables.rows ?? tables).map((row) => row.table_name);
  const state: Record<string, unknown> = {};
  for (const name of names) {
    const result = (await t.handle.db.execute(
      sql`select coalesce(string_agg(row_to_json(x)::text, '|' order by row_to_json(x)::text), '') as rows
          from ${sql.identifier(name)} x where org_id = ${orgB.orgId}`,
    )) as unknown as { rows?: { rows: string }[] } & { rows: string }[];
    state[name] = (result.rows ?? result)[0]?.rows;
  }
  const extra = (await t.handle.db.execute(
    sql`select (select row_to_json(o)::text from organizations o where o.id = ${orgB.orgId}) as org,
               (select string_agg(row_to_json(u)::text, '|' order by u.id) from users u
                 where u.current_org_id = ${orgB.orgId}) as users`,
  )) as unknown as { rows?: unknown[] } & unknown[];
  state.organization = (extra.rows ?? extra)[0];
  return state;
}

beforeAll(async () => {
  document = (await rest.get('/openapi.json')).body;
  secured = operationsOf(document).filter(
    (entry) => (entry.operation.security ?? document.security ?? []).length > 0,
  );
  team = await createTeam(t, rest, { orgName: 'Alpha Sweep', plan: 'pro' });
  orgB = await createOrg(t, rest, { orgName: 'Bravo Sweep', name: 'Bravo Admin', plan: 'pro' });
  // A's notes are the manager's: neither the keys' creator's nor a person's of the roles below.
  a = await makeFixtures(team.admin, team, 'Alpha', team.manager);
  b = await makeFixtures(orgB.admin, orgB, 'Bravo');
  // B's test delivery has made its one attempt (the next is an hour away): B stays still from here.
  await eventually(async () => {
    const deliveries = ok(
      'deliveries',
      await call('GET', `/org/webhooks/${b.webhook}/deliveries`, orgB.admin.token),
    ) as { attempts: unknown[] }[];
    return deliveries.every((delivery) => delivery.attempts.length > 0) ? true : null;
  });
  await eventually(async () => {
    const deliveries = ok(
      'deliveries',
      await call('GET', `/org/webhooks/${a.webhook}/deliveries`, team.admin.token),
    ) as { attempts: unknown[] }[];
    return deliveries.every((delivery) => delivery.attempts.length > 0) ? true : null;
  });
  for (const role of ROLES) {
    const res = await call('POST', '/org/api-keys', team.admin.token, {
      body: { name: `Sweep ${role}`, role },
    });
    keys[role] = ok(`key ${role}`, res).secret;
  }
  const { tag: _tag, orgName: _orgName, ...ids } = b;
  bMarkers = [...Object.values(ids), orgB.orgId, orgB.admin.userId, 'Bravo'];
}, 120_000);

/** `where` names the answer that holds something of B's. */
function expectNothingOfB(where: string, res: Answer) {
  const found = bMarkers.filter((marker) => res.text.includes(marker));
  expect(found, `${where} answered B's ${found.join(', ')}: ${res.text.slice(0, 300)}`).toEqual([]);
}

const classOf = (status: number) => (status < 300 ? '2xx' : status === 403 ? '403' : String(status));

/**
 * Every operation of A's (a person's own apart) called on A's records by the person and the key of
 * each pair; answers where the key's outcome (success, 403, another status) is not the person's,
 * and `[pair, "personStatus/keyStatus"]` of every call.
 */
async function compareWithPeople(pairs: { name: string; person: string; key: string }[]) {
  const targets = secured.filter((entry) => !isAccountOperation(entry.path));
  const mismatches: string[] = [];
  const seen: [string, string][] = [];
  for (const entry of targets) {
    await Promise.all(
      pairs.map(async (pair) => {
        const outcome = async (auth: string) => {
          let fx = a;
          for (const kind of freshKinds(entry))
            fx = { ...fx, ...(await make(kind, team.admin, team, fx, team.manager)) };
          const res = await call(entry.method, fill(entry.path, fx), auth, requestOf(entry, fx));
          if (entry.label === 'DELETE /org/webhooks/{id}' && fx.webhook !== a.webhook) {
            // At most 10 endpoints: the ones a refused role left go.
            await call('DELETE', `/org/webhooks/${fx.webhook}`, team.admin.token);
          }
          return res;
        };
        const person = await outcome(pair.person);
        const key = await outcome(pair.key);
        expectNothingOfB(`${entry.label} with A's ${pair.name} key`, key);
        const expected =
          entry.label === 'POST /org/api-keys'
            ? '403' // An API key cannot create API keys, whatever its role.
            : classOf(person.status);
        seen.push([pair.name, `${person.status}/${key.status}`]);
        if (classOf(key.status) !== expected) {
          mismatches.push(
            `${entry.label} as ${pair.name}: person ${person.status}, key ${key.status} ${key.text.slice(0, 200)}`,
          );
        }
      }),
    );
  }
  return { mismatches, seen };
}

describe('API keys: the security sweep over every operation of the document', () => {
  it('knows the new operations (keys, webhooks, deliveries, redelivery, test, rotation) and a person’s own ones', () => {
    const labels = secured.map((entry) => entry.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'GET /org/api-keys',
        'POST /org/api-keys',
        'DELETE /org/api-keys/{id}',
        'GET /org/webhooks',
        'POST /org/webhooks',
        'GET /org/webhooks/event-types',
        'GET /org/webhooks/{id}',
        'PUT /org/webhooks/{id}',
        'DELETE /org/webhooks/{id}',
        'POST /org/webhooks/{id}/rotate-secret',
        'POST /org/webhooks/{id}/test',
        'GET /org/webhooks/{id}/deliveries',
        'POST /org/webhooks/{id}/deliveries/{deliveryId}/redeliver',
        'GET /auth/me',
        'GET /auth/orgs',
        'PUT /auth/switch-org',
        'GET /users/me',
        'POST /org/create',
        'POST /billing/checkout',
        'POST /billing/portal',
      ]),
    );
  });

  it("a key of every role of A is refused on B's records, and B is neither read nor changed", async () => {
    const before = await stateOfB();
    const targets = secured.filter(
      (entry) =>
        !isAccountOperation(entry.path) &&
        (paramsOf(entry.path).length > 0 || NAMES_A_RECORD.has(entry.label)),
    );
    expect(targets.length).toBeGreaterThan(40);
    const problems: string[] = [];
    await Promise.all(
      ROLES.map(async (role) => {
        for (const entry of targets) {
          const res = await call(entry.method, fill(entry.path, b), keys[role], requestOf(entry, b));
          const where = `${entry.label} with A's ${role} key on B`;
          const listsNothingOfB = entry.label === 'GET /notes' && res.status === 200;
          if (![403, 404, 422].includes(res.status) && !listsNothingOfB)
            problems.push(`${where}: ${res.status} ${res.text.slice(0, 200)}`);
          expectNothingOfB(where, res);
        }
      }),
    );
    expect(problems).toEqual([]);
    expect(await stateOfB()).toEqual(before);
  }, 120_000);

  it('on A’s own records, a key of a role gets what a person of that role gets (success or 403)', async () => {
    const people: Record<Role, Member> = {
      admin: team.admin,
      manager: team.manager,
      member: team.member,
      viewer: team.viewer,
    };
    const before = await stateOfB();
    const { mismatches, seen } = await compareWithPeople(
      ROLES.map((role) => ({ name: role, person: people[role].token, key: keys[role] })),
    );
    expect(mismatches).toEqual([]);
    // The sweep means something: each role succeeds somewhere and the lower ones are refused somewhere.
    for (const role of ROLES) {
      expect(
        seen.some(([name, s]) => name === role && /^2\d\d\/2\d\d$/.test(s)),
        `${role} succeeds`,
      ).toBe(true);
      if (role !== 'admin')
        expect(
          seen.some(([name, s]) => name === role && s === '403/403'),
          `${role} refused`,
        ).toBe(true);
    }
    expect(await stateOfB()).toEqual(before);
  }, 180_000);

  it('keys whose creator was downgraded to viewer get what a viewer gets, on every operation', async () => {
    const creator = await team.add('admin', 'Dana Downgraded');
    const capped: string[] = [];
    for (const role of ['admin', 'manager'] as const) {
      const res = await call('POST', '/org/api-keys', creator.token, {
        body: { name: `Capped ${role}`, role },
      });
      capped.push(ok(`capped ${role} key`, res).secret);
    }
    const downgrade = { body: { role: 'viewer' } };
    ok('downgrade', await call('PATCH', `/org/members/${creator.userId}/role`, team.admin.token, downgrade));
    const { mismatches, seen } = await compareWithPeople(
      capped.map((key, index) => ({ name: `capped ${index}`, person: team.viewer.token, key })),
    );
    expect(mismatches).toEqual([]);
    expect(seen.some(([, s]) => s === '403/403')).toBe(true);
  }, 180_000);

  it('a person’s own operations refuse a key of every role with 401 or 403', async () => {
    const targets = secured.filter((entry) => isAccountOperation(entry.path));
    expect(targets.length).toBeGreaterThanOrEqual(12);
    const problems: string[] = [];
    await Promise.all(
      ROLES.map(async (role) => {
        for (const entry of targets) {
          const path = entry.path.replace(/\{[^}]+\}/g, MISSING_ID);
          const res = await call(entry.method, path, keys[role], requestOf(entry, a));
          if (![401, 403].includes(res.status))
            problems.push(`${entry.label} with a ${role} key: ${res.status} ${res.text.slice(0, 200)}`);
        }
      }),
    );
    expect(problems).toEqual([]);
    // The admin who created the keys still signs in with their password: nothing changed it.
    const login = await rest.post('/auth/login', { email: team.admin.email, password: team.admin.password });
    expect(login.status).toBe(200);
    const me = await call('GET', '/users/me', team.admin.token);
    expect(me.json.user).toMatchObject({ name: team.admin.name, email: team.admin.email });
    expect((await call('GET', '/auth/orgs', team.admin.token)).json.orgs).toHaveLength(1);
  }, 60_000);
});

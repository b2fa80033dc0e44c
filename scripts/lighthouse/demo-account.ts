/**
 * The demo data Lighthouse looks at: a new account with 3 clients, 4 projects and 6 invoices (4
 * sent, 2 of them paid), created through the REST API, so that the dashboard shows figures, a
 * chart and lists rather than empty states.
 */
import type { Credentials } from '../shared/sign-in';

const DEMO = { name: 'Dana Demo', password: 'Str0ngPass!', orgName: 'Demo Studio' };

async function api<T>(origin: string, method: string, url: string, token: string | null, body?: unknown) {
  const res = await fetch(`${origin}/api${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} /api${url} answered ${res.status}: ${text.slice(0, 500)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function createDemoAccount(origin: string): Promise<Credentials> {
  const email = `demo-${Date.now()}@example.com`;
  const { token } = await api<{ token: string }>(origin, 'POST', '/auth/register', null, {
    name: DEMO.name,
    email,
    password: DEMO.password,
    orgName: DEMO.orgName,
  });
  const clients = ['Northwind Traders', 'Blue Harbor Labs', 'Cedar & Pine Studio'];
  const projects = ['Website redesign', 'Brand guidelines', 'Mobile app MVP', 'SEO audit'];
  const clientIds: string[] = [];
  for (const [i, name] of clients.entries()) {
    const client = await api<{ _id: string }>(origin, 'POST', '/clients', token, {
      name,
      email: `billing${i + 1}@example.com`,
      tags: i === 0 ? ['retainer'] : [],
    });
    clientIds.push(client._id);
  }
  const projectIds: { id: string; client: string }[] = [];
  for (const [i, title] of projects.entries()) {
    const client = clientIds[i % clientIds.length]!;
    const project = await api<{ _id: string }>(origin, 'POST', '/projects', token, {
      title,
      client,
      priceCents: 250_000 * (i + 1),
    });
    projectIds.push({ id: project._id, client });
  }
  for (let i = 0; i < 6; i++) {
    const project = projectIds[i % projectIds.length]!;
    const invoice = await api<{ _id: string }>(origin, 'POST', '/invoices', token, {
      client: project.client,
      project: [project.id],
      items: [
        { description: 'Design work', quantity: 8 + i, unitPrice: 95 },
        { description: 'Project management', quantity: 2, unitPrice: 70 },
      ],
    });
    if (i % 3 !== 2) await api(origin, 'PATCH', `/invoices/${invoice._id}/mark-sent`, token, {});
    if (i % 3 === 0) await api(origin, 'PATCH', `/invoices/${invoice._id}/mark-paid`, token, {});
  }
  return { email, password: DEMO.password };
}

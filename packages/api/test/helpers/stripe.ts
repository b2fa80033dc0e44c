import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { schema } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { createTeam, type Team } from './org';
import { type RestClient, restClient } from './rest';

/*
 * Billing with Stripe configured. The real SDK talks to a small fake Stripe API on 127.0.0.1
 * (through its host/port/protocol options); webhooks are signed as Stripe signs them, with the
 * SDK's generateTestHeaderString.
 */

export const WEBHOOK_SECRET = 'whsec_test';

type Recorded = { method: string; path: string; form: Record<string, string> };

/** Answers the four Stripe endpoints Folio calls with canned JSON and records each request. */
class FakeStripe {
  requests: Recorded[] = [];
  rejectCheckout = false;
  private server: Server = createServer((req, res) => void this.handle(req, res));
  private customers = 0;

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  calls(method: string, path: string) {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let body = '';
    for await (const chunk of req) body += chunk;
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const form = Object.fromEntries(new URLSearchParams(body));
    this.requests.push({ method: req.method ?? '', path: url.pathname, form });
    const send = (status: number, json: object) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      res.end(JSON.stringify(json));
    };
    const price = /^\/v1\/prices\/(price_pro|price_biz)$/.exec(url.pathname)?.[1];
    if (req.method === 'GET' && price) {
      return send(200, {
        id: price,
        object: 'price',
        unit_amount: price === 'price_pro' ? 1900 : 4900,
        currency: 'usd',
        recurring: { interval: 'month' },
      });
    }
    if (req.method === 'POST' && url.pathname === '/v1/customers') {
      this.customers += 1;
      return send(200, { id: `cus_fake_${this.customers}`, object: 'customer', metadata: {} });
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (this.rejectCheckout) {
        return send(400, { error: { type: 'invalid_request_error', message: 'No such price' } });
      }
      return send(200, {
        id: 'cs_fake_1',
        object: 'checkout.session',
        url: 'https://checkout.stripe.test/c/cs_fake_1',
      });
    }
    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      return send(200, {
        id: 'bps_fake_1',
        object: 'billing_portal.session',
        url: 'https://billing.stripe.test/p/session_1',
      });
    }
    return send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${url.pathname})` },
    });
  }
}

/** A local port nothing listens on (the SDK's connection is refused at once). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The app of a billing test file, with Stripe configured to talk to a FakeStripe, and a team; the
 * objects are filled in by a beforeAll hook registered here and closed after the file's last test.
 * With them come the calls those tests share: the organization's row, its plan changes, a signed
 * webhook delivery and a subscription event.
 */
export function useStripeApp() {
  const fake = new FakeStripe();
  const t = {} as TestApp;
  const rest = {} as RestClient;
  const team = {} as Team;
  beforeAll(async () => {
    const port = await fake.start();
    Object.assign(
      t,
      await createTestApp({
        config: {
          stripe: {
            secretKey: 'sk_test_x',
            webhookSecret: WEBHOOK_SECRET,
            pricePro: 'price_pro',
            priceBusiness: 'price_biz',
            host: '127.0.0.1',
            port,
            protocol: 'http',
          },
        },
      }),
    );
    Object.assign(rest, restClient(t.app));
    Object.assign(team, await createTeam(t, rest));
  });
  afterAll(async () => {
    await t.close?.();
    await fake.stop();
  });

  const orgRow = async (orgId: string) => {
    const [row] = await t.handle.db
      .select()
      .from(schema.organizations)
      .where(eq(schema.organizations.id, orgId));
    return row!;
  };

  const planChanges = (orgId: string) =>
    t.handle.db
      .select()
      .from(schema.activityEntries)
      .where(and(eq(schema.activityEntries.orgId, orgId), eq(schema.activityEntries.action, 'plan_changed')));

  /** A webhook delivery as Stripe makes it: the raw JSON body and its signature header. */
  function deliver(event: object, options: { secret?: string; signature?: string | null } = {}) {
    const payload = JSON.stringify(event);
    const signature =
      options.signature === undefined
        ? Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET })
        : options.signature;
    return t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'stripe-signature': signature }),
      },
      payload,
    });
  }

  const unix = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

  function subscriptionEvent(
    id: string,
    type: string,
    sub: {
      status: string;
      price?: string;
      metadata?: Record<string, string>;
      customer?: string;
      subscriptionId?: string;
    },
    period = { start: '2026-03-01T00:00:00.000Z', end: '2026-04-01T00:00:00.000Z' },
  ) {
    return {
      id,
      object: 'event',
      type,
      data: {
        object: {
          id: sub.subscriptionId ?? 'sub_fake_1',
          object: 'subscription',
          status: sub.status,
          customer: sub.customer ?? 'cus_fake_1',
          metadata: sub.metadata ?? { orgId: team.orgId, tier: 'pro' },
          items: {
            object: 'list',
            data: [
              {
                id: 'si_fake_1',
                object: 'subscription_item',
                price: { id: sub.price ?? 'price_pro', object: 'price' },
                current_period_start: unix(period.start),
                current_period_end: unix(period.end),
              },
            ],
          },
        },
      },
    };
  }

  return {
    fake,
    t,
    rest,
    team,
    stripeSettings: () => t.deps.config.stripe!,
    orgRow,
    planChanges,
    deliver,
    unix,
    subscriptionEvent,
  };
}

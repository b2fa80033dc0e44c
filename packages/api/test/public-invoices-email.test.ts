import type { Delivery } from '@folio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import { eventually } from './helpers/eventually';
import { createMailedInvoiceWorld } from './helpers/mailed-world';
import type { InvoiceWorld, Team } from './helpers/org';
import { as, type RestClient } from './helpers/rest';
import { SmtpSink } from './helpers/smtp-sink';

/** The invoice email carries the client page's link, issued when the email goes out. */

let world: InvoiceWorld;
let t: TestApp;
let rest: RestClient;
let team: Team;
const sink = new SmtpSink();
const CLIENT_EMAIL = 'pay@acme.example';

beforeAll(async () => {
  world = await createMailedInvoiceWorld(sink, { clientEmail: CLIENT_EMAIL });
  ({ t, rest, team } = world);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sink.stop();
});

describe('the invoice email', () => {
  it("contains the client page's link, the same as GET /invoices/{id}/share-link, which opens the invoice", async () => {
    const invoice = await world.create();
    const res = await rest.post(
      `/invoices/${invoice._id}/send`,
      { subject: 'Invoice with link' },
      as(team.admin),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    await eventually(async () => {
      const deliveries: Delivery[] = (await rest.get(`/invoices/${invoice._id}/deliveries`, as(team.admin)))
        .body.items;
      return deliveries.find((d) => d.status === 'delivered');
    });
    const [message] = sink.to(CLIENT_EMAIL).filter((m) => m.mail.subject === 'Invoice with link');
    expect(message).toBeDefined();
    const link = await rest.get(`/invoices/${invoice._id}/share-link`, as(team.admin));
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(message!.mail.text).toContain(`View this invoice online: ${link.body.url}`);
    const token = String(link.body.url).split('/i/')[1];
    const page = await rest.get(`/public/invoices/${token}`);
    expect(page.status).toBe(200);
    expect(page.body.displayNumber).toBe(invoice.displayNumber);
  });
});

import type { Delivery } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { eventually } from './helpers/eventually';
import { as } from './helpers/rest';
import { useMailedInvoiceWorld } from './helpers/suite';

/** The invoice email carries the client page's link, issued when the email goes out. */

const CLIENT_EMAIL = 'pay@acme.example';

const { world, rest, team, sink } = useMailedInvoiceWorld({ clientEmail: CLIENT_EMAIL });

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

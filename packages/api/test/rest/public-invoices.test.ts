/**
 * The client's invoice page over REST: the share-link operations' answers and envelopes, the
 * public operations' answers with no sign-in, and their entries in the OpenAPI document (the
 * public ones with no security).
 */
import { PUBLIC_INVOICE_MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/openapi';
import { expectInsufficientRole } from '../helpers/answers';
import { clientWithProject, createInvoice, createOrg, day, invoiceBody } from '../helpers/org';
import { as } from '../helpers/rest';
import { useTestApp } from '../helpers/suite';

const { t, rest } = useTestApp();

async function world() {
  const org = await createOrg(t, rest, { plan: 'pro' });
  const { client, project } = await clientWithProject(rest, org.admin);
  const invoice = await createInvoice(
    rest,
    org.admin,
    invoiceBody(client._id, [project._id], [{ description: 'Work', quantity: 3, unitPrice: 12.5 }], day(14)),
  );
  return { org, invoice };
}

describe('/api/invoices/{id}/share-link', () => {
  it('GET answers { url } once the invoice is sent; POST …/rotate answers a new one', async () => {
    const { org, invoice } = await world();
    const A = as(org.admin);
    const draft = await rest.get(`/invoices/${invoice._id}/share-link`, A);
    expect(draft.status).toBe(409);
    expect(draft.body).toEqual({ msg: PUBLIC_INVOICE_MSG.draftHasNoPage });
    expect((await rest.patch(`/invoices/${invoice._id}/mark-sent`, undefined, A)).status).toBe(200);
    const link = await rest.get(`/invoices/${invoice._id}/share-link`, A);
    expect(link.status).toBe(200);
    expect(Object.keys(link.body)).toEqual(['url']);
    const rotated = await rest.post(`/invoices/${invoice._id}/share-link/rotate`, undefined, A);
    expect(rotated.status).toBe(200);
    expect(rotated.body.url).not.toBe(link.body.url);
    const member = await org.add('member');
    expectInsufficientRole(await rest.get(`/invoices/${invoice._id}/share-link`, as(member)));
  });
});

describe('/api/public/invoices/{token}', () => {
  it('answers with no sign-in; unknown 404 and archived 410 in the error envelope', async () => {
    const { org, invoice } = await world();
    const A = as(org.admin);
    await rest.patch(`/invoices/${invoice._id}/mark-sent`, undefined, A);
    const token = String((await rest.get(`/invoices/${invoice._id}/share-link`, A)).body.url).split('/i/')[1];
    const page = await rest.get(`/public/invoices/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 37.5, paid: 0, balanceDue: 37.5, canPay: true });
    expect(await rest.get('/public/invoices/unknown')).toMatchObject({
      status: 404,
      body: { msg: PUBLIC_INVOICE_MSG.notFound },
    });
    await rest.put(`/invoices/${invoice._id}`, { status: 'archived' }, A);
    expect(await rest.get(`/public/invoices/${token}`)).toMatchObject({
      status: 410,
      body: { msg: PUBLIC_INVOICE_MSG.archived },
    });
  });
});

describe('the OpenAPI document', () => {
  it('describes every new operation, the public ones with no security', () => {
    const document = buildOpenApiDocument('http://localhost:3000');
    const paths = document.paths as Record<
      string,
      Record<string, { security?: unknown[]; responses: object }>
    >;
    for (const path of [
      '/public/invoices/{token}',
      '/public/invoices/{token}/pdf',
      '/public/invoices/{token}/logo',
    ]) {
      expect(paths[path]?.get?.security, path).toEqual([]);
      expect(Object.keys(paths[path]!.get!.responses)).toEqual(
        expect.arrayContaining(['200', '404', '410', '429']),
      );
    }
    expect(paths['/invoices/{id}/share-link']?.get?.security?.length).toBeGreaterThan(0);
    expect(paths['/invoices/{id}/share-link/rotate']?.post?.security?.length).toBeGreaterThan(0);
  });
});

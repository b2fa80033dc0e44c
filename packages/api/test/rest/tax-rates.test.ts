/**
 * What the REST facade adds to tax rates (the rules are in tax-rates.test.ts): the paths and
 * methods, the rate as it travels (exactly its five fields, the percent as a JSON number with its
 * decimals), and the error envelopes.
 */
import { MSG, TAX_RATE_MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { anId, expectAnswer, validationBody } from '../helpers/answers';
import { createOrg } from '../helpers/org';
import { as } from '../helpers/rest';
import { useTestApp } from '../helpers/suite';

const { t, rest } = useTestApp();

describe('/api/org/tax-rates', () => {
  it('POST, GET, PUT and DELETE answer the rate with exactly its fields', async () => {
    const org = await createOrg(t, rest);
    const A = as(org.admin);
    const created = await rest.post('/org/tax-rates', { name: 'QST', percent: 9.975 }, A);
    expectAnswer(created, 200, {
      _id: anId(),
      name: 'QST',
      percent: 9.975,
      compound: false,
      archived: false,
    });
    expect(created.headers['content-type']).toMatch(/^application\/json/);
    const id = (created.body as { _id: string })._id;
    // A JSON number on the wire, its decimals exact (not "9.975" as a string, not 9.97499…).
    expect(JSON.stringify(created.body)).toContain('"percent":9.975');

    expectAnswer(await rest.get('/org/tax-rates', A), 200, [created.body]);
    expectAnswer(await rest.put(`/org/tax-rates/${id}`, { compound: true }, A), 200, {
      ...(created.body as object),
      compound: true,
    });
    expectAnswer(await rest.delete(`/org/tax-rates/${id}`, A), 200, {
      ...(created.body as object),
      compound: true,
      archived: true,
    });
  });

  it('errors travel as { msg } envelopes: 422 with errors, 409, 404, 400 for malformed JSON, 401 without a token', async () => {
    const org = await createOrg(t, rest);
    const A = as(org.admin);
    expectAnswer(
      await rest.post('/org/tax-rates', { name: 'VAT', percent: '20', compound: 'yes' }, A),
      422,
      validationBody(['percent', TAX_RATE_MSG.percentInvalid], ['compound', TAX_RATE_MSG.compoundInvalid]),
    );
    expectAnswer(await rest.post('/org/tax-rates', { name: 'VAT', percent: 20 }, A), 200, expect.anything());
    expectAnswer(await rest.post('/org/tax-rates', { name: 'vat', percent: 20 }, A), 409, {
      msg: TAX_RATE_MSG.nameTaken,
    });
    expectAnswer(await rest.put('/org/tax-rates/123', { percent: 1 }, A), 404, {
      msg: TAX_RATE_MSG.notFound,
    });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/org/tax-rates',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${org.admin.token}` },
      payload: '{"name":',
    });
    expect({ status: malformed.statusCode, body: JSON.parse(malformed.body) }).toEqual({
      status: 400,
      body: { msg: MSG.malformedJson },
    });
    expect((await rest.get('/org/tax-rates')).status).toBe(401);
    expectAnswer(await rest.get('/org/tax-rates', A), 200, [expect.objectContaining({ name: 'VAT' })]);
  });
});

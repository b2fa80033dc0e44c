import { WEBHOOK_ENDPOINTS_MAX, WEBHOOK_EVENT_TYPES, WEBHOOK_MSG } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import {
  anId,
  aTimestamp,
  expectAnswer,
  expectInsufficientRole,
  MISSING_ID,
  validationBody,
} from '../helpers/answers';
import { createOrg, useTeam } from '../helpers/org';
import { as } from '../helpers/rest';
import { useTestApp } from '../helpers/suite';

const { t, rest } = useTestApp();
const team = useTeam(t, rest);

const SECRET = /^whsec_[A-Za-z0-9+/]{43}=$/;

const endpoint = (extra: Record<string, unknown> = {}) => ({
  _id: anId(),
  url: 'https://hooks.example.com/folio',
  events: ['invoice.paid'],
  description: null,
  enabled: true,
  disabledReason: null,
  createdAt: aTimestamp(),
  updatedAt: aTimestamp(),
  ...extra,
});

describe('REST /api/org/webhooks', () => {
  it('create answers 201 with the secret once; list and get never show it; update and delete', async () => {
    const created = await rest.post(
      '/org/webhooks',
      { url: 'https://hooks.example.com/folio', events: ['invoice.paid', 'invoice.paid'] },
      as(team.admin),
    );
    expectAnswer(created, 201, { ...endpoint(), secret: expect.stringMatching(SECRET) });
    const id = created.body._id as string;
    expectAnswer(await rest.get(`/org/webhooks/${id}`, as(team.admin)), 200, endpoint({ _id: id }));
    const list = await rest.get('/org/webhooks', as(team.admin));
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain('whsec_');
    expect(list.body).toContainEqual(endpoint({ _id: id }));

    expectAnswer(
      await rest.put(
        `/org/webhooks/${id}`,
        { events: ['*'], description: 'Accounting sync', enabled: false },
        as(team.admin),
      ),
      200,
      endpoint({ _id: id, events: ['*'], description: 'Accounting sync', enabled: false }),
    );
    expectAnswer(await rest.delete(`/org/webhooks/${id}`, as(team.admin)), 200, { msg: WEBHOOK_MSG.deleted });
    expectAnswer(await rest.get(`/org/webhooks/${id}`, as(team.admin)), 404, { msg: WEBHOOK_MSG.notFound });
  });

  it('lists the event types', async () => {
    expectAnswer(await rest.get('/org/webhooks/event-types', as(team.admin)), 200, [...WEBHOOK_EVENT_TYPES]);
  });

  it('every operation is for admins only (403 for managers, members and viewers; 401 without a token)', async () => {
    const created = await rest.post(
      '/org/webhooks',
      { url: 'https://hooks.example.com/roles', events: ['*'] },
      as(team.admin),
    );
    const id = created.body._id as string;
    for (const who of [team.manager, team.member, team.viewer]) {
      expectInsufficientRole(await rest.get('/org/webhooks', as(who)));
      expectInsufficientRole(await rest.get('/org/webhooks/event-types', as(who)));
      expectInsufficientRole(await rest.get(`/org/webhooks/${id}`, as(who)));
      expectInsufficientRole(
        await rest.post('/org/webhooks', { url: 'https://x.example', events: ['*'] }, as(who)),
      );
      expectInsufficientRole(await rest.put(`/org/webhooks/${id}`, { enabled: false }, as(who)));
      expectInsufficientRole(await rest.delete(`/org/webhooks/${id}`, as(who)));
      expectInsufficientRole(await rest.post(`/org/webhooks/${id}/rotate-secret`, {}, as(who)));
      expectInsufficientRole(await rest.post(`/org/webhooks/${id}/test`, {}, as(who)));
      expectInsufficientRole(await rest.get(`/org/webhooks/${id}/deliveries`, as(who)));
      expectInsufficientRole(
        await rest.post(`/org/webhooks/${id}/deliveries/${MISSING_ID}/redeliver`, {}, as(who)),
      );
    }
    expect((await rest.get('/org/webhooks')).status).toBe(401);
    await rest.delete(`/org/webhooks/${id}`, as(team.admin));
  });

  it("another organization's endpoint is a 404 everywhere", async () => {
    const created = await rest.post(
      '/org/webhooks',
      { url: 'https://hooks.example.com/tenant', events: ['*'] },
      as(team.admin),
    );
    const id = created.body._id as string;
    const notFound = { msg: WEBHOOK_MSG.notFound };
    const outsider = as(team.outsider);
    expectAnswer(await rest.get(`/org/webhooks/${id}`, outsider), 404, notFound);
    expectAnswer(await rest.put(`/org/webhooks/${id}`, { enabled: false }, outsider), 404, notFound);
    expectAnswer(await rest.delete(`/org/webhooks/${id}`, outsider), 404, notFound);
    expectAnswer(await rest.post(`/org/webhooks/${id}/rotate-secret`, {}, outsider), 404, notFound);
    expectAnswer(await rest.post(`/org/webhooks/${id}/test`, {}, outsider), 404, notFound);
    expectAnswer(await rest.get(`/org/webhooks/${id}/deliveries`, outsider), 404, notFound);
    expectAnswer(await rest.get('/org/webhooks/not-a-uuid', as(team.admin)), 404, notFound);
    expect((await rest.get('/org/webhooks', outsider)).body).toEqual([]);
    await rest.delete(`/org/webhooks/${id}`, as(team.admin));
  });

  it('refuses invalid fields with 422 naming the field', async () => {
    const admin = as(team.admin);
    expectAnswer(
      await rest.post('/org/webhooks', { events: ['*'] }, admin),
      422,
      validationBody(['url', WEBHOOK_MSG.urlRequired]),
    );
    expectAnswer(
      await rest.post('/org/webhooks', { url: 'ftp://example.com', events: ['*'] }, admin),
      422,
      validationBody(['url', WEBHOOK_MSG.urlInvalid]),
    );
    expectAnswer(
      await rest.post('/org/webhooks', { url: 'https://x.example', events: [] }, admin),
      422,
      validationBody(['events', WEBHOOK_MSG.eventsRequired]),
    );
    expectAnswer(
      await rest.post('/org/webhooks', { url: 'https://x.example', events: ['invoice.burned'] }, admin),
      422,
      validationBody(['events', WEBHOOK_MSG.eventsInvalid]),
    );
    expectAnswer(
      await rest.post('/org/webhooks', { url: 'https://x.example', events: ['*', 'invoice.paid'] }, admin),
      422,
      validationBody(['events', WEBHOOK_MSG.eventsInvalid]),
    );
    expectAnswer(
      await rest.post('/org/webhooks', { url: 'https://x.example', events: ['*'], enabled: 'yes' }, admin),
      422,
      validationBody(['enabled', WEBHOOK_MSG.enabledInvalid]),
    );
    expectAnswer(
      await rest.post(
        '/org/webhooks',
        { url: 'https://x.example', events: ['*'], description: 'x'.repeat(501) },
        admin,
      ),
      422,
      validationBody(['description', WEBHOOK_MSG.descriptionTooLong]),
    );
  });

  it(`an organization has at most ${WEBHOOK_ENDPOINTS_MAX} endpoints (409 beyond)`, async () => {
    const org = await createOrg(t, rest, { orgName: 'Many Hooks' });
    for (let i = 0; i < WEBHOOK_ENDPOINTS_MAX; i++) {
      const res = await rest.post(
        '/org/webhooks',
        { url: `https://hooks.example.com/${i}`, events: ['*'] },
        as(org.admin),
      );
      expect(res.status).toBe(201);
    }
    expectAnswer(
      await rest.post('/org/webhooks', { url: 'https://hooks.example.com/11', events: ['*'] }, as(org.admin)),
      409,
      { msg: WEBHOOK_MSG.tooMany },
    );
  });
});

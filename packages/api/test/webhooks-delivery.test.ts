import { WEBHOOK_MSG } from '@folio/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordWebhookEvent } from '../src/webhooks/outbox';
import { runWebhookDelivery, sweepWebhookDeliveries } from '../src/webhooks/webhook-delivery';
import { expectAnswer } from './helpers/answers';
import { eventually } from './helpers/eventually';
import { createOrg, type Org } from './helpers/org';
import { as } from './helpers/rest';
import { useTestApp } from './helpers/suite';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver';

// Retries a few hundred milliseconds apart instead of seconds to hours.
const { t, rest } = useTestApp({
  jobs: true,
  config: { webhooks: { retryDelaysMs: [300, 300, 300, 300, 300, 300, 300], timeoutMs: 3000 } },
});
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

/** How many sessions on the test's database wait for a lock another transaction holds. */
const lockWaits = async () =>
  rowsOf<{ waits: number }>(
    await t.handle.db.execute(
      sql`select count(*)::int as waits from pg_stat_activity
           where wait_event_type = 'Lock' and datname = current_database()`,
    ),
  )[0]!.waits;

/**
 * Runs `locking` (a SELECT … FOR SHARE / FOR UPDATE) in a transaction of its own and keeps that
 * transaction open, its row locks held, until `end()`, which commits it. Answers once the rows
 * are held.
 */
async function holdRows(locking: SQL) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = () => {};
  const held = new Promise<void>((resolve) => {
    holding = resolve;
  });
  const transaction = t.handle.db.transaction(async (tx) => {
    await tx.execute(locking);
    holding();
    await released;
  });
  await held;
  return {
    end: async () => {
      release();
      await transaction;
    },
  };
}

async function endpointFor(path: string, events: string[] = ['*'], org?: Org) {
  const owner = org ?? (await createOrg(t, rest, { orgName: `Hooks ${path}` }));
  const res = await rest.post('/org/webhooks', { url: receiver.url(path), events }, as(owner.admin));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { org: owner, id: res.body._id as string, secret: res.body.secret as string };
}

const deliveriesOf = async (org: Org, id: string) => {
  const res = await rest.get(`/org/webhooks/${id}/deliveries`, as(org.admin));
  expect(res.status).toBe(200);
  return res.body as {
    _id: string;
    eventId: string;
    eventType: string;
    status: string;
    attempts: { statusCode: number | null; error: string | null; durationMs: number }[];
    nextAttemptAt: string | null;
  }[];
};

describe('webhook delivery', () => {
  it('a test event arrives signed per Standard Webhooks and verifies with the reference library', async () => {
    const { org, id, secret } = await endpointFor('/test', ['invoice.paid']);
    const sent = await rest.post(`/org/webhooks/${id}/test`, {}, as(org.admin));
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ eventType: 'webhook.test', status: 'pending' });
    const [hook] = await receiver.waitFor('/test');
    expect(hook!.headers['content-type']).toBe('application/json');
    expect(hook!.headers['webhook-id']).toBe(sent.body.eventId);
    expect(hook!.headers['webhook-id']).toMatch(/^msg_[0-9a-f-]{36}$/);
    expect(Number(hook!.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -2);
    expect(hook!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    const verified = receiver.verify(secret, hook!) as {
      type: string;
      timestamp: string;
      data: { _id: string };
    };
    expect(verified.type).toBe('webhook.test');
    expect(verified.data._id).toBe(id);
    expect(() => receiver.verify(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, hook!)).toThrow();
    const delivery = await eventually(async () => {
      const [latest] = await deliveriesOf(org, id);
      return latest?.status === 'succeeded' ? latest : null;
    });
    expect(delivery.attempts).toEqual([expect.objectContaining({ statusCode: 200, error: null })]);
    expect(delivery.nextAttemptAt).toBeNull();
  });

  it('a change made over REST is sent to the endpoints subscribed to its type', async () => {
    const { org, secret } = await endpointFor('/clients', ['client.created']);
    const created = await rest.post('/clients', { name: 'Hooked Client' }, as(org.admin));
    expect(created.status).toBe(200);
    const [hook] = await receiver.waitFor('/clients');
    const verified = receiver.verify(secret, hook!) as { type: string; data: { _id: string; name: string } };
    expect(verified.type).toBe('client.created');
    expect(verified.data).toMatchObject({ _id: created.body._id, name: 'Hooked Client' });
  });

  it('a receiver answering 500 gets the retry with the same webhook-id, then the delivery succeeds', async () => {
    receiver.answer('/flaky', 500);
    const { org, id, secret } = await endpointFor('/flaky');
    await rest.post(`/org/webhooks/${id}/test`, {}, as(org.admin));
    const [first, second] = await receiver.waitFor('/flaky', 2);
    expect(first!.status).toBe(500);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.raw).toBe(first!.raw);
    receiver.verify(secret, first!);
    receiver.verify(secret, second!);
    const delivery = await eventually(async () => {
      const [latest] = await deliveriesOf(org, id);
      return latest?.status === 'succeeded' ? latest : null;
    });
    expect(delivery.attempts.map((attempt) => attempt.statusCode)).toEqual([500, 200]);
    expect(delivery.attempts[0]!.error).toBe('HTTP 500');
  });

  it('gives up after 8 attempts', async () => {
    receiver.answer('/down', ...Array(10).fill(503));
    const { org, id } = await endpointFor('/down');
    await rest.post(`/org/webhooks/${id}/test`, {}, as(org.admin));
    const delivery = await eventually(async () => {
      const [latest] = await deliveriesOf(org, id);
      return latest?.status === 'failed' ? latest : null;
    }, 30_000);
    expect(delivery.attempts).toHaveLength(8);
    expect(delivery.nextAttemptAt).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(receiver.at('/down')).toHaveLength(8);
  });

  it('a 410 disables the endpoint at once', async () => {
    receiver.answer('/gone', 410);
    const { org, id } = await endpointFor('/gone');
    await rest.post(`/org/webhooks/${id}/test`, {}, as(org.admin));
    const endpoint = await eventually(async () => {
      const res = await rest.get(`/org/webhooks/${id}`, as(org.admin));
      return res.body.enabled === false ? res.body : null;
    });
    expect(endpoint.disabledReason).toBe('gone');
    const [delivery] = await deliveriesOf(org, id);
    expect(delivery).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(receiver.at('/gone')).toHaveLength(1);
    expectAnswer(await rest.post(`/org/webhooks/${id}/test`, {}, as(org.admin)), 409, {
      msg: WEBHOOK_MSG.disabled,
    });
    // Enabling it again clears the reason.
    const enabled = await rest.put(`/org/webhooks/${id}`, { enabled: true }, as(org.admin));
    expect(enabled.body).toMatchObject({ enabled: true, disabledReason: null });
  });

  it('redelivery sends the same webhook-id again', async () => {
    const { org, id, secret } = await endpointFor('/again');
    const sent = await rest.post(`/org/webhooks/${id}/test`, {}, as(org.admin));
    await receiver.waitFor('/again');
    await eventually(async () => (await deliveriesOf(org, id))[0]?.status === 'succeeded');
    const again = await rest.post(
      `/org/webhooks/${id}/deliveries/${sent.body._id}/redeliver`,
      {},
      as(org.admin),
    );
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ _id: sent.body._id, eventId: sent.body.eventId, status: 'pending' });
    const [first, second] = await receiver.waitFor('/again', 2);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    receiver.verify(secret, second!);
    expectAnswer(
      await rest.post(
        `/org/webhooks/${id}/deliveries/00000000-0000-4000-8000-000000000000/redeliver`,
        {},
        as(org.admin),
      ),
      404,
      { msg: WEBHOOK_MSG.deliveryNotFound },
    );
  });

  it('after a rotation both secrets verify each delivery (two signatures) for the overlap', async () => {
    const { org, id, secret: before } = await endpointFor('/rotate');
    const rotated = await rest.post(`/org/webhooks/${id}/rotate-secret`, {}, as(org.admin));
    expect(rotated.status).toBe(200);
    const after = rotated.body.secret as string;
    expect(after).toMatch(/^whsec_/);
    expect(after).not.toBe(before);
    await rest.post(`/org/webhooks/${id}/test`, {}, as(org.admin));
    const [hook] = await receiver.waitFor('/rotate');
    expect(hook!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    receiver.verify(after, hook!);
    receiver.verify(before, hook!);
    // Once the overlap is over, only the new secret signs.
    await t.handle.db.execute(
      sql`update webhook_endpoints set previous_secret_expires_at = now() - interval '1 second' where id = ${id}`,
    );
    await rest.post(`/org/webhooks/${id}/test`, {}, as(org.admin));
    const [, later] = await receiver.waitFor('/rotate', 2);
    expect(later!.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    receiver.verify(after, later!);
    expect(() => receiver.verify(before, later!)).toThrow();
  });

  it('nothing is sent for a change that rolls back', async () => {
    const { org } = await endpointFor('/rollback');
    await expect(
      t.handle.db.transaction(async (tx) => {
        await recordWebhookEvent({ deps: t.deps, db: tx, org: { id: org.orgId } }, 'client.created', {
          _id: 'rolled-back',
        });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    const events = rowsOf<{ n: number }>(
      await t.handle.db.execute(
        sql`select count(*)::int as n from webhook_events where org_id = ${org.orgId}`,
      ),
    );
    expect(Number(events[0]!.n)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.at('/rollback')).toHaveLength(0);
  });

  it('a delivery whose job was lost (the process died after the commit) is sent by the sweeper', async () => {
    const { org, secret } = await endpointFor('/lost');
    // The change commits its event and delivery, but its job is never queued.
    const [deliveryId] = await t.handle.db.transaction((tx) =>
      recordWebhookEvent(
        { deps: { ...t.deps, jobs: undefined }, db: tx, org: { id: org.orgId } },
        'client.updated',
        {
          _id: 'c1',
        },
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(receiver.at('/lost')).toHaveLength(0);
    // Not yet overdue by a minute: not swept.
    expect(await sweepWebhookDeliveries(t.deps)).toBe(0);
    await t.handle.db.execute(
      sql`update webhook_deliveries set next_attempt_at = now() - interval '2 minutes' where id = ${deliveryId!}`,
    );
    expect(await sweepWebhookDeliveries(t.deps)).toBe(1);
    const [hook] = await receiver.waitFor('/lost');
    expect(receiver.verify(secret, hook!)).toMatchObject({ type: 'client.updated', data: { _id: 'c1' } });
  });

  it('duplicate jobs for one delivery (two workers, a sweep racing the queue) send it once', async () => {
    const { org } = await endpointFor('/once');
    const [deliveryId] = await t.handle.db.transaction((tx) =>
      recordWebhookEvent(
        { deps: { ...t.deps, jobs: undefined }, db: tx, org: { id: org.orgId } },
        'project.created',
        {
          _id: 'p1',
        },
      ),
    );
    const job = { deliveryId: deliveryId!, orgId: org.orgId };
    await Promise.all([
      runWebhookDelivery(t.deps, job),
      runWebhookDelivery(t.deps, job),
      runWebhookDelivery(t.deps, job),
    ]);
    await runWebhookDelivery(t.deps, job);
    expect(receiver.at('/once')).toHaveLength(1);
    const [delivery] = await deliveriesOf(org, (await rest.get('/org/webhooks', as(org.admin))).body[0]._id);
    expect(delivery).toMatchObject({ status: 'succeeded' });
    expect(delivery!.attempts).toHaveLength(1);
  });

  // Concurrent transactions need PostgreSQL: PGlite runs one at a time.
  it.skipIf(!(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL))(
    'a redelivery asked for while an attempt is out is neither refused nor lost',
    async () => {
      const { org, id } = await endpointFor('/racing');
      const [deliveryId] = await t.handle.db.transaction((tx) =>
        recordWebhookEvent(
          { deps: { ...t.deps, jobs: undefined }, db: tx, org: { id: org.orgId } },
          'project.created',
          { _id: 'p2' },
        ),
      );
      const letAnswer = receiver.hold('/racing');
      const attempt = runWebhookDelivery(t.deps, { deliveryId: deliveryId!, orgId: org.orgId });
      await eventually(() => receiver.arrivals('/racing') === 1);
      // Another transaction holds the endpoint as a redelivery or a test event does (FOR SHARE),
      // so that the attempt's outcome waits on it while the redelivery is asked for. Before the
      // outcome locked the endpoint first, the two deadlocked here, and one of them failed.
      const holder = await holdRows(sql`select id from webhook_endpoints where id = ${id} for share`);
      letAnswer();
      await eventually(async () => (await lockWaits()) >= 1);
      const again = rest.post(`/org/webhooks/${id}/deliveries/${deliveryId}/redeliver`, {}, as(org.admin));
      // The redelivery either answers at once or waits on a lock of its own.
      await Promise.race([again, eventually(async () => (await lockWaits()) >= 2)]);
      await holder.end();
      const answered = await again;
      expect(answered.status, JSON.stringify(answered.body)).toBe(202);
      expect(answered.body).toMatchObject({ _id: deliveryId, status: 'pending' });
      await attempt;
      // The redelivery's own attempt follows the one that was out.
      await receiver.waitFor('/racing', 2);
      const delivery = await eventually(async () => {
        const [latest] = await deliveriesOf(org, id);
        return latest?.status === 'succeeded' && latest.attempts.length === 2 ? latest : null;
      });
      expect(delivery.attempts.map((made) => made.statusCode)).toEqual([200, 200]);
      expect(delivery.nextAttemptAt).toBeNull();
    },
  );

  // Concurrent transactions need PostgreSQL: PGlite runs one at a time.
  it.skipIf(!(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL))(
    'a job whose delivery another transaction holds for a moment waits for it, and the attempt is made',
    async () => {
      const { org } = await endpointFor('/waited');
      const [deliveryId] = await t.handle.db.transaction((tx) =>
        recordWebhookEvent(
          { deps: { ...t.deps, jobs: undefined }, db: tx, org: { id: org.orgId } },
          'project.created',
          { _id: 'p3' },
        ),
      );
      // As an attempt's outcome holds the row while it writes (a redelivery's job may come then:
      // the outcome leaves a redelivered delivery to that job, so the job must not skip it).
      const holder = await holdRows(
        sql`select id from webhook_deliveries where id = ${deliveryId!} for update`,
      );
      const job = runWebhookDelivery(t.deps, { deliveryId: deliveryId!, orgId: org.orgId });
      const first = await Promise.race([
        job.then(() => 'ended without waiting'),
        eventually(async () => (await lockWaits()) >= 1).then(() => 'waiting'),
      ]);
      await holder.end();
      await job;
      expect(first).toBe('waiting');
      expect(receiver.at('/waited')).toHaveLength(1);
      const [delivery] = await deliveriesOf(
        org,
        (await rest.get('/org/webhooks', as(org.admin))).body[0]._id,
      );
      expect(delivery).toMatchObject({ status: 'succeeded' });
    },
  );

  it('an endpoint failing for 5 days is disabled at its next failure and its admins are emailed', async () => {
    receiver.answer('/failing', 500);
    const { org, id } = await endpointFor('/failing');
    await t.handle.db.execute(
      sql`update webhook_endpoints set failing_since = now() - interval '6 days' where id = ${id}`,
    );
    await rest.post(`/org/webhooks/${id}/test`, {}, as(org.admin));
    const endpoint = await eventually(async () => {
      const res = await rest.get(`/org/webhooks/${id}`, as(org.admin));
      return res.body.enabled === false ? res.body : null;
    });
    expect(endpoint.disabledReason).toBe('failing');
    const mail = await t.outbox.waitFor(org.admin.email, 'webhook endpoint');
    expect(mail.text).toContain(receiver.url('/failing'));
    expect(mail.text).toContain('/settings/webhooks');
    // No retry is scheduled for a disabled endpoint.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(receiver.at('/failing')).toHaveLength(1);
    const [delivery] = await deliveriesOf(org, id);
    expect(delivery).toMatchObject({ status: 'failed', nextAttemptAt: null });
  });

  it('the delivery log pages newest first with limit and after', async () => {
    const { org, id } = await endpointFor('/paged');
    for (let i = 0; i < 3; i++) await rest.post(`/org/webhooks/${id}/test`, {}, as(org.admin));
    const all = await deliveriesOf(org, id);
    expect(all).toHaveLength(3);
    const first = await rest.get(`/org/webhooks/${id}/deliveries?limit=2`, as(org.admin));
    expect(first.body.map((d: { _id: string }) => d._id)).toEqual(all.slice(0, 2).map((d) => d._id));
    expect(first.headers['x-total-count']).toBe('3');
    const cursor = first.headers['x-next-cursor'] as string;
    const second = await rest.get(`/org/webhooks/${id}/deliveries?limit=2&after=${cursor}`, as(org.admin));
    expect(second.body.map((d: { _id: string }) => d._id)).toEqual([all[2]!._id]);
  });
});

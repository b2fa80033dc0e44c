import { WEBHOOK_MSG } from '@folio/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPublicAddress, webhookResolver } from '../src/webhooks/webhook-targets';
import { expectAnswer, validationBody } from './helpers/answers';
import { eventually } from './helpers/eventually';
import { useTeam } from './helpers/org';
import { as } from './helpers/rest';
import { useTestApp } from './helpers/suite';

// As in production (NODE_ENV=production without WEBHOOK_ALLOW_PRIVATE=on).
const { t, rest } = useTestApp({
  jobs: true,
  config: { webhooks: { publicTargetsOnly: true, retryDelaysMs: [60_000], timeoutMs: 2000 } },
});
const team = useTeam(t, rest);

afterEach(() => {
  vi.restoreAllMocks();
});

const resolvesTo = (...addresses: string[]) =>
  vi
    .spyOn(webhookResolver, 'lookup')
    .mockResolvedValue(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));

describe('webhook targets in production', () => {
  it('tells public addresses from private, loopback, link-local, CGNAT, unique-local, multicast and metadata ones', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      'fc00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('refuses http URLs and targets at non-public addresses when saved (422 on url)', async () => {
    const admin = as(team.admin);
    const post = (url: string) => rest.post('/org/webhooks', { url, events: ['*'] }, admin);
    expectAnswer(
      await post('http://hooks.example.com/'),
      422,
      validationBody(['url', WEBHOOK_MSG.urlNotHttps]),
    );
    for (const url of [
      'https://127.0.0.1/hook',
      'https://[::1]/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.8/',
      'https://100.64.1.1/',
      'https://[fd00:ec2::254]/',
    ])
      expectAnswer(await post(url), 422, validationBody(['url', WEBHOOK_MSG.urlNotPublic]));
    resolvesTo('93.184.216.34', '10.0.0.1');
    expectAnswer(
      await post('https://mixed.example.com/'),
      422,
      validationBody(['url', WEBHOOK_MSG.urlNotPublic]),
    );
    vi.spyOn(webhookResolver, 'lookup').mockRejectedValue(new Error('ENOTFOUND'));
    expectAnswer(
      await post('https://nowhere.invalid/'),
      422,
      validationBody(['url', WEBHOOK_MSG.urlUnresolvable]),
    );
    // PUT checks the new URL too.
    resolvesTo('93.184.216.34');
    const created = await post('https://public.example.com/');
    expect(created.status).toBe(201);
    expectAnswer(
      await rest.put(`/org/webhooks/${created.body._id}`, { url: 'https://127.0.0.1/' }, admin),
      422,
      validationBody(['url', WEBHOOK_MSG.urlNotPublic]),
    );
    await rest.delete(`/org/webhooks/${created.body._id}`, admin);
  });

  it('a public name that resolves to 127.0.0.1 at send time is not connected to', async () => {
    resolvesTo('93.184.216.34');
    const created = await rest.post(
      '/org/webhooks',
      { url: 'https://rebinding.example.com/hook', events: ['*'] },
      as(team.admin),
    );
    expect(created.status).toBe(201);
    const id = created.body._id as string;
    // The name now points at the server itself.
    const lookup = resolvesTo('127.0.0.1');
    await rest.post(`/org/webhooks/${id}/test`, {}, as(team.admin));
    const delivery = await eventually(async () => {
      const res = await rest.get(`/org/webhooks/${id}/deliveries`, as(team.admin));
      const [latest] = res.body as { attempts: { statusCode: number | null; error: string | null }[] }[];
      return latest && latest.attempts.length > 0 ? latest : null;
    });
    expect(lookup).toHaveBeenCalledWith('rebinding.example.com');
    expect(delivery.attempts[0]).toMatchObject({ statusCode: null });
    expect(delivery.attempts[0]!.error).toContain('refused before connecting');
  });
});

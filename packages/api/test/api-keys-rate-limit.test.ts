/** A key's own request budget (rate-limit/budgets.ts: apiKeyRequest), on the shared store. */
import { MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../src/rate-limit/budgets';
import { createOrg } from './helpers/org';
import { as } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp({ rateLimits: true });

describe('API key rate limit', () => {
  it('answers 429 with Retry-After once a key has spent its budget, and other keys keep theirs', async () => {
    const org = await createOrg(t, rest, { orgName: 'Busy Co' });
    const make = async (name: string) =>
      (await rest.post('/org/api-keys', { name, role: 'viewer' }, as(org.admin))).body as {
        _id: string;
        secret: string;
      };
    const busy = await make('Busy');
    const calm = await make('Calm');
    expect((await rest.get('/clients', { token: busy.secret })).status).toBe(200);
    // As if the key had made its whole budget of requests in this window.
    const { points, durationSeconds } = BUDGETS.apiKeyRequest.apiKey;
    await t.handle.db
      .insert(schema.rateLimits)
      .values({
        key: `apiKeyRequest.apiKey:${busy._id}`,
        points,
        expire: new Date(Date.now() + durationSeconds * 1000),
      })
      .onConflictDoUpdate({ target: schema.rateLimits.key, set: { points } });
    const refused = await rest.get('/clients', { token: busy.secret });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ msg: MSG.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await rest.get('/clients', { token: calm.secret })).status).toBe(200);
    // People are counted apart from keys.
    expect((await rest.get('/clients', as(org.admin))).status).toBe(200);
  });
});

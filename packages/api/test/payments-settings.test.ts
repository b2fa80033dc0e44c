import { ACTIVITY_ACTIONS, PAYMENT_MSG, paymentSettingsSchema } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectAnswer, expectInsufficientRole, validationBody } from './helpers/answers';
import { TEST_APP_URL } from './helpers/app';
import { orgActivity } from './helpers/fixtures';
import { createTeam } from './helpers/org';
import { as } from './helpers/rest';
import { useTestApp } from './helpers/suite';

/**
 * Settings → Payments without Stripe keys (mock mode): every member reads it, admins change it;
 * partial payments, reminder rules (sorted, with the days the reminder scan reads), and the mock
 * Stripe account that Connect stores at once.
 */

const { t, rest } = useTestApp();

const PATH = '/org/payment-settings';

const settingsRow = async (orgId: string) =>
  (
    await t.handle.db
      .select()
      .from(schema.orgPaymentSettings)
      .where(eq(schema.orgPaymentSettings.orgId, orgId))
  )[0];

const settingsEntries = async (orgId: string) =>
  (await orgActivity(t, orgId, ACTIVITY_ACTIONS.updated)).filter(
    (entry) => entry.entity?.name === PAYMENT_MSG.activitySubject,
  );

describe('GET /api/org/payment-settings', () => {
  it('answers the defaults to every member until an admin saves something', async () => {
    const team = await createTeam(t, rest);
    for (const who of [team.admin, team.manager, team.member, team.viewer]) {
      const res = await rest.get(PATH, as(who));
      expectAnswer(res, 200, {
        mockMode: true,
        stripe: { status: 'not_connected', accountId: null, connectedAt: null },
        // Mock mode: the test payment page takes payments without any account.
        onlinePayments: true,
        allowPartialPayments: false,
        reminders: { rules: [], repeat: null },
      });
      paymentSettingsSchema.strict().parse(res.body);
    }
    expect((await rest.get(PATH)).status).toBe(401);
  });
});

describe('PUT /api/org/payment-settings', () => {
  it('stores partial payments and the reminder rules in ascending order, with the days reminders go out', async () => {
    const team = await createTeam(t, rest);
    const res = await rest.put(
      PATH,
      { allowPartialPayments: true, reminders: { rules: [7, -3, 0], repeat: { everyDays: 7, times: 2 } } },
      as(team.admin),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      allowPartialPayments: true,
      reminders: { rules: [-3, 0, 7], repeat: { everyDays: 7, times: 2 } },
    });
    expect((await rest.get(PATH, as(team.viewer))).body).toEqual(res.body);
    expect((await settingsRow(team.orgId))?.reminderOffsets).toEqual([-3, 0, 7, 14, 21]);
    const [entry] = await settingsEntries(team.orgId);
    expect(entry).toMatchObject({
      userId: team.admin.userId,
      meta: { fields: ['allowPartialPayments', 'reminders'] },
    });
  });

  it('leaves out what is not sent, and writes nothing when nothing changes', async () => {
    const team = await createTeam(t, rest);
    const A = as(team.admin);
    await rest.put(PATH, { reminders: { rules: [0], repeat: null } }, A);
    const partial = await rest.put(PATH, { allowPartialPayments: true }, A);
    expect(partial.body).toMatchObject({
      allowPartialPayments: true,
      reminders: { rules: [0], repeat: null },
    });
    expect((await settingsRow(team.orgId))?.reminderOffsets).toEqual([0]);
    const before = await settingsRow(team.orgId);
    const same = await rest.put(
      PATH,
      { allowPartialPayments: true, reminders: { rules: [0], repeat: null } },
      A,
    );
    expect(same.body).toEqual(partial.body);
    expect((await settingsRow(team.orgId))?.updatedAt).toEqual(before?.updatedAt);
    expect(await settingsEntries(team.orgId)).toHaveLength(2);
    // Clearing the rules clears the days the scan reads.
    await rest.put(PATH, { reminders: { rules: [], repeat: null } }, A);
    expect((await settingsRow(team.orgId))?.reminderOffsets).toEqual([]);
  });

  it('is for admins only (403 INSUFFICIENT_ROLE), and changes nothing then', async () => {
    const team = await createTeam(t, rest);
    for (const who of [team.manager, team.member, team.viewer]) {
      expectInsufficientRole(await rest.put(PATH, { allowPartialPayments: true }, as(who)));
      expectInsufficientRole(await rest.post(`${PATH}/stripe/connect`, undefined, as(who)));
      expectInsufficientRole(await rest.post(`${PATH}/stripe/refresh`, undefined, as(who)));
      expectInsufficientRole(await rest.delete(`${PATH}/stripe`, as(who)));
    }
    expect(await settingsRow(team.orgId)).toBeUndefined();
    // An admin of another organization changes only their own.
    await rest.put(PATH, { allowPartialPayments: true }, as(team.outsider));
    expect((await rest.get(PATH, as(team.admin))).body.allowPartialPayments).toBe(false);
  });

  it.each([
    [{ reminders: { rules: [1, 2, 3, 4], repeat: null } }, 'reminders.rules', PAYMENT_MSG.tooManyRules],
    [{ reminders: { rules: [-31], repeat: null } }, 'reminders.rules.0', PAYMENT_MSG.ruleOutOfRange],
    [{ reminders: { rules: [61], repeat: null } }, 'reminders.rules.0', PAYMENT_MSG.ruleOutOfRange],
    [{ reminders: { rules: [1.5], repeat: null } }, 'reminders.rules.0', PAYMENT_MSG.ruleOutOfRange],
    [{ reminders: { rules: [3, 3], repeat: null } }, 'reminders.rules', PAYMENT_MSG.ruleRepeated],
    [
      { reminders: { rules: [0], repeat: { everyDays: 0, times: 1 } } },
      'reminders.repeat.everyDays',
      PAYMENT_MSG.repeatEveryOutOfRange,
    ],
    [
      { reminders: { rules: [0], repeat: { everyDays: 7, times: 6 } } },
      'reminders.repeat.times',
      PAYMENT_MSG.repeatTimesOutOfRange,
    ],
    [
      { reminders: { rules: [], repeat: { everyDays: 7, times: 1 } } },
      'reminders.repeat',
      PAYMENT_MSG.repeatWithoutRule,
    ],
    [{ allowPartialPayments: 'yes' }, 'allowPartialPayments', PAYMENT_MSG.partialPaymentsInvalid],
  ])('refuses %j with 422 on its field, changing nothing', async (body, field, msg) => {
    const team = await createTeam(t, rest);
    const res = await rest.put(PATH, body, as(team.admin));
    expectAnswer(res, 422, validationBody([field, msg]));
    expect(await settingsRow(team.orgId)).toBeUndefined();
  });
});

describe('Stripe Connect in mock mode', () => {
  it('Connect stores a test account as connected at once and answers Settings → Payments; Disconnect forgets it', async () => {
    const team = await createTeam(t, rest);
    const A = as(team.admin);
    const refused = await rest.post(`${PATH}/stripe/refresh`, undefined, A);
    expectAnswer(refused, 409, { msg: PAYMENT_MSG.stripeNotConnected });

    const connect = await rest.post(`${PATH}/stripe/connect`, undefined, A);
    expectAnswer(connect, 200, { url: `${TEST_APP_URL}/settings/payments?stripe=return` });
    const connected = await rest.get(PATH, as(team.member));
    expect(connected.body.stripe).toEqual({
      status: 'connected',
      accountId: expect.stringMatching(/^acct_mock_[0-9a-f]+$/),
      connectedAt: expect.any(String),
    });
    // A second press keeps the account.
    await rest.post(`${PATH}/stripe/connect`, undefined, A);
    expect((await rest.get(PATH, A)).body.stripe.accountId).toBe(connected.body.stripe.accountId);
    expect((await rest.post(`${PATH}/stripe/refresh`, undefined, A)).body.stripe).toEqual(
      connected.body.stripe,
    );

    const disconnected = await rest.delete(`${PATH}/stripe`, A);
    expect(disconnected.status).toBe(200);
    expect(disconnected.body.stripe).toEqual({ status: 'not_connected', accountId: null, connectedAt: null });
    expect(disconnected.body.onlinePayments).toBe(true);
    // Connect and Disconnect are each one change of the settings; the second Connect is none.
    expect((await settingsEntries(team.orgId)).map((entry) => entry.meta)).toEqual([
      { fields: ['stripe'] },
      { fields: ['stripe'] },
    ]);
  });

  it('two admins pressing Connect at once keep one account', async () => {
    const team = await createTeam(t, rest);
    const second = (await createTeam(t, rest)).admin;
    await t.handle.db
      .insert(schema.memberships)
      .values({ orgId: team.orgId, userId: second.userId, role: 'admin' });
    await t.handle.db
      .update(schema.users)
      .set({ currentOrgId: team.orgId })
      .where(eq(schema.users.id, second.userId));
    const answers = await Promise.all(
      [team.admin, second, team.admin, second].map((who) =>
        rest.post(`${PATH}/stripe/connect`, undefined, as(who)),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    const row = await settingsRow(team.orgId);
    expect((await rest.get(PATH, as(second))).body.stripe.accountId).toBe(row?.stripeAccountId);
    expect(await settingsEntries(team.orgId)).toHaveLength(1);
  });
});

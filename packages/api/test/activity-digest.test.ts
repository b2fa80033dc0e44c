import { DIGEST_MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_DIGEST_QUEUE, runActivityDigest } from '../src/activity-digest/activity-digest.job';
import { createTestApp, TEST_APP_URL, type TestApp } from './helpers/app';
import { eventually } from './helpers/eventually';
import { sinkMailer } from './helpers/mailed-world';
import { createClient, createOrg, type Member, type Org } from './helpers/org';
import { as, type RestClient, restClient } from './helpers/rest';
import { type ReceivedMail, SmtpSink } from './helpers/smtp-sink';

/**
 * The daily activity email, through the job queue to a real SMTP server, with
 * ACTIVITY_DIGEST_INTERVAL_SECONDS set (an hour): each run is given the instant it runs for, in
 * slots ahead of now, so that a test's activity falls in the period it asks for.
 */

const HOUR = 3_600_000;
let t: TestApp;
let rest: RestClient;
const sink = new SmtpSink();
/**
 * Each run is at its own slot, an hour after the one before. A member's first period covers the
 * day before its end, so the runs of this file stay within a day of now.
 */
let slot = Math.ceil(Date.now() / HOUR) * HOUR;
const nextSlot = () => {
  slot += HOUR;
  return new Date(slot + 60_000);
};
const run = (at: Date) => runActivityDigest(t.deps, at);
const mailsTo = (who: { email: string }) => sink.to(who.email);
/** A header as it was sent (mailparser folds the List-* headers into one object). */
const header = (mail: ReceivedMail, name: string) => {
  const line = mail.mail.headerLines.find((h) => h.key === name.toLowerCase())?.line ?? '';
  return line
    .slice(name.length + 1)
    .replace(/\r?\n\s+/g, '')
    .trim();
};
const setPreferences = async (who: { token: string }, preferences: Record<string, unknown>) => {
  const res = await rest.patch('/users/me/preferences', preferences, as(who));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const me = async (who: { token: string }) => (await rest.get('/users/me', as(who))).body.user;

beforeAll(async () => {
  await sink.start();
  t = await createTestApp({ jobs: true, config: { activityDigestIntervalSeconds: 3600 } });
  rest = restClient(t.app);
  // Account mails stay in the outbox, where sign-up reads its verification link; the activity
  // emails (the only ones with List-Unsubscribe) go to the SMTP server.
  const outbox = t.deps.mailer;
  const smtp = sinkMailer(t, sink);
  t.deps.mailer = {
    send: (message) => ('headers' in message ? smtp.send(message) : outbox.send(message)),
  };
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sink.stop();
});

/** An organization whose admin created two clients, and a member who also has an organization of their own. */
async function twoOrganizations(orgName: string): Promise<{ org: Org; member: Member }> {
  const org = await createOrg(t, rest, { orgName, plan: 'pro' });
  const member = await org.add('member', 'Max Member');
  await createClient(rest, org.admin, { name: 'Globex' });
  await createClient(rest, org.admin, { name: 'Initech' });
  return { org, member };
}

describe('the activity email', () => {
  it('mails a member of two organizations one email with both, their counts and entries, links and one-click headers', async () => {
    const { member } = await twoOrganizations('Acme Studio');
    const result = await run(nextSlot());
    expect(result.sent).toContain(member.userId);

    const mails = mailsTo(member);
    expect(mails).toHaveLength(1);
    const { mail } = mails[0]!;
    expect(mail.subject).toMatch(/^Your Folio activity for .+: 4 changes$/);
    const text = mail.text ?? '';
    expect(text).toContain('Hello Max Member,');
    expect(text).toContain(
      'Acme Studio\n2 clients created, 1 organization change\n- Alice Admin created the organization\n- Alice Admin created client Globex\n- Alice Admin created client Initech',
    );
    // The member's own organization, made when they signed up.
    expect(text).toContain(
      "Max Member's own org\n1 organization change\n- Max Member created the organization",
    );
    expect(text).toContain(`See all activity: ${TEST_APP_URL}/activity`);
    const unsubscribe = /Stop these emails with one click: (\S+)/.exec(text)?.[1] ?? '';
    expect(unsubscribe.startsWith(`${TEST_APP_URL}/unsubscribe?token=`)).toBe(true);
    const token = new URL(unsubscribe).searchParams.get('token');
    expect(header(mails[0]!, 'List-Unsubscribe')).toBe(
      `<${TEST_APP_URL}/api/public/unsubscribe?token=${encodeURIComponent(token ?? '')}>`,
    );
    expect(header(mails[0]!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('sends nothing for a period without activity, and nothing to a member who turned it off', async () => {
    const { org, member } = await twoOrganizations('Quiet Ltd');
    await setPreferences(org.admin, { notifications: { emailActivity: false } });
    await run(nextSlot());
    expect(mailsTo(org.admin)).toHaveLength(0);
    expect(mailsTo(member)).toHaveLength(1);
    // The next period: nothing happened since.
    const quiet = await run(nextSlot());
    expect(quiet.empty).toContain(member.userId);
    expect(mailsTo(member)).toHaveLength(1);
    expect(mailsTo(org.admin)).toHaveLength(0);
  });

  it('mails a member once per period, however many runs overlap or come again', async () => {
    const { member } = await twoOrganizations('Twice Inc');
    const at = nextSlot();
    // Two workers at once, then a restarted one.
    await Promise.all([run(at), run(at)]);
    await run(at);
    expect(mailsTo(member)).toHaveLength(1);
    const rows = await t.handle.db
      .select()
      .from(schema.activityDigests)
      .where(eq(schema.activityDigests.userId, member.userId));
    expect(rows.map((r) => [r.status, r.entryCount])).toEqual([['sent', 4]]);
  });

  it('mails once when the same run is queued twice (re-queued, or taken by two servers)', async () => {
    const { member } = await twoOrganizations('Queued Co');
    const at = nextSlot().toISOString();
    const boss = t.jobs!.boss;
    const ids = [
      await boss.send(ACTIVITY_DIGEST_QUEUE, { at }),
      await boss.send(ACTIVITY_DIGEST_QUEUE, { at }),
    ];
    await eventually(async () => {
      const jobs = await Promise.all(ids.map((id) => boss.getJobById(ACTIVITY_DIGEST_QUEUE, id!)));
      return jobs.every((job) => job?.state === 'completed');
    });
    expect(mailsTo(member)).toHaveLength(1);
  });

  it('is written in the member’s language', async () => {
    const { member } = await twoOrganizations('Atelier Dupont');
    await setPreferences(member, { locale: 'fr', tz: 'Europe/Paris' });
    await run(nextSlot());
    const [received] = mailsTo(member);
    expect(received?.mail.subject).toMatch(/^Votre activité Folio du .+ : 4 modifications$/);
    const text = received?.mail.text ?? '';
    expect(text).toContain('Bonjour Max Member,');
    expect(text).toContain(
      'Atelier Dupont\n2 clients créés, 1 changement de l’organisation\n- Alice Admin a créé l’organisation\n- Alice Admin a créé le client Globex',
    );
    expect(text).toContain('Ne plus recevoir ces e-mails, en un clic :');
  });
});

describe('POST /api/public/unsubscribe', () => {
  const linksOf = async (orgName: string) => {
    const { org, member } = await twoOrganizations(orgName);
    await run(nextSlot());
    const [received] = mailsTo(member);
    const page = /Stop these emails with one click: (\S+)/.exec(received?.mail.text ?? '')?.[1] ?? '';
    const oneClick = header(received!, 'List-Unsubscribe').slice(1, -1);
    return { org, member, token: new URL(page).searchParams.get('token') ?? '', oneClick };
  };
  const emailActivity = async (who: Member) => (await me(who)).preferences.notifications.emailActivity;

  it('turns the activity email off in one click, without a session (RFC 8058)', async () => {
    const { member, oneClick } = await linksOf('One Click Ltd');
    const res = await t.app.inject({
      method: 'POST',
      url: oneClick.slice(TEST_APP_URL.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: DIGEST_MSG.unsubscribed });
    expect(await emailActivity(member)).toBe(false);
    // Other preferences are kept.
    expect((await me(member)).preferences.theme).toBe('system');
  });

  it('turns it off from the unsubscribe page, which posts the link’s token', async () => {
    const { org, member, token } = await linksOf('Page Ltd');
    const res = await rest.post('/public/unsubscribe', { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.msg).toBe(DIGEST_MSG.unsubscribed);
    expect(await emailActivity(member)).toBe(false);
    // The answer is in the member's language.
    await t.handle.db
      .update(schema.users)
      .set({
        preferences: { theme: 'system', locale: 'de', tz: 'UTC', notifications: { emailActivity: true } },
      })
      .where(eq(schema.users.id, member.userId));
    const again = await rest.post('/public/unsubscribe', { token });
    expect(again.body.msg).toBe(
      'Sie erhalten die tägliche Aktivitäts-E-Mail nicht mehr. Sie können sie in Ihrem Profil wieder einschalten.',
    );
    expect(await emailActivity(member)).toBe(false);
    // The next period's activity is not mailed to them.
    await createClient(rest, org.admin, { name: 'After Unsubscribing' });
    await run(nextSlot());
    expect(mailsTo(member)).toHaveLength(1);
  });

  it('refuses a forged, altered or foreign token and changes nothing', async () => {
    const { org, member, token } = await linksOf('Forged Ltd');
    const [head, payload, signature] = token.split('.');
    // The member's signed token, made to name their organization's admin instead.
    const otherUser = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: org.admin.userId }),
    ).toString('base64url');
    const attempts = [
      `${head}.${payload}.${signature!.slice(0, -2)}xx`,
      `${head}.${otherUser}.${signature}`,
      // An access token is signed with the same secret but is not for this.
      member.token,
      'not-a-token',
      '',
    ];
    for (const attempt of attempts) {
      const res = await rest.post(`/public/unsubscribe?token=${encodeURIComponent(attempt)}`);
      expect(res.status, attempt).toBe(400);
      expect(res.body).toEqual({ msg: DIGEST_MSG.invalidLink });
    }
    const missing = await rest.post('/public/unsubscribe', {});
    expect(missing.status).toBe(400);
    expect(await emailActivity(member)).toBe(true);
    expect(await emailActivity(org.admin)).toBe(true);
  });
});

import { DEFAULT_PREFERENCES, MSG } from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq, gte, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityPages, EXPORT_PAGE_SIZE } from '../src/activity/activity.queries';
import { csvCell, isoInstantIn } from '../src/activity/activity-csv';
import { createTeam, type Member, type Team } from './helpers/org';
import { signUp } from './helpers/rest';
import { useTestApp } from './helpers/suite';

const { t, rest } = useTestApp();
let team: Team;

const BASE = Date.UTC(2025, 5, 1, 9); // 2025-06-01T09:00:00Z
const at = (minutes: number) => new Date(BASE + minutes * 60_000);
/** How the export writes an instant for a user in UTC (the team's zone): the offset as +00:00. */
const utc = (instant: Date) => instant.toISOString().replace(/Z$/, '+00:00');
const HEADER = 'date,user,email,action,type,entity,objectId';

/** A small RFC 4180 reader, to check what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) throw new Error('CSV does not end with CRLF');
  return rows;
}

function exportCsv(query: string, token: string | null) {
  return t.app.inject({
    method: 'GET',
    url: `/api/activity/export${query ? `?${query}` : ''}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

const entry = (
  who: Member | null,
  minutes: number,
  values: {
    action?: string;
    entityType?: 'client' | 'project' | 'invoice' | 'other';
    entity?: object | null;
  },
  orgId = team.orgId,
) => ({
  orgId,
  userId: who?.userId ?? null,
  userName: who?.name ?? null,
  userEmail: who?.email ?? null,
  action: values.action ?? 'updated',
  entityType: values.entityType ?? 'client',
  objectId: `00000000-0000-4000-8000-${String(minutes).padStart(12, '0')}`,
  entity: values.entity === undefined ? { name: `Client ${minutes}` } : values.entity,
  createdAt: at(minutes),
});

beforeAll(async () => {
  team = await createTeam(t, rest);
  await t.handle.db.delete(schema.activityEntries);
  await t.handle.db.insert(schema.activityEntries).values([
    entry(team.admin, 1, { action: 'created', entityType: 'client', entity: { name: 'Plain Client' } }),
    entry(team.manager, 2, { entityType: 'client', entity: { name: 'Smith, Jones & "Co"\nLtd' } }),
    entry(team.member, 3, { entityType: 'project', entity: { title: '=SUM(A1)' } }),
    entry(team.member, 4, { entityType: 'project', entity: { title: '+cmd' } }),
    entry(team.admin, 5, { entityType: 'client', entity: { name: '-2+3' } }),
    entry(team.admin, 6, { entityType: 'client', entity: { name: '@SUM(1+1)' } }),
    entry(team.admin, 7, { entityType: 'client', entity: { name: '\tTabbed' } }),
    entry(team.admin, 8, { entityType: 'client', entity: { name: '\rReturn' } }),
    entry(team.manager, 9, {
      action: 'payment_recorded',
      entityType: 'invoice',
      entity: { number: 42, numberSuffix: 'XQ' },
    }),
    entry(null, 10, { action: 'plan_changed', entityType: 'other', entity: null }),
    entry(team.outsider, 11, { entityType: 'client', entity: { name: 'Secret Rival' } }, team.outsider.orgId),
  ]);
  // A display name that is itself a formula, with quotes.
  await t.handle.db
    .update(schema.activityEntries)
    .set({ userName: '=HYPERLINK("http://evil")' })
    .where(eq(schema.activityEntries.createdAt, at(6)));
});

describe('GET /api/activity/export', () => {
  it('downloads a CSV named after the date, with the header row and CRLF line ends, newest first', async () => {
    const res = await exportCsv('', team.viewer.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="activity-${today}.csv"`);
    expect(res.body.startsWith(`${HEADER}\r\n`)).toBe(true);
    expect(res.body.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(HEADER.split(','));
    expect(rows).toHaveLength(11);
    expect(rows.slice(1).map((r) => r[0])).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((m) => utc(at(m))));
    expect(rows[2]).toEqual([
      utc(at(9)),
      'Mona Manager',
      team.manager.email,
      'payment_recorded',
      'invoice',
      '0042-XQ',
      '00000000-0000-4000-8000-000000000009',
    ]);
    expect(rows[1]).toEqual([utc(at(10)), '', '', 'plan_changed', 'other', '', rows[1]![6]]);
    expect(rows.at(-1)).toEqual([
      utc(at(1)),
      'Alice Admin',
      team.admin.email,
      'created',
      'client',
      'Plain Client',
      '00000000-0000-4000-8000-000000000001',
    ]);
  });

  it('quotes cells with commas, quotes and line breaks (RFC 4180)', async () => {
    const res = await exportCsv('q=smith', team.admin.token);
    expect(res.body).toContain('"Smith, Jones & ""Co""\nLtd"');
    const rows = parseCsv(res.body);
    expect(rows).toHaveLength(2);
    expect(rows[1]![5]).toBe('Smith, Jones & "Co"\nLtd');
  });

  it('neutralises cells a spreadsheet would run as formulas with a leading apostrophe', async () => {
    const rows = parseCsv((await exportCsv('', team.admin.token)).body);
    const entityAt = (minutes: number) => rows.find((r) => r[0] === utc(at(minutes)))![5];
    expect(entityAt(3)).toBe("'=SUM(A1)");
    expect(entityAt(4)).toBe("'+cmd");
    expect(entityAt(5)).toBe("'-2+3");
    expect(entityAt(6)).toBe("'@SUM(1+1)");
    expect(entityAt(7)).toBe("'\tTabbed");
    expect(entityAt(8)).toBe("'\rReturn");
    const formulaUser = rows.find((r) => r[0] === utc(at(6)))!;
    expect(formulaUser[1]).toBe('\'=HYPERLINK("http://evil")');
    expect((await exportCsv('', team.admin.token)).body).toContain('"\'=HYPERLINK(""http://evil"")"');
    // Nothing else is altered.
    expect(entityAt(1)).toBe('Plain Client');
  });

  it('quotes a cell holding ";" or a tab and keeps a formula after them text, for readers splitting on them', async () => {
    // Its own organization, so the log of the other tests is untouched.
    const owner = await signUp(rest, t.outbox, { orgName: 'Semicolon Co' });
    for (const name of ['Acme;=1+1', 'Tab\t=1+1']) {
      const created = await rest.post('/clients', { name }, { token: owner.token });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
    }
    const res = await exportCsv('', owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`,"Acme;'=1+1",`);
    expect(res.body).toContain(`,"Tab\t'=1+1",`);
    // Read with ";" or tab as the separator (quotes count only at the start of a field there,
    // so they cannot protect a cell in the middle of the line), no field starts a formula.
    for (const separator of [';', '\t']) {
      const fields = res.body.split(/\r\n|\n/).flatMap((line) => line.split(separator));
      expect(fields.filter((field) => /^[\s"]*[=+\-@]/.test(field))).toEqual([]);
    }
    // A comma-separated reader sees the names with the apostrophe that keeps them text.
    const entities = parseCsv(res.body)
      .slice(1)
      .map((row) => row[5]);
    expect(entities).toEqual(expect.arrayContaining(["Acme;'=1+1", "Tab\t'=1+1"]));
  });

  it('applies the filters of the list: type, userId, q, from (inclusive) and to (exclusive)', async () => {
    const minutesOf = async (query: string) => {
      const res = await exportCsv(query, team.member.token);
      expect(res.statusCode, query).toBe(200);
      return parseCsv(res.body)
        .slice(1)
        .map((r) => (new Date(r[0]!).getTime() - BASE) / 60_000);
    };
    expect(await minutesOf('type=project')).toEqual([4, 3]);
    expect(await minutesOf(`userId=${team.manager.userId}`)).toEqual([9, 2]);
    expect(await minutesOf('q=PAYMENT')).toEqual([9]);
    expect(await minutesOf(`q=${encodeURIComponent(team.member.email)}`)).toEqual([4, 3]);
    expect(await minutesOf(`from=${at(3).toISOString()}&to=${at(6).toISOString()}`)).toEqual([5, 4, 3]);
    expect(await minutesOf(`type=client&userId=${team.admin.userId}&from=${at(5).toISOString()}`)).toEqual([
      8, 7, 6, 5,
    ]);
    // Paging parameters do not apply to an export.
    expect(await minutesOf('page=2&limit=10')).toHaveLength(10);
    // Another organization's entries never appear, and its admin sees only its own.
    expect(await minutesOf('q=secret')).toEqual([]);
    const theirs = parseCsv((await exportCsv('', team.outsider.token)).body);
    expect(theirs.slice(1).map((r) => r[5])).toEqual(['Secret Rival']);
  });

  it('answers only the header row when nothing matches', async () => {
    const res = await exportCsv('q=nothing-like-this', team.admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(`${HEADER}\r\n`);
  });

  it('answers the JSON error envelope: 401 without a token, 403 outside the organization, 422 for a bad filter', async () => {
    const anonymous = await exportCsv('', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toMatch(/^application\/json/);
    expect(anonymous.json()).toEqual({ msg: MSG.noTokenProvided });
    const forged = await exportCsv('', 'not-a-jwt');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().msg).toMatch(/token/i);

    const bad = await exportCsv('type=user&from=soon', team.admin.token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['type', 'from']);

    // A user whose current organization is one they do not belong to.
    await t.handle.db
      .update(schema.users)
      .set({ currentOrgId: team.outsider.orgId })
      .where(eq(schema.users.id, team.viewer.userId));
    const stranger = await exportCsv('', team.viewer.token);
    await t.handle.db
      .update(schema.users)
      .set({ currentOrgId: team.orgId })
      .where(eq(schema.users.id, team.viewer.userId));
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ msg: MSG.notAMember, code: 'INSUFFICIENT_ROLE' });
  });

  it("writes the dates in the caller's time zone, with its offset, and names the file after their today", async () => {
    // Its own organization, so the log of the other tests is untouched.
    const owner = await signUp(rest, t.outbox, { orgName: 'Kiribati Co' });
    const [user] = await t.handle.db.select().from(schema.users).where(eq(schema.users.email, owner.email));
    const orgId = user!.currentOrgId!;
    await t.handle.db.delete(schema.activityEntries).where(eq(schema.activityEntries.orgId, orgId));
    await t.handle.db.insert(schema.activityEntries).values([
      { orgId, action: 'updated', entityType: 'client', createdAt: new Date('2026-11-26T10:30:00Z') },
      { orgId, action: 'created', entityType: 'client', createdAt: new Date('2025-06-01T09:00:00.123Z') },
    ]);
    const datesIn = async (tz: string) => {
      await t.handle.db
        .update(schema.users)
        .set({ preferences: { ...DEFAULT_PREFERENCES, tz } })
        .where(eq(schema.users.id, user!.id));
      // Kiritimati is UTC+14 all year: its today is UTC's date 14 hours later.
      const kiritimatiToday = new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
      const res = await exportCsv('', owner.token);
      expect(res.statusCode).toBe(200);
      return {
        res,
        kiritimatiToday,
        dates: parseCsv(res.body)
          .slice(1)
          .map((row) => row[0]),
      };
    };

    // On November 27 already in Kiritimati, at 00:30.
    const kiritimati = await datesIn('Pacific/Kiritimati');
    expect(kiritimati.dates).toEqual(['2026-11-27T00:30:00.000+14:00', '2025-06-01T23:00:00.123+14:00']);
    expect(kiritimati.res.headers['content-disposition']).toBe(
      `attachment; filename="activity-${kiritimati.kiritimatiToday}.csv"`,
    );
    // In UTC, the same instants with +00:00; in Los Angeles, with the offset of each date (PST, PDT).
    expect((await datesIn('UTC')).dates).toEqual([
      '2026-11-26T10:30:00.000+00:00',
      '2025-06-01T09:00:00.123+00:00',
    ]);
    expect((await datesIn('America/Los_Angeles')).dates).toEqual([
      '2026-11-26T02:30:00.000-08:00',
      '2025-06-01T02:00:00.123-07:00',
    ]);
    // Whatever the zone, each date is the instant stored.
    expect(kiritimati.dates.map((date) => new Date(date!).toISOString())).toEqual([
      '2026-11-26T10:30:00.000Z',
      '2025-06-01T09:00:00.123Z',
    ]);
  });

  describe('a large log', () => {
    const bulkStart = new Date(Date.UTC(2024, 0, 1));
    const bulkQuery = `from=${new Date(bulkStart.getTime() - 60_000).toISOString()}&to=${new Date(bulkStart.getTime() + 1).toISOString()}`;

    beforeAll(async () => {
      // 5000 entries in one statement, two per microsecond: many share a millisecond (and pairs
      // share a timestamp), so the export's keyset must page on full precision and on the id.
      await t.handle.db.execute(sql`
        insert into activity_entries (org_id, user_name, user_email, action, entity_type, object_id, entity, created_at)
        select ${team.orgId}::uuid, 'Bulk User', 'bulk@example.com', 'updated', 'client', gen_random_uuid(),
               jsonb_build_object('name', 'Bulk ' || g), ${bulkStart.toISOString()}::timestamptz - (g / 2) * interval '1 microsecond'
        from generate_series(1, 5000) as g`);
    });

    it('streams every row exactly once, newest first', async () => {
      const res = await exportCsv(bulkQuery, team.admin.token);
      expect(res.statusCode).toBe(200);
      const rows = parseCsv(res.body).slice(1);
      expect(rows).toHaveLength(5000);
      const ids = rows.map((r) => r[6]);
      expect(new Set(ids).size).toBe(5000);
      const stored = await t.handle.db
        .select({ id: schema.activityEntries.objectId })
        .from(schema.activityEntries)
        .where(
          and(
            eq(schema.activityEntries.orgId, team.orgId),
            eq(schema.activityEntries.userName, 'Bulk User'),
            gte(schema.activityEntries.createdAt, new Date(bulkStart.getTime() - 60_000)),
          ),
        );
      expect(new Set(ids)).toEqual(new Set(stored.map((s) => s.id)));
      const times = rows.map((r) => r[0]!);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it('reads the log in keyset pages of 1000 rows', async () => {
      const sizes: number[] = [];
      const seen = new Set<string>();
      for await (const page of activityPages(t.handle.db, team.orgId, { q: 'bulk user' })) {
        sizes.push(page.length);
        for (const row of page) seen.add(row.id);
      }
      expect(EXPORT_PAGE_SIZE).toBe(1000);
      expect(sizes).toEqual([1000, 1000, 1000, 1000, 1000]);
      expect(seen.size).toBe(5000);
    });
  });
});

describe('isoInstantIn', () => {
  it("writes an instant as the zone's clock with its offset in hours and minutes, to the millisecond", () => {
    const instant = new Date('2026-11-26T10:30:00.000Z');
    expect(isoInstantIn(instant, 'UTC')).toBe('2026-11-26T10:30:00.000+00:00');
    expect(isoInstantIn(instant, 'Pacific/Kiritimati')).toBe('2026-11-27T00:30:00.000+14:00');
    expect(isoInstantIn(instant, 'Pacific/Pago_Pago')).toBe('2026-11-25T23:30:00.000-11:00');
    expect(isoInstantIn(instant, 'Asia/Kathmandu')).toBe('2026-11-26T16:15:00.000+05:45');
    expect(isoInstantIn(instant, 'America/St_Johns')).toBe('2026-11-26T07:00:00.000-03:30');
    expect(isoInstantIn(new Date('2026-07-01T12:00:00.999Z'), 'Europe/Paris')).toBe(
      '2026-07-01T14:00:00.999+02:00',
    );
    // Around a change of offset: the last millisecond of summer time in Paris, then winter time.
    expect(isoInstantIn(new Date('2026-10-25T00:59:59.999Z'), 'Europe/Paris')).toBe(
      '2026-10-25T02:59:59.999+02:00',
    );
    expect(isoInstantIn(new Date('2026-10-25T01:00:00.000Z'), 'Europe/Paris')).toBe(
      '2026-10-25T02:00:00.000+01:00',
    );
    // A zone the runtime does not know counts as UTC, as "today" does.
    expect(isoInstantIn(instant, 'Mars/Olympus')).toBe('2026-11-26T10:30:00.000+00:00');
  });
});

describe('csvCell', () => {
  it('quotes the separators of common dialects and neutralises formulas, also after leading whitespace', () => {
    expect(csvCell('Acme;=1+1')).toBe(`"Acme;'=1+1"`);
    expect(csvCell('Acme; "=1+1";')).toBe(`"Acme; ""'=1+1"";"`);
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' =1+1')).toBe("' =1+1");
    expect(csvCell('\u00a0 @SUM(A1)')).toBe("'\u00a0 @SUM(A1)");
    expect(csvCell('x\n-2')).toBe(`"x\n'-2"`);
    expect(csvCell('\t=1+1')).toBe(`"'\t'=1+1"`);
    expect(csvCell('\uFF1D1+1')).toBe("'\uFF1D1+1");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    // Ordinary text, numbers and empty cells pass unchanged.
    expect(csvCell('Plain Client')).toBe('Plain Client');
    expect(csvCell('a = b')).toBe('a = b');
    expect(csvCell('Q1 - Q2, +5%')).toBe('"Q1 - Q2, +5%"');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

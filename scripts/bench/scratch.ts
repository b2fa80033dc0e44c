/**
 * The benchmark's scratch database, owned by the load generator: a new PostgreSQL database
 * (DATABASE_URL set) or an embedded PGlite one in a temporary directory, migrated and seeded here,
 * then closed, so that the server process opens it afresh and starts without the seed's memory.
 * Removed at the end unless --keep, also after a failure or Ctrl-C.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS, seedDemo, seedSmallOrganizations } from '@folio/api/seed';
import { type DatabaseHandle, openDatabase, runMigrations, settleAfterBulkLoad } from '@folio/db';
import { sql } from 'drizzle-orm';
import { rowsOf } from './database';
import type { DatabaseLocation, SeededRecords } from './ipc';
import { readSeededRecords } from './seeded-records';
import type { SmallOrgRecords } from './small-orgs';

export type Scratch = {
  driver: 'postgres' | 'pglite';
  /** How the server process opens it. */
  connection: DatabaseLocation;
  /** Where the data is, for --keep and the report (no credentials). */
  location: string;
  serverVersion: string;
  /**
   * seedDemo(), then `smallOrgs` small organizations (seedSmallOrganizations), then VACUUM ANALYZE
   * on PostgreSQL, and the records the scenarios use (of one small organization too); the handle is
   * closed after.
   */
  seed(scale: number, seedValue: number, smallOrgs: number): Promise<Seeded>;
  cleanup(keep: boolean): Promise<void>;
};

type Seeded = {
  counts: Record<string, number>;
  ms: number;
  records: SeededRecords;
  smallOrgs: { counts: Record<string, number>; ms: number; records: SmallOrgRecords } | null;
};

/** The URL without its password, for printing. */
function redactUrl(url: URL) {
  const copy = new URL(url);
  if (copy.password) copy.password = '***';
  return copy.toString();
}

async function serverVersion(handle: DatabaseHandle) {
  const [row] = await rowsOf<{ v: string }>(handle.db, sql`select version() as v`);
  return String(row?.v ?? 'unknown');
}

/** Migrates, reads the version; seed() then fills and closes it. */
async function prepare(open: () => DatabaseHandle, driver: Scratch['driver']) {
  const handle = open();
  try {
    await runMigrations(handle);
    const version = await serverVersion(handle);
    return {
      serverVersion: driver === 'pglite' ? `PGlite (${version})` : version,
      async seed(scale: number, seedValue: number, smallOrgs: number): Promise<Seeded> {
        try {
          const seeded = await seedDemo(handle.db, { scale, seedValue });
          const small =
            smallOrgs > 0 ? await seedSmallOrganizations(handle.db, { count: smallOrgs, seedValue }) : null;
          // The steady state is what is measured: planner statistics, visibility maps (index-only
          // scans) and no dead rows left by the rollup triggers, as `npm run seed` leaves its load
          // (settleAfterBulkLoad) and autovacuum keeps it. PGlite has no autovacuum (one standalone
          // backend): there the server process vacuums it at its start, as Folio's server does
          // (maintainEmbeddedDatabase).
          if (driver === 'postgres') {
            await settleAfterBulkLoad(handle);
            // The load's write-ahead log written out now rather than by a checkpoint in the middle
            // of the first measurements (needs superuser or pg_checkpoint; skipped without).
            await handle.db.execute(sql`checkpoint`).catch(() => {});
          }
          const records = await readSeededRecords(handle.db, seeded.org.id);
          // The middle one: neither the first nor the last rows written.
          const measured = small?.orgs[Math.floor(small.orgs.length / 2)];
          return {
            counts: seeded.counts,
            ms: Math.round(seeded.totalMs),
            records,
            smallOrgs:
              small && measured
                ? {
                    counts: small.counts,
                    ms: Math.round(small.totalMs),
                    records: {
                      ...(await readSeededRecords(handle.db, measured.id)),
                      name: measured.name,
                      ownerEmail: measured.ownerEmail,
                      count: small.orgs.length,
                    },
                  }
                : null,
          };
        } finally {
          await handle.close();
        }
      },
      close: () => handle.close(),
    };
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}

/** The demo organization and the measured small one of a database a run seeded and kept (--keep). */
async function seededEarlier(handle: DatabaseHandle): Promise<Seeded> {
  const [demo] = await rowsOf<{ orgId: string | null }>(
    handle.db,
    sql`select current_org_id as "orgId" from users where email = ${DEMO_ACCOUNTS[0]!.email}`,
  );
  if (!demo?.orgId)
    throw new Error(`No ${DEMO_ACCOUNTS[0]!.email} organization in that database: seed it first`);
  const tables = [
    'clients',
    'projects',
    'invoices',
    'invoice_items',
    'payments',
    'notes',
    'activity_entries',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await rowsOf<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where org_id = ${demo.orgId}`,
    );
    counts[table] = row?.n ?? 0;
  }
  const small = await rowsOf<{ id: string; name: string; email: string }>(
    handle.db,
    sql`select o.id, o.name, u.email from organizations o
        join memberships m on m.org_id = o.id join users u on u.id = m.user_id
        where o.name like 'Small Studio %' and m.role = 'admin'`,
  );
  // The one seedSmallOrganizations' caller measures: the middle one (scratch.seed below).
  const measured = small.find((o) => o.name === `Small Studio ${Math.floor(small.length / 2) + 1}`);
  return {
    counts,
    ms: 0,
    records: await readSeededRecords(handle.db, demo.orgId),
    smallOrgs: measured
      ? {
          counts: { organizations: small.length },
          ms: 0,
          records: {
            ...(await readSeededRecords(handle.db, measured.id)),
            name: measured.name,
            ownerEmail: measured.email,
            count: small.length,
          },
        }
      : null,
  };
}

/** A database seeded by an earlier run with --keep (--reuse): nothing is seeded, nothing dropped. */
export async function reuseScratch(databaseUrl: string): Promise<Scratch> {
  const handle = openDatabase({ databaseUrl, poolSize: 2 });
  try {
    await runMigrations(handle);
    const version = await serverVersion(handle);
    return {
      driver: 'postgres',
      connection: { databaseUrl },
      location: redactUrl(new URL(databaseUrl)),
      serverVersion: version,
      async seed() {
        try {
          return await seededEarlier(handle);
        } finally {
          await handle.close();
        }
      },
      cleanup: () => handle.close().catch(() => {}),
    };
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}

/** A new, migrated database: folio_bench_<random> on the DATABASE_URL server, else PGlite in a temp dir. */
export async function createScratch(databaseUrl: string | undefined): Promise<Scratch> {
  if (databaseUrl) {
    const name = `folio_bench_${randomBytes(5).toString('hex')}`;
    const admin = openDatabase({ databaseUrl, poolSize: 1 });
    await admin.db.execute(sql.raw(`create database "${name}"`));
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const dropIt = async () => {
      await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
    };
    try {
      const prepared = await prepare(() => openDatabase({ databaseUrl: url.toString() }), 'postgres');
      return {
        driver: 'postgres',
        connection: { databaseUrl: url.toString() },
        location: redactUrl(url),
        serverVersion: prepared.serverVersion,
        seed: prepared.seed,
        async cleanup(keep) {
          await prepared.close().catch(() => {});
          if (!keep) await dropIt();
          await admin.close();
        },
      };
    } catch (error) {
      await dropIt().catch(() => {});
      await admin.close().catch(() => {});
      throw error;
    }
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-'));
  const pgliteDir = path.join(dir, 'db');
  try {
    const prepared = await prepare(() => openDatabase({ pgliteDir }), 'pglite');
    return {
      driver: 'pglite',
      connection: { pgliteDir },
      location: pgliteDir,
      serverVersion: prepared.serverVersion,
      seed: prepared.seed,
      async cleanup(keep) {
        await prepared.close().catch(() => {});
        if (!keep) rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

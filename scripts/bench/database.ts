/**
 * The benchmark's database: a scratch PostgreSQL database (DATABASE_URL set) or an embedded
 * PGlite one in a temporary directory, migrated, seeded with the demo data, and removed at the
 * end unless --keep. Also reads back the seeded records the per-record endpoints need.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type SeedResult, seedDemo } from '@folio/api/seed';
import { type Database, type DatabaseHandle, openDatabase, runMigrations, schema } from '@folio/db';
import { asc, eq, sql } from 'drizzle-orm';

export type Scratch = {
  handle: DatabaseHandle;
  driver: 'postgres' | 'pglite';
  /** Where the data is, for --keep and the report (no credentials). */
  location: string;
  serverVersion: string;
  cleanup(keep: boolean): Promise<void>;
};

/** The URL without its password, for printing. */
function redactUrl(url: URL) {
  const copy = new URL(url);
  if (copy.password) copy.password = '***';
  return copy.toString();
}

async function serverVersion(db: Database) {
  const rows = (await db.execute(sql`select version() as v`)) as unknown as
    | { v: string }[]
    | { rows: { v: string }[] };
  const list = Array.isArray(rows) ? rows : rows.rows;
  return String(list[0]?.v ?? 'unknown');
}

/** A new, migrated database: folio_bench_<random> on the DATABASE_URL server, else PGlite in a temp dir. */
export async function openScratch(databaseUrl: string | undefined): Promise<Scratch> {
  if (databaseUrl) {
    const name = `folio_bench_${randomBytes(5).toString('hex')}`;
    const admin = openDatabase({ databaseUrl, poolSize: 1 });
    await admin.db.execute(sql.raw(`create database "${name}"`));
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    // The same pool size as the server (openDatabase's default).
    const handle = openDatabase({ databaseUrl: url.toString() });
    const dropIt = async () => {
      await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
    };
    try {
      await runMigrations(handle);
      return {
        handle,
        driver: 'postgres',
        location: redactUrl(url),
        serverVersion: await serverVersion(handle.db),
        async cleanup(keep) {
          await handle.close();
          if (!keep) await dropIt();
          await admin.close();
        },
      };
    } catch (error) {
      await handle.close().catch(() => {});
      await dropIt().catch(() => {});
      await admin.close().catch(() => {});
      throw error;
    }
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-'));
  const handle = openDatabase({ pgliteDir: path.join(dir, 'db') });
  try {
    await runMigrations(handle);
  } catch (error) {
    await handle.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    handle,
    driver: 'pglite',
    location: path.join(dir, 'db'),
    serverVersion: `PGlite (${await serverVersion(handle.db)})`,
    async cleanup(keep) {
      await handle.close();
      if (!keep) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** seedDemo() into the scratch database; on PostgreSQL then ANALYZE. */
export async function seedScratch(scratch: Scratch, scale: number, seedValue: number): Promise<SeedResult> {
  const seeded = await seedDemo(scratch.handle.db, { scale, seedValue });
  if (scratch.driver === 'postgres') {
    // Fresh tables: give the planner statistics, as autovacuum would soon after a bulk load.
    await scratch.handle.db.execute(sql`analyze`);
  }
  return seeded;
}

export type SeededRecords = { clients: { id: string; name: string }[]; invoiceIds: string[] };

/**
 * The organization's clients (oldest first) and invoice ids (by number), read from the database
 * outside the measurements and without relying on the unpaginated lists.
 */
export async function readSeededRecords(db: Database, orgId: string): Promise<SeededRecords> {
  const clients = await db
    .select({ id: schema.clients.id, name: schema.clients.name })
    .from(schema.clients)
    .where(eq(schema.clients.orgId, orgId))
    .orderBy(asc(schema.clients.createdAt), asc(schema.clients.id));
  const invoices = await db
    .select({ id: schema.invoices.id })
    .from(schema.invoices)
    .where(eq(schema.invoices.orgId, orgId))
    .orderBy(asc(schema.invoices.number));
  return { clients, invoiceIds: invoices.map((inv) => inv.id) };
}

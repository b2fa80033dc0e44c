/**
 * The benchmark's database, in the server process: a scratch PostgreSQL database (DATABASE_URL
 * set) or an embedded PGlite one in a temporary directory, migrated, seeded with the demo data,
 * and removed at the end unless --keep. Folio's handle carries the statement recorder's
 * listener; the baseline gets a connection of its own (PostgreSQL) or the same PGlite instance.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type SeedResult, seedDemo } from '@folio/api/seed';
import {
  type Database,
  type DatabaseHandle,
  openDatabase,
  type QueryListener,
  runMigrations,
} from '@folio/db';
import { type SQL, sql } from 'drizzle-orm';

/** postgres-js's client, as far as the baseline uses it. */
type PostgresClient = {
  unsafe(text: string, params: unknown[], options: { prepare: boolean }): Promise<unknown[]>;
};
/** PGlite's client, as far as the baseline uses it. */
type PgliteClient = {
  query(
    text: string,
    params: unknown[],
    options: { parsers: Record<number, (value: string) => unknown> },
  ): Promise<{ rows: unknown[] }>;
};

/** What the baseline replays statements on. */
export type BaselineConnection =
  | { driver: 'postgres'; client: PostgresClient }
  | { driver: 'pglite'; client: PgliteClient };

export type Scratch = {
  /** Folio's handle: every statement it sends goes past the listener given to openScratch. */
  handle: DatabaseHandle;
  driver: 'postgres' | 'pglite';
  baseline: BaselineConnection;
  /** Where the data is, for --keep and the report (no credentials). */
  location: string;
  serverVersion: string;
  cleanup(keep: boolean): Promise<void>;
};

/** The client drizzle was built on (drizzle sets `$client` on every database it makes). */
const clientOf = (db: Database) => (db as unknown as { $client: unknown }).$client;

/** Rows of a raw statement, whichever driver answers (postgres-js: an array; PGlite: `{ rows }`). */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/** The URL without its password, for printing. */
function redactUrl(url: URL) {
  const copy = new URL(url);
  if (copy.password) copy.password = '***';
  return copy.toString();
}

async function serverVersion(db: Database) {
  const [row] = await rowsOf<{ v: string }>(db, sql`select version() as v`);
  return String(row?.v ?? 'unknown');
}

/** A new, migrated database: folio_bench_<random> on the DATABASE_URL server, else PGlite in a temp dir. */
export async function openScratch(databaseUrl: string | undefined, onQuery: QueryListener): Promise<Scratch> {
  if (databaseUrl) {
    const name = `folio_bench_${randomBytes(5).toString('hex')}`;
    const admin = openDatabase({ databaseUrl, poolSize: 1 });
    await admin.db.execute(sql.raw(`create database "${name}"`));
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    // Folio's pool and the baseline's have the server's default size (openDatabase's), and the
    // baseline's postgres-js client is configured as the ORM configures Folio's (dates stay text).
    const handle = openDatabase({ databaseUrl: url.toString(), onQuery });
    const bare = openDatabase({ databaseUrl: url.toString() });
    const dropIt = async () => {
      await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
    };
    const closeAll = async () => {
      await handle.close().catch(() => {});
      await bare.close().catch(() => {});
    };
    try {
      await runMigrations(handle);
      return {
        handle,
        driver: 'postgres',
        baseline: { driver: 'postgres', client: clientOf(bare.db) as PostgresClient },
        location: redactUrl(url),
        serverVersion: await serverVersion(handle.db),
        async cleanup(keep) {
          await closeAll();
          if (!keep) await dropIt();
          await admin.close();
        },
      };
    } catch (error) {
      await closeAll();
      await dropIt().catch(() => {});
      await admin.close().catch(() => {});
      throw error;
    }
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-'));
  const handle = openDatabase({ pgliteDir: path.join(dir, 'db'), onQuery });
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
    // PGlite is one connection inside this process: the baseline can only share Folio's instance.
    baseline: { driver: 'pglite', client: clientOf(handle.db) as PgliteClient },
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

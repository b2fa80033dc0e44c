import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { PGliteWithKeptStatements } from './pglite-kept-statements';
import * as schema from './schema';

export type Schema = typeof schema;
/** The driver-independent database type every service uses. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction; services accept either (`Database | Transaction` is `Executor`). */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema>;
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Runs `fn` on one connection while holding a session-level lock (used for migrations). */
  withExclusiveLock<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  /**
   * Plain SQL for libraries that bring their own (the job queue): one statement with `$1…`
   * parameters, or, without parameters, a script of several statements (the rows are the last
   * one's). Never for Folio's own queries, which go through the ORM.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
};

export type OpenDatabaseOptions = {
  /** A PostgreSQL URL. Without it an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files (`$DATA_DIR/db`); omitted → in memory. */
  pgliteDir?: string | undefined;
  /** Connection pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * Called with every statement the ORM sends, before it is sent: for counting or recording a
   * request's statements (the statement-count tests, the benchmark's baseline). Not for logging
   * in production: it sees parameter values.
   */
  onQuery?: QueryListener;
};

export type QueryListener = (query: string, params: unknown[]) => void;

const ormLogger = (onQuery: QueryListener | undefined) => (onQuery ? { logger: { logQuery: onQuery } } : {});

const MIGRATION_LOCK_KEY = 42_7243_001;

export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10, options.onQuery)
    : openPglite(options.pgliteDir, options.onQuery);
}

/** The pools of `plan_cache_mode = force_generic_plan` connections, by the database they serve. */
const organizationPlanPools = new WeakMap<Executor, postgres.Sql>();

/**
 * The connections where a large list's page and a search's statement run (PostgreSQL only;
 * undefined for the embedded database and for a transaction, whose statements stay on its own
 * connection). Such a statement names its organization in its text (core/prepared.ts in
 * @folio/api), so the one plan PostgreSQL keeps for it is made for that organization's size:
 * planning one of these for each execution had cost more than running it (1–4 ms for a search,
 * docs/benchmarks.md, slow spot 16), and a plan made once for an average organization, which a
 * statement with the organization as a parameter gets, read whole indexes of the largest one.
 * `force_generic_plan` keeps that plan from the first execution. A pool of its own: the other
 * named statements keep the default plan choice. Each connection keeps a plan per organization
 * and statement (a few hundred KB for a search's), so it is replaced after ten minutes, which
 * bounds what it holds; its connections open when first used, like the main pool's.
 */
export const organizationPlanPool = (db: Executor): unknown => organizationPlanPools.get(db);

/** How long a connection of organizationPlanPool serves, in seconds, before it is replaced. */
const ORGANIZATION_PLAN_CONNECTION_SECONDS = 10 * 60;

function openPostgres(url: string, poolSize: number, onQuery?: QueryListener): DatabaseHandle {
  const client = postgres(url, { max: poolSize, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema, ...ormLogger(onQuery) }) as unknown as Database;
  const organizationPlans = postgres(url, {
    max: poolSize,
    onnotice: () => {},
    max_lifetime: ORGANIZATION_PLAN_CONNECTION_SECONDS,
    // No JIT compiling: these statements take milliseconds, and a plan's estimated cost, which
    // decides it, counts branches that never run (the log's search has one): compiling took 8 ms
    // where the statement took 1.
    connection: { plan_cache_mode: 'force_generic_plan', jit: 'off' },
  });
  // The ORM sets its type parsers on the client it is given (dates stay text): the same here.
  drizzlePostgres({ client: organizationPlans, schema });
  organizationPlanPools.set(db, organizationPlans);
  return {
    db,
    driver: 'postgres',
    async withExclusiveLock(fn) {
      // A dedicated single connection so that the advisory lock and the work share a session.
      const single = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await single`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        return await fn(drizzlePostgres({ client: single, schema }) as unknown as Database);
      } finally {
        await single`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.catch(() => {});
        await single.end();
      }
    },
    async executeSql(text, values = []) {
      let result: unknown[];
      if (values.length > 0) {
        const params = values.map(asParameter);
        result = (await client.unsafe(text, params as never[])) as unknown as unknown[];
      } else {
        // A script may hold its own BEGIN … COMMIT, which needs one connection to itself.
        const connection = await client.reserve();
        try {
          result = (await connection.unsafe(text)) as unknown as unknown[];
        } finally {
          connection.release();
        }
      }
      // A script answers one result per statement.
      const last = Array.isArray(result[0]) ? (result.at(-1) as unknown[]) : result;
      return { rows: [...last] as Record<string, unknown>[] };
    },
    close: async () => {
      await Promise.all([client.end({ timeout: 5 }), organizationPlans.end({ timeout: 5 })]);
    },
  };
}

/** The databases openPglite made (isEmbedded). */
const embeddedDatabases = new WeakSet<Executor>();

/**
 * Whether `db` is the embedded database (PGlite): one connection running every statement on the
 * API's own thread, for books small enough that a query may skip work that only large
 * organizations on PostgreSQL repay (docs/operations.md, "Embedded PGlite mode"). A transaction
 * is not recognized: pass the database itself.
 */
export const isEmbedded = (db: Executor): boolean => embeddedDatabases.has(db);

function openPglite(dir: string | undefined, onQuery?: QueryListener): DatabaseHandle {
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  // The search indexes need pg_trgm and btree_gin (the search_indexes and org_search_indexes
  // migrations); PGlite ships them as contrib modules that must be loaded before
  // `create extension` can find them.
  const client = new PGliteWithKeptStatements({ dataDir: dir, extensions: { btree_gin, pg_trgm } });
  const db = drizzlePglite({ client, schema, ...ormLogger(onQuery) }) as unknown as Database;
  embeddedDatabases.add(db);
  return {
    db,
    driver: 'pglite',
    // PGlite is one connection in one process: there is nobody to race with.
    withExclusiveLock: (fn) => fn(db),
    async executeSql(text, values = []) {
      if (values.length === 0) {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      return { rows: (await client.query(text, values)).rows as Record<string, unknown>[] };
    },
    close: () => client.close(),
  };
}

/** Plain SQL on one executor, in the shape libraries that bring their own SQL take (the job queue). */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

/**
 * `executeSql` on an ORM executor, mostly a transaction: the job queue's insert then commits or
 * rolls back with the caller's own writes (a delivery record and its job exist together or not at
 * all). One statement with `$1…` parameters, rebuilt as the ORM's SQL with bound values, so it runs
 * on either driver's connection of that transaction.
 */
export function sqlExecutor(executor: Executor): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)));
        chunks.push(sql`${asParameter(values[Number(match[1]) - 1])}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await executor.execute(sql.join(chunks))) as unknown;
      const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
      return { rows: [...rows] as Record<string, unknown>[] };
    },
  };
}

/** As node-postgres sends them, which the libraries expect: undefined is null, a plain object JSON. */
function asParameter(value: unknown): unknown {
  if (value === undefined) return null;
  const plainObject =
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    !Buffer.isBuffer(value);
  return plainObject ? JSON.stringify(value) : value;
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
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

function openPostgres(url: string, poolSize: number, onQuery?: QueryListener): DatabaseHandle {
  const client = postgres(url, { max: poolSize, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema, ...ormLogger(onQuery) }) as unknown as Database;
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
        // As node-postgres does (the libraries expect it): undefined is null, a plain object JSON.
        const params = values.map((value) =>
          value === undefined
            ? null
            : value !== null &&
                typeof value === 'object' &&
                !Array.isArray(value) &&
                !(value instanceof Date) &&
                !Buffer.isBuffer(value)
              ? JSON.stringify(value)
              : value,
        );
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
    close: () => client.end({ timeout: 5 }),
  };
}

function openPglite(dir: string | undefined, onQuery?: QueryListener): DatabaseHandle {
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  // The search indexes need pg_trgm (see the search_indexes migration); PGlite ships it as a
  // contrib module that must be loaded before `create extension` can find it.
  const client = new PGlite({ dataDir: dir, extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema, ...ormLogger(onQuery) }) as unknown as Database;
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

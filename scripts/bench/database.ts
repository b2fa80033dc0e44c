/**
 * The database as the server process opens it (the load generator made and seeded it:
 * scratch.ts): Folio's handle, which carries the statement recorder's listener, and the
 * baseline's connection: a pool of its own on PostgreSQL, the same instance on PGlite.
 */
import {
  type Database,
  type DatabaseHandle,
  openDatabase,
  organizationPlanPool,
  type QueryListener,
} from '@folio/db';
import type { SQL } from 'drizzle-orm';
import type { DatabaseLocation } from './ipc';

/** postgres-js's client, as far as the benchmark uses it. */
type PostgresClient = {
  unsafe(text: string, params: unknown[], options?: { prepare?: boolean }): Promise<unknown[]>;
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
  | { driver: 'postgres'; client: PostgresClient; organizationPlanClient: PostgresClient }
  | { driver: 'pglite'; client: PgliteClient };

export type ServerDatabase = {
  /** Folio's handle: every statement it sends goes past the listener. */
  handle: DatabaseHandle;
  baseline: BaselineConnection;
  close(): Promise<void>;
};

/** The client drizzle was built on (drizzle sets `$client` on every database it makes). */
const clientOf = (db: Database) => (db as unknown as { $client: unknown }).$client;

/** Rows of a raw statement, whichever driver answers (postgres-js: an array; PGlite: `{ rows }`). */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/**
 * `onDriverCall` (PostgreSQL only) learns the `prepare` option the ORM gives postgres-js for each
 * statement, which the query listener does not see: Folio's client's unsafe() is wrapped.
 */
export function openServerDatabase(
  location: DatabaseLocation,
  onQuery: QueryListener,
  onDriverCall: (text: string, prepare: boolean | undefined, organizationPlan: boolean) => void,
): ServerDatabase {
  if ('databaseUrl' in location) {
    // Both pools have the server's default size (openDatabase's), and the baseline's postgres-js
    // client is configured as the ORM configures Folio's (dates stay text); no ORM on its path.
    const handle = openDatabase({ databaseUrl: location.databaseUrl, onQuery });
    const watch = (client: PostgresClient, organizationPlan: boolean) => {
      const unsafe = client.unsafe;
      client.unsafe = (text, params, options) => {
        onDriverCall(text, options?.prepare, organizationPlan);
        return unsafe(text, params, options);
      };
    };
    watch(clientOf(handle.db) as PostgresClient, false);
    watch(organizationPlanPool(handle.db) as PostgresClient, true);
    const bare = openDatabase({ databaseUrl: location.databaseUrl });
    return {
      handle,
      baseline: {
        driver: 'postgres',
        client: clientOf(bare.db) as PostgresClient,
        organizationPlanClient: organizationPlanPool(bare.db) as PostgresClient,
      },
      async close() {
        await handle.close().catch(() => {});
        await bare.close().catch(() => {});
      },
    };
  }
  const handle = openDatabase({ pgliteDir: location.pgliteDir, onQuery });
  return {
    handle,
    // PGlite is one connection inside this process: the baseline can only share Folio's instance.
    baseline: { driver: 'pglite', client: clientOf(handle.db) as PgliteClient },
    close: () => handle.close(),
  };
}

import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type DatabaseHandle, openDatabase, type QueryListener } from './client';
import { runMigrations } from './migrate';

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database on the server named
 * by TEST_DATABASE_URL (or DATABASE_URL) when set, else an in-memory PGlite. `close()` drops it.
 * `onQuery` sees every statement the ORM sends on it (see openDatabase).
 */
export async function createTestDatabase(options: { onQuery?: QueryListener } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = openDatabase({ onQuery: options.onQuery });
    await runMigrations(handle);
    return handle;
  }
  const name = `folio_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), poolSize: 5, onQuery: options.onQuery });
  await runMigrations(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * An empty PostgreSQL database on the server named by TEST_DATABASE_URL (or DATABASE_URL), for a
 * test that hands a URL to another process (a server it starts and stops); null without one.
 */
export async function createScratchDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!serverUrl) return null;
  const name = `folio_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

import { createHash } from 'node:crypto';
import {
  accessSync,
  constants,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import {
  type DatabaseHandle,
  migrationsFolder,
  openDatabase,
  type QueryListener,
  runMigrations,
} from '@folio/db';
import { createTestDatabase } from '@folio/db/testing';

/** Linux's memory-backed tmpfs, where a PGlite data directory is as quick as an in-memory database. */
const SHM = '/dev/shm';

const shmWritable = () => {
  try {
    accessSync(SHM, constants.W_OK);
    return true;
  } catch {
    return false;
  }
};

/** A digest of the migrations: a template built from other migrations is never used. */
function migrationsDigest(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(dir, entry.name);
      hash.update(entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(readFileSync(file));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/** The migrated, empty template database of these migrations, built by the first process that needs it. */
async function templateDir(): Promise<string> {
  const dir = path.join(SHM, `folio-test-template-${migrationsDigest()}`);
  if (existsSync(dir)) return dir;
  const building = mkdtempSync(path.join(SHM, 'folio-test-template-building-'));
  const handle = openDatabase({ pgliteDir: path.join(building, 'db') });
  await runMigrations(handle);
  await handle.close();
  try {
    renameSync(building, dir);
  } catch {
    // Another test process finished the same template first: use that one.
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/**
 * A fresh, migrated database for one test app. On PostgreSQL (TEST_DATABASE_URL), and where
 * /dev/shm is missing or read-only, this is createTestDatabase(). Otherwise it is a PGlite
 * database on a copy of a migrated template kept in /dev/shm: opening one takes a fraction of a
 * second where creating and migrating an in-memory one takes seconds, which every test file
 * pays. The copy is deleted when the handle is closed. `onQuery` sees every statement sent on it.
 */
export async function freshTestDatabase(onQuery?: QueryListener): Promise<DatabaseHandle> {
  if (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || !shmWritable()) {
    return createTestDatabase({ onQuery });
  }
  const copy = mkdtempSync(path.join(SHM, 'folio-test-db-'));
  try {
    cpSync(path.join(await templateDir(), 'db'), path.join(copy, 'db'), { recursive: true });
    const handle = openDatabase({ pgliteDir: path.join(copy, 'db'), onQuery });
    // Nothing to apply on a current template; kept so that a copy is never behind the migrations.
    await runMigrations(handle);
    return {
      ...handle,
      async close() {
        await handle.close();
        rmSync(copy, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(copy, { recursive: true, force: true });
    throw error;
  }
}

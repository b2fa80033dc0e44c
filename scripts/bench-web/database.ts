/**
 * The scratch database: created on the DATABASE_URL server, migrated, seeded at the chosen scale
 * and vacuumed; dropped at cleanup unless --keep.
 */
import { randomBytes } from 'node:crypto';
import { seedDemo } from '@folio/api/seed';
import { openDatabase, runMigrations, settleAfterBulkLoad } from '@folio/db';
import { sql } from 'drizzle-orm';
import { onCleanup, wasInterrupted } from '../shared/cleanup';
import type { Options } from './options';

/** The URL without its password, for printing and the JSON file. */
export function redactUrl(url: string) {
  const copy = new URL(url);
  if (copy.password) copy.password = '***';
  return copy.toString();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A new database on the server of `databaseUrl`, migrated and seeded; returns its URL. */
export async function createSeededDatabase(
  databaseUrl: string,
  options: Pick<Options, 'keep' | 'scale' | 'seedValue'>,
): Promise<string> {
  const name = `folio_bench_web_${randomBytes(5).toString('hex')}`;
  const admin = openDatabase({ databaseUrl, poolSize: 1 });
  onCleanup(() => admin.close());
  await admin.db.execute(sql.raw(`create database "${name}"`));
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  onCleanup(async () => {
    if (options.keep && !wasInterrupted()) {
      console.error(
        `Kept the database ${name}; measure it again with\n  DATABASE_URL=${redactUrl(url.toString())} npm run bench:web -- --reuse`,
      );
      return;
    }
    await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
    console.error(`Dropped the database ${name}.`);
  });
  const handle = openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  try {
    await runMigrations(handle);
    console.error(`Seeding ${name} at scale ${options.scale} ...`);
    const seeded = await seedDemo(handle.db, {
      scale: options.scale,
      seedValue: options.seedValue,
      onProgress: (event) => {
        if (event.kind === 'table')
          console.error(
            `  ${event.table.padEnd(18)}${String(event.rows).padStart(9)} rows  ${seconds(event.ms)}`,
          );
      },
    });
    // The steady state `npm run seed` leaves and autovacuum keeps: planner statistics, visibility
    // maps (index-only scans), no dead rows left by the seed's updates.
    await settleAfterBulkLoad(handle);
    console.error(`Seeded in ${seconds(seeded.totalMs)}.`);
  } finally {
    await handle.close();
  }
  return url.toString();
}

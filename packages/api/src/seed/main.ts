/**
 * `npm run seed -- --scale N`: parses arguments and the server's environment, opens the
 * database, runs seedDemo() and prints what it made. See USAGE in cli.ts.
 */
import path from 'node:path';
import { openDatabase, runMigrations, settleAfterBulkLoad } from '@folio/db';
import { parseSeedArgs, type SeedArgs, USAGE } from './cli';
import { describePgliteHolder, findPgliteHolder } from './pglite-lock';
import { type SeedProgress, type SeedResult, seedDemo } from './seed';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const grouped = (n: number) => n.toLocaleString('en-US');

function progressPrinter() {
  const tty = process.stdout.isTTY;
  return (event: SeedProgress) => {
    if (event.kind === 'rows') {
      if (tty)
        process.stdout.write(`\r  ${event.table.padEnd(18)}${grouped(event.done)} / ${grouped(event.total)}`);
      return;
    }
    if (tty) process.stdout.write('\r\x1b[K');
    if (event.kind === 'table') {
      console.log(
        `  ${event.table.padEnd(18)}${grouped(event.rows).padStart(9)} rows ${seconds(event.ms).padStart(9)}`,
      );
    } else {
      console.log(`  ${event.message}`);
    }
  };
}

function printSummary(result: SeedResult) {
  console.log(
    `\nDone in ${seconds(result.totalMs)}. Organization "${result.org.name}" (${result.org.id}):\n`,
  );
  console.log(`  ${'table'.padEnd(18)}${'rows'.padStart(9)}`);
  for (const [table, count] of Object.entries(result.counts)) {
    console.log(`  ${table.padEnd(18)}${grouped(count).padStart(9)}`);
  }
  const appUrl = process.env.APP_URL || `http://localhost:${process.env.PORT || 3000}`;
  console.log(`\nLog in at ${appUrl.replace(/\/$/, '')}/login with password "${result.password}":`);
  for (const account of result.accounts) {
    console.log(`  ${account.email.padEnd(28)}${account.role.padEnd(9)}${account.name}`);
  }
}

async function main(args: Extract<SeedArgs, { help: false }>) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  // npm -w runs scripts inside packages/api; DATA_DIR is relative to where npm was invoked (INIT_CWD), like the server's.
  const baseDir = process.env.INIT_CWD || process.cwd();
  const pgliteDir = path.join(path.resolve(baseDir, process.env.DATA_DIR || '.data'), 'db');

  if (!databaseUrl) {
    const holder = findPgliteHolder(pgliteDir);
    if (holder) throw new UserError(describePgliteHolder(pgliteDir, holder));
  }
  const where = databaseUrl
    ? `PostgreSQL (${new URL(databaseUrl).pathname.slice(1) || 'default database'})`
    : `PGlite at ${pgliteDir}`;
  console.log(`Seeding demo data: scale ${args.scale}, seed value ${args.seedValue}, into ${where}`);

  const handle = openDatabase({ databaseUrl, pgliteDir, poolSize: 2 });
  try {
    try {
      await runMigrations(handle);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new UserError(
        databaseUrl
          ? `Could not migrate the PostgreSQL database: ${reason}`
          : `Could not open the embedded database in ${pgliteDir}: ${reason}\nIf the server is running on the same DATA_DIR, stop it first.`,
      );
    }
    const result = await seedDemo(handle.db, {
      scale: args.scale,
      seedValue: args.seedValue,
      reset: args.reset,
      onProgress: progressPrinter(),
    });
    // Planner statistics and visibility maps for the new rows, as autovacuum would make them some
    // time later (or never, where it is off): the seeded organization's screens are then read
    // through their covering indexes from the first request.
    const settling = performance.now();
    await settleAfterBulkLoad(handle);
    console.log(`  ${'vacuum (analyze)'.padEnd(33)}${seconds(performance.now() - settling).padStart(9)}`);
    printSummary(result);
  } finally {
    await handle.close();
  }
}

/** A failure explained to the user: printed without a stack trace. */
class UserError extends Error {}

let args: SeedArgs;
try {
  args = parseSeedArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.log(USAGE);
} else {
  main(args).catch((error: unknown) => {
    console.error(error instanceof UserError ? `\n${error.message}` : error);
    process.exit(1);
  });
}

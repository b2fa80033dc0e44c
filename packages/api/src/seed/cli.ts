import { BASE_COUNTS, DEFAULT_SEED_VALUE, DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';

const MAX_SCALE = 2000;

export const USAGE = `Usage: npm run seed -- [--scale N] [--seed-value S] [--reset]

Fills an organization with realistic demo data for demos and benchmarks: clients, projects,
invoices (items, project links, payments), notes, and the activity history that goes with them.

Options:
  --scale N        Multiplies the counts. Scale 1 = ${BASE_COUNTS.clients} clients, ${BASE_COUNTS.projects} projects, ${BASE_COUNTS.invoices} invoices
                   (last 8 months), ${BASE_COUNTS.notes} notes. May be fractional (0.1); at least one of each.
                   Scale 200 (12,000 clients, 60,000 invoices) is a benchmark size, 2000 the
                   largest (about 10 minutes on PostgreSQL). Default 1.
  --seed-value S   Integer seed of the random generator: the same value gives the same data
                   (dates are relative to today). Default ${DEFAULT_SEED_VALUE}.
  --reset          First delete the demo user's "Demo Studio…" organizations and all their data.
  -h, --help       Show this help.

Accounts (verified, password "${DEMO_PASSWORD}"):
${DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(28)}${a.role}`).join('\n')}
The organization is on the Pro plan, so plan limits do not apply.

Running it again reuses the accounts (their password is set back to "${DEMO_PASSWORD}") and
adds a NEW organization "Demo Studio 2", "Demo Studio 3", …, which becomes the accounts'
current organization. With --reset the earlier demo organizations are replaced instead.

Database: the same environment as the server. DATABASE_URL (PostgreSQL) when set, else the
embedded PGlite database in $DATA_DIR/db (DATA_DIR defaults to ./.data, relative to the
directory npm was run from). Migrations are applied first. Everything is written in one
transaction, with COPY: a failed run leaves nothing behind. Then the database is vacuumed and
analyzed, so that the planner knows the new rows and index-only scans need not read the tables. As a superuser (PGlite's user, a
local "postgres" role) the per-row triggers are set aside and the totals summed once at the
end, about twice as fast; any other role gets the same data through the triggers.

PGlite allows one process per database directory. Stop the server (npm start / npm run dev)
before seeding the embedded database: the seed refuses to run while another process has it
open. With PostgreSQL the server may keep running.`;

export type SeedArgs = { help: true } | { help: false; scale: number; seedValue: number; reset: boolean };

/** Parses `--scale N`, `--scale=N`, `--seed-value S`, `--reset`, `--help`; throws with a readable message. */
export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  let scale = 1;
  let seedValue = DEFAULT_SEED_VALUE;
  let reset = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '-h':
      case '--help':
        return { help: true };
      case '--scale': {
        const raw = value();
        scale = Number(raw);
        if (!Number.isFinite(scale) || scale <= 0 || scale > MAX_SCALE) {
          throw new Error(`--scale must be a number above 0 and at most ${MAX_SCALE} (got "${raw}")`);
        }
        break;
      }
      case '--seed-value': {
        const raw = value();
        seedValue = Number(raw);
        if (!Number.isSafeInteger(seedValue))
          throw new Error(`--seed-value must be an integer (got "${raw}")`);
        break;
      }
      case '--reset':
        reset = true;
        break;
      default:
        throw new Error(`Unknown option "${arg}"`);
    }
  }
  return { help: false, scale, seedValue, reset };
}

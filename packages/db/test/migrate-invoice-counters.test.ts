import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/client';
import { migrationsFolder, runMigrations } from '../src/migrate';
import { createScratchDatabaseUrl } from '../src/testing';

/*
 * An organization's invoice counter moved from its row to invoice_counters (migration
 * 0024_invoice_counters): a database that numbered invoices before it goes on from the same
 * number.
 */

/** The migrations up to, not including, `tag`: a copy of the folder with its journal cut there. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'folio-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

let handle: DatabaseHandle;
let scratch: Awaited<ReturnType<typeof createScratchDatabaseUrl>>;
let earlier: string;
beforeAll(async () => {
  scratch = await createScratchDatabaseUrl();
  handle = openDatabase({ databaseUrl: scratch?.url, poolSize: 2 });
  earlier = migrationsBefore('0024_invoice_counters');
});
afterAll(async () => {
  await handle?.close();
  await scratch?.drop();
  rmSync(earlier, { recursive: true, force: true });
});

describe('migration 0024_invoice_counters', () => {
  it('carries every organization’s invoice counter over to its own row', async () => {
    await runMigrations(handle, earlier);
    const { rows } = await handle.executeSql(
      `insert into organizations (name, invoice_seq) values ('Numbered', 41), ('Fresh', 0) returning id, name`,
    );
    const idOf = Object.fromEntries(rows.map((row) => [row.name as string, row.id as string]));

    await runMigrations(handle);

    const counters = await handle.executeSql('select org_id, invoice_seq from invoice_counters');
    expect(counters.rows).toEqual([{ org_id: idOf.Numbered, invoice_seq: 41 }]);
    const columns = await handle.executeSql(
      `select column_name from information_schema.columns where table_name = 'organizations' and column_name = 'invoice_seq'`,
    );
    expect(columns.rows).toEqual([]);
  });
});

import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './app';
import { createMailedInvoiceWorld } from './mailed-world';
import { createInvoiceWorld, type InvoiceWorld } from './org';
import { type RestClient, restClient } from './rest';
import { SmtpSink } from './smtp-sink';

/**
 * The app all tests of a file share, and a REST client to it: `const { t, rest } = useTestApp();`
 * at the top of the file. Both objects exist at once and are filled in by a beforeAll hook
 * registered here, so hooks the file registers after this call (its own setup) already find them;
 * the app closes after the file's last test.
 */
export function useTestApp(options: TestAppOptions = {}): { t: TestApp; rest: RestClient } {
  const t = {} as TestApp;
  const rest = {} as RestClient;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
    Object.assign(rest, restClient(t.app));
  });
  afterAll(async () => {
    // Absent when creating the app failed: vitest reports that error, not a second one here.
    await t.close?.();
  });
  return { t, rest };
}

/** A world the file's tests share, filled in by a beforeAll hook registered here and closed after the last test. */
function useWorld(create: () => Promise<InvoiceWorld>, close: () => Promise<void> = async () => {}) {
  const world = {} as InvoiceWorld;
  const t = {} as TestApp;
  const rest = {} as RestClient;
  const team = {} as InvoiceWorld['team'];
  beforeAll(async () => {
    Object.assign(world, await create());
    Object.assign(t, world.t);
    Object.assign(rest, world.rest);
    Object.assign(team, world.team);
  }, 120_000);
  afterAll(async () => {
    await world.t?.close();
    await close();
  });
  return { world, t, rest, team };
}

/**
 * The invoice world (helpers/org.ts) all tests of a file share, with its app, REST client and team
 * at hand: `const { world, t, rest, team } = useInvoiceWorld();` at the top of the file. Like
 * useTestApp, the objects exist at once and are filled in by a beforeAll hook registered here; the
 * app closes after the file's last test.
 */
export const useInvoiceWorld = (options: TestAppOptions = {}) => useWorld(() => createInvoiceWorld(options));

/**
 * Like useInvoiceWorld, with the world's emails going to an SMTP sink of the file's own
 * (helpers/mailed-world.ts), stopped after the file's last test.
 */
export function useMailedInvoiceWorld(options: Parameters<typeof createMailedInvoiceWorld>[1] = {}) {
  const sink = new SmtpSink();
  return {
    ...useWorld(
      () => createMailedInvoiceWorld(sink, options),
      () => sink.stop(),
    ),
    sink,
  };
}

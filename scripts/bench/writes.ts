/**
 * Writes under load: 50 invoices created at once on the seeded organization (POST /api/invoices),
 * then 50 payments at once (PATCH /api/invoices/{id}/mark-paid: two per invoice on 25 of them, so
 * that payments on the same invoice race), each burst timed, after one such round unmeasured. Then the checks, over the API and in
 * SQL: invoice numbers unique and gap-free after the counter, totals and paid amounts exact to the
 * cent against what was sent. A failed check fails the run, whatever the budgets.
 */
import { fromCents, invoiceTotalCents, toCents } from '@folio/contracts';
import type { BenchArgs } from './args';
import { databaseCpuMicros } from './database-cpu';
import { send, sendJson, target } from './http-client';
import type { InvoiceFacts, SeededRecords } from './ipc';
import { type Latency, latencyOf } from './load';
import { round } from './numbers';
import type { ServerProcess } from './server-control';
import type { Session } from './session';

type Burst = {
  requests: number;
  failed: number;
  firstError?: string;
  latencyMs: Latency | null;
  throughputRps: number;
  /** CPU per write (ms): the server process's, and PostgreSQL's when on this machine (database-cpu.ts). */
  cpuMsPerWrite: { server: number; database: number | null };
};
type Check = { what: string; ok: boolean; detail: string };

export type WritesResult = {
  creations: Burst;
  payments: Burst;
  /** The unmeasured first round's bursts (a fresh process's first writes), for the record. */
  warmUp: { creations: Burst; payments: Burst };
  checks: Check[];
  ok: boolean;
};

type Item = { description: string; quantity: number; unitPrice: number };
type Created = {
  id: string;
  number: number;
  expectedTotal: number;
  expectedPaid: number;
  payments: number[];
};

/** 1–4 lines with fractional quantities and prices in cents: amounts that round, deterministically. */
function itemsFor(i: number): Item[] {
  return Array.from({ length: 1 + (i % 4) }, (_, k) => ({
    description: `Bench work ${i}.${k}`,
    quantity: [1, 1.5, 2.25, 0.3333, 7][(i + k) % 5]!,
    unitPrice: round(9.99 + ((i * 37 + k * 11) % 500) + ((i + k) % 100) / 100, 2),
  }));
}

const expectedCents = (items: Item[]) =>
  invoiceTotalCents(
    items.map((item) => ({ quantity: item.quantity, unitPriceCents: toCents(item.unitPrice) })),
  );

/** Sends all at once (one socket each), times the burst and reads what CPU it took. */
async function burst<T>(
  session: Session,
  args: BenchArgs,
  server: ServerProcess,
  requests: { method: 'POST' | 'PATCH'; path: string; json: unknown }[],
): Promise<{ summary: Burst; answers: (T | null)[] }> {
  const to = target(session.folio.baseUrl, requests.length);
  const serverCpuBefore = await server.call('cpu', null);
  const databaseCpuBefore = databaseCpuMicros();
  const started = performance.now();
  const answers = await Promise.all(
    requests.map((r) => send(to, { ...r, token: session.token, keepBody: true, timeoutMs: args.timeoutMs })),
  );
  const wallMs = performance.now() - started;
  const databaseCpuAfter = databaseCpuMicros();
  const serverCpuAfter = await server.call('cpu', null);
  to.agent.destroy();
  const perWrite = (micros: number) => round(micros / 1000 / requests.length, 2);
  const failed = answers.filter((a) => a.status < 200 || a.status >= 300);
  const first = failed[0];
  return {
    summary: {
      requests: answers.length,
      failed: failed.length,
      ...(first
        ? { firstError: first.error ?? `HTTP ${first.status}: ${first.body?.toString('utf8').slice(0, 200)}` }
        : {}),
      latencyMs: latencyOf(answers.map((a) => a.ms)),
      throughputRps: round(answers.length / (wallMs / 1000)),
      cpuMsPerWrite: {
        server: perWrite(serverCpuAfter - serverCpuBefore),
        database:
          databaseCpuBefore === null || databaseCpuAfter === null
            ? null
            : perWrite(databaseCpuAfter - databaseCpuBefore),
      },
    },
    answers: answers.map((a) =>
      a.status >= 200 && a.status < 300 ? (JSON.parse(a.body!.toString('utf8')) as T) : null,
    ),
  };
}

/** `what` holds when every item passes; the detail names the first that does not. */
function every<T>(
  what: string,
  items: T[],
  pass: (item: T) => boolean,
  describe: (item: T) => string,
): Check {
  const bad = items.filter((item) => !pass(item));
  return {
    what,
    ok: bad.length === 0,
    detail: bad.length === 0 ? `${items.length} checked` : `${bad.length} wrong, e.g. ${describe(bad[0]!)}`,
  };
}

const same = (what: string, values: Record<string, number>): Check => {
  const distinct = new Set(Object.values(values));
  return {
    what,
    ok: distinct.size === 1,
    detail: Object.entries(values)
      .map(([k, v]) => `${k} ${v}`)
      .join(', '),
  };
};

/** One round: `count` creations at once, then two payments at once on each of the first half. */
async function writeRound(
  session: Session,
  args: BenchArgs,
  server: ServerProcess,
  records: SeededRecords,
  count: number,
) {
  const bodies = Array.from({ length: count }, (_, i) => {
    const billable = records.billable[i % records.billable.length]!;
    return {
      client: billable.clientId,
      project: billable.projectIds.slice(0, 1),
      items: itemsFor(i),
      currency: 'USD',
    };
  });
  const creations = await burst<{ _id: string; number: number; total: number }>(
    session,
    args,
    server,
    bodies.map((json) => ({ method: 'POST', path: '/api/invoices', json })),
  );
  const created: Created[] = [];
  creations.answers.forEach((answer, i) => {
    if (answer) {
      created.push({
        id: answer._id,
        number: answer.number,
        expectedTotal: expectedCents(bodies[i]!.items),
        expectedPaid: 0,
        payments: [],
      });
    }
  });

  // Two payments on each of the first half: a third of the total, then the rest, sent together.
  const paid = created.slice(0, Math.ceil(count / 2));
  const paymentRequests = paid.flatMap((invoice) => {
    const first = Math.floor(invoice.expectedTotal / 3);
    invoice.payments = [first, invoice.expectedTotal - first];
    invoice.expectedPaid = invoice.expectedTotal;
    return invoice.payments.map((cents) => ({
      method: 'PATCH' as const,
      path: `/api/invoices/${invoice.id}/mark-paid`,
      json: { amount: fromCents(cents) },
    }));
  });
  const payments = await burst(session, args, server, paymentRequests);
  return {
    creations: creations.summary,
    payments: payments.summary,
    created,
    paymentCount: paymentRequests.length,
  };
}

export async function measureWrites(
  session: Session,
  args: BenchArgs,
  records: SeededRecords,
  server: ServerProcess,
): Promise<WritesResult> {
  const count = args.writes;
  // An unmeasured round first, as every endpoint has its warm-up requests: a process's first
  // writes compile their code paths and prepare each statement on each pooled connection, which
  // is the process's start, not what a burst costs. Its figures are reported beside the others.
  const warmUp = await writeRound(session, args, server, records, count);
  const before = await server.call('numbering', null);
  const round = await writeRound(session, args, server, records, count);
  const { created } = round;

  // Read back: over the API, and in SQL.
  const api = new Map<
    string,
    { number: number; total: number; paidAmount: number; balanceDue: number; status: string }
  >();
  for (const invoice of created) {
    api.set(
      invoice.id,
      await sendJson(session.folio, {
        path: `/api/invoices/${invoice.id}`,
        token: session.token,
        timeoutMs: args.timeoutMs,
      }),
    );
  }
  const sql = new Map<string, InvoiceFacts>(
    (await server.call('invoiceFacts', { ids: created.map((c) => c.id) })).map((f) => [f.id, f]),
  );
  const after = await server.call('numbering', null);

  const numbers = created.map((c) => c.number).sort((a, b) => a - b);
  const expectedNumbers = Array.from({ length: count }, (_, i) => before.counter + 1 + i);
  const sum = (f: (c: Created) => number) => created.reduce((s, c) => s + f(c), 0);
  const checks: Check[] = [
    {
      what: 'every creation answered 2xx',
      ok: round.creations.failed === 0,
      detail: round.creations.firstError ?? `${count} created`,
    },
    {
      what: 'every payment answered 2xx',
      ok: round.payments.failed === 0,
      detail: round.payments.firstError ?? `${round.paymentCount} recorded`,
    },
    {
      what: 'numbers follow the counter, gap-free and unique',
      ok: numbers.length === count && numbers.every((n, i) => n === expectedNumbers[i]),
      detail: `${numbers[0]}…${numbers.at(-1)} after counter ${before.counter}`,
    },
    {
      what: "organization's numbers unique in SQL",
      ok: after.count === after.distinctNumbers && after.count === before.count + count,
      detail: `${after.count} invoices, ${after.distinctNumbers} distinct numbers (${before.count} before)`,
    },
    same('counter = highest number in SQL', {
      counter: after.counter,
      highest: after.maxNumber,
      expected: before.counter + count,
    }),
    every(
      'SQL number = API number',
      created,
      (c) => sql.get(c.id)?.number === c.number,
      (c) => `${c.id}: ${sql.get(c.id)?.number} vs ${c.number}`,
    ),
    every(
      'totals exact to the cent (API and SQL)',
      created,
      (c) =>
        toCents(api.get(c.id)!.total) === c.expectedTotal && sql.get(c.id)?.totalCents === c.expectedTotal,
      (c) =>
        `${c.number}: expected ${c.expectedTotal}, API ${toCents(api.get(c.id)!.total)}, SQL ${sql.get(c.id)?.totalCents}`,
    ),
    every(
      'paid amounts exact to the cent (API, SQL, payment rows)',
      created,
      (c) => {
        const f = sql.get(c.id);
        return (
          toCents(api.get(c.id)!.paidAmount) === c.expectedPaid &&
          f?.paidCents === c.expectedPaid &&
          f.paymentCents === c.expectedPaid &&
          f.payments === c.payments.length
        );
      },
      (c) =>
        `${c.number}: expected ${c.expectedPaid}, API ${toCents(api.get(c.id)!.paidAmount)}, SQL ${sql.get(c.id)?.paidCents}, rows ${sql.get(c.id)?.paymentCents}`,
    ),
    every(
      'fully paid invoices are paid with nothing due',
      created.filter((c) => c.expectedPaid > 0),
      (c) =>
        api.get(c.id)!.status === 'paid' &&
        sql.get(c.id)?.status === 'paid' &&
        toCents(api.get(c.id)!.balanceDue) === 0,
      (c) =>
        `${c.number}: API ${api.get(c.id)!.status}, SQL ${sql.get(c.id)?.status}, due ${api.get(c.id)!.balanceDue}`,
    ),
    same('sum of totals (cents)', {
      sent: sum((c) => c.expectedTotal),
      API: sum((c) => toCents(api.get(c.id)!.total)),
      SQL: sum((c) => sql.get(c.id)?.totalCents ?? 0),
    }),
    same('sum paid (cents)', {
      sent: sum((c) => c.payments.reduce((s, p) => s + p, 0)),
      API: sum((c) => toCents(api.get(c.id)!.paidAmount)),
      SQL: sum((c) => sql.get(c.id)?.paidCents ?? 0),
      'payment rows': sum((c) => sql.get(c.id)?.paymentCents ?? 0),
    }),
  ];
  const warmUpAnswered: Check = {
    what: 'every write of the warm-up round answered 2xx',
    ok: warmUp.creations.failed === 0 && warmUp.payments.failed === 0,
    detail:
      warmUp.creations.firstError ??
      warmUp.payments.firstError ??
      `${count} created, ${warmUp.paymentCount} recorded`,
  };
  return {
    creations: round.creations,
    payments: round.payments,
    warmUp: { creations: warmUp.creations, payments: warmUp.payments },
    checks: [warmUpAnswered, ...checks],
    ok: warmUpAnswered.ok && checks.every((c) => c.ok),
  };
}

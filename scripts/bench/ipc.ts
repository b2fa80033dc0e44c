/**
 * The commands the load generator (the benchmark's main process) sends to the server process
 * over the IPC channel of child_process.fork, with what each answers. One typed table, shared by
 * both sides, so that a command and its answer cannot drift apart.
 */

/** How the server process opens the scratch database the load generator made and seeded. */
export type DatabaseLocation = { databaseUrl: string } | { pgliteDir: string };

/** Seeded records the scenarios need: ids cycled through by the panels, and what invoices can bill. */
export type SeededRecords = {
  orgId: string;
  /** Evenly spread over each table, at most RECORDS_IN_TURN each. */
  clientIds: string[];
  projectIds: string[];
  invoiceIds: string[];
  /** The most common first word of the client names (lowercased): a query that matches at any scale. */
  commonWord: string;
  /** Active clients with some of their projects: what a new invoice may name. */
  billable: { clientId: string; projectIds: string[] }[];
};

type SetupArgs = { database: DatabaseLocation; orgId: string };
type SetupResult = { folioUrl: string; baselineUrl: string };

/**
 * A statement as the ORM sent it; on PostgreSQL with the `prepare` option it gave postgres-js
 * (true: a named statement, parsed once per connection; false: unnamed, parsed and planned every
 * time; absent: the driver's default, named), and on which of Folio's pools (`organizationPlan`: the
 * one whose connections keep one plan per organization's statement, organizationPlanPool in
 * @folio/db).
 */
export type RecordedStatement = {
  text: string;
  params: unknown[];
  prepare?: boolean;
  organizationPlan?: boolean;
};

/** What recording one endpoint gave: per path, the statements in the groups the ORM sent them in. */
type RecordResult = {
  /** Statements of one request (the first path), the same for every path of an endpoint in practice. */
  statements: number;
  /** Groups of statements sent together (replayed in parallel); sequential groups follow each other. */
  groups: number;
  /** Of the statements, how many Folio sent as named prepared statements (PostgreSQL). */
  prepared: number;
  /** The first path's statements in their groups, with their parameters: for the JSON report, to EXPLAIN them. */
  sent: RecordedStatement[][];
};

export type MemoryReading = { rssMb: number; heapUsedMb: number };
type MemoryPeak = MemoryReading & {
  rssPeakMb: number;
  heapUsedPeakMb: number;
  /** After a full GC at the end. */
  rssAfterMb: number;
  heapUsedAfterMb: number;
};

export type LoopDelay = { p50: number; p99: number; max: number };

/** The organization's invoice numbers as SQL sees them. */
export type InvoiceNumbering = {
  count: number;
  distinctNumbers: number;
  maxNumber: number;
  counter: number;
};

/** One invoice as SQL sees it, with the sum of its payment rows. */
export type InvoiceFacts = {
  id: string;
  number: number;
  status: string;
  totalCents: number;
  paidCents: number;
  paymentCents: number;
  payments: number;
};

export type Commands = {
  setup: { args: SetupArgs; result: SetupResult };
  /** Records the statements Folio sends for each path (requests made by the server process itself). */
  record: {
    /** `last`: keep only the last group the request sent (the record's own read, after its caller's check). */
    args: { token: string; paths: string[]; keep?: 'all' | 'last' };
    result: RecordResult;
  };
  /** CPU time (user + system, µs) the server process has used so far. */
  cpu: { args: null; result: number };
  /** A full GC, then memory sampling every 5 ms starts; answers the reading before. */
  memoryWatch: { args: null; result: MemoryReading };
  /** Sampling stops; answers the peaks, and the reading after a full GC. */
  memoryPeak: { args: null; result: MemoryPeak };
  /** Starts measuring how late the event loop runs its timers (perf_hooks, 10 ms resolution). */
  loopWatch: { args: null; result: null };
  /** Stops it; answers the delays in ms: how long the event loop was blocked at worst. */
  loopDelay: { args: null; result: LoopDelay };
  /** A full GC; answers the heap still in use. */
  gc: { args: null; result: number };
  numbering: { args: null; result: InvoiceNumbering };
  invoiceFacts: { args: { ids: string[] }; result: InvoiceFacts[] };
  /** Closes both servers and the database; answers the errors Folio logged. */
  shutdown: { args: null; result: { serverErrors: number } };
};

export type CommandName = keyof Commands;

export type CommandMessage = {
  id: number;
  command: CommandName;
  args: unknown;
};
export type ReplyMessage =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: string };

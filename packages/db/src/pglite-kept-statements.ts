import {
  PGlite,
  type PGliteOptions,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

const { serialize } = protocol;

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

/**
 * Statements kept at most; past this many the least recently used is closed (its memory in
 * PostgreSQL freed) for the next. The screens' statements are a few dozen texts; lists of varying
 * length (`in (…)`) make more, which this bounds.
 */
export const KEPT_STATEMENTS_MAX = 200;

type KeptStatement = {
  name: string;
  /** The parameters' types, as PostgreSQL resolved them: how each value is written. */
  parameterTypes: number[];
  /** The result's columns (absent for a statement that returns no rows). */
  rowDescription: BackendMessage | undefined;
};

/**
 * PGlite that keeps each statement it is sent with parameters as a named prepared statement, and
 * runs it again by binding new values.
 *
 * PGlite's `query()` parses and analyzes every statement anew, in WebAssembly: for the statement
 * that reads a request's caller (four tables joined) that was about 3 ms of the 3.3 a call took,
 * against 0.4 ms bound to the kept statement, and every request reads its caller. PostgreSQL itself
 * is reached the same way as by `query()` (PGlite's extended-protocol messages), under the same two
 * locks, so a kept statement never runs inside someone else's transaction.
 *
 * Each execution is still planned for its own values (`plan_cache_mode = force_custom_plan`): a
 * search's best plan depends on its term, as with the unnamed statements PostgreSQL is sent
 * (packages/api README, "Prepared statements"); what is kept is the parsing and analysis.
 * Statements without parameters (scripts, `begin`, `savepoint`) run as PGlite runs them.
 */
export class PGliteWithKeptStatements extends PGlite {
  /** By text, least recently used first. */
  readonly #kept = new Map<string, KeptStatement>();
  #named = 0;
  #configured: Promise<unknown> | undefined;

  constructor(options: PGliteOptions) {
    super(options);
  }

  override async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (!params?.length || options?.blob) {
      return super.query<T>(text, params, options);
    }
    await this.#configure();
    // As `query()`: no transaction of someone else's in progress, and one statement at a time.
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(() => this.#runKept<T>(text, params, options)),
    );
  }

  /** A transaction's statements are kept too; PGlite's transaction holds its lock meanwhile. */
  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await this.#configure();
    return super.transaction((tx) => {
      const keeping = Object.create(tx) as Transaction;
      keeping.query = <R>(text: string, params?: unknown[], options?: QueryOptions) =>
        !params?.length || options?.blob || tx.closed
          ? tx.query<R>(text, params, options)
          : this._runExclusiveQuery(() => this.#runKept<R>(text, params, options, { inTransaction: true }));
      return callback(keeping);
    });
  }

  async #runKept<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    { inTransaction = false } = {},
  ): Promise<Results<T>> {
    const statement = this.#used(text) ?? (await this.#keep(text));
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.parameterTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? this.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    // Bind, execute and sync in one call: PostgreSQL reads them in order, and an error skips to
    // the sync, so the session is ready for the next statement whether this one failed or not.
    const answered = await this.#send(
      concatenated(
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ),
    );
    // As `query()`: a transaction's changes reach the files when it ends.
    if (!inTransaction) await this.syncToFs();
    const messages = statement.rowDescription ? [statement.rowDescription, ...answered] : answered;
    return parse.parseResults(messages, this.parsers, options)[0] as Results<T>;
  }

  /**
   * Once, outside any transaction (where a SET would end with it): every execution of a kept
   * statement is planned for its own values.
   */
  #configure() {
    this.#configured ??= this.waitReady.then(() => super.exec('set plan_cache_mode = force_custom_plan'));
    return this.#configured;
  }

  /** The kept statement for `text`, now the most recently used. */
  #used(text: string): KeptStatement | undefined {
    const statement = this.#kept.get(text);
    if (statement) {
      this.#kept.delete(text);
      this.#kept.set(text, statement);
    }
    return statement;
  }

  /** Parses `text` once, as a statement named for this process, and learns its types. */
  async #keep(text: string): Promise<KeptStatement> {
    const [oldest] = this.#kept;
    if (oldest && this.#kept.size >= KEPT_STATEMENTS_MAX) {
      this.#kept.delete(oldest[0]);
      await this.#send(serialize.close({ type: 'S', name: oldest[1].name }));
    }
    this.#named += 1;
    const name = `folio_kept_${this.#named}`;
    let described: BackendMessage[];
    try {
      await this.#send(serialize.parse({ name, text }));
      described = await this.#send(serialize.describe({ type: 'S', name }));
    } finally {
      // Ends the parsing (and a closing above), or the error that interrupted it: PostgreSQL
      // skips to the next Sync.
      await this.#send(serialize.sync());
    }
    const statement: KeptStatement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((message) => message.name === 'rowDescription'),
    };
    this.#kept.set(text, statement);
    return statement;
  }

  /** How many statements are kept (for tests). */
  get keptStatements(): number {
    return this.#kept.size;
  }

  async #send(message: Uint8Array): Promise<BackendMessage[]> {
    return (await this.execProtocol(message, { syncToFs: false })).messages;
  }
}

/** Protocol messages as one buffer, to be sent in one call. */
function concatenated(...messages: Uint8Array[]): Uint8Array {
  const buffer = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    buffer.set(message, offset);
    offset += message.length;
  }
  return buffer;
}

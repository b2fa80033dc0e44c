import { DrizzleQueryError } from 'drizzle-orm';

/** What the database says about a failure that is safe to log: where and why, not which values. */
const DATABASE_FIELDS = [
  'severity',
  'constraint',
  'schema',
  'table',
  'column',
  'dataType',
  'routine',
  'where',
];

/**
 * An unexpected error as it may be logged. Drizzle puts a failed query's parameters in its error's
 * message and `params`, and the PGlite driver's error carries them too: password hashes, token
 * hashes, email addresses, note texts. So every error of the chain is logged as its name, message,
 * code, the database's description fields and stack, with its cause treated the same way; a failed
 * query keeps its statement, never its values (nor `detail`, which quotes the offending key).
 */
export function loggableError(error: unknown, depth = 0): unknown {
  if (depth > 5 || !(error instanceof Error)) return error;
  let message = error.message;
  let stack = error.stack;
  if (error instanceof DrizzleQueryError) {
    const header = `${error.name}: ${error.message}`;
    const frames = stack?.startsWith(header) ? stack.slice(header.length) : '';
    message = `Failed query: ${error.query}`;
    stack = `DrizzleQueryError: ${message}${frames}`;
  }
  const fields = error as unknown as Record<string, unknown>;
  const described = Object.fromEntries(
    ['code', ...DATABASE_FIELDS].flatMap((key) =>
      typeof fields[key] === 'string' || typeof fields[key] === 'number' ? [[key, fields[key]]] : [],
    ),
  );
  return {
    type: error instanceof DrizzleQueryError ? 'DrizzleQueryError' : error.name,
    message,
    ...described,
    stack,
    ...(error.cause === undefined ? {} : { cause: loggableError(error.cause, depth + 1) }),
  };
}

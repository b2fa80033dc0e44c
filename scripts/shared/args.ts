/**
 * The scripts' command lines. node:util parseArgs splits the words (`--runs 3` and `--runs=3`
 * alike); every option is then checked in order, so that the first bad one is the one reported.
 * A bad command line prints its reason and the script's help and exits with status 2; -h/--help
 * prints the help and exits with 0.
 */
import { parseArgs } from 'node:util';

/** A bad command line: its message is printed above the help. */
export class UsageError extends Error {}

export type OptionTypes = Record<string, { type: 'string' | 'boolean'; short?: string }>;

export type GivenOption<Name extends string> = {
  name: Name;
  /** As typed: `--runs`, `-h`. */
  flag: string;
  /** The value of a string option; '' for a boolean one. */
  value: string;
};

/**
 * The options on `argv` (without node and the script), one by one in order. Throws UsageError,
 * on reaching it, for a word
 * that is not a known option, a boolean option given a value, and a string option without one.
 * Parsing is not strict, so that a value may start with a dash (`--seed-value -5`); a value
 * starting with `--` is taken for the next option, the value being missing.
 */
export function* readOptions<T extends OptionTypes>(
  argv: readonly string[],
  options: T,
): Generator<GivenOption<keyof T & string>> {
  const { tokens } = parseArgs({
    args: [...argv],
    options,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  for (const token of tokens) {
    if (token.kind === 'positional') throw new UsageError(`Unknown option "${token.value}"`);
    if (token.kind === 'option-terminator') throw new UsageError('Unknown option "--"');
    const flag = token.rawName;
    if (!Object.hasOwn(options, token.name)) throw new UsageError(`Unknown option "${flag}"`);
    const name = token.name as keyof T & string;
    if (options[name]!.type === 'boolean') {
      if (token.value !== undefined) throw new UsageError(`${flag} takes no value`);
      yield { name, flag, value: '' };
      continue;
    }
    const value = token.value;
    if (value === undefined || value === '' || (!token.inlineValue && value.startsWith('--'))) {
      throw new UsageError(`${flag} needs a value`);
    }
    yield { name, flag, value };
  }
}

/** `--flag N` as a number ≥ min (and ≤ max when given); an integer unless `integer` is false. */
export function numberOption(
  { flag, value }: GivenOption<string>,
  limits: { min: number; max?: number; integer?: boolean },
): number {
  const { min, max, integer = true } = limits;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || (max !== undefined && n > max) || (integer && !Number.isInteger(n))) {
    const range = max === undefined ? `≥ ${min}` : `from ${min} to ${max}`;
    throw new UsageError(`${flag} must be ${integer ? 'an integer' : 'a number'} ${range} (got "${value}")`);
  }
  return n;
}

/** A comma-separated value's items, trimmed, without empty ones. */
export const commaList = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Runs `parse` on the command line and returns its options; 'help' from it prints `help` and
 * exits 0, a UsageError prints its message and `help` and exits 2.
 */
export function readCommandLine<T>(help: string, parse: () => T | 'help'): T {
  let parsed: T | 'help';
  try {
    parsed = parse();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    exitWithUsage(error.message, help);
  }
  if (parsed === 'help') {
    console.log(help);
    process.exit(0);
  }
  return parsed;
}

/** Prints `message` and the help, and exits with status 2 (a bad command line or environment). */
export function exitWithUsage(message: string, help: string): never {
  console.error(`${message}\n\n${help}`);
  process.exit(2);
}

import { expect } from 'vitest';

/**
 * Fails once with every problem, one per line, so that a single run shows all of them (and not
 * a diff that repeats the list).
 */
export function expectNoProblems(what: string, problems: string[]) {
  if (problems.length > 0) expect.fail(`${what}: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
}

/**
 * Which code a measurement ran: the commit checked out and whether the working tree had changes,
 * for the scripts' JSON result files.
 */
import { execFileSync } from 'node:child_process';
import { repoRoot } from './repo-root';

export type GitFacts = { commit: string; dirty: boolean };

/** The repository's short commit and dirty flag; null outside a git checkout or without git. */
export function gitFacts(): GitFacts | null {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return {
      commit: git('rev-parse', '--short', 'HEAD').trim(),
      dirty: git('status', '--porcelain').trim() !== '',
    };
  } catch {
    return null;
  }
}
